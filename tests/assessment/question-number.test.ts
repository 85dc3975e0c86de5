import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assessmentShape,
  CATEGORY_FIGURES,
  categoryOfQuestion,
  positionFromNumber,
  QUESTION_COUNT,
  questionNumber,
  shapeFigures,
  withQuestionNumbers,
} from '@/lib/model/assessment-shape';

// Content keys a question by its category and position; the wizard, the answers, the stored
// answers' order and the funnel count in one number derived from the shape.

describe('questionNumber', () => {
  it('numbers the questions 1 to the last across the categories, in the wizard’s order', () => {
    const numbers = CATEGORY_FIGURES.flatMap(({ key, questions }) =>
      Array.from({ length: questions }, (_, index) => questionNumber(key, index + 1)),
    );
    expect(numbers).toEqual(Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1));
    expect(questionNumber('organization', 1)).toBe(CATEGORY_FIGURES[0]!.questions + 1);
  });

  it('is the inverse of the category a number falls in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: QUESTION_COUNT }), (number) => {
        const category = categoryOfQuestion(number)!;
        const position = positionFromNumber(category, number)!;
        expect(questionNumber(category, position)).toBe(number);
      }),
    );
  });

  it('has no number for a question the shape does not have', () => {
    const [first] = CATEGORY_FIGURES;
    expect(questionNumber(first!.key, first!.questions + 1)).toBeUndefined();
    expect(questionNumber(first!.key, 0)).toBeUndefined();
    expect(questionNumber(first!.key, 1.5)).toBeUndefined();
    expect(questionNumber(first!.key, null)).toBeUndefined();
    expect(questionNumber('sustainability', 1)).toBeUndefined();
    expect(questionNumber(null, 1)).toBeUndefined();
  });

  it('counts in the shape it is given: one more question in the first category moves the rest', () => {
    const grown = shapeFigures({
      ...assessmentShape,
      categories: assessmentShape.categories.map((category, index) =>
        index === 0 ? { ...category, questions: category.questions + 1 } : category,
      ),
    }).categories;
    const [first, second] = grown;
    expect(questionNumber(first!.key, first!.questions, grown)).toBe(first!.questions);
    expect(questionNumber(second!.key, 1, grown)).toBe(first!.questions + 1);
  });
});

describe('positionFromNumber', () => {
  it('gives the position an older Studio’s number meant in the category it names', () => {
    const [, second] = CATEGORY_FIGURES;
    expect(positionFromNumber(second!.key, second!.firstQuestion)).toBe(1);
    expect(positionFromNumber(second!.key, second!.lastQuestion)).toBe(second!.questions);
    // A number outside the category gives a position the shape check names.
    expect(positionFromNumber(second!.key, second!.lastQuestion + 1)).toBe(second!.questions + 1);
    expect(positionFromNumber('sustainability', 3)).toBeUndefined();
  });
});

describe('withQuestionNumbers', () => {
  it('numbers and orders the questions, and leaves out those the shape has no number for', () => {
    const last = CATEGORY_FIGURES.at(-1)!;
    const questions = [
      { id: 'last', category: last.key, position: last.questions },
      { id: 'past', category: last.key, position: last.questions + 1 },
      { id: 'first', category: CATEGORY_FIGURES[0]!.key, position: 1 },
      { id: 'unplaced', category: last.key, position: null },
      { id: 'unknown', category: 'sustainability', position: 1 },
    ];
    expect(withQuestionNumbers(questions)).toEqual([
      { id: 'first', category: CATEGORY_FIGURES[0]!.key, position: 1, number: 1 },
      { id: 'last', category: last.key, position: last.questions, number: QUESTION_COUNT },
    ]);
  });
});
