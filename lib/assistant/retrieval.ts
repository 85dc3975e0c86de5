import type { Locale } from '@/lib/i18n/locales';
import type { Passage } from './corpus';
import {
  EXCERPT_LENGTH,
  MANY_TERMS,
  MIN_COVERAGE,
  MIN_COVERAGE_OF_MANY,
  MIN_RELATED_COVERAGE,
  MIN_RELATED_KNOWN,
  MIN_SCORE,
  RELATIVE_SCORE,
} from './eval/tuning';
import { offersFor } from './handoff';
import type { AnswerMode, HandoffKind } from './protocol';
import { isAddressedToAssistant } from './addressed';
import { fusedPages, type MeaningRanking } from './meaning/fusion';
import { questionTerms, searchPassages, type Match, type QuestionTerm } from './search';
import { sentencesOf, termsOf } from './terms';

/**
 * A page an answer cites: `id` is the number the text refers to it by, [1], [2]…; `text` is the
 * whole passage that matched, which a model writes its answer from.
 */
export type Citation = { id: string; url: string; title: string; excerpt: string; text: string };

/**
 * A page that may help with a question the pages do not answer with confidence: offered to read,
 * never cited, so that nothing it says passes for an answer.
 */
type RelatedPage = { url: string; title: string; excerpt: string };

/**
 * What the pages say to a question: the cited passages; or, for a question about the firm's work
 * that no passage answers with confidence, the pages that may help; or a decline. And the
 * hand-offs.
 */
export type Retrieval = {
  mode: Extract<AnswerMode, 'passages' | 'related' | 'declined'>;
  citations: Citation[];
  /** Empty unless the mode is 'related'. */
  related: RelatedPage[];
  offers: HandoffKind[];
};

/** The most pages an answer cites. */
const MAX_CITATIONS = 4;

/** The most pages offered as ones that may help: a few to choose from, not a search's results. */
export const MAX_RELATED = 3;

