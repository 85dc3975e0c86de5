'use server';

import { processAssessmentSubmission } from '@/lib/assessment/submit/process';
import { loadScoringQuestions } from '@/lib/assessment/submit/questions';
import type { AssessmentSubmission, AssessmentSubmitResult } from '@/lib/assessment/submit/schema';
import { getLeadStore } from '@/lib/leads';
import type { LeadFormResult, LeadFormState } from './result';
import { submissionKeys } from './client-key';
import { submitLead } from './submit-lead';

// The site's server actions, one per form. Each answers a SubmitResult; whatever arrives is
// validated again here, whatever the browser's types say.

export async function submitContactForm(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormResult> {
  return submitLead('contact', formData);
}

export async function submitAssessmentLeadForm(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormResult> {
  return submitLead('assessmentLead', formData);
}

export async function submitAssessment(
  submission: AssessmentSubmission,
): Promise<AssessmentSubmitResult> {
  return processAssessmentSubmission(submission, {
    loadQuestions: loadScoringQuestions,
    store: getLeadStore(),
    submissionKeys: (email) => submissionKeys('assessment', email),
  });
}
