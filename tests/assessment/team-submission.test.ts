import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  newTeamNonce,
  resultLinks,
  resultNonce,
  teamInviteToken,
  tokenHash,
} from '@/lib/database/link-token';
import {
  processAssessmentSubmission,
  type AssessmentSubmissionDeps,
} from '@/lib/forms/server/process-assessment';
import type { AssessmentResultLead } from '@/lib/database/types';
import { assessmentQuestions, uniformAnswers } from '../support/assessment-fixture';

const SECRET = 'a secret of the tests, 32 characters long';

function aSubmission(overrides: Record<string, unknown> = {}) {
  return {
    submissionId: randomUUID(),
    locale: 'en',
    email: 'lin@example.com',
    contactInfo: {
      firstName: 'Lin',
      lastName: 'Chen',
      email: 'lin@example.com',
      companyName: 'Harbour Freight',
      companySize: '11-50',
    },
    answers: uniformAnswers('C'),
    ...overrides,
  };
}

function depsWith(teamOpen: (hash: string) => Promise<boolean>) {
  const saved: AssessmentResultLead[] = [];
  const deps: AssessmentSubmissionDeps = {
    loadQuestions: async () => assessmentQuestions,
    store: {
      saveAssessmentResult: vi.fn(async (lead: AssessmentResultLead) => {
        saved.push(lead);
        return { ok: true } as const;
      }),
    },
    linkNonce: (submissionId) => resultNonce(submissionId, SECRET),
    links: (id, nonce) => resultLinks(id, nonce, SECRET),
    tokenHash,
    extras: async (link) => ({ link, standings: null, previous: null, confirmed: false }),
    submissionKeys: async () => ['keys-of-this-visitor'],
    noticeRecord: async () => ({ privacyNotice: 'assessment:0123456789ab', policyVersion: '1.0' }),
    teamOpen: vi.fn(teamOpen),
  };
  return { deps, saved };
}

describe('answers sent through a team link', () => {
  const token = teamInviteToken(newTeamNonce(), SECRET);

  it('store the link’s hash alone, never its token, and make a result of their own', async () => {
    const { deps, saved } = depsWith(async () => true);
    const alone = depsWith(async () => true);
    const submission = aSubmission();
    expect(await processAssessmentSubmission({ ...submission, team: token }, deps)).toMatchObject({
      ok: true,
    });
    await processAssessmentSubmission(submission, alone.deps);
    expect(saved[0]?.teamInvite).toBe(tokenHash(token));
    expect(JSON.stringify(saved[0])).not.toContain(token);
    expect(deps.teamOpen).toHaveBeenCalledWith(tokenHash(token));
    // The same answers alone are another result: the team is part of what was stored.
    expect(alone.saved[0]?.teamInvite).toBeUndefined();
    expect(alone.saved[0]?.id).not.toBe(saved[0]?.id);
  });

  it('are refused, with the reason, when the link was stopped: nothing is stored', async () => {
    const { deps, saved } = depsWith(async () => false);
    expect(await processAssessmentSubmission(aSubmission({ team: token }), deps)).toEqual({
      ok: false,
      error: 'invalid',
      teamClosed: true,
    });
    expect(saved).toHaveLength(0);
  });

  it('go to the database to decide when the check itself fails', async () => {
    const { deps, saved } = depsWith(async () => {
      throw new Error('down');
    });
    expect(await processAssessmentSubmission(aSubmission({ team: token }), deps)).toMatchObject({
      ok: true,
    });
    expect(saved[0]?.teamInvite).toBe(tokenHash(token));
  });

  it('refuse a team that is no token of ours', async () => {
    const { deps, saved } = depsWith(async () => true);
    for (const team of ['', 'short', `${token}x`, "' or 1=1 --".padEnd(32, 'a')]) {
      expect(await processAssessmentSubmission(aSubmission({ team }), deps)).toEqual({
        ok: false,
        error: 'invalid',
      });
    }
    expect(saved).toHaveLength(0);
  });
});
