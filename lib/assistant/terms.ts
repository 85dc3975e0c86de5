import { perLocale, type Locale } from '@/lib/i18n/locales';
import { lexicons } from './lexicon';

/**
 * How the assistant reads words, the same for the pages and for a question: split into words
 * (an address, e-mail or web, is one word), lower-cased, stripped of elisions and contractions
 * (« l’IA » is « ia », "team's" is "team"), stripped of the words that say nothing of the subject,
 * reduced to their stem, then stripped of accents, so that « compétences », « competence » and
 * « compétent » meet. Each language's words are its lexicon's (lexicon/<code>.ts).
 */
type Analyzer = {
  /** The word's stem; `lemmas` first gives an irregular form its regular one. */
  stem(word: string): string;
  stopwords: ReadonlySet<string>;
  /** The word without what its apostrophe joins to it: « l’ » and « qu’ », or "'s" and "'ve". */
  unelide(word: string): string;
};

export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

// The apostrophe is typed straight or curly: the lists and the words are read with the curly one.
const apostrophes = (word: string) => word.replaceAll("'", '’');

function analyzer(locale: Locale): Analyzer {
  const { stem, unelide, stopwords, questionWords, unstemmed } = lexicons[locale];
  const kept = new Set(unstemmed);
  return {
    stem: (word) => (kept.has(word) ? word : stem(word)),
    unelide,
    stopwords: new Set(
      [...stopwords, ...questionWords].map((word) => fold(apostrophes(word.toLowerCase()))),
    ),
  };
}

const analyzers = perLocale(analyzer);

// An address, e-mail or web, is one word, found on no page; a number keeps its decimals ("5.44",
// « 5,44 »); any other word is letters and digits, with the apostrophes inside it.
const WORD =
  /https?:\/\/\S+|www\.\S+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Splits a text into words as the index does. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * A text's sentences: cut after a full stop, a question or an exclamation mark followed by a
 * space, and at line ends, so that "€5.44" and « hello@lumen-ai.example » stay whole.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Whether a term is a number, which says how much but not of what. */
export function isNumber(term: string): boolean {
  return /^\p{N}/u.test(term);
}

// The terms of the words read lately, per language: the pages' words are read again at every
// excerpt, and a question's at every search. Forgotten all at once past a bound, so that no run
// of made-up words holds memory.
const TERMS_KEPT = 20_000;
const readTerms = perLocale(() => new Map<string, string | null>());

/** A word as the index keeps it, or null for a word that says nothing of the subject. */
export function termOf(word: string, locale: Locale): string | null {
  const kept = readTerms[locale];
  const known = kept.get(word);
  if (known !== undefined) return known;
  if (kept.size >= TERMS_KEPT) kept.clear();
  const term = analyzedTerm(word, locale);
  kept.set(word, term);
  return term;
}

function analyzedTerm(word: string, locale: Locale): string | null {
  const { stem, stopwords, unelide } = analyzers[locale];
  const lower = apostrophes(word.toLowerCase());
  if (/[@/]/.test(lower) || lower.startsWith('www.')) return lower;
  if (stopwords.has(fold(lower))) return null;
  const bare = unelide(lower);
  if (stopwords.has(fold(bare))) return null;
  // A single letter (a stray initial, the « e » of « e-mail ») says nothing either; a number does.
  if (bare.length < 2 && !isNumber(bare)) return null;
  return fold(stem(bare));
}

const general = perLocale((locale) => new Set(termsOf(lexicons[locale].generalWords, locale)));

/** Whether a term is one of the words any question may hold, whatever its subject. */
export function isGeneral(term: string, locale: Locale): boolean {
  return general[locale].has(term);
}

/** The distinct terms of a text. */
export function termsOf(text: string, locale: Locale): string[] {
  return [...new Set(words(text).flatMap((word) => termOf(word, locale) ?? []))];
}
