import type { CompanySize } from './company';
import type { SectorGroup } from './sector';

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

/**
 * Where one result stands in a group, as the database answers it: never a count of scores, only
 * the group's size rounded down to tens and the share of the group that scored lower, rounded to
 * 5 %. Ties are not "ahead".
 */
export type Standing = {
  group: 'all' | CompanySize | SectorGroup;
  /** Mailboxes in the group, at least: the exact count is rounded down to tens. */
  members: number;
  /** The percent of the group's members with a lower score, a multiple of 5. */
  percentAhead: number;
};

/**
 * A result's standings: its company size's group, then its sector's, each when shown, then
 * everyone's.
 */
export type ResultStandings = {
  overall: Standing[];
  categories: Record<string, Standing[]>;
};
