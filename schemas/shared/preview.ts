import type { PreviewValue } from 'sanity';
import { defaultLocale, locales, translatedLocales, type Locale } from '../../lib/i18n/locales';
import { SOURCES_FIELD, translationIssues } from '../../lib/i18n/translation-source';
import { inDefaultLocale, isFilled } from './languages';

/** The flag a preview shows while a language's text is missing, such as "FR missing". */
export function missingFlag(locale: Locale): string {
  return `${locale.toUpperCase()} missing`;
}

const localeTypes = new Set(['localeString', 'localeText', 'localeBlockContent']);
const localeKeys = new Set<string>(['_type', '_key', SOURCES_FIELD, ...locales]);

/** The parts of a field definition the walk reads; inline objects carry their own fields. */
export type PreviewField = { name: string; type: string; fields?: readonly PreviewField[] };

type PreviewDescription = {
  title?: string;
  details?: Array<string | number | undefined>;
  media?: PreviewValue['media'];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A localized object, recognized by its type or, for one written without it, by its keys. */
function isLocalizedValue(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  if (typeof value._type === 'string') return localeTypes.has(value._type);
  const keys = Object.keys(value);
  return keys.some((key) => isLocaleKey(key)) && keys.every((key) => localeKeys.has(key));
}

function isLocaleKey(key: string): boolean {
  return locales.some((locale) => locale === key);
}

/** The flag a preview shows while a language's text is stale or an unconfirmed draft. */
export function toCheckFlag(locale: Locale): string {
  return `${locale.toUpperCase()} to check`;
}

/** The translated languages written from an English that changed since, or only drafted. */
function translationsToCheck(value: unknown, missing: readonly Locale[]): readonly Locale[] {
  const issues = isRecord(value) ? translationIssues(value) : [];
  return translatedLocales.filter(
    (locale) =>
      !missing.includes(locale) &&
      issues.some((issue) => issue.locale === locale && issue.state !== 'missing'),
  );
}

/** Whether a value holds, at any depth, a localized object without its text in a language. */
function valueLacks(locale: Locale, value: unknown): boolean {
  if (isLocalizedValue(value)) return !isFilled(value[locale]);
  if (Array.isArray(value)) return value.some((item) => valueLacks(locale, item));
  if (isRecord(value)) return Object.values(value).some((item) => valueLacks(locale, item));
  return false;
}

/**
 * Whether any localized field lacks its text in a language. The walk follows the declared
 * fields, so a localized field left out altogether counts as untranslated too, and looks inside
 * arrays and named object types by their values.
 */
function lacks(locale: Locale, fields: readonly PreviewField[], value: unknown): boolean {
  const record = isRecord(value) ? value : {};
  return fields.some((field) => {
    const child = record[field.name];
    if (localeTypes.has(field.type)) return !isLocalizedValue(child) || !isFilled(child[locale]);
    // An absent optional image is fine; an absent section is not.
    if (field.fields && (field.type === 'object' || child !== undefined))
      return lacks(locale, field.fields, child);
    return valueLacks(locale, child);
  });
}

/** The translated languages some localized field of a document still lacks. */
function missingTranslations(fields: readonly PreviewField[], value: unknown): readonly Locale[] {
  return translatedLocales.filter((locale) => lacks(locale, fields, value));
}

/** A preview subtitle that flags an untranslated or stale document before anything else. */
function previewSubtitle(
  details: Array<string | number | undefined>,
  missing: readonly Locale[],
  toCheck: readonly Locale[] = [],
): string {
  return [
    ...missing.map(missingFlag),
    ...toCheck.map(toCheckFlag),
    ...details.filter((detail) => detail !== undefined && detail !== ''),
  ].join(' · ');
}

/** A localized value's own preview: its default-language text, flagged per missing language. */
export const localizedValuePreview = {
  select: Object.fromEntries([...locales, SOURCES_FIELD].map((field) => [field, field])),
  prepare: (value: Record<string, unknown>): PreviewValue => {
    const missing = translatedLocales.filter((locale) => !isFilled(value[locale]));
    return {
      title: typeof value[defaultLocale] === 'string' ? value[defaultLocale] : undefined,
      subtitle: previewSubtitle([], missing, translationsToCheck({ value }, missing)),
    };
  },
};

/** An array item's preview: its default-language title, flagged while a translation is missing. */
export function localizedItemPreview(fields: readonly PreviewField[]) {
  return localizedPreview<{ title?: string }>(
    fields,
    { title: inDefaultLocale('title') },
    ({ title }) => ({ title }),
  );
}

const fieldSelection = (name: string) => `field_${name}`;

/**
 * A preview that, besides what it shows, selects every field of the type, so its subtitle flags
 * a missing French value anywhere in the document rather than only in the fields on display.
 */
export function localizedPreview<Selected extends Record<string, unknown>>(
  fields: readonly PreviewField[],
  select: Record<keyof Selected, string>,
  describe: (selected: Selected) => PreviewDescription,
) {
  return {
    select: {
      ...select,
      ...Object.fromEntries(fields.map(({ name }) => [fieldSelection(name), name])),
    },
    prepare: (selected: Selected & Record<string, unknown>): PreviewValue => {
      const document = Object.fromEntries(
        fields.map(({ name }) => [name, selected[fieldSelection(name)]]),
      );
      const { title, details = [], media } = describe(selected);
      const missing = missingTranslations(fields, document);
      return {
        title,
        subtitle: previewSubtitle(details, missing, translationsToCheck(document, missing)),
        media,
      };
    },
  };
}
