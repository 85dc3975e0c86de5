import { defaultLocale as defaultCode, localeRegistry, type LocaleEntry } from './locale-registry';

export type Locale = (typeof localeRegistry)[number]['code'];

/** The site's languages, in the registry's order: the Studio shows their fields in it. */
export const locales: readonly Locale[] = localeRegistry.map((entry) => entry.code);

/** The language of bare paths, unknown language tags and the x-default alternate. */
export const defaultLocale: Locale = defaultCode;

/** The languages a marketer translates into, after writing the default one. */
export const translatedLocales: readonly Locale[] = locales.filter(
  (locale) => locale !== defaultLocale,
);

export function isLocale(value: string | undefined): value is Locale {
  return locales.some((locale) => locale === value);
}

/** The locale a value names, or the default one. */
export function localeOr(value: string | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** What the registry says of a language. */
export function localeEntry(locale: Locale): LocaleEntry {
  const entry = (code: string) => localeRegistry.find((candidate) => candidate.code === code);
  return entry(locale) ?? entry(defaultLocale)!;
}

/** One value per language, computed from each language's code. */
export function perLocale<Value>(value: (locale: Locale) => Value): Record<Locale, Value> {
  return Object.fromEntries(locales.map((locale) => [locale, value(locale)])) as Record<
    Locale,
    Value
  >;
}

export { salesLocale } from './locale-registry';
