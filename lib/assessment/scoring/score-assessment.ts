import { scorePercentage } from './percentage';
import { readinessLevelForScore } from './readiness-level';
import type { AssessmentScore, CategoryScore, ScoringQuestion } from './types';

type ScoringError = 'incomplete' | 'unknown-question' | 'invalid-option';

export type ScoringResult =
  { ok: true; score: AssessmentScore } | { ok: false; error: ScoringError };

// Answers are typed loosely on purpose: this is where untrusted letters are checked against the
// canonical questions, and only the questions' own points are ever summed.
export function scoreAssessment(
  questions: readonly ScoringQuestion[],
  answers: Readonly<Record<number, string>>,
): ScoringResult {
  const questionNumbers = new Set(questions.map((question) => String(question.number)));
  if (Object.keys(answers).some((key) => !questionNumbers.has(key))) {
    return { ok: false, error: 'unknown-question' };
  }

  const totals = new Map<string, { score: number; maxScore: number }>();
  for (const question of questions) {
    const letter = answers[question.number];
    if (letter === undefined) return { ok: false, error: 'incomplete' };
    const chosen = question.options.find((option) => option.letter === letter);
    if (!chosen) return { ok: false, error: 'invalid-option' };

    const category = totals.get(question.category) ?? { score: 0, maxScore: 0 };
    category.score += chosen.points;
    category.maxScore += Math.max(...question.options.map((option) => option.points));
    totals.set(question.category, category);
  }

  const categoryScores: CategoryScore[] = [...totals].map(([category, { score, maxScore }]) => ({
    category,
    score,
    maxScore,
    readinessLevel: readinessLevelForScore(score, maxScore),
    percentage: scorePercentage(score, maxScore),
  }));
  const totalScore = sum(categoryScores.map((category) => category.score));
  const maxPossibleScore = sum(categoryScores.map((category) => category.maxScore));

  return {
    ok: true,
    score: {
      totalScore,
      maxPossibleScore,
      percentage: scorePercentage(totalScore, maxPossibleScore),
      overallReadinessLevel: readinessLevelForScore(totalScore, maxPossibleScore),
      categoryScores,
    },
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
