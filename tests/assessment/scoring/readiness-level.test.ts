import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readinessLevel,
  readinessLevelForScore,
  scoreAssessment,
  type AssessmentScore,
  type Answers,
  type ReadinessLevel,
} from '@/lib/assessment/scoring';
import {
  answersWithFirstCategoryScore,
  answersWithTotal,
  assessmentQuestions,
} from '@/tests/support/assessment-fixture';

function score(answers: Answers): AssessmentScore {
  const result = scoreAssessment(assessmentQuestions, answers);
  if (!result.ok) throw new Error(`Expected a score, got ${result.error}`);
  return result.score;
}

const LEVEL_ORDER: readonly ReadinessLevel[] = ['Very Low', 'Low', 'Moderate', 'High'];

describe('overall readiness bands, out of 80', () => {
  it.each([
    [65, 81.25, 'High'],
    [64, 80, 'Moderate'],
    [45, 56.25, 'Moderate'],
    [44, 55, 'Low'],
    [25, 31.25, 'Low'],
    [24, 30, 'Very Low'],
  ] as const)('%i points → %f percent, %s', (total, percentage, level) => {
    const result = score(answersWithTotal(total));
    expect(result.totalScore).toBe(total);
    expect(result.maxPossibleScore).toBe(80);
    expect(result.percentage).toBe(percentage);
    expect(result.overallReadinessLevel).toBe(level);
  });
});

describe('category readiness bands, out of 16', () => {
  it.each([
    [13, 81.25, 'High'],
    [12, 75, 'Moderate'],
    [9, 56.25, 'Moderate'],
    [8, 50, 'Low'],
    [5, 31.25, 'Low'],
    [4, 25, 'Very Low'],
  ] as const)('%i points → %f percent, %s', (categoryScore, percentage, level) => {
    const [leadership] = score(answersWithFirstCategoryScore(categoryScore)).categoryScores;
    expect(leadership).toEqual({
      category: 'leadership',
      score: categoryScore,
      maxScore: 16,
      readinessLevel: level,
      percentage,
    });
  });
});

describe('readinessLevel', () => {
  it.each([
    [100, 'High'],
    [81.25, 'High'],
    [81.24, 'Moderate'],
    [56.25, 'Moderate'],
    [56.24, 'Low'],
    [31.25, 'Low'],
    [31.24, 'Very Low'],
    [0, 'Very Low'],
  ] as const)('%f percent → %s', (percentage, level) => {
    expect(readinessLevel(percentage)).toBe(level);
  });

  it('never falls as the percentage rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(LEVEL_ORDER.indexOf(readinessLevel(low))).toBeLessThanOrEqual(
            LEVEL_ORDER.indexOf(readinessLevel(high)),
          );
        },
      ),
    );
  });

  it('agrees with the score-based level wherever the percentage is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), (total) => {
        expect(readinessLevelForScore(total, 80)).toBe(readinessLevel((total / 80) * 100));
      }),
    );
  });
});

describe('readinessLevelForScore', () => {
  it('judges the unrounded ratio, not the rounded percentage', () => {
    // 81 249 / 100 000 is shown as 81.25 % yet sits below the High band.
    expect(readinessLevelForScore(81_249, 100_000)).toBe('Moderate');
    expect(readinessLevelForScore(81_250, 100_000)).toBe('High');
  });

  it('treats a maximum of zero as Very Low rather than dividing by it', () => {
    expect(readinessLevelForScore(0, 0)).toBe('Very Low');
  });
});
