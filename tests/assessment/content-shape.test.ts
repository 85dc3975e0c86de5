import { describe, expect, it } from 'vitest';
import {
  contentShapeMismatch,
  contentShapeMismatchLine,
  type PublishedQuestion,
} from '@/lib/assessment/content-shape';
import { keyedQuestions } from '@/lib/content/assessment-questions';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { ASSESSMENT_QUESTIONS_QUERY } from '@/lib/content/queries';
import { assessmentShape, type AssessmentShape } from '@/lib/model/assessment-shape';
import type { ASSESSMENT_QUESTIONS_QUERY_RESULT } from '@/sanity.types';
import { assessmentQuestions } from '../support/assessment-fixture';

// Scoring and the answers' schema follow the shape in code; the questions come from the Studio.
// Every way the two can part is named, so the operator knows what to publish or deploy.

const seedQuestions = keyedQuestions(
  await queryLocalDataset<ASSESSMENT_QUESTIONS_QUERY_RESULT>(ASSESSMENT_QUESTIONS_QUERY, {
    locale: 'en',
  }),
);

/** The shape's questions with the one of the category and position given changed. */
function withQuestion(
  category: string,
  position: number,
  change: Partial<PublishedQuestion>,
): PublishedQuestion[] {
  return assessmentQuestions.map((question) =>
    question.category === category && question.position === position
      ? { ...question, ...change }
      : question,
  );
}

