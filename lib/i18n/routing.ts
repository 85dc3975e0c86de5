import { defaultLocale, isLocale, type Locale } from './locales';

/** The language a path is rendered in: its first segment when that is a locale. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/**
 * Where a request without a language prefix goes. Bare paths, and paths whose
 * first segment is not a supported language, move under the default language
 * with their query string intact. Returns undefined when the path already has a prefix.
 */
export function localeRedirect(pathname: string, search = ''): string | undefined {
  if (localeOfPath(pathname)) return undefined;
  const rest = pathname === '/' ? '' : pathname.replace(/\/+$/, '');
  return `/${defaultLocale}${rest}${search}`;
}

/** The path with its language prefix removed, always starting with a slash. */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (!locale) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in another language, keeping the rest of the path and the query. */
export function switchLocalePath(pathname: string, target: Locale, search = ''): string {
  const rest = stripLocale(pathname);
  return `/${target}${rest === '/' ? '' : rest}${search}`;
}

/** Prefixes a language-neutral path such as `/use-cases` with the language. */
export function localizedPath(locale: Locale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A navigation item is active when the current path, without its language
 * prefix, equals the item path or lies below it. The home item only matches itself.
 */
export function isActivePath(currentPathname: string, itemPath: string): boolean {
  const current = stripLocale(currentPathname);
  if (itemPath === '/') return current === '/';
  return current === itemPath || current.startsWith(`${itemPath}/`);
}
