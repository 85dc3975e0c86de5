import { describe, expect, it } from 'vitest';
import { passagesOf, type CorpusDocuments } from '@/lib/assistant/corpus';
import { MAX_SENTENCES, retrieve } from '@/lib/assistant/retrieval';
import { MAX_QUESTION_TERMS, questionTerms, searchWork } from '@/lib/assistant/search';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { ASSISTANT_CORPUS_QUERY } from '@/lib/content/queries';

// What one question may cost the server, counted in work rather than time: a question crafted to
// make the search work hardest searches no more than a bound, reads the corpus once, and compares
// a mistyped word with a few of the pages' words, not with all of them.

const documents = await queryLocalDataset<CorpusDocuments>(ASSISTANT_CORPUS_QUERY);
const passages = passagesOf(documents, 'en');

type Work = typeof searchWork;

/** The work of answering `question` from a corpus read afresh, as a request reads it. */
function workOf(question: string): Work {
  const before = { ...searchWork };
  retrieve([...passages], 'en', question);
  return {
    fingerprints: searchWork.fingerprints - before.fingerprints,
    searches: searchWork.searches - before.searches,
    comparisons: searchWork.comparisons - before.comparisons,
  };
}

/** Long words of the pages, distinct, in their order. */
const pageWords = [
  ...new Set(passages.flatMap(({ text }) => text.toLowerCase().match(/\p{L}{9,}/gu) ?? [])),
];

/** A word of `length` letters, one of a kind per seed, that no page holds. */
const madeUp = (seed: number, length: number) =>
  Array.from({ length }, (_, at) => String.fromCharCode(113 + ((seed * 7 + at * 3) % 10))).join('');

const crafted: Record<string, string> = {
  '250 one-letter lines': 'a\n'.repeat(250),
  '50 lines of unknown long words': Array.from({ length: 50 }, (_, i) => madeUp(i, 9)).join('\n'),
  '166 two-letter words': Array.from({ length: 166 }, (_, i) => madeUp(i, 2)).join(' '),
  '50 lines of mistyped page words': pageWords
    .slice(0, 50)
    .map((word) => word.slice(0, 3) + word.slice(4))
    .join('\n'),
  'sentences of page words': pageWords.slice(0, 60).join('. '),
};

describe('the work of one question', () => {
  const typical = workOf('How do you organize our data and respect the GDPR?');

  it('reads the corpus once, however often the question searches it', () => {
    expect(typical.fingerprints).toBe(1);
    for (const [shape, question] of Object.entries(crafted)) {
      expect([shape, workOf(question.slice(0, 500)).fingerprints]).toEqual([shape, 1]);
    }
  });

  it('searches the index a bounded number of times, whatever the question’s shape', () => {
    // The whole question, each of its first sentences, then the sentences the pages answer.
    const bound = 1 + MAX_SENTENCES + 1;
    for (const [shape, question] of Object.entries(crafted)) {
      const { searches } = workOf(question.slice(0, 500));
      expect([shape, searches <= bound]).toEqual([shape, true]);
    }
    expect(typical.searches).toBeLessThanOrEqual(bound);
  });

  it('compares a mistyped word with a few of the pages’ words, not with every one', () => {
    const longWords = new Set(
      passages.flatMap(({ text }) => text.toLowerCase().match(/\p{L}{6,}/gu) ?? []),
    );
    const { comparisons } = workOf(crafted['50 lines of mistyped page words']!.slice(0, 500));
    expect(comparisons).toBeGreaterThan(0);
    expect(comparisons / 50).toBeLessThanOrEqual(10);
    expect(longWords.size).toBeGreaterThan(500);
    // A word one slip from none of the pages' words is compared with none.
    expect(workOf(crafted['50 lines of unknown long words']!).comparisons).toBe(0);
  });

  it('still reads a slip as the page’s word it is one from', () => {
    const cited = (question: string) =>
      retrieve(passages, 'en', question).citations.map(({ url }) => url);
    expect(cited('How do you organise our dta and respect the GDRP reglementation?')).toEqual(
      cited('How do you organise our data and respect the GDPR regulation?'),
    );
  });

  it('weighs at most MAX_QUESTION_TERMS distinct terms of a question', () => {
    const question = pageWords.slice(0, 80).join(' ').slice(0, 500);
    expect(new Set(question.split(' ')).size).toBeGreaterThan(MAX_QUESTION_TERMS);
    expect(questionTerms(passages, 'en', question).length).toBeLessThanOrEqual(MAX_QUESTION_TERMS);
  });
});
