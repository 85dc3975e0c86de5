import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AssessmentSubmissionDeps } from '@/lib/forms/server/process-assessment';
import { CATEGORY_FIGURES, QUESTION_COUNT } from '@/lib/model/assessment-shape';
import type { OutboxState } from '@/lib/outbox/queue';
import { startContentLake, type ContentLake } from '@/tests/support/content-lake';

// A marketer publishes a 21st question before the code that expects it is deployed. Nothing the
// visitor did is wrong, so nobody is told their answers are invalid: health says degraded, the
// log says why, and the visitor is asked to try again later.

vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));
// Outside a request, as in these tests, the site reads the published perspective.
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));
vi.mock('@/lib/database', () => ({ getLeadStore: () => ({ ready: async () => true }) }));
vi.mock('@/lib/outbox', () => ({
  outboxHealth: async (): Promise<OutboxState> => ({
    waiting: 0,
    late: 0,
    dead: 0,
    oldestWaitingMinutes: 0,
    deferred: 0,
    ceilingReached: false,
    retentionMatches: true,
  }),
}));

const OPERATOR_SECRET = 'a secret of the operator, 32 characters long';
const LINE = "[assessment] the published questions do not match the assessment's shape: ";

type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

let directory: string;
let seed: SeedDocument[];
let datasetPath: string;

/** The seed with one more question, copied from the last one, after the last of the category given. */
function withTwentyFirstQuestion(category: string): SeedDocument[] {
  const last = seed.find((document) => document._id === 'assessmentQuestion-20');
  if (!last) throw new Error('The seed has no question 20');
  const question = {
    ...last,
    _id: 'assessmentQuestion-21',
    category: { _type: 'reference', _ref: `assessmentCategory-${category}` },
    position: questionsIn(category) + 1,
  };
  return [...seed, question];
}

function questionsIn(category: string): number {
  return CATEGORY_FIGURES.find(({ key }) => key === category)!.questions;
}

/** The seed as an older Studio published it: each question numbered across the assessment. */
function numberedByAnOlderStudio(): SeedDocument[] {
  return seed.map((document) => {
    if (document._type !== 'assessmentQuestion') return document;
    const { position, ...question } = document;
    const { _ref } = question.category as { _ref: string };
    const figures = CATEGORY_FIGURES.find(({ key }) => _ref === `assessmentCategory-${key}`)!;
    return { ...question, number: figures.firstQuestion + Number(position) - 1 };
  });
}

async function publish(documents: SeedDocument[]): Promise<void> {
  await writeFile(datasetPath, documents.map((document) => JSON.stringify(document)).join('\n'));
}

/**
 * The server's modules, reading the dataset at datasetPath as the local content source, or the
 * Content Lake given, through the client the site reads it with in production.
 */
async function server(lake?: ContentLake) {
  vi.resetModules();
  vi.stubEnv('SANITY_PROJECT_ID', lake?.projectId ?? '');
  vi.stubEnv('CONTENT_DATASET_PATH', lake ? '' : datasetPath);
  if (lake) {
    vi.stubEnv('SANITY_DATASET', lake.datasetName);
    vi.stubEnv('SANITY_API_HOST', lake.apiHost);
    vi.stubEnv('SANITY_API_READ_TOKEN', '');
  }
  const [{ loadScoringQuestions }, process, health, check] = await Promise.all([
    import('@/lib/forms/server/scoring-questions'),
    import('@/lib/forms/server/process-assessment'),
    import('@/lib/health'),
    import('@/lib/assessment/published-check'),
  ]);
  return { loadScoringQuestions, ...process, ...health, ...check };
}

function depsWith(loadQuestions: AssessmentSubmissionDeps['loadQuestions']) {
  const saveAssessmentResult = vi.fn();
  const deps: AssessmentSubmissionDeps = {
    loadQuestions,
    store: { saveAssessmentResult },
    linkNonce: () => 'nonce',
    links: () => ({ visitor: 'v', owner: 'o', confirm: 'c' }),
    tokenHash: (token) => token,
    extras: async () => null,
    submissionKeys: async () => [],
    noticeRecord: async () => ({ privacyNotice: 'assessment:0123456789ab', policyVersion: '1.0' }),
  };
  return { deps, saveAssessmentResult };
}

/** Answers to every question the dataset publishes, as the wizard sends them. */
function answersTo(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [index + 1, 'B']));
}

