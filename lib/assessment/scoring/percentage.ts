// A question list without points is a content error; it must not put NaN in a stored result.
export function scorePercentage(score: number, maxScore: number): number {
  if (maxScore <= 0) return 0;
  return Math.round((score * 10_000) / maxScore) / 100;
}
