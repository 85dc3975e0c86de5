export { answersSchema, parseAnswers } from './answers-schema';
export { scorePercentage } from './percentage';
export { readinessLevel, readinessLevelForScore } from './readiness-level';
export {
  recommendationTier,
  selectRecommendations,
  type TieredRecommendations,
} from './recommendations';
export { ringColour, type RingColour } from './ring-colour';
export { scoreAssessment } from './score-assessment';
export {
  CATEGORY_KEYS,
  OPTION_LETTERS,
  type Answers,
  type AssessmentScore,
  type CategoryKey,
  type CategoryScore,
  type KeyedScoringQuestion,
  type OptionLetter,
  type ReadinessLevel,
  type ScoringQuestion,
} from './types';
