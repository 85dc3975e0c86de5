/**
 * Every language the site speaks: the one place to add a language (README, "Extending").
 * Routes, the Studio's fields and previews, the queries' fallback, metadata, dictionaries, the
 * PDF, the e-mails and the database's check all derive from this list.
 */
export type LocaleEntry = {
  /** The route prefix, the dictionary's file name and the key of every localized field. */
  code: string;
  /** The language's name in itself, as the language switcher and the Studio show it. */
  name: string;
  /** Its name in English, as the sales team's notice states a lead's language. */
  englishName: string;
  /** BCP 47 tag for Intl formats, the PDF's language and the document's metadata. */
  languageTag: string;
  /** Open Graph's locale (`og:locale`). */
  openGraph: string;
  /** Typographic rules the Studio checks this language's texts against, if any. */
  copyRules?: 'french';
  /** How a date writes the first day of a month where Intl gives a bare 1: French « 1er juin ». */
  firstDayOfMonth?: string;
};

/** Bare paths, unknown language tags, the x-default alternate and untranslated fields use it. */
export const defaultLocale = 'en';

export const localeRegistry = [
  {
    code: 'en',
    name: 'English',
    englishName: 'English',
    languageTag: 'en-US',
    openGraph: 'en_US',
  },
  {
    code: 'fr',
    name: 'Français',
    englishName: 'French',
    languageTag: 'fr-FR',
    openGraph: 'fr_FR',
    copyRules: 'french',
    firstDayOfMonth: '1er',
  },
] as const satisfies readonly LocaleEntry[];

/** The sales team's language: their notices are written in English whatever the visitor's. */
export const salesLocale = 'en';
