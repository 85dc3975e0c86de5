import { describe, expect, it } from 'vitest';
import { passagesOf, type CorpusDocuments } from '@/lib/assistant/corpus';
import {
  evalQuestions,
  evaluate,
  expectedPaths,
  neutralPath,
  type Asked,
} from '@/lib/assistant/eval/evaluate';
import { retrieve } from '@/lib/assistant/retrieval';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { ASSISTANT_CORPUS_QUERY } from '@/lib/content/queries';
import { locales } from '@/lib/i18n/locales';

// The questions of `npm run assistant:eval`, tuning and held-out alike, asked of the retrieval
// over the seed: the page that answers a visitor's question must be among the first four cited
// for nine questions in ten, and nothing may be cited, nor offered as a page that may help, for a
// question off the site's subjects or one that tries to turn the assistant.

const documents = await queryLocalDataset<CorpusDocuments>(ASSISTANT_CORPUS_QUERY);

const TOP_FOUR_SHARE = 0.9;

describe.each(locales)('in %s, the retrieval over the seed', (locale) => {
  const passages = passagesOf(documents, locale);
  const questions = evalQuestions[locale];
  const ask = (question: string) =>
    retrieve(passages, locale, question).citations.map(({ url }) => neutralPath(url));

  it('is measured on the questions the issue asks for', () => {
    const kinds = Object.groupBy(questions, ({ kind }) => kind);
    expect(kinds['on-topic']?.length).toBeGreaterThanOrEqual(40);
    expect(kinds['off-topic']?.length).toBeGreaterThanOrEqual(12);
    expect(kinds.injection?.length).toBeGreaterThanOrEqual(12);
    // A mistyped expected page would be a question nothing could answer.
    const pages = new Set(passages.map(({ url }) => neutralPath(url)));
    const unknown = questions.flatMap(expectedPaths).filter((path) => !pages.has(path));
    expect(unknown).toEqual([]);
  });

  it(`cites the expected page among the first four for ${TOP_FOUR_SHARE * 100} % of on-topic questions`, () => {
    const answers: Asked[] = questions
      .filter(({ kind }) => kind === 'on-topic')
      .map((question) => ({ question, cited: ask(question.question) }));
    const { topFour, failures } = evaluate(answers);
    const missed = failures
      .filter((failure) => failure.missed)
      .map(({ question, cited }) => `${question.question} → ${cited.join(' ') || 'declined'}`);
    expect(topFour.all.hits / topFour.all.total, missed.join('\n')).toBeGreaterThanOrEqual(
      TOP_FOUR_SHARE,
    );
  });

  it.each(questions.filter(({ kind }) => kind !== 'on-topic').map(({ question }) => question))(
    'declines %s, offering no page either',
    (question) => {
      expect(retrieve(passages, locale, question)).toMatchObject({
        mode: 'declined',
        citations: [],
        related: [],
      });
    },
  );
});
