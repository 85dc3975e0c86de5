import type { CompanySize } from './company';

/** A readiness level as the results show it; these exact strings are stored in assessment_results. */
export type ReadinessLevel = 'High' | 'Moderate' | 'Low' | 'Very Low';

/** One category's part of a result, as scoring computes it and the database stores it. */
export type CategoryScore = {
  category: string;
  score: number;
  maxScore: number;
  readinessLevel: ReadinessLevel;
  percentage: number;
};

/** A whole result: the total, its level and each category's score. */
export type AssessmentScore = {
  totalScore: number;
  maxPossibleScore: number;
  percentage: number;
  overallReadinessLevel: ReadinessLevel;
  categoryScores: CategoryScore[];
};

/** Everyone's results, or one company size's: how many scored what, per total and category. */
export type BenchmarkGroup = {
  group: 'all' | CompanySize;
  /** Mailboxes in the group, each counted by its latest result. */
  members: number;
  /** `total` or a category key → score → how many scored it. */
  scores: Record<string, Record<string, number>>;
};
