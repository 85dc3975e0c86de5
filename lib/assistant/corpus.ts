import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { pageOfDocument, pagePath } from '@/lib/routes';
import { PASSAGE_LENGTH, SHORT_FIELD } from './eval/tuning';
import { sentencesOf } from './terms';

/**
 * What the assistant may answer from: the published texts of the site's public pages, cut into
 * passages of one section each, every passage with the page that shows it. Built from the
 * documents themselves, so that a field a marketer adds tomorrow is searchable without a change
 * here. The questions a page answers, as visitors word them (`visitorQuestions` in the Studio),
 * are passages of their own, one a wording.
 */
export type Passage = {
  /** Unique in the corpus: the document's id and the section's field, or the wording's place. */
  id: string;
  /** A section of the page's own text, or one wording of a question the page answers. */
  kind: 'section' | 'question';
  /** The page that shows the passage, in the passage's language: `/fr/ai-solutions/data`. */
  url: string;
  /** The page's title, then the section's heading when it has one. */
  title: string;
  /** The section's words, or the visitor's question as the marketer wrote it. */
  text: string;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Document = { _id: string; _type: string; [field: string]: Json };

/** The documents of the corpus, by type, as CORPUS_QUERY reads them. */
export type CorpusDocuments = Record<string, readonly unknown[] | null>;

// The questions visitors ask of a page: passages of their own, never part of its sections.
const QUESTIONS_FIELD = 'visitorQuestions';

// Fields that are no page's words: images' alternative texts, search engines' copies of the
// page's own words, buttons' labels, what the Studio keeps for itself, and the questions.
const SKIPPED_FIELD = new RegExp(
  `^(_.*|alt|seo.*|.*Label|.*Labels|slug|key|order|icon|image|shortTitle|${QUESTIONS_FIELD})$`,
);

function isRecord(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDocument(value: unknown): value is Document {
  return isRecord(value) && typeof value._id === 'string' && typeof value._type === 'string';
}

/** A rich text's words, one block a line. */
function blockText(blocks: Json[]): string {
  return blocks
    .filter(isRecord)
    .map((block) =>
      Array.isArray(block.children)
        ? block.children
            .filter(isRecord)
            .map((span) => (typeof span.text === 'string' ? span.text : ''))
            .join('')
        : '',
    )
    .filter(Boolean)
    .join('\n');
}

function isLocalized(value: Record<string, Json>): boolean {
  return typeof value._type === 'string' && value._type.startsWith('locale');
}

/** A localized field's words in `locale`, or in the default language where it has none. */
function localizedText(value: Record<string, Json>, locale: Locale): string {
  const text = (field: Json | undefined): string =>
    typeof field === 'string' ? field.trim() : Array.isArray(field) ? blockText(field) : '';
  return text(value[locale]) || text(value[defaultLocale]);
}

/** Every localized text under `value`, in the order the document holds them. */
function textsOf(value: Json | undefined, locale: Locale): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, locale));
  if (!isRecord(value)) return [];
  if (isLocalized(value)) {
    const text = localizedText(value, locale);
    return text ? [text] : [];
  }
  return Object.entries(value)
    .filter(([field]) => !SKIPPED_FIELD.test(field))
    .flatMap(([, field]) => textsOf(field, locale));
}

/** The first localized text of a field, such as a section's heading. */
function firstText(value: Json | undefined, locale: Locale): string | undefined {
  return isRecord(value) && isLocalized(value)
    ? localizedText(value, locale) || undefined
    : undefined;
}

