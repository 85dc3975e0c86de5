import type { Locale } from '@/lib/i18n/locales';
import type { Passage } from './corpus';
import { offersFor } from './handoff';
import type { AnswerMode, HandoffKind } from './protocol';
import { searchPassages, type Match } from './search';
import { termsOf, words } from './terms';

/**
 * A page an answer cites: `id` is the number the text refers to it by, [1], [2]…; `text` is the
 * whole passage that matched, which a model writes its answer from.
 */
export type Citation = { id: string; url: string; title: string; excerpt: string; text: string };

/** What the pages say to a question: the cited passages, or a decline, and the hand-offs. */
export type Retrieval = {
  mode: Extract<AnswerMode, 'passages' | 'declined'>;
  citations: Citation[];
  offers: HandoffKind[];
};

/** The most pages an answer cites. */
export const MAX_CITATIONS = 4;

/**
 * The score under which the best passage does not answer the question. Measured on the seed with
 * `npm run assistant:eval`: questions about the site's subjects score from about 9 upwards, and
 * off-topic ones (the weather, football, a poem, a request to ignore the rules) at most about 5.
 */
export const MIN_SCORE = 7;

/** A page whose best passage scores under this share of the best one is too far off to cite. */
const RELATIVE_SCORE = 0.3;

const EXCERPT_LENGTH = 260;

function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?\n]+(?:[.!?]+|\n|$)/g) ?? [text])
    .map((part) => part.trim())
    .filter(Boolean);
}

function shortened(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2)).replace(/[\s,;:–-]+$/, '')}…`;
}

/**
 * The sentence of the passage that holds most of the question's terms (the first of equals), with
 * the next one when it is short: what the visitor reads before deciding to follow the link.
 */
export function excerptOf(passage: Passage, question: string, locale: Locale): string {
  const wanted = new Set(termsOf(question, locale));
  const sentences = sentencesOf(passage.text);
  let best = 0;
  let bestHits = -1;
  sentences.forEach((sentence, index) => {
    const hits = termsOf(sentence, locale).filter((term) => wanted.has(term)).length;
    if (hits > bestHits) {
      best = index;
      bestHits = hits;
    }
  });
  const first = sentences[best] ?? passage.text;
  const next = sentences[best + 1];
  return shortened(first.length < 90 && next ? `${first} ${next}` : first);
}

/** One citation a page: the best passage of each, best first, close enough to the best. */
function cited(matches: readonly Match[]): Match[] {
  const top = matches[0]?.score ?? 0;
  const pages = new Map<string, Match>();
  for (const match of matches) {
    if (match.score < top * RELATIVE_SCORE) break;
    const page = match.passage.url;
    if (!pages.has(page)) pages.set(page, match);
    if (pages.size === MAX_CITATIONS) break;
  }
  return [...pages.values()];
}

/**
 * What the site's published passages answer to `question`: up to MAX_CITATIONS pages, each with
 * the excerpt that matched; or, when even the best passage scores under MIN_SCORE, a decline.
 * Either way, the hand-offs that fit the question.
 */
export function retrieve(
  passages: readonly Passage[],
  locale: Locale,
  question: string,
): Retrieval {
  const matches = searchPassages(passages, locale, question);
  const best = matches[0];
  if (!best || best.score < MIN_SCORE || words(question).length === 0) {
    return { mode: 'declined', citations: [], offers: offersFor(locale, question, []) };
  }
  const citations = cited(matches).map(({ passage }, index) => ({
    id: String(index + 1),
    url: passage.url,
    title: passage.title,
    excerpt: excerptOf(passage, question, locale),
    text: passage.text,
  }));
  return { mode: 'passages', citations, offers: offersFor(locale, question, citations) };
}

/** The answer without a model: each cited page's excerpt, followed by its number. */
export function passagesText(citations: readonly Citation[]): string {
  return citations.map(({ id, excerpt }) => `${excerpt} [${id}]`).join('\n\n');
}
