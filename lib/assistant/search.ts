import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { Locale } from '@/lib/i18n/locales';
import type { Passage } from './corpus';
import { isProduct, synonymsOf, synonymWords } from './synonyms';
import {
  GENERAL_TERM_WEIGHT,
  GENERAL_WEIGHT,
  MISTYPED_LENGTH,
  NAME_COUNT,
  NAME_SHARE,
  PRODUCT_CREDIT,
  QUESTION_BOOST,
  SYNONYM_WEIGHT,
} from './eval/tuning';
import { fold, isGeneral, isNumber, termOf, words } from './terms';

/**
 * A passage that matched a question: how well (BM25+), which of the question's terms it holds
 * itself, and which it holds only by a synonym.
 */
export type Match = { passage: Passage; score: number; terms: string[]; related: string[] };

/**
 * A term of a question, how much it says of what the question is about, and how much a passage
 * that holds only a synonym of it answers of it: all of it ("staff" for "employees"), but a
 * quarter when the word names a product the pages speak of only by its kind (a question about
 * ChatGPT is seldom one about them).
 */
export type QuestionTerm = {
  term: string;
  weight: number;
  bySynonym: number;
  general: boolean;
  /** Whether a page holds the word or a synonym of it. */
  onPages: boolean;
};

type Index = MiniSearch<Passage>;

function createIndex(passages: readonly Passage[], locale: Locale): Index {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    storeFields: ['kind'],
    tokenize: words,
    processTerm: (word) => termOf(word, locale),
    searchOptions: {
      // A title names what the whole section is about: a word there counts for more.
      boost: { title: 2 },
      // A question a page answers, in a visitor's words, is what the marketer says the page is
      // for: a question worded like it is that page's.
      boostDocument: (_id, _term, stored) => (stored?.kind === 'question' ? QUESTION_BOOST : 1),
      // No fuzzy matching: on short words it makes "météo" meet "méthode" and answers the
      // off-topic question as if it were one. Stems and folded accents do the forgiving, and a
      // long word no page holds is read as the page's word it is one letter away from.
      fuzzy: false,
      prefix: false,
      combineWith: 'OR',
    },
  });
  index.addAll(passages);
  return index;
}

type Entry = {
  locale: Locale;
  fingerprint: string;
  index: Index;
  byId: Map<string, Passage>;
  /** How many sections of the pages' own text hold each term. */
  frequency: Map<string, number>;
  /** How many sections of the pages' own text there are. */
  sections: number;
  /** The terms of the questions pages answer, in visitors' words. */
  asked: Set<string>;
  /** The words of the pages and of the synonyms, long enough to be mistyped, with their term. */
  vocabulary: Map<string, string>;
  /**
   * The vocabulary's words by themselves and by each of their forms with one letter left out,
   * each with its place in the vocabulary: a mistyped word finds the few words it may be one slip
   * from by its own forms, at the cost of its length, not of the vocabulary's.
   */
  neighbours: Map<string, { word: string; rank: number }[]>;
  /** Pairs of terms the pages write together as one name: "United States", « États-Unis ». */
  names: Set<string>;
};

/**
 * The work the searches have done since the process started, for the tests that bound what one
 * question may cost: corpora fingerprinted, index searches, words compared with a mistyped one.
 */
export const searchWork = { fingerprints: 0, searches: 0, comparisons: 0 };

// The index of the passages last searched, per language: rebuilt only when the passages change,
// which is when a marketer publishes (the corpus's cache tags follow every content type).
const built = new Map<Locale, Entry>();

// The index each corpus read was found to have: a request searches the passages it read several
// times, and fingerprints them once.
const ofRead = new WeakMap<readonly Passage[], Entry>();

function fingerprintOf(passages: readonly Passage[]): string {
  searchWork.fingerprints += 1;
  return createHash('sha256').update(JSON.stringify(passages)).digest('base64url');
}

/** A word itself, then the word with one letter left out, at each of its places. */
function formsOf(word: string): string[] {
  return [
    word,
    ...Array.from({ length: word.length }, (_, at) => word.slice(0, at) + word.slice(at + 1)),
  ];
}

function indexFor(passages: readonly Passage[], locale: Locale): Entry {
  const known = ofRead.get(passages);
  if (known?.locale === locale) return known;
  const entry = entryFor(passages, locale);
  ofRead.set(passages, entry);
  return entry;
}