function shortened(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2)).replace(/[\s,;:–-]+$/, '')}…`;
}

/**
 * The sentence of the passage that holds most of the question's terms (the first of equals), with
 * the next one when it is short: what the visitor reads before deciding to follow the link.
 */
function excerptOf(passage: Passage, question: string, locale: Locale): string {
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

/**
 * What a citation quotes of its page: the passage that matched, or, when that was one of the
 * questions the page answers, the section of the page's own text that holds most of the
 * question's terms (its first one when none does). A visitor reads what the page says, never
 * another visitor's question back.
 */
function ownText(
  passages: readonly Passage[],
  passage: Passage,
  question: string,
  locale: Locale,
): Passage {
  if (passage.kind !== 'question') return passage;
  const sections = passages.filter(({ url, kind }) => url === passage.url && kind === 'section');
  const wanted = new Set(termsOf(`${question}\n${passage.text}`, locale));
  let best = sections[0];
  let bestHits = 0;
  for (const section of sections) {
    const hits = termsOf(section.text, locale).filter((term) => wanted.has(term)).length;
    if (hits > bestHits) {
      best = section;
      bestHits = hits;
    }
  }
  return best ?? passage;
}

/**
 * A page that may be cited: its best passage, and the most of the question's meaning one of its
 * passages holds.
 */
type PageMatch = { match: Match; coverage: number; held: number };

/**
 * How well the pages answer a text: the pages to cite, one passage each, best first, as long as
 * their best passage scores close enough to the best one; the most of the text's meaning any of
 * them holds; and how much of its meaning is in the pages' words at all, held by one passage or
 * spread over several, which tells a question about the firm's work from one about anything else.
 */
export type Relevance = {
  pages: PageMatch[];
  score: number;
  coverage: number;
  held: number;
  known: number;
};

/** The share of the weight of a text's meaningful terms that some page holds, or a synonym of. */
function knownShare(terms: readonly QuestionTerm[]): number {
  const meaningful = terms.filter(({ general }) => !general);
  const total = meaningful.reduce((sum, { weight }) => sum + weight, 0);
  const known = meaningful.reduce((sum, { weight, onPages }) => sum + (onPages ? weight : 0), 0);
  return total === 0 ? 0 : known / total;
}

export function relevanceOf(passages: readonly Passage[], locale: Locale, text: string): Relevance {
  const matches = searchPassages(passages, locale, text);
  const terms = questionTerms(passages, locale, text);
  const total = terms.reduce((sum, { weight }) => sum + weight, 0);
  const top = matches[0]?.score ?? 0;
  if (top === 0 || total === 0) return { pages: [], score: 0, coverage: 0, held: 0, known: 0 };
  // What one passage holds of the text: a term it holds counts whole, one it holds only by a
  // synonym as much as the term allows (search.ts). Held by one passage, not spread over a page's
  // sections, so that "recommend" in one and "book" in another do not answer "a good book".
  const coverageOf = ({ terms: own, related }: Match): { coverage: number; held: number } => {
    const held = ({ term, bySynonym }: QuestionTerm) =>
      own.includes(term) ? 1 : related.includes(term) ? bySynonym : 0;
    // A passage that holds only general words ("how long", « souvent ») answers nothing.
    const heldTerms = terms.filter((term) => !term.general && held(term) > 0);
    if (heldTerms.length === 0) return { coverage: 0, held: 0 };
    const covered = terms.reduce((sum, term) => sum + term.weight * held(term), 0);
    // One word of the question beside a heavier one no page holds: the unknown word is what the
    // question is about, so "What about quokkaferry audits?" is not the data service's audits.
    const unknown = terms.filter(({ onPages, general }) => !onPages && !general);
    const heaviest = Math.max(0, ...unknown.map(({ weight }) => weight));
    const coverage = heldTerms.length === 1 && covered < heaviest ? 0 : covered / total;
    return { coverage, held: heldTerms.length };
  };
  const pages = new Map<string, PageMatch>();
  for (const match of matches) {
    if (match.score < top * RELATIVE_SCORE) break;
    const url = match.passage.url;
    const page = pages.get(url);
    const { coverage, held } = coverageOf(match);
    if (page && coverage > page.coverage) Object.assign(page, { coverage, held });
    else if (!page && pages.size < MAX_CITATIONS) pages.set(url, { match, coverage, held });
  }
  const cited = [...pages.values()];
  const best = cited.reduce((a, b) => (b.coverage > a.coverage ? b : a));
  return {
    pages: cited,
    score: top,
    coverage: best.coverage,
    held: best.held,
    known: knownShare(terms),
  };
}

function answers({ score, coverage, held }: Relevance): boolean {
  if (score < MIN_SCORE) return false;
  return coverage >= MIN_COVERAGE || (held >= MANY_TERMS && coverage >= MIN_COVERAGE_OF_MANY);
}

/**
 * Whether pages that do not answer a question are near enough to offer: it is in the pages' words,
 * and one passage holds a fair share of it.
 */
function isRelated({ score, coverage, known }: Relevance): boolean {
  return score >= MIN_SCORE && coverage >= MIN_RELATED_COVERAGE && known >= MIN_RELATED_KNOWN;
}

/**
 * The most sentences of one question read one by one. A visitor's message holds a few; without a
 * bound, 500 characters of one-letter lines would be 250 searches.
 */
export const MAX_SENTENCES = 8;

/**
 * What the pages say to a question, left out the sentences that speak to the assistant about
 * itself (addressed.ts): `answer`, the pages that answer all of the rest, or else those of its
 * first MAX_SENTENCES sentences they answer, since a message may hold a question about the site
 * and something else; null when they answer nothing. `nearest`, how close they come to the whole
 * of it, which tells a question about the firm's work from one off its subjects.
 */
function answered(
  passages: readonly Passage[],
  locale: Locale,
  question: string,
): { answer: PageMatch[] | null; nearest: Relevance | null } {
  const sentences = sentencesOf(question).filter((sentence) => !isAddressedToAssistant(sentence));
  if (sentences.length === 0) return { answer: null, nearest: null };
  const whole = relevanceOf(passages, locale, sentences.join('\n'));
  if (answers(whole)) return { answer: whole.pages, nearest: whole };
  if (sentences.length < 2) return { answer: null, nearest: whole };
  const parts = sentences
    .slice(0, MAX_SENTENCES)
    .filter((sentence) => answers(relevanceOf(passages, locale, sentence)));
  const answer = parts.length > 0 ? relevanceOf(passages, locale, parts.join('\n')).pages : null;
  return { answer, nearest: whole };
}

/**
 * What the site's published passages answer to `question`: up to MAX_CITATIONS pages, each with
 * the excerpt that matched; or, when no passage answers it with confidence but the question meets
 * the site's subjects, up to MAX_RELATED pages that may help; or else a decline. Whichever it is,
 * the hand-offs that fit the question; those of a decline when no page is cited. With the pages
 * ranked by the question's meaning (meaning/meaning-search.ts), those close enough to it answer
 * too, in the order both say.
 */
export function retrieve(
  passages: readonly Passage[],
  locale: Locale,
  question: string,
  meaning: MeaningRanking | null = null,
): Retrieval {
  const { answer, nearest } = answered(passages, locale, question);
  const byWords = answer?.map(({ match }) => match.passage) ?? null;
  const pages = meaning ? fusedPages(byWords, meaning) : byWords;
  if (!pages) {
    const related =
      nearest && isRelated(nearest)
        ? nearest.pages.slice(0, MAX_RELATED).map(({ match }) => {
            const passage = ownText(passages, match.passage, question, locale);
            return {
              url: passage.url,
              title: passage.title,
              excerpt: excerptOf(passage, question, locale),
            };
          })
        : [];
    return {
      mode: related.length > 0 ? 'related' : 'declined',
      citations: [],
      related,
      offers: offersFor(locale, question, []),
    };
  }
  const citations = pages.slice(0, MAX_CITATIONS).map((matched, index) => {
    const passage = ownText(passages, matched, question, locale);
    return {
      id: String(index + 1),
      url: passage.url,
      title: passage.title,
      excerpt: excerptOf(passage, question, locale),
      text: passage.text,
    };
  });
  return {
    mode: 'passages',
    citations,
    related: [],
    offers: offersFor(locale, question, citations),
  };
}

/** The answer without a model: each cited page's excerpt, followed by its number. */
export function passagesText(citations: readonly Citation[]): string {
  return citations.map(({ id, excerpt }) => `${excerpt} [${id}]`).join('\n\n');
}
