import 'server-only';
import type { ScoringQuestion } from '@/lib/assessment/scoring';
import { getAssessmentQuestions } from '@/lib/content';
import { defaultLocale } from '@/lib/i18n/locales';

/** The questions' letters and points, the server's own copy to score with. */
export async function loadScoringQuestions(): Promise<ScoringQuestion[]> {
  // Points and letters do not depend on the language.
  const questions = await getAssessmentQuestions(defaultLocale);
  return questions.map(({ number, category, options }) => ({
    number,
    category,
    options: options.map(({ letter, points }) => ({ letter, points })),
  }));
}