function entryFor(passages: readonly Passage[], locale: Locale): Entry {
  const fingerprint = fingerprintOf(passages);
  const cached = built.get(locale);
  if (cached?.fingerprint === fingerprint) return cached;
  const frequency = new Map<string, number>();
  const vocabulary = new Map<string, string>();
  const learn = (word: string) => {
    const term = termOf(word, locale);
    const key = fold(word.toLowerCase());
    if (term && key.length >= MISTYPED_LENGTH - 1 && /^\p{L}+$/u.test(key)) {
      vocabulary.set(key, term);
    }
    return term;
  };
  const occurrences = new Map<string, number>();
  const pairs = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string) =>
    counts.set(key, (counts.get(key) ?? 0) + 1);
  // A word's weight is how rare the pages' own text holds it: visitors' wordings of a question
  // name products and everyday words the pages never use, and would make them common.
  const asked = new Set<string>();
  for (const { title, text, kind } of passages) {
    const sequence = words(`${title}\n${text}`).flatMap((word) => learn(word) ?? []);
    sequence.forEach((term, index) => {
      add(occurrences, term);
      if (index > 0) add(pairs, `${sequence[index - 1]} ${term}`);
    });
    if (kind === 'question') sequence.forEach((term) => asked.add(term));
    else for (const term of new Set(sequence)) add(frequency, term);
  }
  synonymWords(locale).forEach(learn);
  const names = new Set(
    [...pairs].flatMap(([pair, count]) => {
      const [first = '', second = ''] = pair.split(' ');
      const together = (term: string) => count / (occurrences.get(term) ?? count);
      return count >= NAME_COUNT && together(first) >= NAME_SHARE && together(second) >= NAME_SHARE
        ? [pair]
        : [];
    }),
  );
  const neighbours = new Map<string, { word: string; rank: number }[]>();
  [...vocabulary.keys()].forEach((word, rank) => {
    for (const form of new Set(formsOf(word))) {
      neighbours.set(form, [...(neighbours.get(form) ?? []), { word, rank }]);
    }
  });
  const entry = {
    locale,
    fingerprint,
    index: createIndex(passages, locale),
    byId: new Map(passages.map((passage) => [passage.id, passage])),
    frequency,
    sections: passages.filter(({ kind }) => kind !== 'question').length,
    asked,
    vocabulary,
    neighbours,
    names,
  };
  built.set(locale, entry);
  return entry;
}

/**
 * Whether two words are one typing slip apart: a letter left out, doubled or added, or two
 * swapped. A changed letter is not a slip here: « prévision » is not « précision ».
 */
function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length + restB.length === 1) return true;
  return restA.length === 2 && restB.length === 2 && restA === [...restB].reverse().join('');
}

function known(entry: Entry, term: string, locale: Locale): boolean {
  return entry.frequency.has(term) || entry.asked.has(term) || synonymsOf(term, locale).size > 0;
}

/**
 * The vocabulary's first word that `key` is one slip from, or undefined. A slip leaves a letter out
 * of one of the two words, or swaps two, and then both lose the same letter: only the words that
 * share a form with one letter less with `key`, or are one of its forms, can be one slip from it.
 */
function correctionOf(entry: Entry, key: string): string | undefined {
  const candidates = formsOf(key)
    .flatMap((form) => entry.neighbours.get(form) ?? [])
    .sort((a, b) => a.rank - b.rank);
  for (const { word } of candidates) {
    searchWork.comparisons += 1;
    if (oneSlipApart(key, word)) return entry.vocabulary.get(word);
  }
  return undefined;
}

/**
 * The most distinct terms of one question searched for. The longest question visitors write
 * holds about ten; 500 characters of page words would otherwise cost fifty searches of the index.
 */
export const MAX_QUESTION_TERMS = 24;

// The terms of the question last read: a relevance check reads a question twice, to search the
// index and to weigh its terms.
let lastRead: { entry: Entry; question: string; terms: string[] } | undefined;

/**
 * The question's terms, in its order, up to MAX_QUESTION_TERMS distinct ones; a long word no page
 * holds read as the page's word it is a slip from.
 */
