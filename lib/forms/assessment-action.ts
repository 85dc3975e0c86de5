'use server';

import type { AssessmentSubmission, AssessmentSubmitResult } from './assessment-schema';
import { submitAssessmentResult } from './submit-assessment';

// Typed for the wizard, but whatever arrives is validated again on the server.
export async function submitAssessment(
  submission: AssessmentSubmission,
): Promise<AssessmentSubmitResult> {
  return submitAssessmentResult(submission);
}
