import { defaultLocale, isLocale, type Locale } from './locales';

/** The language a path is rendered in: its first segment when that is a locale. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

// Requests that are not pages: framework internals, the Studio, the webhooks, the health check,
// the funnel's counts, the assistant's answers and votes, the Studio's translation drafts,
// generated images and static files. Anything else, `/old-page.html` or `/api/nope` included, is
// a page path, so a miss reaches the localized 404.
const notPages = [
  /^\/_next\//,
  /^\/__next/,
  /^\/studio(?:\/|$)/,
  /^\/api\/(?:revalidate|booking\/calendly|funnel|assistant(?:\/feedback)?|health(?:\/(?:live|ready))?|cron\/outbox|draft-mode\/(?:enable|disable)|studio\/translation-draft|unsubscribe\/[^/]+)$/,
  /^\/seed-images\//,
  /^\/og\//,
  /\.(?:avif|css|gif|ico|jpe?g|js|json|map|png|svg|txt|webmanifest|webp|woff2?|xml)$/i,
];

/** Whether the language rules apply to a request path at all. */
export function isPagePath(pathname: string): boolean {
  return !notPages.some((pattern) => pattern.test(pathname));
}

// Addresses of the old site that live on, without language prefix. Redirected here rather than
// in next.config so the redirect carries the security headers.
const movedPaths: Partial<Record<string, string>> = { '/expertise-support': '/ai-solutions' };

// A first segment shaped like a language tag (`de`, `EN`, `fr-CA`) names a language, never a
// page: the site speaks its primary language when it has it, and English otherwise.
// Only a region or script may follow the language, so that no page slug looks like a tag.
const languageTag = /^([a-z]{2})(?:-(?:[a-z]{2}|[a-z]{4}|\d{3}))?$/i;

/** The language a tag-shaped first segment that is not exactly a locale stands for. */
function taggedLocale(segment: string): Locale | undefined {
  const primary = languageTag.exec(segment)?.[1]?.toLowerCase();
  if (primary === undefined) return undefined;
  return isLocale(primary) ? primary : defaultLocale;
}

/**
 * Where a page request goes first. A first segment shaped like another language tag, or a
 * supported one in other letter case, gives way to the language it names (English when the site
 * does not speak it); bare paths move under the default language; the query string stays intact.
 * Moved pages go to their new address in the same language. Returns undefined when the path needs
 * no redirect or is not a page.
 */
export function localeRedirect(pathname: string, search = ''): string | undefined {
  if (!isPagePath(pathname)) return undefined;
  const locale = localeOfPath(pathname);
  const first = pathname.split('/')[1] ?? '';
  const tagged = locale ? undefined : taggedLocale(first);
  const unprefixed = tagged ? pathname.slice(first.length + 1) : pathname;
  const rest = locale ? stripLocale(pathname) : unprefixed.replace(/\/+$/, '') || '/';
  const moved = movedPaths[rest];
  if (locale && !moved) return undefined;
  return `${localizedPath(locale ?? tagged ?? defaultLocale, moved ?? rest)}${search}`;
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