function termsOfQuestion(entry: Entry, question: string, locale: Locale): string[] {
  if (lastRead?.entry === entry && lastRead.question === question) return lastRead.terms;
  const terms: string[] = [];
  const distinct = new Set<string>();
  for (const word of words(question)) {
    const read = termOf(word, locale);
    if (read === null) continue;
    const key = fold(word.toLowerCase());
    const term =
      known(entry, read, locale) || key.length < MISTYPED_LENGTH
        ? read
        : (correctionOf(entry, key) ?? read);
    if (!distinct.has(term) && distinct.size === MAX_QUESTION_TERMS) break;
    distinct.add(term);
    terms.push(term);
  }
  lastRead = { entry, question, terms };
  return terms;
}

/**
 * How much a term says of what a question is about, from how few passages hold it or a synonym
 * (BM25's inverse document frequency): a word the pages use everywhere weighs little, and a word
 * no page holds ("weather", « recette ») weighs most, unless it is a general word.
 */
function weightOf(entry: Entry, total: number, term: string, locale: Locale): number {
  // A product is what the visitor asks about, not its kind: it weighs as the pages name it.
  const synonyms = isProduct(term, locale) ? [] : [...synonymsOf(term, locale)];
  const holding = Math.max(
    entry.frequency.get(term) ?? 0,
    ...synonyms.map((synonym) => entry.frequency.get(synonym) ?? 0),
  );
  const weight = Math.log(1 + (total - holding + 0.5) / (holding + 0.5));
  return isGeneral(term, locale) ? Math.min(weight, GENERAL_TERM_WEIGHT) : weight;
}

/** The terms of a question that say what it is about, numbers left out, each with its weight. */
export function questionTerms(
  passages: readonly Passage[],
  locale: Locale,
  question: string,
): QuestionTerm[] {
  const entry = indexFor(passages, locale);
  const weight = (term: string) => weightOf(entry, entry.sections, term, locale);
  const terms = new Map<string, QuestionTerm>();
  termsOfQuestion(entry, question, locale).forEach((term, index, all) => {
    const previous = terms.get(all[index - 1] ?? '');
    // The second term of a name adds to its first, not to the question: one thing was said.
    if (previous && entry.names.has(`${previous.term} ${term}`)) {
      previous.weight = Math.max(previous.weight, weight(term));
      previous.general &&= isGeneral(term, locale);
      return;
    }
    if (isNumber(term) || terms.has(term)) return;
    terms.set(term, {
      term,
      weight: weight(term),
      bySynonym: isProduct(term, locale) ? PRODUCT_CREDIT : 1,
      general: isGeneral(term, locale),
      onPages: [term, ...synonymsOf(term, locale)].some(
        (word) => entry.frequency.has(word) || entry.asked.has(word),
      ),
    });
  });
  return [...terms.values()];
}

/** The passages that best match `question`, best first. */
export function searchPassages(
  passages: readonly Passage[],
  locale: Locale,
  question: string,
  limit = 12,
): Match[] {
  const entry = indexFor(passages, locale);
  const terms = [...new Set(termsOfQuestion(entry, question, locale))];
  if (terms.length === 0) return [];
  // Each term searched for, with the question's terms it stands for.
  const origins = new Map<string, Set<string>>(terms.map((term) => [term, new Set([term])]));
  for (const term of terms) {
    for (const synonym of synonymsOf(term, locale)) {
      origins.set(synonym, (origins.get(synonym) ?? new Set()).add(term));
    }
  }
  const own = new Set(terms);
  const boost = (term: string) =>
    (own.has(term) ? 1 : SYNONYM_WEIGHT) * (isGeneral(term, locale) ? GENERAL_WEIGHT : 1);
  searchWork.searches += 1;
  return entry.index
    .search([...origins.keys()].join(' '), {
      tokenize: (query) => query.split(' '),
      processTerm: (term) => term,
      boostTerm: boost,
    })
    .flatMap((result) => {
      const passage = entry.byId.get(String(result.id));
      if (!passage) return [];
      const held = result.queryTerms.filter((term) => own.has(term));
      const related = result.queryTerms
        .flatMap((term) => [...(origins.get(term) ?? [])])
        .filter((term) => !held.includes(term));
      // MiniSearch multiplies the score by the number of searched terms the passage holds; a word
      // and its synonyms are one of the question's terms, not several.
      const count = new Set([...held, ...related]).size;
      const score = (result.score / Math.max(result.queryTerms.length, 1)) * count;
      return [{ passage, score, terms: held, related: [...new Set(related)] }];
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
