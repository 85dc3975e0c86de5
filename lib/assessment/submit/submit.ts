import 'server-only';
import type { ScoringQuestion } from '@/lib/assessment/scoring';
import { getAssessmentQuestions } from '@/lib/content';
import { env } from '@/lib/env';
import { getLeadStore } from '@/lib/leads';
import { allowLeadSubmission, leadSubmissionLimiter } from '@/lib/leads/rate-limit';
import type { AssessmentSubmitResult } from './schema';
import { processAssessmentSubmission } from './process';
import { clientAddress } from '@/lib/forms/submit-lead';

async function loadScoringQuestions(): Promise<ScoringQuestion[]> {
  // Points and letters do not depend on the language.
  const questions = await getAssessmentQuestions('en');
  return questions.map(({ number, category, options }) => ({
    number,
    category,
    options: options.map(({ letter, points }) => ({ letter, points })),
  }));
}

export async function submitAssessmentResult(input: unknown): Promise<AssessmentSubmitResult> {
  return processAssessmentSubmission(input, {
    loadQuestions: loadScoringQuestions,
    store: getLeadStore(),
    allowSubmission: async (email) =>
      allowLeadSubmission(
        leadSubmissionLimiter,
        { client: await clientAddress(), email, form: 'assessment' },
        { limitEmail: !env.TRUSTED_PROXY_HEADER },
      ),
  });
}