describe('contentShapeMismatch', () => {
  it('finds nothing to say of the seed’s questions, nor of the test fixtures’', () => {
    expect(seedQuestions).toHaveLength(assessmentQuestions.length);
    expect(contentShapeMismatch(seedQuestions)).toBeNull();
    expect(contentShapeMismatch(assessmentQuestions)).toBeNull();
  });

  it('names a question past its category’s count: a 21st question published before its code', () => {
    const extra = { category: 'risk', position: 5, options: assessmentQuestions[0]!.options };
    expect(contentShapeMismatch([...seedQuestions, extra])).toBe(
      'position 5 is beyond the 4 questions of "risk"',
    );
  });

  it('names the positions a category is missing', () => {
    const published = assessmentQuestions.filter(
      (question) => !(question.category === 'organization' && question.position === 2),
    );
    expect(contentShapeMismatch(published)).toBe('category "organization" is missing position 2');
  });

  it('names a position published twice, and three times', () => {
    const third = assessmentQuestions[2]!;
    expect(contentShapeMismatch([...assessmentQuestions, third])).toBe(
      'category "leadership" has position 3 published twice',
    );
    expect(contentShapeMismatch([...assessmentQuestions, third, third])).toBe(
      'category "leadership" has position 3 published 3 times',
    );
  });

  it('names a question moved to another category: one category has too many, the other a gap', () => {
    expect(
      contentShapeMismatch(
        withQuestion('organization', 1, { category: 'leadership', position: 5 }),
      ),
    ).toBe(
      'position 5 is beyond the 4 questions of "leadership"; ' +
        'category "organization" is missing position 1',
    );
  });

  it('names a question without a position, or with one that does not count from 1', () => {
    expect(contentShapeMismatch(withQuestion('organization', 3, { position: null }))).toBe(
      'category "organization" has a question without a position; ' +
        'category "organization" is missing position 3',
    );
    expect(contentShapeMismatch(withQuestion('data', 1, { position: 0 }))).toBe(
      'position 0 of "data" is not a position: they count from 1; ' +
        'category "data" is missing position 1',
    );
    expect(contentShapeMismatch(withQuestion('data', 1, { position: 1.5 }))).toBe(
      'position 1.5 of "data" is not a position: they count from 1; ' +
        'category "data" is missing position 1',
    );
  });

  it('names a category the shape does not have', () => {
    expect(contentShapeMismatch(withQuestion('risk', 4, { category: 'sustainability' }))).toBe(
      'category "risk" is missing position 4; ' +
        'position 4 of "sustainability" is in a category the shape does not have',
    );
    expect(contentShapeMismatch(withQuestion('risk', 4, { category: null }))).toContain(
      'position 4 of no category is in a category the shape does not have',
    );
  });

  it('names a question whose options differ in letters or in points', () => {
    const options = assessmentQuestions[0]!.options;
    expect(
      contentShapeMismatch(withQuestion('leadership', 3, { options: options.slice(0, 3) })),
    ).toBe('position 3 of "leadership" offers A 4, B 3, C 2, the shape A 4, B 3, C 2, D 1');
    const fivePoints = options.map((option) =>
      option.letter === 'A' ? { ...option, points: 5 } : option,
    );
    expect(contentShapeMismatch(withQuestion('leadership', 3, { options: fivePoints }))).toBe(
      'position 3 of "leadership" offers A 5, B 3, C 2, D 1, the shape A 4, B 3, C 2, D 1',
    );
    const renamed = options.map((option) =>
      option.letter === 'D' ? { ...option, letter: 'E' } : option,
    );
    expect(contentShapeMismatch(withQuestion('leadership', 3, { options: renamed }))).toBe(
      'position 3 of "leadership" offers A 4, B 3, C 2, E 1, the shape A 4, B 3, C 2, D 1',
    );
    expect(contentShapeMismatch(withQuestion('leadership', 3, { options: null }))).toBe(
      'position 3 of "leadership" offers no options, the shape A 4, B 3, C 2, D 1',
    );
  });

  it('lets the Studio show the options in any order', () => {
    const reversed = [...assessmentQuestions[0]!.options].reverse();
    expect(contentShapeMismatch(withQuestion('leadership', 3, { options: reversed }))).toBeNull();
  });

  it('names the first three disagreements and counts the rest, on one line', () => {
    const mismatch = contentShapeMismatch([]) ?? '';
    expect(mismatch).toBe(
      'category "leadership" is missing positions 1, 2, 3 and 4; ' +
        'category "organization" is missing positions 1, 2, 3 and 4; ' +
        'category "data" is missing positions 1, 2, 3 and 4; and 2 more',
    );
    expect(contentShapeMismatchLine(mismatch)).toBe(
      `[assessment] the published questions do not match the assessment's shape: ${mismatch}`,
    );
    expect(contentShapeMismatchLine(mismatch)).not.toContain('\n');
  });

  it('quotes a category the Studio wrote, cut short, so a log line stays one line', () => {
    const mismatch = contentShapeMismatch(
      withQuestion('leadership', 1, { category: `evil\n${'x'.repeat(200)}` }),
    );
    expect(mismatch).toContain('position 1 of "evil\\nxxx');
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
      'category "risk" is missing position 5',
    );
  });
});

describe('a dataset an older Studio numbered, not yet migrated', () => {
  it('reads each question’s position from its number, and passes the shape check', () => {
    const numbered = assessmentQuestions.map(({ category, number, options }) => ({
      category,
      position: null,
      legacyNumber: number,
      options,
    }));
    const keyed = keyedQuestions(numbered);
    expect(keyed.map(({ category, position }) => [category, position])).toEqual(
      assessmentQuestions.map(({ category, position }) => [category, position]),
    );
    expect(contentShapeMismatch(keyed)).toBeNull();
  });

  it('names a number outside its category’s range as a position past its count', () => {
    // Question 21 filed under risk, whose questions an older Studio numbered 17 to 20.
    const extra = {
      category: 'risk',
      position: null,
      legacyNumber: 21,
      options: assessmentQuestions[0]!.options,
    };
    expect(contentShapeMismatch([...assessmentQuestions, ...keyedQuestions([extra])])).toBe(
      'position 5 is beyond the 4 questions of "risk"',
    );
  });

  it('prefers the position where a migrated question has both', () => {
    const [question] = keyedQuestions([
      { category: 'data', position: 2, legacyNumber: 9, options: [] },
    ]);
    expect(question).toEqual({ category: 'data', position: 2, options: [] });
  });
});
