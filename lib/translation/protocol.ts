/**
 * What the Studio's "Draft from English" action and the server say to each other
 * (app/api/studio/translation-draft). Pure data and types, so the Studio can import it without
 * the model's code.
 */
import type { Finding } from '../i18n/french-lint';
import type { Locale } from '../i18n/locales';

export const TRANSLATION_DRAFT_PATH = '/api/studio/translation-draft';

/** The `source` the Studio gives the preview secrets it stores for drafts, and the only one taken. */
export const TRANSLATION_DRAFT_SECRET_SOURCE = 'translation-draft';

/**
 * The most English one draft may translate, in characters of text: a long page section. It keeps
 * what one request costs the provider, and what a model must hold in one answer, small.
 */
export const MAX_DRAFT_ENGLISH_LENGTH = 6000;

/** A span of English rich text as the Studio stores it: only its text is read. */
type SourceSpan = { _type: string; _key?: string; text?: string; marks?: string[] };

/** A block of English rich text (Portable Text) as the Studio stores it. */
export type SourceBlock = {
  _type: 'block';
  _key?: string;
  style?: string;
  listItem?: string;
  level?: number;
  markDefs?: unknown[];
  children: SourceSpan[];
};

/** A drafted French block: the English block's style and list, its text in one unmarked span. */
export type DraftBlock = {
  _type: 'block';
  _key: string;
  style: string;
  listItem?: string;
  level?: number;
  markDefs: [];
  children: [{ _type: 'span'; _key: string; text: string; marks: [] }];
};

/** GET: whether the action can be offered (a provider and a Content Lake are both set). */
export type TranslationDraftAvailability = { available: boolean };

/**
 * POST, as JSON. `secret` is a preview secret the Studio has just stored in the Content Lake
 * (createPreviewSecret), which proves the request comes from someone signed in to the Studio.
 */
export type TranslationDraftRequest = {
  secret: string;
  locale: Locale;
  /** A string or text field's English, or a rich text field's blocks. */
  english: string | SourceBlock[];
};

/** What the copy lint finds in a draft, with the index of its block when the draft is rich text. */
export type DraftFinding = Finding & { block?: number };

/**
 * 200: the draft, a string for a string, blocks for blocks, and what the copy lint finds in it
 * (`lintFrench` for French), for the translator to check before confirming.
 */
export type TranslationDraftResult = { french: string | DraftBlock[]; findings: DraftFinding[] };

/** Every other status: 400, 401, 403, 404, 413, 415, 429, 502, 503; in English, for the Studio. */
export type TranslationDraftRefusal = { message: string };
