import type {
  Answers,
  OptionLetter,
  ScoringQuestion,
  TieredRecommendations,
} from '@/lib/assessment/scoring';
import {
  assessmentShape,
  CATEGORY_FIGURES,
  OPTION_LETTERS,
  OPTION_POINTS,
} from '@/lib/model/assessment-shape';

export const POINTS_BY_LETTER = OPTION_POINTS;

const FEWEST_POINTS = Math.min(...assessmentShape.options.map((option) => option.points));
const MOST_POINTS = Math.max(...assessmentShape.options.map((option) => option.points));
const FIRST_CATEGORY_QUESTIONS = CATEGORY_FIGURES[0]!.questions;

// The questions of the assessment's shape, keyed by category and position as in the real content,
// with the numbers the server derives from those keys.
export const assessmentQuestions: (ScoringQuestion & { position: number })[] =
  CATEGORY_FIGURES.flatMap(({ key, questions, firstQuestion }) =>
    Array.from({ length: questions }, (_, offset) => ({
      number: firstQuestion + offset,
      category: key,
      position: offset + 1,
      options: OPTION_LETTERS.map((letter) => ({ letter, points: POINTS_BY_LETTER[letter] })),
    })),
  );

export function letterForPoints(points: number): OptionLetter {
  const letter = OPTION_LETTERS.find((candidate) => POINTS_BY_LETTER[candidate] === points);
  if (!letter) throw new Error(`No option is worth ${points} points`);
  return letter;
}

export function answersFromLetters(letters: readonly OptionLetter[]): Answers {
  return Object.fromEntries(letters.map((letter, index) => [index + 1, letter]));
}

export function uniformAnswers(letter: OptionLetter): Answers {
  return answersFromLetters(assessmentQuestions.map(() => letter));
}

// Spreads the points above the minimum over the questions, each within its options' points.
export function pointsSpreadOver(questionCount: number, total: number): number[] {
  const step = MOST_POINTS - FEWEST_POINTS;
  let extra = total - questionCount * FEWEST_POINTS;
  if (extra < 0 || extra > questionCount * step) throw new Error(`Cannot reach ${total} points`);
  return Array.from({ length: questionCount }, () => {
    const added = Math.min(step, extra);
    extra -= added;
    return FEWEST_POINTS + added;
  });
}

export function answersWithTotal(total: number): Answers {
  return answersFromLetters(
    pointsSpreadOver(assessmentQuestions.length, total).map(letterForPoints),
  );
}

// The first category scores `categoryScore`; every other question is answered B.
export function answersWithFirstCategoryScore(categoryScore: number): Answers {
  const firstCategory = pointsSpreadOver(FIRST_CATEGORY_QUESTIONS, categoryScore).map(
    letterForPoints,
  );
  const rest = assessmentQuestions.slice(FIRST_CATEGORY_QUESTIONS).map((): OptionLetter => 'B');
  return answersFromLetters([...firstCategory, ...rest]);
}

export const tieredRecommendations: TieredRecommendations<string> = {
  improvement: ['Improve one', 'Improve two', 'Improve three'],
  refinement: ['Refine one', 'Refine two', 'Refine three'],
  leadership: ['Lead one', 'Lead two'],
};
