import type { PreviewValue } from 'sanity';
import { isFilled } from './languages';

export const frenchMissing = 'FR missing';

const localeTypes = new Set(['localeString', 'localeText', 'localeBlockContent']);
const localeKeys = new Set(['_type', '_key', 'en', 'fr']);

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
  return (
    keys.some((key) => key === 'en' || key === 'fr') && keys.every((key) => localeKeys.has(key))
  );
}

/** Whether a value holds, at any depth, a localized object without its French. */
function valueLacksFrench(value: unknown): boolean {
  if (isLocalizedValue(value)) return !isFilled(value.fr);
  if (Array.isArray(value)) return value.some(valueLacksFrench);
  if (isRecord(value)) return Object.values(value).some(valueLacksFrench);
  return false;
}

/**
 * Whether any localized field lacks its French. The walk follows the declared fields, so a
 * localized field left out altogether counts as untranslated too, and looks inside arrays and
 * named object types by their values.
 */
export function lacksFrench(fields: readonly PreviewField[], value: unknown): boolean {
  const record = isRecord(value) ? value : {};
  return fields.some((field) => {
    const child = record[field.name];
    if (localeTypes.has(field.type)) return !isLocalizedValue(child) || !isFilled(child.fr);
    // An absent optional image is fine; an absent section is not.
    if (field.fields && (field.type === 'object' || child !== undefined))
      return lacksFrench(field.fields, child);
    return valueLacksFrench(child);
  });
}

/** A preview subtitle that flags an untranslated document before anything else. */
export function previewSubtitle(
  details: Array<string | number | undefined>,
  frenchIsMissing: boolean,
): string {
  const flags = frenchIsMissing ? [frenchMissing] : [];
  return [...flags, ...details.filter((detail) => detail !== undefined && detail !== '')].join(
    ' · ',
  );
}

/** An array item's preview: its English title, flagged while any French value is missing. */
export function localizedItemPreview(fields: readonly PreviewField[]) {
  return localizedPreview<{ title?: string }>(fields, { title: 'title.en' }, ({ title }) => ({
    title,
  }));
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
      return { title, subtitle: previewSubtitle(details, lacksFrench(fields, document)), media };
    },
  };
}
