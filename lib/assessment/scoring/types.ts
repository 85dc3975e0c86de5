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

export type ScoringQuestion = {
  number: number;
  category: string;
  options: readonly ScoringOption[];
};

export type Answers = Record<number, OptionLetter>;
