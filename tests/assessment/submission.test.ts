import { resultLinks, resultNonce, tokenHash } from '@/lib/database/link-token';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scoreAssessment, type Answers, type OptionLetter } from '@/lib/assessment/scoring';
import {
  processAssessmentSubmission,
  type AssessmentSubmissionDeps,
} from '@/lib/forms/server/process-assessment';
import type { AssessmentResultLead, SaveResult } from '@/lib/database/types';
import {
  answersFromLetters,
  assessmentQuestions,
  uniformAnswers,
} from '../support/assessment-fixture';

const SECRET = 'a secret of the tests, 32 characters long';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function aSubmission(overrides: Record<string, unknown> = {}) {
  return {
    submissionId: randomUUID(),
    locale: 'fr',
    email: 'Grace.Hopper@Example.com',
    contactInfo: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      companyName: 'Compilers Inc.',
      companySize: '11-50',
    },
    answers: uniformAnswers('B'),
    ...overrides,
  };
}

function fakeStore(answer: SaveResult | Error = { ok: true }) {
  const saved: AssessmentResultLead[] = [];
  return {
    saved,
    saveAssessmentResult: vi.fn(async (lead: AssessmentResultLead) => {
      if (answer instanceof Error) throw answer;
      saved.push(lead);
      return answer;
    }),
  };
}

function depsWith(overrides: Partial<AssessmentSubmissionDeps> = {}) {
  const store = fakeStore();
  const deps: AssessmentSubmissionDeps = {
    loadQuestions: async () => assessmentQuestions,
    store,
    linkNonce: (submissionId: string) => resultNonce(submissionId, SECRET),
    links: (id: string, nonce: string) => resultLinks(id, nonce, SECRET),
    tokenHash,
    extras: async (link: string) => ({ link, standings: null, previous: null, confirmed: false }),
    submissionKeys: async () => ['keys-of-this-visitor'],
    noticeRecord: async () => ({ privacyNotice: 'assessment:0123456789ab', policyVersion: '1.0' }),
    ...overrides,
  };
  return { deps, store };
}

