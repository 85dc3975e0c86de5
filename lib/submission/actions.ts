'use server';

import { after } from 'next/server';
import { processAssessmentSubmission } from '@/lib/submission/process-assessment';
import { loadScoringQuestions } from '@/lib/submission/scoring-questions';
import type {
  AssessmentSubmission,
  AssessmentSubmitResult,
} from '@/lib/submission/assessment-schema';
import { getLeadStore } from '@/lib/leads';
import { deliverOutboxSoon } from '@/lib/outbox';
import { extrasOfStored, linkTokenFor, tokenHash } from '@/lib/assessment/link';
import { submissionKeys } from './client-key';
import { noticeRecord } from './notice';
import type { LeadFormResult, LeadFormState } from '@/lib/forms/result';
import { submitLead } from './submit-lead';

// The site's server actions, one per form. Each answers a SubmitResult; whatever arrives is
// validated again here, whatever the browser's types say. A stored lead's messages (to sales, to
// the visitor, to the CRM) were queued with it; they go out right after the answer.

function deliverOnceStored<Result extends { ok: boolean }>(result: Result): Result {
  if (result.ok) after(deliverOutboxSoon);
  return result;
}

export async function submitContactForm(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormResult> {
  return deliverOnceStored(await submitLead('contact', formData));
}

export async function submitAssessmentLeadForm(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormResult> {
  return deliverOnceStored(await submitLead('assessmentLead', formData));
}

export async function submitAssessment(
  submission: AssessmentSubmission,
): Promise<AssessmentSubmitResult> {
  return deliverOnceStored(
    await processAssessmentSubmission(submission, {
      loadQuestions: loadScoringQuestions,
      store: getLeadStore(),
      linkToken: linkTokenFor,
      tokenHash,
      extras: (token, companySize) => extrasOfStored(token, companySize),
      submissionKeys: () => submissionKeys('assessment'),
      noticeRecord: (locale) => noticeRecord('assessment', locale),
    }),
  );
}
