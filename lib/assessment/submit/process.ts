import 'server-only';
import { scoreAssessment, type ScoringQuestion } from '@/lib/assessment/scoring';
import type { LeadStore, SaveResult } from '@/lib/leads/types';
import { assessmentResultId } from './result-id';
import { assessmentSubmissionSchema, type AssessmentSubmitResult } from './schema';

export type AssessmentSubmissionDeps = {
  /** The canonical questions with their points: the only source of a score. */
  loadQuestions: () => Promise<readonly ScoringQuestion[]>;
  store: Pick<LeadStore, 'saveAssessmentResult'>;
  /** False when this client, or this e-mail address, has sent too many submissions lately. */
  allowSubmission: (email: string) => Promise<boolean>;
};

function logFailure(stage: 'questions' | 'save', error: unknown) {
  // Error texts can quote the submitted values: only the stage and the error's kind are logged.
  console.error('[assessment] submission failed', {
    stage,
    error: error instanceof Error ? error.name : 'unknown',
  });
}

/** Validates, scores on the server and stores one result per submission and content. */
export async function processAssessmentSubmission(
  input: unknown,
  deps: AssessmentSubmissionDeps,
): Promise<AssessmentSubmitResult> {
  const parsed = assessmentSubmissionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const { submissionId, locale, email, answers } = parsed.data;

  if (!(await deps.allowSubmission(email))) return { ok: false, error: 'rateLimited' };

  let questions: readonly ScoringQuestion[];
  try {
    questions = await deps.loadQuestions();
    if (questions.length === 0) throw new Error('The content source returned no questions');
  } catch (error) {
    logFailure('questions', error);
    return { ok: false, error: 'unexpected' };
  }

  const scoring = scoreAssessment(questions, answers);
  if (!scoring.ok) return { ok: false, error: 'invalid' };

  const row = { locale, email, ...scoring.score };
  let saved: SaveResult;
  try {
    saved = await deps.store.saveAssessmentResult({
      id: assessmentResultId(submissionId, row),
      ...row,
    });
  } catch (error) {
    logFailure('save', error);
    saved = { ok: false, reason: 'unavailable' };
  }
  if (!saved.ok) return { ok: false, error: 'unexpected' };
  return { ok: true, result: scoring.score };
}
