import { blockTexts, lintFrench, type Finding } from '../../lib/i18n/french-lint';
import { defaultLocale, localeEntry, locales, type Locale } from '../../lib/i18n/locales';

/** One field per language of the registry, in its order, each with the checks its copy needs. */
export const languageFields = locales.map((language) => ({
  language,
  title: localeEntry(language).name,
  copyRules: localeEntry(language).copyRules,
}));

/** A localized field's path in the default language, which previews and slugs read. */
export function inDefaultLocale(field: string): string {
  return `${field}.${defaultLocale}`;
}

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
  return `${localeEntry(language).name} is missing: every language is required before publishing.`;
}

/** How to type the two spaces French punctuation needs, in every French-copy warning. */
const frenchSpacesHowTo =
  'How to type them: the no-break space U+00A0 is Option+Space on a Mac and Alt+0160 on a Windows numeric keypad; the narrow no-break space U+202F is Option+202F with the Mac "Unicode Hex Input" keyboard, or 202F then Alt+X in Windows apps that support it (or copy one from text that has it).';

/**
 * The French-copy lint as a Studio warning on French fields (plain text or rich text): the same
 * rules as the unit tests, one message listing what it found. A warning does not stop a publish.
 */
export function frenchCopyWarning(value: unknown): true | string {
  const texts = typeof value === 'string' ? [value] : blockTexts(value);
  return warningOf(texts.flatMap((text) => lintFrench(text)));
}

// Typography only for a visitor's wording: the termbase's choices (« diagnostic », « AI Act ») and
// the calques govern our own copy, while a wording keeps the words visitors use.
const TYPOGRAPHY = /^(space-|straight-|three-dots)/;

/** The French-copy warning on a visitor's wording: its spaces, apostrophes and quotes only. */
export function frenchTypographyWarning(value: unknown): true | string {
  const text = typeof value === 'string' ? value : '';
  return warningOf(lintFrench(text).filter((finding) => TYPOGRAPHY.test(finding.rule)));
}

function warningOf(findings: Finding[]): true | string {
  if (findings.length === 0) return true;
  const problems = [
    ...new Set(findings.map((finding) => `${finding.message} (in “${finding.excerpt}”)`)),
  ];
  const listed = problems.map((problem, index) => `${index + 1}. ${problem}`).join(' ');
  const needsSpaces = findings.some((finding) => finding.rule.startsWith('space-'));
  return `French copy: ${listed}${needsSpaces ? ` ${frenchSpacesHowTo}` : ''}`;
}
