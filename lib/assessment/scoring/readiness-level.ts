import type { ReadinessLevel } from './types';

const READINESS_BANDS: readonly { level: ReadinessLevel; minPercentage: number }[] = [
  { level: 'High', minPercentage: 81.25 },
  { level: 'Moderate', minPercentage: 56.25 },
  { level: 'Low', minPercentage: 31.25 },
];

export function readinessLevel(percentage: number): ReadinessLevel {
  return READINESS_BANDS.find((band) => percentage >= band.minPercentage)?.level ?? 'Very Low';
}

// Compared without dividing: a rounded percentage could lift 81.249 % into High.
export function readinessLevelForScore(score: number, maxScore: number): ReadinessLevel {
  if (maxScore <= 0) return 'Very Low';
  return (
    READINESS_BANDS.find((band) => score * 100 >= band.minPercentage * maxScore)?.level ??
    'Very Low'
  );
}
