import { locales, type Locale } from '../../lib/i18n/locales';

export const languageTitles: Record<Locale, string> = { en: 'English', fr: 'Français' };

export const languageFields = locales.map((language) => ({
  language,
  title: languageTitles[language],
}));

export function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Rich text counts as written only when some span holds more than whitespace. */
export function hasBlocks(value: unknown): boolean {
  return Array.isArray(value) && value.some(blockHasText);
}

function blockHasText(block: unknown): boolean {
  if (typeof block !== 'object' || block === null || !('children' in block)) return false;
  const { children } = block;
  return (
    Array.isArray(children) &&
    children.some(
      (span: unknown) =>
        typeof span === 'object' && span !== null && 'text' in span && hasText(span.text),
    )
  );
}

export function isFilled(value: unknown): boolean {
  return hasText(value) || hasBlocks(value);
}

export function missingLanguageMessage(language: Locale): string {
  return `${languageTitles[language]} is missing: both languages are required before publishing.`;
}

/**
 * French puts a no-break space (U+00A0, or the narrow U+202F) before : ; ! ? % » and after «, so a
 * line never starts with the sign. A plain space there is a warning, not an error: it does not stop
 * a publish.
 */
export function frenchSpacing(value: unknown): true | string {
  if (typeof value !== 'string' || !/ [:;!?%»]|« /.test(value)) return true;
  return 'French typography: use a no-break space (U+00A0: Option+Space on a Mac, Alt+0160 on a Windows numeric keypad) before : ; ! ? % » and after «, not an ordinary space, so that a line never starts with the sign.';
}
