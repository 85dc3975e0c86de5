import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as frenchStopwords } from '@orama/stopwords/french';
import { perLocale, type Locale } from '@/lib/i18n/locales';

/**
 * How the assistant reads words, the same for the pages and for a question: split into words
 * (an address, e-mail or web, is one word), lower-cased, stripped of elisions and contractions
 * (« l’IA » is « ia », "team's" is "team"), stripped of the words that say nothing of the subject,
 * reduced to their stem, then stripped of accents, so that « compétences », « competence » and
 * « compétent » meet.
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
    'actually',
    'exactly',
    'give',
    'hey',
    'ok',
    'okay',
    'yes',
    'something',
    'anything',
    'someone',
    'anyone',
    // The contractions visitors type without their apostrophe.
    'whats',
    'hows',
    'wheres',
    'dont',
    'doesnt',
    'cant',
    'isnt',
    'im',
    'ive',
    'youre',
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
    'sait',
    'sais',
    'savez',
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
    'faites',
    'fais',
    'font',
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
    // « Combien » asks for a figure, as "how much" does: the figure's subject is the next word.
    'combien',
    'quand',
    // « Donne-moi » would otherwise meet « données » on their common stem.
    'donne',
    'donnez',
    'donner',
    'chez',
    'va',
    'vont',
    'quelqu’un',
    'exactement',
    'vraiment',
    'oui',
    'non',
    'salut',
    'svp',
    'stp',
  ],
};

// Words of any situation a visitor describes that say nothing of its subject: "it keeps
// happening", « ça arrive souvent ». Pages may hold them too, so they stay searchable, but a
// question is not about the site for holding them, nor off it for holding them where no page does.
const generalWords: Record<Locale, string> = {
  en: 'happen happens happened go goes going gone come comes coming came keep keeps kept take takes taking taken put set seem seems look looks looking try tries trying tried mean means become becomes turn stay bring leave often usually always never sometimes still already ever even quite rather pretty almost maybe perhaps probably instead without every lot lots bit kind sort way thing stuff long back able possible actually real really contain contains include includes involve involves good better best bad worse worst great nice big small make makes made making name old new time times hour hours minute minutes year years day days today now number numbers hundreds thousands dozens millions',
  fr: 'arriver arrive arrivent tomber tombe tombent passer passe passent prendre prend prennent pris mettre met mettent mis venir vient viennent aller allez rester reste devenir devient sembler semble souvent toujours jamais parfois encore déjà trop assez beaucoup peu chaque tout tous toute toutes plusieurs lieu fois moment truc genre façon manière vraiment simplement comporte comporter comportent contient contenir bon bonne meilleur meilleure meilleurs mauvais pire grand grande petit petite nom vieux ancien nouveau nouvelle nouvelles nouveaux an ans année années jour jours aujourd’hui maintenant heure heures minute minutes temps cours nombre nombres numéro numéros centaines milliers dizaines millions',
};

// English verbs whose past the stemmer cannot bring back to the verb ("paid" to "pay"), so that a
// visitor's "it paid off" meets the pages' "projects that pay off".
const irregular: Record<string, string> = Object.fromEntries(
  [
    'paid pay',
    'took take',
    'taken take',
    'made make',
    'built build',
    'went go',
    'gone go',
    'got get',
    'gotten get',
    'brought bring',
    'bought buy',
    'sent send',
    'spent spend',
    'kept keep',
    'left leave',
    'lost lose',
    'met meet',
    'ran run',
    'saw see',
    'seen see',
    'told tell',
    'thought think',
    'found find',
    'gave give',
    'given give',
    'knew know',
    'known know',
    'wrote write',
    'written write',
    'broke break',
    'broken break',
    'chose choose',
    'chosen choose',
    'fell fall',
    'fallen fall',
    'grew grow',
    'grown grow',
    'led lead',
    'held hold',
    'understood understand',
    'began begin',
    'begun begin',
    'sold sell',
    'taught teach',
    'drove drive',
    'driven drive',
    'stole steal',
    'stolen steal',
    'hid hide',
    'hidden hide',
  ].map((pair) => pair.split(' ')),
);

// Words a stemmer would take for others: "news" is not "new", a « livre » is not « livrer ».
const unstemmed: Record<Locale, readonly string[]> = {
  en: ['news'],
  fr: ['livre', 'livres'],
};

// The apostrophe is typed straight or curly: the lists and the words are read with the curly one.
const apostrophes = (word: string) => word.replaceAll("'", '’');

/** How each language is read, before the lists above join in. */
type Morphology = {
  stem(word: string): string;
  unelide(word: string): string;
  stopwords: readonly string[];
};

function analyzer(locale: Locale): Analyzer {
  const { stem, unelide, stopwords } = morphology[locale];
  const kept = new Set(unstemmed[locale]);
  return {
    stem: (word) => (kept.has(word) ? word : stem(word)),
    unelide,
    stopwords: new Set(
      [...stopwords, ...questionWords[locale]].map((word) => fold(apostrophes(word.toLowerCase()))),
    ),
  };
}

// French elides the words before a vowel: « l’équipe », « qu’on », « jusqu’à »; « aujourd’hui »
// is one word.
const ELIDED = /^(?:c|d|j|l|m|n|s|t|qu|jusqu|lorsqu|puisqu|quoiqu)’/;

const morphology: Record<Locale, Morphology> = {
  en: {
    stem: (word) => englishStemmer(irregular[word] ?? word),
    unelide: (word) => word.replace(/’(?:s|re|ve|ll|d|m|t)$/, ''),
    stopwords: englishStopwords,
  },
  fr: {
    stem: frenchStemmer,
    unelide: (word) => word.replace(ELIDED, ''),
    stopwords: frenchStopwords,
  },
};

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

const general = perLocale((locale) => new Set(termsOf(generalWords[locale], locale)));

/** Whether a term is one of the words any question may hold, whatever its subject. */
export function isGeneral(term: string, locale: Locale): boolean {
  return general[locale].has(term);
}

/** The distinct terms of a text. */
export function termsOf(text: string, locale: Locale): string[] {
  return [...new Set(words(text).flatMap((word) => termOf(word, locale) ?? []))];
}
