import type { CategoryScore, ResultStandings, Standing } from '@/lib/model';

export type { ResultStandings, Standing };

/** The mailbox's earlier confirmed result, as the progress since reads it: only its owner's. */
export type PreviousResult = {
  completedAt: string;
  percentage: number;
  categoryScores: { category: string; percentage: number }[];
};

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
