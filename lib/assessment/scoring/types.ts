import type { OptionLetter } from '@/lib/model/assessment-shape';

export {
  CATEGORY_KEYS,
  OPTION_LETTERS,
  type CategoryKey,
  type OptionLetter,
} from '@/lib/model/assessment-shape';

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
