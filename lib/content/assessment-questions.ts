import { positionFromNumber, questionNumber } from '@/lib/model/assessment-shape';

/** How a question is placed, as the content says it: by an older Studio, a number alone. */
type PublishedKey = {
  category: string | null;
  position: number | null;
  legacyNumber: number | null;
};

/**
 * The position a question holds in its category. A question an older Studio numbered across the
 * whole assessment, in a dataset not yet migrated (docs/content.md), holds the position its
 * number meant, so the site keeps working until an operator migrates it.
 */
function positionOf({ category, position, legacyNumber }: PublishedKey): number | null {
  if (position !== null) return position;
  return legacyNumber === null ? null : (positionFromNumber(category, legacyNumber) ?? null);
}

/** The published questions, each keyed by its category and its position there. */
export function keyedQuestions<Question extends PublishedKey>(
  questions: readonly Question[],
): (Omit<Question, 'legacyNumber' | 'position'> & { position: number | null })[] {
  return questions.map(({ legacyNumber, position, ...question }) => ({
    ...question,
    position: positionOf({ category: question.category, position, legacyNumber }),
  }));
}

/**
 * The number of the assessment question a consultant's question is tied to, or null when the
 * assessment has no such question (the question was deleted, or content is ahead of the code).
 */
export function answeredQuestionNumber(answered: PublishedKey): number | null {
  return questionNumber(answered.category, positionOf(answered)) ?? null;
}
