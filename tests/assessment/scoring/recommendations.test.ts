import { describe, expect, it } from 'vitest';
import {
  recommendationTier,
  scoreAssessment,
  selectRecommendations,
  type ReadinessLevel,
} from '@/lib/assessment/scoring';
import {
  answersFromLetters,
  assessmentQuestions,
  tieredRecommendations,
} from '@/tests/support/assessment-fixture';

describe('recommendations by readiness level', () => {
  it.each([
    ['High', 'leadership', 2],
    ['Moderate', 'refinement', 3],
    ['Low', 'improvement', 3],
    ['Very Low', 'improvement', 3],
  ] as const)('%s → %s, %i recommendations', (level, tier, count) => {
    expect(recommendationTier(level)).toBe(tier);
    const selected = selectRecommendations(level, tieredRecommendations);
    expect(selected).toHaveLength(count);
    expect(selected).toEqual(tieredRecommendations[tier]);
  });

  it('gives each scored category the recommendations of its own level', () => {
    // One category per level: 16 (High), 12 (Moderate), 8 (Low), 4 (Very Low), 13 (High).
    const letters = [
      ...['A', 'A', 'A', 'A'],
      ...['B', 'B', 'B', 'B'],
      ...['C', 'C', 'C', 'C'],
      ...['D', 'D', 'D', 'D'],
      ...['A', 'B', 'B', 'B'],
    ] as const;
    const result = scoreAssessment(assessmentQuestions, answersFromLetters(letters));
    if (!result.ok) throw new Error(result.error);

    const levels = result.score.categoryScores.map((entry) => entry.readinessLevel);
    expect(levels).toEqual<ReadinessLevel[]>(['High', 'Moderate', 'Low', 'Very Low', 'High']);
    expect(
      result.score.categoryScores.map(
        (entry) => selectRecommendations(entry.readinessLevel, tieredRecommendations).length,
      ),
    ).toEqual([2, 3, 3, 3, 2]);
  });
});
