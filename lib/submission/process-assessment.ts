import 'server-only';
import { scoreAssessment, type ScoringQuestion } from '@/lib/assessment/scoring';
import { contentId } from '@/lib/forms/ids';
import { logSubmissionFailure, saveError, saveSafely } from '@/lib/submission/save';
import type { Locale } from '@/lib/i18n/locales';
import type { LeadStore, NoticeRecord } from '@/lib/leads/types';
import type { CompanySize } from '@/lib/model';
import type { ResultExtras } from '@/lib/assessment/link';
import { assessmentSubmissionSchema, type AssessmentSubmitResult } from './assessment-schema';

export type AssessmentSubmissionDeps = {
  /** The canonical questions with their points: the only source of a score. */
  loadQuestions: () => Promise<readonly ScoringQuestion[]>;
  store: Pick<LeadStore, 'saveAssessmentResult'>;
  /** The token of a stored result's private link, made from its id (lib/assessment/link). */
  linkToken: (resultId: string) => string;
  tokenHash: (token: string) => string;
  /**
   * The comparison and the progress since, read back once the result is stored. A failure
   * leaves them out of the answer, never the result (lib/assessment/link).
   */
  extras: (token: string, companySize: CompanySize) => Promise<ResultExtras>;
  /** The keys the database counts this submission against (lib/submission/client-key.ts). */
  submissionKeys: () => Promise<string[]>;
  /** The assessment's notice and the policy version, in the visitor's language (lib/submission/notice.ts). */
  noticeRecord: (locale: Locale) => Promise<NoticeRecord>;
};

/** Validates, scores on the server and stores one result per submission and content. */
export async function processAssessmentSubmission(
  input: unknown,
  deps: AssessmentSubmissionDeps,
): Promise<AssessmentSubmitResult> {
  const parsed = assessmentSubmissionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const { submissionId, locale, email, answers, contactId = null } = parsed.data;

  let questions: readonly ScoringQuestion[];
  try {
    questions = await deps.loadQuestions();
    if (questions.length === 0) throw new Error('The content source returned no questions');
  } catch (error) {
    logSubmissionFailure('assessment', 'questions', error);
    return { ok: false, error: 'unexpected' };
  }

  const scoring = scoreAssessment(questions, answers);
  if (!scoring.ok) return { ok: false, error: 'invalid' };

  const score = scoring.score;
  // The id covers everything the row holds (lib/forms/ids.ts), so the result shown is the stored one.
  const id = await contentId([
    submissionId.toLowerCase(),
    locale,
    email,
    contactId,
    score.totalScore,
    score.maxPossibleScore,
    score.overallReadinessLevel,
    score.percentage,
    score.categoryScores.map(({ category, score, maxScore, readinessLevel, percentage }) => [
      category,
      score,
      maxScore,
      readinessLevel,
      percentage,
    ]),
  ]);
  const [keys, notice] = await Promise.all([deps.submissionKeys(), deps.noticeRecord(locale)]);
  const link = deps.linkToken(id);
  const saved = await saveSafely('assessment', () =>
    deps.store.saveAssessmentResult(
      { id, locale, email, contactId, accessHash: deps.tokenHash(link), ...notice, ...score },
      keys,
    ),
  );
  if (!saved.ok) return { ok: false, error: saveError(saved) };
  const extras = await deps
    .extras(link, parsed.data.contactInfo.companySize)
    .catch((error: unknown) => {
      logSubmissionFailure('assessment', 'extras', error);
      return { link, standings: null, previous: null };
    });
  return { ok: true, result: score, ...extras };
}
