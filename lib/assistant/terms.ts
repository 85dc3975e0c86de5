import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as frenchStopwords } from '@orama/stopwords/french';
import type { Locale } from '@/lib/i18n/locales';

/**
 * How the assistant reads words, the same for the pages and for a question: split on anything
 * that is not a letter or a digit (so « l’IA » is « l » and « ia »), lower-cased, stripped of the
 * words that say nothing of the subject, reduced to their stem, then stripped of accents, so that
 * « compétences », « competence » and « compétent » meet.
 */
type Analyzer = { stem(word: string): string; stopwords: ReadonlySet<string> };

function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

// Words a visitor adds to any question, which the libraries' lists leave in: without them, a
// question about nothing in particular ("can you tell me something?") would match every page.
const questionWords: Record<Locale, readonly string[]> = {
  en: [
    'can',
    'could',
    'would',
    'tell',
    'know',
    'want',
    'need',
    'help',
    'please',
    'hello',
    'hi',
    'thanks',
    'us',
    'we',
    'our',
    'you',
    'your',
    'my',
    'me',
    'do',
    'does',
    'get',
    'make',
    'also',
    'one',
    'thing',
    'things',
    'way',
    'much',
    'many',
    'like',
    'just',
    'really',
  ],
  fr: [
    'peut',
    'peux',
    'pouvez',
    'pourriez',
    'puis',
    'faut',
    'veux',
    'voudrais',
    'voulez',
    'savoir',
    'dire',
    'aide',
    'aider',
    'bonjour',
    'merci',
    'nous',
    'vous',
    'votre',
    'vos',
    'notre',
    'nos',
    'mon',
    'ma',
    'mes',
    'est',
    'sont',
    'fait',
    'faire',
    'chose',
    'choses',
    'comment',
    'quoi',
    'quel',
    'quelle',
    'quels',
    'quelles',
    'aussi',
    'être',
    'avoir',
    'cela',
    'ça',
    'si',
    'très',
    'plus',
    'bien',
  ],
};

function analyzer(
  stem: (word: string) => string,
  ...stopwordLists: (readonly string[])[]
): Analyzer {
  return {
    stem,
    stopwords: new Set(stopwordLists.flat().map((word) => fold(word.toLowerCase()))),
  };
}

const analyzers: Record<Locale, Analyzer> = {
  en: analyzer(englishStemmer, englishStopwords, questionWords.en),
  fr: analyzer(frenchStemmer, frenchStopwords, questionWords.fr),
};

/** Splits a text into words as the index does: letters and digits only. */
export function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A word as the index keeps it, or null for a word that says nothing of the subject. */
export function termOf(word: string, locale: Locale): string | null {
  const { stem, stopwords } = analyzers[locale];
  const lower = word.toLowerCase();
  if (stopwords.has(fold(lower))) return null;
  // A single letter (the « l » of « l’IA », a stray initial) says nothing either; a number does.
  if (lower.length < 2 && !/\d/.test(lower)) return null;
  return fold(stem(lower));
}

/** The distinct terms of a text. */
export function termsOf(text: string, locale: Locale): string[] {
  return [...new Set(words(text).flatMap((word) => termOf(word, locale) ?? []))];
}
