import { resultLinks, resultNonce, tokenHash } from '@/lib/database/link-token';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAssessmentSubmission } from '@/lib/forms/server/process-assessment';
import { createEmbeddedLeadStore, type EmbeddedLeadStore } from '@/lib/database/embedded-store';
import { readEmbeddedLeads } from '../support/embedded-leads';
import { assessmentQuestions, uniformAnswers } from '../support/assessment-fixture';
import { aNotice, aVisitor, anAssessmentResultLead } from '../support/lead-fixtures';

const SECRET = 'a secret of the tests, 32 characters long';

let workDir: string;
let dataDir: string;
let store: EmbeddedLeadStore;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'assessment-results-'));
  dataDir = path.join(workDir, 'leads');
  store = createEmbeddedLeadStore({ dataDir });
}, 120_000);

afterAll(async () => {
  await store.close();
  await rm(workDir, { recursive: true, force: true });
});

async function storedResultsFor(email: string) {
  const leads = await readEmbeddedLeads(dataDir);
  return leads.assessment_results.filter((row) => row.email === email);
}

function aSubmission(email: string, submissionId = randomUUID()) {
  return {
    submissionId,
    locale: 'en',
    email,
    contactInfo: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      companyName: 'Compilers Inc.',
      companySize: '11-50',
    },
    answers: uniformAnswers('B'),
  };
}

const deps = () => ({
  loadQuestions: async () => assessmentQuestions,
  store,
  linkNonce: (submissionId: string) => resultNonce(submissionId, SECRET),
  links: (id: string, nonce: string) => resultLinks(id, nonce, SECRET),
  tokenHash,
  extras: async (link: string) => ({ link, standings: null, previous: null, confirmed: false }),
  submissionKeys: async () => aVisitor(),
  noticeRecord: async () => aNotice('assessment'),
});

describe('storing an assessment result', () => {
  it('keeps one row when the same result id is saved twice, in turn or at once', async () => {
    const email = `twice-${randomUUID()}@example.com`;
    const lead = anAssessmentResultLead({ email });

    expect(await store.saveAssessmentResult(lead, aVisitor())).toEqual({ ok: true });
    expect(await store.saveAssessmentResult(lead, aVisitor())).toEqual({ ok: true });
    const atOnce = await Promise.all(
      Array.from({ length: 3 }, () => store.saveAssessmentResult(lead, aVisitor())),
    );
    expect(atOnce).toEqual([{ ok: true }, { ok: true }, { ok: true }]);

    const rows = await storedResultsFor(email);
    expect(rows.map((row) => row.id)).toEqual([lead.id]);
  });

  it('stores a retried submission once, and what the visitor is shown is what was stored', async () => {
    const email = `retry-${randomUUID()}@example.com`;
    const submission = aSubmission(email);

    const first = await processAssessmentSubmission(submission, deps());
    const retry = await processAssessmentSubmission(submission, deps());
    expect(retry).toEqual(first);
    expect(first).toMatchObject({ ok: true, result: { totalScore: 60 } });
    expect(await storedResultsFor(email)).toHaveLength(1);

    // The same submission id with other answers is another result: it gets its own row.
    const changed = await processAssessmentSubmission(
      { ...submission, answers: uniformAnswers('D') },
      deps(),
    );
    expect(changed).toMatchObject({ ok: true, result: { totalScore: 20, percentage: 25 } });
    const rows = await storedResultsFor(email);
    expect(rows.map((row) => row.total_score).sort()).toEqual([20, 60]);
  });
});
