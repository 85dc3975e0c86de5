import {
  CATEGORY_KEYS,
  OPTION_LETTERS,
  type Answers,
  type OptionLetter,
  type ScoringQuestion,
  type TieredRecommendations,
} from '@/lib/assessment/scoring';

export const POINTS_BY_LETTER: Readonly<Record<OptionLetter, number>> = { A: 4, B: 3, C: 2, D: 1 };

const QUESTIONS_PER_CATEGORY = 4;

// Five categories of four questions, numbered 1..20 in category order, as in the real content.
export const assessmentQuestions: ScoringQuestion[] = CATEGORY_KEYS.flatMap((category, index) =>
  Array.from({ length: QUESTIONS_PER_CATEGORY }, (_, offset) => ({
    number: index * QUESTIONS_PER_CATEGORY + offset + 1,
    category,
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

// Spreads the points above the minimum (1 per question) over the questions, 4 points at most each.
export function pointsSpreadOver(questionCount: number, total: number): number[] {
  let extra = total - questionCount;
  if (extra < 0 || extra > questionCount * 3) throw new Error(`Cannot reach ${total} points`);
  return Array.from({ length: questionCount }, () => {
    const added = Math.min(3, extra);
    extra -= added;
    return 1 + added;
  });
}

export function answersWithTotal(total: number): Answers {
  return answersFromLetters(
    pointsSpreadOver(assessmentQuestions.length, total).map(letterForPoints),
  );
}

// The first category scores `categoryScore` out of 16; every other question is answered B.
export function answersWithFirstCategoryScore(categoryScore: number): Answers {
  const firstCategory = pointsSpreadOver(QUESTIONS_PER_CATEGORY, categoryScore).map(
    letterForPoints,
  );
  const rest = assessmentQuestions.slice(QUESTIONS_PER_CATEGORY).map((): OptionLetter => 'B');
  return answersFromLetters([...firstCategory, ...rest]);
}

export const tieredRecommendations: TieredRecommendations<string> = {
  improvement: ['Improve one', 'Improve two', 'Improve three'],
  refinement: ['Refine one', 'Refine two', 'Refine three'],
  leadership: ['Lead one', 'Lead two'],
};