/** Sentences, kept whole, gathered into pieces of about PASSAGE_LENGTH characters. */
function pieces(text: string): string[] {
  const result: string[] = [];
  let current = '';
  for (const sentence of sentencesOf(text)) {
    if (current && current.length + sentence.length > PASSAGE_LENGTH) {
      result.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) result.push(current);
  return result;
}

/** The page a document's words are shown on, or null for a document no public page shows. */
function pathOf(document: Document, pages: PagePaths): string | null {
  const slug = isRecord(document.slug) ? document.slug.current : undefined;
  const own = pageOfDocument(document._type);
  if (own) return pagePath({ name: own, slug: typeof slug === 'string' ? slug : undefined });
  return pages[document._type]?.(document) ?? null;
}

type PagePaths = Record<string, (document: Document) => string>;

/**
 * Documents without a page of their own that a public page shows: an FAQ answer, opened by its
 * anchor on the FAQ page, and a statistic, on the home page's strip.
 */
const shownOn: PagePaths = {
  faqItem: (document) =>
    `${pagePath({ name: 'faq' })}${typeof document.key === 'string' ? `#${document.key}` : ''}`,
  statistic: () => pagePath({ name: 'home' }),
};

/** The page's own title: its `title`, or its hero's, or the listing's. */
function pageTitle(document: Document, locale: Locale): string {
  const candidates = [document.title, document.question, document.hero, document.listing];
  for (const candidate of candidates) {
    const text =
      firstText(candidate, locale) ??
      (isRecord(candidate) ? firstText(candidate.title, locale) : undefined);
    if (text) return text;
  }
  return '';
}

/** One document's passages in `locale`: its short fields together, then one a section. */
function documentPassages(document: Document, locale: Locale, pageTitles: PageTitles): Passage[] {
  const path = pathOf(document, shownOn);
  if (path === null) return [];
  const url = localizedPath(locale, path);
  const page = pageTitle(document, locale) || pageTitles(url);
  const lead: string[] = [];
  const sections: { field: string; title: string; text: string }[] = [];
  for (const [field, value] of Object.entries(document)) {
    if (SKIPPED_FIELD.test(field)) continue;
    const text = textsOf(value, locale).join('\n');
    if (!text) continue;
    if (isRecord(value) && isLocalized(value) && text.length < SHORT_FIELD) {
      lead.push(text);
      continue;
    }
    const heading = isRecord(value)
      ? (firstText(value.heading, locale) ?? firstText(value.title, locale))
      : undefined;
    sections.push({
      field,
      title: heading && heading !== page ? `${page}: ${heading}` : page,
      text,
    });
  }
  const passages = (id: string, title: string, text: string): Passage[] =>
    pieces(text).map((piece, index) => ({
      id: index > 0 ? `${id}.${index}` : id,
      kind: 'section',
      url,
      title,
      text: piece,
    }));
  // A lead that is only the page's title (an FAQ answer's question) says nothing that its
  // sections' titles do not, and would match the question's wording rather than its answer.
  const leadSaysMore = lead.length > 0 && (sections.length === 0 || lead.join('\n') !== page);
  return [
    ...(leadSaysMore ? passages(document._id, page, lead.join('\n')) : []),
    ...sections.flatMap(({ field, title, text }) =>
      passages(`${document._id}.${field}`, title, text),
    ),
    ...visitorQuestions(document, locale).map(({ id, text }): Passage => ({
      id,
      kind: 'question',
      url,
      title: page,
      text,
    })),
  ];
}

type PageTitles = (url: string) => string;

/**
 * The wordings of the questions a document answers, in `locale` only: a French visitor's words
 * are not an English one's, so a language without wordings has none.
 */
function visitorQuestions(document: Document, locale: Locale): { id: string; text: string }[] {
  const questions = document[QUESTIONS_FIELD];
  const wordings = isRecord(questions) ? questions[locale] : undefined;
  if (!Array.isArray(wordings)) return [];
  return wordings.flatMap((wording, index) =>
    typeof wording === 'string' && wording.trim()
      ? [{ id: `${document._id}.${QUESTIONS_FIELD}.${index}`, text: wording.trim() }]
      : [],
  );
}

/**
 * The passages of every document in `documents` that a public page shows, in `locale`. A
 * document under a draft id never reaches here: the published perspective reads none.
 */
export function passagesOf(documents: CorpusDocuments, locale: Locale): Passage[] {
  const all = Object.values(documents)
    .flatMap((list) => list ?? [])
    .filter(isDocument)
    .filter((document) => !document._id.startsWith('drafts.'));
  // A statistic or an FAQ answer has no title of its own page: it takes the page's.
  const titles = new Map<string, string>();
  for (const document of all) {
    const path = pathOf(document, {});
    const title = pageTitle(document, locale);
    if (path !== null && title) titles.set(localizedPath(locale, path), title);
  }
  const titleOf = (url: string) => titles.get(url.replace(/#.*$/, '')) ?? '';
  return all.flatMap((document) => documentPassages(document, locale, titleOf));
}
