import 'server-only';
import type { KeyedScoringQuestion } from '@/lib/assessment/scoring';
import { getPublishedAssessmentQuestions } from '@/lib/content';
import { defaultLocale } from '@/lib/i18n/locales';

/**
 * Every published question's key, letters and points, the server's own copy to score with. All of
 * them, numbered or not: the shape check must see a question the code does not know yet.
 */
export async function loadScoringQuestions(): Promise<KeyedScoringQuestion[]> {
  // Points and letters do not depend on the language.
  const questions = await getPublishedAssessmentQuestions(defaultLocale);
  return questions.map(({ category, position, options }) => ({
    category,
    position,
    options: options.map(({ letter, points }) => ({ letter, points })),
  }));
}
