import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { Locale } from '@/lib/i18n/locales';
import type { Passage } from './corpus';
import { termOf, termsOf, words } from './terms';

/** A passage that matched a question, with how well (BM25+) and which of its terms did. */
export type Match = { passage: Passage; score: number; terms: string[] };

type Index = MiniSearch<Passage>;

function createIndex(passages: readonly Passage[], locale: Locale): Index {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    storeFields: [],
    tokenize: words,
    processTerm: (word) => termOf(word, locale),
    searchOptions: {
      // A title names what the whole section is about: a word there counts for more.
      boost: { title: 2 },
      // No fuzzy matching: on short words it makes "météo" meet "méthode" and answers the
      // off-topic question as if it were one. Stems and folded accents do the forgiving.
      fuzzy: false,
      prefix: false,
      combineWith: 'OR',
    },
  });
  index.addAll(passages);
  return index;
}

// The index of the passages last searched, per language: rebuilt only when the passages change,
// which is when a marketer publishes (the corpus's cache tags follow every content type).
const built = new Map<Locale, { fingerprint: string; index: Index; byId: Map<string, Passage> }>();

function fingerprintOf(passages: readonly Passage[]): string {
  return createHash('sha256').update(JSON.stringify(passages)).digest('base64url');
}

function indexFor(passages: readonly Passage[], locale: Locale) {
  const fingerprint = fingerprintOf(passages);
  const cached = built.get(locale);
  if (cached?.fingerprint === fingerprint) return cached;
  const entry = {
    fingerprint,
    index: createIndex(passages, locale),
    byId: new Map(passages.map((passage) => [passage.id, passage])),
  };
  built.set(locale, entry);
  return entry;
}

/** The passages that best match `question`, best first. */
export function searchPassages(
  passages: readonly Passage[],
  locale: Locale,
  question: string,
  limit = 12,
): Match[] {
  if (termsOf(question, locale).length === 0) return [];
  const { index, byId } = indexFor(passages, locale);
  return index
    .search(question)
    .slice(0, limit)
    .flatMap((result) => {
      const passage = byId.get(String(result.id));
      return passage ? [{ passage, score: result.score, terms: result.terms }] : [];
    });
}
