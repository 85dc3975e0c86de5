export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

export const CATEGORY_KEYS = ['leadership', 'organization', 'data', 'financial', 'risk'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

// These exact strings are stored in assessment_results.
export type ReadinessLevel = 'High' | 'Moderate' | 'Low' | 'Very Low';

export type ScoringOption = {
  letter: OptionLetter;
  points: number;
};

export type ScoringQuestion = {
  number: number;
  category: string;
  options: readonly ScoringOption[];
};

export type Answers = Record<number, OptionLetter>;

export type CategoryScore = {
  category: string;
  score: number;
  maxScore: number;
  readinessLevel: ReadinessLevel;
  percentage: number;
};

export type AssessmentScore = {
  totalScore: number;
  maxPossibleScore: number;
  percentage: number;
  overallReadinessLevel: ReadinessLevel;
  categoryScores: CategoryScore[];
};