function expectedScore(answers: Answers) {
  const scoring = scoreAssessment(assessmentQuestions, answers);
  if (!scoring.ok) throw new Error(scoring.error);
  return scoring.score;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('processAssessmentSubmission', () => {
  it('never answers the mailbox’s earlier result, whoever typed its address', async () => {
    const previous = {
      completedAt: '2026-05-01T10:00:00.000Z',
      percentage: 78.75,
      categoryScores: [],
    };
    const { deps } = depsWith({
      extras: async (link: string) => ({ link, standings: null, previous, confirmed: true }),
    });
    const response = await processAssessmentSubmission(aSubmission(), deps);
    expect(response).toMatchObject({ ok: true, previous: null });
    expect(JSON.stringify(response)).not.toContain('78.75');
  });

  it('scores the answers on the server and stores the result', async () => {
    const { deps, store } = depsWith();
    const letters: OptionLetter[] = ['A', 'B', 'C', 'D'];
    const answers = answersFromLetters(assessmentQuestions.map((_, index) => letters[index % 4]!));
    const submission = aSubmission({ answers });

    const response = await processAssessmentSubmission(submission, deps);

    const score = expectedScore(answers);
    const id = store.saved[0]?.id ?? '';
    expect(id).toMatch(UUID);
    // The links are made from the stored id and the submission's nonce; the database is given
    // only their hashes.
    const linkNonce = resultNonce(submission.submissionId, SECRET);
    const links = resultLinks(id, linkNonce, SECRET);
    const link = links.visitor;
    expect(response).toEqual({
      ok: true,
      result: score,
      link,
      standings: null,
      previous: null,
      confirmed: false,
    });
    expect(store.saved).toEqual([
      {
        id,
        locale: 'fr',
        email: 'Grace.Hopper@Example.com',
        contactId: null,
        linkNonce,
        accessHash: tokenHash(link),
        ownerHash: tokenHash(links.owner),
        confirmHash: tokenHash(links.confirm),
        answers: assessmentQuestions.map((_, index) => 'abcd'[index % 4]).join(''),
        privacyNotice: 'assessment:0123456789ab',
        policyVersion: '1.0',
        ...score,
      },
    ]);
    expect(store.saved[0]?.accessHash).not.toContain(link);
  });

  it('keeps the answers by question number, whatever order the content lists the questions in', async () => {
    // Content keys its questions by category and position; the server numbers them.
    const shuffled = [...assessmentQuestions].reverse().map(({ number: _, ...keyed }) => keyed);
    const { deps, store } = depsWith({ loadQuestions: async () => shuffled });
    const letters: OptionLetter[] = ['D', 'A', 'C', 'B', 'A'];
    const answers = Object.fromEntries(
      assessmentQuestions.map((question, index) => [question.number, letters[index % 5]!]),
    );

    const response = await processAssessmentSubmission(aSubmission({ answers }), deps);

    const inOrder = [...assessmentQuestions]
      .sort((a, b) => a.number - b.number)
      .map((question) => answers[question.number]!.toLowerCase())
      .join('');
    expect(inOrder).toMatch(/^[abcd]{20}$/);
    expect(store.saved.map((lead) => lead.answers)).toEqual([inOrder]);
    // What the visitor's browser gets back holds the scores, never the letters.
    expect(JSON.stringify(response)).not.toContain(inOrder);
  });

  it('stores other answers of the same scores as a result of their own', async () => {
    const { deps, store } = depsWith();
    const submission = aSubmission({ answers: { ...uniformAnswers('B'), 1: 'A', 2: 'C' } });
    const swapped = { ...submission, answers: { ...submission.answers, 1: 'C', 2: 'A' } };
    await processAssessmentSubmission(submission, deps);
    await processAssessmentSubmission(swapped, deps);
    const [first, second] = store.saved;
    expect(second?.totalScore).toBe(first?.totalScore);
    expect(second?.categoryScores).toEqual(first?.categoryScores);
    expect(second?.answers).not.toBe(first?.answers);
    expect(second?.id).not.toBe(first?.id);
  });

  it('stores a retry under the same id, and other content under another id', async () => {
    const { deps, store } = depsWith();
    const submission = aSubmission();
    const variants = [
      submission,
      { ...submission, submissionId: submission.submissionId.toUpperCase() },
      { ...submission, answers: { ...submission.answers, 20: 'A' } },
      { ...submission, email: 'grace@example.com' },
      { ...submission, locale: 'en' },
      { ...submission, submissionId: randomUUID() },
    ];
    for (const variant of variants) {
      expect(await processAssessmentSubmission(variant, deps)).toMatchObject({ ok: true });
    }
    const [first, upperCase, ...others] = store.saved.map(({ id }) => id);
    expect(upperCase).toBe(first);
    expect(new Set([first, ...others]).size).toBe(others.length + 1);
  });

  it('ignores every score the client sends', async () => {
    const { deps, store } = depsWith();
    const forged = aSubmission({
      answers: uniformAnswers('D'),
      totalScore: 80,
      maxPossibleScore: 80,
      percentage: 100,
      overallReadinessLevel: 'High',
      categoryScores: [
        {
          category: 'leadership',
          score: 16,
          maxScore: 16,
          readinessLevel: 'High',
          percentage: 100,
        },
      ],
    });

    const response = await processAssessmentSubmission(forged, deps);

    expect(response).toMatchObject({
      ok: true,
      result: { totalScore: 20, percentage: 25, overallReadinessLevel: 'Very Low' },
    });
    expect(store.saved[0]).toMatchObject({
      totalScore: 20,
      maxPossibleScore: 80,
      percentage: 25,
      overallReadinessLevel: 'Very Low',
    });
    expect(store.saved[0]?.categoryScores).toHaveLength(5);
    expect(store.saved[0]?.categoryScores.every((entry) => entry.score === 4)).toBe(true);
  });

  it.each([
    ['19 answers', { answers: answersFromLetters(Array<OptionLetter>(19).fill('A')) }],
    ['21 answers', { answers: { ...uniformAnswers('A'), 21: 'A' } }],
    [
      'an unknown question',
      { answers: { ...answersFromLetters(Array<OptionLetter>(19).fill('A')), 99: 'A' } },
    ],
    ['a letter that is not an option', { answers: { ...uniformAnswers('A'), 7: 'E' } }],
    ['a lower-case letter', { answers: { ...uniformAnswers('A'), 7: 'a' } }],
    ['points instead of letters', { answers: { ...uniformAnswers('A'), 7: 4 } }],
    ['no answers', { answers: undefined }],
    ['an invalid e-mail', { email: 'grace@example' }],
    ['an empty e-mail', { email: '   ' }],
    [
      'contact info without a company',
      { contactInfo: { ...aSubmission().contactInfo, companyName: '' } },
    ],
    [
      'an unknown company size',
      { contactInfo: { ...aSubmission().contactInfo, companySize: '12' } },
    ],
    ['an unsupported language', { locale: 'de' }],
    ['a submission id that is not a UUID', { submissionId: 'one' }],
  ])('rejects %s without storing anything', async (_case, overrides) => {
    const { deps, store } = depsWith();
    const response = await processAssessmentSubmission(aSubmission(overrides), deps);
    expect(response).toEqual({ ok: false, error: 'invalid' });
    expect(store.saveAssessmentResult).not.toHaveBeenCalled();
  });

  it('rejects a payload that is not an object', async () => {
    const { deps } = depsWith();
    expect(await processAssessmentSubmission('[]', deps)).toEqual({ ok: false, error: 'invalid' });
    expect(await processAssessmentSubmission(null, deps)).toEqual({ ok: false, error: 'invalid' });
  });

  it('tells tampering apart from content that parts from the code: only the visitor’s fault is invalid', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { deps, store } = depsWith();
    const tampered = aSubmission({ answers: { ...uniformAnswers('A'), 7: 'E' } });
    expect(await processAssessmentSubmission(tampered, deps)).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(log).not.toHaveBeenCalled();
    expect(store.saveAssessmentResult).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a question without its last option',
      assessmentQuestions.map((question) =>
        question.number === 3
          ? { ...question, options: question.options.filter((option) => option.letter !== 'D') }
          : question,
      ),
      'position 3 of "leadership" offers A 4, B 3, C 2, the shape A 4, B 3, C 2, D 1',
    ],
    [
      'a 21st question the code does not know',
      [...assessmentQuestions, { ...assessmentQuestions[19]!, number: 21, position: 5 }],
      'position 5 is beyond the 4 questions of "risk"',
    ],
  ])(
    'asks the visitor to try later, and tells the operator why, when the published questions have %s',
    async (_case, questions, why) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { deps, store } = depsWith({ loadQuestions: async () => questions });
      // What the wizard sends is an answer to every published question: the visitor did nothing wrong.
      const answers = Object.fromEntries(questions.map(({ number }) => [number, 'C']));
      const response = await processAssessmentSubmission(aSubmission({ answers }), deps);
      expect(response).toEqual({ ok: false, error: 'unexpected' });
      expect(store.saveAssessmentResult).not.toHaveBeenCalled();
      expect(log.mock.calls).toEqual([
        [`[assessment] the published questions do not match the assessment's shape: ${why}`],
      ]);
    },
  );

  it('stores under the keys of the rate limit, and says so when the database refuses them', async () => {
    const store = fakeStore({ ok: false, reason: 'rateLimited' });
    const { deps } = depsWith({ store });
    expect(await processAssessmentSubmission(aSubmission(), deps)).toEqual({
      ok: false,
      error: 'rateLimited',
    });
    expect(store.saveAssessmentResult).toHaveBeenCalledWith(expect.anything(), [
      'keys-of-this-visitor',
    ]);
  });

  it('reports a failure without personal data in the log when the store fails or throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const answer of [
      { ok: false, reason: 'unavailable' } as const,
      { ok: false, reason: 'rejected' } as const,
      new Error('insert failed for grace@example.com'),
    ]) {
      const { deps } = depsWith({ store: fakeStore(answer) });
      expect(await processAssessmentSubmission(aSubmission(), deps)).toEqual({
        ok: false,
        error: 'unexpected',
      });
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/grace|hopper|compilers/i);
  });

  it('reports a failure when the questions cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const loadQuestions of [
      async () => Promise.reject(new Error('content down')),
      async () => [],
    ]) {
      const { deps, store } = depsWith({ loadQuestions });
      expect(await processAssessmentSubmission(aSubmission(), deps)).toEqual({
        ok: false,
        error: 'unexpected',
      });
      expect(store.saveAssessmentResult).not.toHaveBeenCalled();
    }
  });
});
