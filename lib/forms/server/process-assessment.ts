import 'server-only';
import { contentShapeMismatch, contentShapeMismatchLine } from '@/lib/assessment/content-shape';
import {
  scoreAssessment,
  type Answers,
  type KeyedScoringQuestion,
  type ScoringQuestion,
} from '@/lib/assessment/scoring';
import { withQuestionNumbers } from '@/lib/model/assessment-shape';
import { contentId } from '@/lib/model/ids';
import { logSubmissionFailure, saveError, saveSafely } from '@/lib/forms/server/save';
import type { Locale } from '@/lib/i18n/locales';
import type { LeadStore, NoticeRecord } from '@/lib/database/types';
import type { ResultExtras } from '@/lib/assessment/results/link';
import type { ResultLinks } from '@/lib/database/link-token';
import { assessmentSubmissionSchema, type AssessmentSubmitResult } from './assessment-schema';

export type AssessmentSubmissionDeps = {
  /** The canonical questions with their points: the only source of a score. */
  loadQuestions: () => Promise<readonly KeyedScoringQuestion[]>;
  store: Pick<LeadStore, 'saveAssessmentResult'>;
  /** The nonce of the result a submission stores, the same for every try (lib/assessment/results/link). */
  linkNonce: (submissionId: string) => string;
  /** The links of a stored result, made from its id and nonce. */
  links: (resultId: string, nonce: string) => ResultLinks;
  tokenHash: (token: string) => string;
  /**
   * Where the result stands, read back through its page's link once stored. A failure leaves the
   * comparison out of the answer, never the result (lib/assessment/results/link).
   */
  extras: (token: string) => Promise<ResultExtras | null>;
  /** The keys the database counts this submission against (lib/visitor-keys.ts). */
  submissionKeys: () => Promise<string[]>;
  /** The assessment's notice and the policy version, in the visitor's language (lib/forms/server/notice.ts). */
  noticeRecord: (locale: Locale) => Promise<NoticeRecord>;
  /**
   * Whether a team link, by its token's hash, still opens its team (lib/teams). Without it, the
   * database alone refuses a result through a stopped link.
   */
  teamOpen?: (inviteHash: string) => Promise<boolean>;
};

/**
 * The answers as the database keeps them: one lower-case letter a question, in the order of the
 * canonical questions' numbers. Scoring has checked that every question has one.
 */
function answersInOrder(questions: readonly ScoringQuestion[], answers: Answers): string {
  return [...questions]
    .sort((a, b) => a.number - b.number)
    .map((question) => answers[question.number]!.toLowerCase())
    .join('');
}

/**
 * The canonical questions, or null when the visitor must be told to try again later: they
 * cannot be read, or they part from the assessment's shape, which the answers' schema and scoring
 * follow. Either way the operator reads why in the logs.
 */
async function questionsToScoreWith(
  deps: AssessmentSubmissionDeps,
): Promise<readonly ScoringQuestion[] | null> {
  let questions: readonly KeyedScoringQuestion[];
  try {
    questions = await deps.loadQuestions();
    if (questions.length === 0) throw new Error('The content source returned no questions');
  } catch (error) {
    logSubmissionFailure('assessment', 'questions', error);
    return null;
  }
  // Content published ahead of its code, or code deployed ahead of its content, fails every
  // visitor alike: the operator's to fix, never the visitor's answers' fault.
  const mismatch = contentShapeMismatch(questions);
  if (mismatch !== null) {
    console.error(contentShapeMismatchLine(mismatch));
    return null;
  }
  // With the shape matched, every question has its number.
  return withQuestionNumbers(questions);
}

/** Validates, scores on the server and stores one result per submission and content. */
export async function processAssessmentSubmission(
  input: unknown,
  deps: AssessmentSubmissionDeps,
): Promise<AssessmentSubmitResult> {
  // The questions come first: the wizard asks what is published, so answers the shape's schema
  // refuses may be a visitor's honest answers to content that parts from the code.
  const questions = await questionsToScoreWith(deps);
  if (!questions) return { ok: false, error: 'unexpected' };

  // With questions that match the shape, only a payload that was tampered with fails from here.
  const parsed = assessmentSubmissionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const { submissionId, locale, email, answers, contactId = null, team } = parsed.data;

  const scoring = scoreAssessment(questions, answers);
  if (!scoring.ok) return { ok: false, error: 'invalid' };

  const score = scoring.score;
  const answered = answersInOrder(questions, answers);
  // The database refuses a result through a stopped link too; asked first, the visitor is told
  // why, and may send the same answers on their own.
  const teamInvite = team ? deps.tokenHash(team) : null;
  const teamOpen = teamInvite && deps.teamOpen ? deps.teamOpen(teamInvite) : true;
  if (!(await Promise.resolve(teamOpen).catch(() => true))) {
    return { ok: false, error: 'invalid', teamClosed: true };
  }
  // The id covers everything the row holds (lib/model/ids.ts), so the result shown is the stored one.
  const id = await contentId([
    submissionId.toLowerCase(),
    locale,
    email,
    contactId,
    answered,
    // Only a team's result names one, so a result alone keeps the id it always had.
    ...(teamInvite ? [teamInvite] : []),
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
  const linkNonce = deps.linkNonce(submissionId);
  const links = deps.links(id, linkNonce);
  const saved = await saveSafely('assessment', () =>
    deps.store.saveAssessmentResult(
      {
        id,
        locale,
        email,
        contactId,
        linkNonce,
        accessHash: deps.tokenHash(links.visitor),
        ownerHash: deps.tokenHash(links.owner),
        confirmHash: deps.tokenHash(links.confirm),
        answers: answered,
        ...(teamInvite ? { teamInvite } : {}),
        ...notice,
        ...score,
      },
      keys,
    ),
  );
  if (!saved.ok) return { ok: false, error: saveError(saved) };
  const unread: ResultExtras = {
    link: links.visitor,
    standings: null,
    previous: null,
    confirmed: false,
  };
  const extras = await deps
    .extras(links.visitor)
    .then((read) => read ?? unread)
    .catch((error: unknown) => {
      logSubmissionFailure('assessment', 'extras', error);
      return unread;
    });
  // Whoever typed the address sees the result, never what the mailbox did before: the progress
  // since is its owner's, through the results e-mail.
  return { ok: true, result: score, ...extras, previous: null };
}
