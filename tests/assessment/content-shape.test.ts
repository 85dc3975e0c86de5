import { describe, expect, it } from 'vitest';
import {
  contentShapeMismatch,
  contentShapeMismatchLine,
  type PublishedQuestion,
} from '@/lib/assessment/content-shape';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { ASSESSMENT_QUESTIONS_QUERY } from '@/lib/content/queries';
import { assessmentShape, type AssessmentShape } from '@/lib/model/assessment-shape';
import { assessmentQuestions } from '../support/assessment-fixture';

// Scoring and the answers' schema follow the shape in code; the questions come from the Studio.
// Every way the two can part is named, so the operator knows what to publish or deploy.

const seedQuestions = await queryLocalDataset<PublishedQuestion[]>(ASSESSMENT_QUESTIONS_QUERY, {
  locale: 'en',
});

/** The shape's questions with one of them changed. */
function withQuestion(number: number, change: Partial<PublishedQuestion>): PublishedQuestion[] {
  return assessmentQuestions.map((question) =>
    question.number === number ? { ...question, ...change } : question,
  );
}

describe('contentShapeMismatch', () => {
  it('finds nothing to say of the seed’s questions, nor of the test fixtures’', () => {
    expect(seedQuestions).toHaveLength(assessmentQuestions.length);
    expect(contentShapeMismatch(seedQuestions)).toBeNull();
    expect(contentShapeMismatch(assessmentQuestions)).toBeNull();
  });

  it('names a category with more questions than the shape, and the question past its range', () => {
    const extra = { number: 21, category: 'risk', options: assessmentQuestions[0]!.options };
    expect(contentShapeMismatch([...seedQuestions, extra])).toBe(
      'category "risk" has 5 questions published, the shape 4; ' +
        'question 21 is in "risk", whose questions are 17 to 20',
    );
  });

  it('names a category with fewer questions than the shape, and the missing number', () => {
    const published = assessmentQuestions.filter((question) => question.number !== 6);
    expect(contentShapeMismatch(published)).toBe(
      'category "organization" has 3 questions published, the shape 4; question 6 is not published',
    );
  });

  it('names a question published twice', () => {
    expect(contentShapeMismatch([...assessmentQuestions, assessmentQuestions[2]!])).toBe(
      'category "leadership" has 5 questions published, the shape 4; ' +
        'question 3 is published more than once',
    );
  });

  it('names a question numbered outside its category’s range', () => {
    // Question 5 filed under leadership, whose questions are 1 to 4: both categories disagree.
    expect(contentShapeMismatch(withQuestion(5, { category: 'leadership' }))).toBe(
      'category "leadership" has 5 questions published, the shape 4; ' +
        'category "organization" has 3 questions published, the shape 4; ' +
        'question 5 is in "leadership", whose questions are 1 to 4',
    );
  });

  it('names a question without a number', () => {
    expect(contentShapeMismatch(withQuestion(7, { number: null }))).toBe(
      'question (no number) is in "organization", whose questions are 5 to 8; ' +
        'question 7 is not published',
    );
  });

  it('names a category the shape does not have', () => {
    expect(contentShapeMismatch(withQuestion(20, { category: 'sustainability' }))).toBe(
      'category "risk" has 3 questions published, the shape 4; ' +
        'question 20 is in "sustainability", a category the shape does not have',
    );
    expect(contentShapeMismatch(withQuestion(20, { category: null }))).toContain(
      'question 20 is in no category, a category the shape does not have',
    );
  });

  it('names a question whose options differ in letters or in points', () => {
    const options = assessmentQuestions[0]!.options;
    expect(contentShapeMismatch(withQuestion(3, { options: options.slice(0, 3) }))).toBe(
      'question 3 offers A 4, B 3, C 2, the shape A 4, B 3, C 2, D 1',
    );
    const fivePoints = options.map((option) =>
      option.letter === 'A' ? { ...option, points: 5 } : option,
    );
    expect(contentShapeMismatch(withQuestion(3, { options: fivePoints }))).toBe(
      'question 3 offers A 5, B 3, C 2, D 1, the shape A 4, B 3, C 2, D 1',
    );
    const renamed = options.map((option) =>
      option.letter === 'D' ? { ...option, letter: 'E' } : option,
    );
    expect(contentShapeMismatch(withQuestion(3, { options: renamed }))).toBe(
      'question 3 offers A 4, B 3, C 2, E 1, the shape A 4, B 3, C 2, D 1',
    );
    expect(contentShapeMismatch(withQuestion(3, { options: null }))).toBe(
      'question 3 offers no options, the shape A 4, B 3, C 2, D 1',
    );
  });

  it('lets the Studio show the options in any order', () => {
    const reversed = [...assessmentQuestions[0]!.options].reverse();
    expect(contentShapeMismatch(withQuestion(3, { options: reversed }))).toBeNull();
  });

  it('names the first three disagreements and counts the rest, on one line', () => {
    const mismatch = contentShapeMismatch([]) ?? '';
    expect(mismatch).toBe(
      'category "leadership" has 0 questions published, the shape 4; ' +
        'category "organization" has 0 questions published, the shape 4; ' +
        'category "data" has 0 questions published, the shape 4; and 22 more',
    );
    expect(contentShapeMismatchLine(mismatch)).toBe(
      `[assessment] the published questions do not match the assessment's shape: ${mismatch}`,
    );
    expect(contentShapeMismatchLine(mismatch)).not.toContain('\n');
  });

  it('quotes a category the Studio wrote, cut short, so a log line stays one line', () => {
    const mismatch = contentShapeMismatch(
      withQuestion(1, { category: `evil\n${'x'.repeat(200)}` }),
    );
    expect(mismatch).toContain('question 1 is in "evil\\nxxx');
    expect(mismatch).not.toContain('\n');
    expect(mismatch!.length).toBeLessThan(300);
  });

  it('compares with the shape it is given: one more question in code, none yet published', () => {
    const nextShape: AssessmentShape = {
      ...assessmentShape,
      categories: assessmentShape.categories.map((category) =>
        category.key === 'risk' ? { ...category, questions: 5 } : category,
      ),
    };
    expect(contentShapeMismatch(seedQuestions, nextShape)).toBe(
      'category "risk" has 4 questions published, the shape 5; question 21 is not published',
    );
  });
});
