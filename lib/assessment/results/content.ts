import type {
  CategoryScore,
  ReadinessLevel,
  TieredRecommendations,
} from '@/lib/assessment/scoring';
import type { AssessmentCategory, AssessmentSettings } from '@/lib/content/types';

/** How a readiness level is keyed in the content and the dictionaries. */
export type LevelKey = 'high' | 'moderate' | 'low' | 'veryLow';

const LEVEL_KEYS: Readonly<Record<ReadinessLevel, LevelKey>> = {
  High: 'high',
  Moderate: 'moderate',
  Low: 'low',
  'Very Low': 'veryLow',
};

export function levelKey(level: ReadinessLevel): LevelKey {
  return LEVEL_KEYS[level];
}

type ResultsCategory = {
  key: AssessmentCategory['key'];
  title: string;
  /** The chart's label, where the full title would not fit. */
  shortTitle: string;
  description: string;
  levelExplanations: Readonly<Record<LevelKey, string>>;
  recommendations: TieredRecommendations<string>;
};

type LevelCopy = { title: string; explanation: string };

/** The content the results page and the report need, already in the visitor's language. */
export type ResultsContent = {
  categories: ResultsCategory[];
  /** Null when the settings document is missing; the dictionary's level names stand in. */
  overallLevels: Readonly<Record<LevelKey, LevelCopy>> | null;
};

export function toResultsContent(
  categories: AssessmentCategory[],
  settings: AssessmentSettings,
): ResultsContent {
  return {
    categories: categories.map(
      ({ key, title, shortTitle, description, levelExplanations, recommendations }) => ({
        key,
        title,
        shortTitle,
        description,
        levelExplanations,
        recommendations: {
          improvement: recommendations.improvement.map(({ text }) => text),
          refinement: recommendations.refinement.map(({ text }) => text),
          leadership: recommendations.leadership.map(({ text }) => text),
        },
      }),
    ),
    overallLevels: settings?.overallLevels ?? null,
  };
}

export type ScoredCategory = { category: ResultsCategory; score: CategoryScore };

/** The result's category scores in the content's order, each with its texts. */
export function scoredCategories(
  content: ResultsContent,
  categoryScores: readonly CategoryScore[],
): ScoredCategory[] {
  return content.categories.flatMap((category) => {
    const score = categoryScores.find((entry) => entry.category === category.key);
    return score ? [{ category, score }] : [];
  });
}
