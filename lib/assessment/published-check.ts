import 'server-only';
import { readPublishedAssessmentQuestions } from '@/lib/content';
import { contentShapeMismatch, contentShapeMismatchLine } from './content-shape';
import { defaultLocale } from '@/lib/i18n/locales';

/** How long the check at start may wait for the content source before giving up on it. */
const START_CHECK_TIMEOUT_MS = 10_000;

/** The mismatches this process has logged: a probe every few seconds must not flood the logs. */
const logged = new Set<string>();

/**
 * Where the published questions, the very ones submissions are scored with, disagree with the
 * assessment's shape, or null when they agree. A disagreement is logged the first time this
 * process sees it. Throws when the content source cannot be read.
 */
export async function publishedAssessmentMismatch(signal?: AbortSignal): Promise<string | null> {
  // Letters and points do not depend on the language, as in scoring.
  const questions = await readPublishedAssessmentQuestions(defaultLocale, signal);
  const mismatch = contentShapeMismatch(questions);
  if (mismatch !== null && !logged.has(mismatch)) {
    logged.add(mismatch);
    console.error(contentShapeMismatchLine(mismatch));
  }
  return mismatch;
}

/**
 * Run once when a server starts. A mismatch is logged, never a reason to refuse the start:
 * publishing fixes it, and pages serve meanwhile. Never throws.
 */
export async function checkPublishedAssessment(): Promise<void> {
  try {
    await publishedAssessmentMismatch(AbortSignal.timeout(START_CHECK_TIMEOUT_MS));
  } catch (error) {
    // The health check reports the content source; this check has nothing to add then.
    console.warn('[assessment] the published questions could not be read at start', {
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}
