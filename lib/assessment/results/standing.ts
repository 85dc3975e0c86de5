import type { BenchmarkGroup, CategoryScore, CompanySize } from '@/lib/model';

/**
 * Where one result stands in a group: the share of the group's members with a lower score, and
 * the group's size. Ties are not "ahead"; the result's own mailbox is a member once the counts
 * include it, as any independent count of the stored results would.
 */
export type Standing = {
  group: 'all' | CompanySize;
  members: number;
  /** Whole percent of the members who scored lower. */
  percentAhead: number;
};

/** A result's standings: its company size's group first, when shown, then everyone's. */
export type ResultStandings = {
  overall: Standing[];
  categories: Record<string, Standing[]>;
};

/** The earlier result of the same mailbox, as the progress since reads it. */
export type PreviousResult = {
  completedAt: string;
  percentage: number;
  categoryScores: { category: string; percentage: number }[];
};

/** The whole percent of `members` whose score, in `counts` (score → how many), is below `score`. */
export function percentAhead(
  counts: Readonly<Record<string, number>>,
  members: number,
  score: number,
): number {
  if (members <= 0) return 0;
  let below = 0;
  for (const [value, count] of Object.entries(counts)) {
    if (Number(value) < score) below += count;
  }
  return Math.round((100 * below) / members);
}

/**
 * The standings of a result in the groups the database answered (each one large enough already):
 * its company size's, when known and answered, then everyone's. Null when neither was answered.
 */
export function standingsOf(
  groups: readonly BenchmarkGroup[],
  result: { totalScore: number; categoryScores: readonly CategoryScore[] },
  companySize: CompanySize | null,
): ResultStandings | null {
  const shown = [
    groups.find(({ group }) => companySize !== null && group === companySize),
    groups.find(({ group }) => group === 'all'),
  ].filter((group): group is BenchmarkGroup => group !== undefined);
  if (shown.length === 0) return null;
  const standing = (metric: string, score: number) =>
    shown.map(({ group, members, scores }) => ({
      group,
      members,
      percentAhead: percentAhead(scores[metric] ?? {}, members, score),
    }));
  return {
    overall: standing('total', result.totalScore),
    categories: Object.fromEntries(
      result.categoryScores.map(({ category, score }) => [category, standing(category, score)]),
    ),
  };
}

/** The earlier result as the progress reads it: its date and its percentages. */
export function previousResultOf(previous: {
  createdAt: string;
  percentage: number;
  categoryScores: readonly CategoryScore[];
}): PreviousResult {
  return {
    completedAt: previous.createdAt,
    percentage: previous.percentage,
    categoryScores: previous.categoryScores.map(({ category, percentage }) => ({
      category,
      percentage,
    })),
  };
}
