import type { ReadinessLevel } from './types';

export type RecommendationTier = 'improvement' | 'refinement' | 'leadership';

export type TieredRecommendations<T> = Readonly<Record<RecommendationTier, readonly T[]>>;

const TIER_BY_LEVEL: Readonly<Record<ReadinessLevel, RecommendationTier>> = {
  High: 'leadership',
  Moderate: 'refinement',
  Low: 'improvement',
  'Very Low': 'improvement',
};

export function recommendationTier(level: ReadinessLevel): RecommendationTier {
  return TIER_BY_LEVEL[level];
}

export function selectRecommendations<T>(
  level: ReadinessLevel,
  recommendations: TieredRecommendations<T>,
): readonly T[] {
  return recommendations[recommendationTier(level)];
}
