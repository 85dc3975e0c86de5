'use server';

import type { AssessmentSubmission, AssessmentSubmitResult } from '../assessment/submit/schema';
import { submitAssessmentResult } from '../assessment/submit/submit';

// Typed for the wizard, but whatever arrives is validated again on the server.
export async function submitAssessment(
  submission: AssessmentSubmission,
): Promise<AssessmentSubmitResult> {
  return submitAssessmentResult(submission);
}
