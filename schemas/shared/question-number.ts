import { positionFromNumber, questionNumber } from '../../lib/model/assessment-shape';

/**
 * The number the wizard shows an assessment question under, as the Studio's previews and messages
 * name it: from its category and position, or, for a question an older Studio numbered and nobody
 * has moved since, that number.
 */
export function shownQuestionNumber(
  category: string | null | undefined,
  position: number | null | undefined,
  number?: number | null,
): number | undefined {
  const key = category ?? null;
  const legacyPosition = typeof number === 'number' ? positionFromNumber(key, number) : undefined;
  return questionNumber(key, position ?? legacyPosition ?? null) ?? number ?? undefined;
}
