import type { OptionLetter } from '@/lib/model/assessment-shape';

export {
  CATEGORY_KEYS,
  OPTION_LETTERS,
  type CategoryKey,
  type OptionLetter,
} from '@/lib/model/assessment-shape';

export type { AssessmentScore, CategoryScore, ReadinessLevel } from '@/lib/model/scores';

type ScoringOption = {
  letter: OptionLetter;
  points: number;
};

/**
 * A question as content keys it, by its category and its position there, before its number is
 * derived (lib/model/assessment-shape): what the server loads, checks against the shape, then numbers.
 */
export type KeyedScoringQuestion = {
  category: string | null;
  position: number | null;
  options: readonly ScoringOption[];
};

export type ScoringQuestion = {
  number: number;
  category: string;
  options: readonly ScoringOption[];
};

export type Answers = Record<number, OptionLetter>;
