import { defaultLocale, locales as allLocales, translatedLocales, type Locale } from './locales';

/**
 * Which English each translation was made from. Every localized value keeps, beside its
 * languages, `sources: { fr: { fingerprint, english } }`: the fingerprint of the English its
 * French was written or confirmed against, and that English as a translator reads it. When the
 * English changes, the fingerprints no longer agree and the French is stale until a translator
 * updates or confirms it; the English kept shows what changed. The module is pure, so the Studio,
 * the scripts and the tests share it.
 */

/** The field, inside a localized value, that holds one source per translated language. */
export const SOURCES_FIELD = 'sources';

/** The localized types whose languages translate each other (a visitor's questions do not). */
const TRANSLATED_TYPES = ['localeString', 'localeText', 'localeBlockContent'] as const;

/** The English a translation was made from. */
export type TranslationSource = {
  /** `sourceFingerprint` of that English. */
  fingerprint: string;
  /** That English as a translator reads it (`englishText`), to show what changed since. */
  english: string;
  /** Drafted by the assistant's provider, and not yet read and confirmed by a translator. */
  draft?: boolean;
};

/** `draft`: it follows the English, but no translator has confirmed the provider's wording. */
export type TranslationState = 'missing' | 'stale' | 'draft' | 'current';

export type TranslationIssue = {
  /** Sanity's path of the localized value in its document: `sections[_key=="purposes"].body`. */
  path: string;
  locale: Locale;
  state: Exclude<TranslationState, 'current'>;
};

export type Localized = Record<string, unknown> & { [SOURCES_FIELD]?: Record<string, unknown> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const localizedKeys = new Set<string>(['_type', '_key', SOURCES_FIELD, ...allLocales]);

/** A localized value, known by its type or, where it was written without one, by its keys. */
function isTranslatedValue(value: unknown): value is Localized {
  if (!isRecord(value)) return false;
  if (typeof value._type === 'string') return TRANSLATED_TYPES.some((type) => type === value._type);
  const keys = Object.keys(value);
  return defaultLocale in value && keys.every((key) => localizedKeys.has(key));
}

/** Written when a string, or any span of rich text, holds more than whitespace. */
function isWritten(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  return translatorText(value).some((block) =>
    block.children.some((span) => span.text.trim().length > 0),
  );
}

type Span = { text: string; marks: unknown[] };
type TranslatorBlock = Record<string, unknown> & { children: Span[] };

/**
 * Rich text as a translator reads it: each block's style and list level, its spans' text and
 * marks, a link's target in place of the key that names it. Keys change when an editor copies or
 * splits a block; spans split or joined without a change of marks read the same.
 */
function translatorText(value: unknown): TranslatorBlock[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((block) => {
    const markDefs = Array.isArray(block.markDefs) ? block.markDefs.filter(isRecord) : [];
    const markOf = (mark: unknown) => {
      const definition = markDefs.find((candidate) => candidate._key === mark);
      return definition ? withoutKeys(definition) : mark;
    };
    const spans = (Array.isArray(block.children) ? block.children.filter(isRecord) : []).map(
      (span) => ({
        text: typeof span.text === 'string' ? span.text : '',
        marks: (Array.isArray(span.marks) ? span.marks : []).map(markOf),
      }),
    );
    const {
      children: _children,
      markDefs: _markDefs,
      ...rest
    } = withoutKeys(block) as Record<string, unknown>;
    return { ...rest, children: joinedSpans(spans) };
  });
}

function joinedSpans(spans: Span[]): Span[] {
  const joined: Span[] = [];
  for (const span of spans) {
    const last = joined.at(-1);
    if (last && stableJson(last.marks) === stableJson(span.marks)) last.text += span.text;
    else joined.push({ ...span });
  }
  return joined.filter((span) => span.text.length > 0);
}

function withoutKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutKeys);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_key')
      .map(([key, child]) => [key, withoutKeys(child)]),
  );
}

/** JSON with object keys in order, so the same content always gives the same text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value)) {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const SIXTY_FOUR_BITS = (1n << 64n) - 1n;

/**
 * A short, stable fingerprint of a language's value: FNV-1a over its translator's text, 48 bits
 * in hexadecimal. It only tells one English from another, so it needs no cryptographic hash and
 * runs the same in the browser and in Node.
 */
export function sourceFingerprint(value: unknown): string {
  const text = typeof value === 'string' ? value : stableJson(translatorText(value));
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & SIXTY_FOUR_BITS;
  }
  return hash.toString(16).padStart(16, '0').slice(0, 12);
}

/**
 * A value's text as a translator reads it: a string as it is; rich text block by block, a line
 * each, list items marked, without the marks and links a diff of words cannot show.
 */
export function englishText(value: unknown): string {
  if (typeof value === 'string') return value;
  return translatorText(value)
    .map((block) => {
      const text = block.children.map((span) => span.text).join('');
      return typeof block.listItem === 'string' ? `• ${text}` : text;
    })
    .join('\n');
}

/**
 * The source this language of the value records, if it records a well-formed one. A dataset
 * imported before the English was kept holds the fingerprint alone: it still says whether the
 * French is current, without the English to compare.
 */
export function sourceOf(value: Localized, locale: Locale): TranslationSource | undefined {
  const source = value[SOURCES_FIELD]?.[locale];
  if (typeof source === 'string') return { fingerprint: source, english: '' };
  if (!isRecord(source) || typeof source.fingerprint !== 'string') return undefined;
  return {
    fingerprint: source.fingerprint,
    english: typeof source.english === 'string' ? source.english : '',
    ...(source.draft === true ? { draft: true } : {}),
  };
}

/** Whether a language of a localized value still says what its English says. */
export function translationState(value: Localized, locale: Locale): TranslationState {
  if (!isWritten(value[locale])) return 'missing';
  const source = sourceOf(value, locale);
  if (source?.fingerprint !== sourceFingerprint(value[defaultLocale])) return 'stale';
  return source.draft ? 'draft' : 'current';
}

/** The source a translation made from the value's English now records; `draft` from a provider. */
export function currentSource(value: Localized, draft = false): TranslationSource {
  const english = value[defaultLocale];
  return {
    fingerprint: sourceFingerprint(english),
    english: englishText(english),
    ...(draft ? { draft: true } : {}),
  };
}

/**
 * The value with this language marked as translated from the English it has now: what a
 * translator's "Still correct", or saving a new translation, records.
 */
export function confirmTranslation<Value extends Localized>(value: Value, locale: Locale): Value {
  return {
    ...value,
    [SOURCES_FIELD]: { ...value[SOURCES_FIELD], [locale]: currentSource(value) },
  };
}

/** Sanity's path step of an array item: by its key where it has one, else by its place. */
function itemStep(item: unknown, index: number): string {
  return isRecord(item) && typeof item._key === 'string'
    ? `[_key==${JSON.stringify(item._key)}]`
    : `[${index}]`;
}

/**
 * Every translation of a document that is missing or stale, with its path, in the document's
 * order. A value without English has nothing to translate from and is left out.
 */
export function translationIssues(
  document: Record<string, unknown>,
  locales: readonly Locale[] = translatedLocales,
): TranslationIssue[] {
  const issues: TranslationIssue[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}${itemStep(item, index)}`));
    } else if (isTranslatedValue(value)) {
      if (!isWritten(value[defaultLocale])) return;
      for (const locale of locales) {
        const state = translationState(value, locale);
        if (state !== 'current') issues.push({ path, locale, state });
      }
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (!key.startsWith('_')) visit(child, path ? `${path}.${key}` : key);
      }
    }
  };
  visit(document, '');
  return issues;
}
