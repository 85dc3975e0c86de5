import { locales, type Locale } from '../../lib/i18n/locales';

export const languageTitles: Record<Locale, string> = { en: 'English', fr: 'Français' };

export const languageFields = locales.map((language) => ({
  language,
  title: languageTitles[language],
}));

export function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

export function hasBlocks(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

export function isFilled(value: unknown): boolean {
  return hasText(value) || hasBlocks(value);
}

export function missingLanguageMessage(language: Locale): string {
  return `${languageTitles[language]} is missing: both languages are required before publishing.`;
}