function aSubmission(answers: Record<string, string>) {
  return {
    submissionId: randomUUID(),
    locale: 'en',
    email: 'grace@example.com',
    contactInfo: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      companyName: 'Compilers Inc.',
      companySize: '11-50',
    },
    answers,
  };
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'published-ahead-'));
  datasetPath = path.join(directory, 'production.ndjson');
  seed = (await readFile(path.resolve('studio/seed/production.ndjson'), 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SeedDocument);
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** What the operator reads of a 21st question published in the risk category. */
const why = `position ${questionsIn('risk') + 1} is beyond the ${questionsIn('risk')} questions of "risk"`;

describe('a 21st question published before its code', () => {
  it('is named by the check of the published questions, and logged once however often it runs', async () => {
    await publish(withTwentyFirstQuestion('risk'));
    const { publishedAssessmentMismatch } = await server();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await publishedAssessmentMismatch()).toBe(why);
    expect(await publishedAssessmentMismatch()).toBe(why);
    expect(log.mock.calls).toEqual([[LINE + why]]);

    // Another publication, another mismatch: the operator hears of it too.
    await publish(withTwentyFirstQuestion('data'));
    expect(await publishedAssessmentMismatch()).toMatch(/beyond the \d+ questions of "data"/);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('asks the visitor to try again later and logs why, with all 21 of their answers kept', async () => {
    await publish(withTwentyFirstQuestion('risk'));
    const { loadScoringQuestions, processAssessmentSubmission } = await server();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { deps, saveAssessmentResult } = depsWith(loadScoringQuestions);

    const response = await processAssessmentSubmission(aSubmission(answersTo(21)), deps);

    expect(response).toEqual({ ok: false, error: 'unexpected' });
    expect(saveAssessmentResult).not.toHaveBeenCalled();
    expect(log.mock.calls).toEqual([[LINE + why]]);
  });

  it('makes health degraded, says why to the operator and only the status to anyone else', async () => {
    await publish(withTwentyFirstQuestion('risk'));
    const { readinessResponse } = await server();
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const operator = await readinessResponse(`Bearer ${OPERATOR_SECRET}`, OPERATOR_SECRET);
    expect(operator.status).toBe(200);
    expect(await operator.json()).toMatchObject({
      status: 'degraded',
      leads: 'ok',
      content: 'degraded',
      contentProblem: `the published questions do not match the assessment's shape: ${why}`,
    });
    const anyone = await readinessResponse(null, OPERATOR_SECRET);
    expect(await anyone.json()).toEqual({ status: 'degraded' });
  });

  it('is logged at start, which neither throws nor waits on a content source that fails', async () => {
    await publish(withTwentyFirstQuestion('risk'));
    const { checkPublishedAssessment } = await server();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await checkPublishedAssessment();
    expect(log.mock.calls).toEqual([[LINE + why]]);

    await writeFile(datasetPath, '{ not a dataset');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(checkPublishedAssessment()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      '[assessment] the published questions could not be read at start',
      expect.anything(),
    );
  });
});

describe.each([
  ['the seed as published', () => seed],
  ['a dataset an older Studio numbered, not yet migrated', numberedByAnOlderStudio],
])('%s', (_name, dataset) => {
  it('passes every check: health ok, a submission stored, nothing logged', async () => {
    await publish(dataset());
    const { loadScoringQuestions, processAssessmentSubmission, readinessResponse } = await server();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { deps, saveAssessmentResult } = depsWith(loadScoringQuestions);
    saveAssessmentResult.mockResolvedValue({ ok: true });

    const response = await processAssessmentSubmission(aSubmission(answersTo(20)), deps);
    expect(response).toMatchObject({ ok: true });
    expect(saveAssessmentResult).toHaveBeenCalledOnce();

    const health = await readinessResponse(`Bearer ${OPERATOR_SECRET}`, OPERATOR_SECRET);
    expect(await health.json()).toMatchObject({ status: 'ok', content: 'ok' });
    expect(log).not.toHaveBeenCalled();
  });
});

describe('a Content Lake', () => {
  it('with a 21st question published before its code: health degraded, a log line, the visitor asked to try later', async () => {
    const lake = await startContentLake({ dataset: withTwentyFirstQuestion('risk') });
    try {
      const { loadScoringQuestions, processAssessmentSubmission, readinessResponse } =
        await server(lake);
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const health = await readinessResponse(`Bearer ${OPERATOR_SECRET}`, OPERATOR_SECRET);
      expect(await health.json()).toMatchObject({ status: 'degraded', content: 'degraded' });
      const { deps, saveAssessmentResult } = depsWith(loadScoringQuestions);
      const response = await processAssessmentSubmission(aSubmission(answersTo(21)), deps);
      expect(response).toEqual({ ok: false, error: 'unexpected' });
      expect(saveAssessmentResult).not.toHaveBeenCalled();
      // Once by the health check, once by the submission it turned away.
      expect(log.mock.calls).toEqual([[LINE + why], [LINE + why]]);
    } finally {
      await lake.stop();
    }
  });

  it('an older Studio numbered, not yet migrated: the wizard’s questions, health ok, a submission stored', async () => {
    const lake = await startContentLake({ dataset: numberedByAnOlderStudio() });
    try {
      const app = await server(lake);
      const { getAssessmentQuestions } = await import('@/lib/content');
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const questions = await getAssessmentQuestions('en');
      expect(questions.map(({ number }) => number)).toEqual(
        Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1),
      );
      const { deps, saveAssessmentResult } = depsWith(app.loadScoringQuestions);
      saveAssessmentResult.mockResolvedValue({ ok: true });
      const response = await app.processAssessmentSubmission(
        aSubmission(answersTo(QUESTION_COUNT)),
        deps,
      );
      expect(response).toMatchObject({ ok: true });
      const health = await app.readinessResponse(`Bearer ${OPERATOR_SECRET}`, OPERATOR_SECRET);
      expect(await health.json()).toMatchObject({ status: 'ok', content: 'ok' });
      expect(log).not.toHaveBeenCalled();
    } finally {
      await lake.stop();
    }
  });
});
