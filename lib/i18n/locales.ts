export const locales = ['en', 'fr'] as const;

export type Locale = (typeof locales)[number];

/** The language of bare paths, unknown language tags and the x-default alternate. */
export const defaultLocale: Locale = 'en';

export function isLocale(value: string | undefined): value is Locale {
  return locales.some((locale) => locale === value);
}

/** The locale a value names, or the default one. */
export function localeOr(value: string | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}
