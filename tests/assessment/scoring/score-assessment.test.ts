import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_KEYS,
  OPTION_LETTERS,
  parseAnswers,
  scoreAssessment,
  type AssessmentScore,
  type Answers,
  type OptionLetter,
  type ScoringQuestion,
} from '@/lib/assessment/scoring';
import {
  POINTS_BY_LETTER,
  answersFromLetters,
  assessmentQuestions,
  uniformAnswers,
} from '@/tests/support/assessment-fixture';

function score(answers: Answers, questions: readonly ScoringQuestion[] = assessmentQuestions) {
  const result = scoreAssessment(questions, answers);
  if (!result.ok) throw new Error(`Expected a score, got ${result.error}`);
  return result.score;
}

const lettersArbitrary = fc.array(fc.constantFrom(...OPTION_LETTERS), {
  minLength: 20,
  maxLength: 20,
});

function categoryScoreOf(result: AssessmentScore, category: string): number {
  const found = result.categoryScores.find((entry) => entry.category === category);
  if (!found) throw new Error(`Missing category ${category}`);
  return found.score;
}

describe('scoreAssessment', () => {
  it('scores all A as 80 of 80, 100 %, High in every category', () => {
    expect(score(uniformAnswers('A'))).toEqual({
      totalScore: 80,
      maxPossibleScore: 80,
      percentage: 100,
      overallReadinessLevel: 'High',
      categoryScores: CATEGORY_KEYS.map((category) => ({
        category,
        score: 16,
        maxScore: 16,
        readinessLevel: 'High',
        percentage: 100,
      })),
    });
  });

  it('scores all D as 20 of 80, 25 %, Very Low in every category', () => {
    expect(score(uniformAnswers('D'))).toEqual({
      totalScore: 20,
      maxPossibleScore: 80,
      percentage: 25,
      overallReadinessLevel: 'Very Low',
      categoryScores: CATEGORY_KEYS.map((category) => ({
        category,
        score: 4,
        maxScore: 16,
        readinessLevel: 'Very Low',
        percentage: 25,
      })),
    });
  });

  it('keeps the total within 20 to 80 and equal to the points of the chosen options', () => {
    fc.assert(
      fc.property(lettersArbitrary, (letters) => {
        const { totalScore } = score(answersFromLetters(letters));
        expect(totalScore).toBeGreaterThanOrEqual(20);
        expect(totalScore).toBeLessThanOrEqual(80);
        expect(totalScore).toBe(letters.reduce((sum, letter) => sum + POINTS_BY_LETTER[letter], 0));
      }),
    );
  });

  it('makes the total the sum of the category scores, each out of 16', () => {
    fc.assert(
      fc.property(lettersArbitrary, (letters) => {
        const result = score(answersFromLetters(letters));
        expect(result.categoryScores.map((entry) => entry.category)).toEqual(CATEGORY_KEYS);
        expect(result.categoryScores.every((entry) => entry.maxScore === 16)).toBe(true);
        expect(result.categoryScores.reduce((sum, entry) => sum + entry.score, 0)).toBe(
          result.totalScore,
        );
      }),
    );
  });

  it('gives the percentage as total / 80 × 100, rounded to 2 decimals', () => {
    fc.assert(
      fc.property(lettersArbitrary, (letters) => {
        const result = score(answersFromLetters(letters));
        expect(result.percentage).toBe(Number(((result.totalScore / 80) * 100).toFixed(2)));
        for (const entry of result.categoryScores) {
          expect(entry.percentage).toBe(Number(((entry.score / 16) * 100).toFixed(2)));
        }
      }),
    );
  });

  it('never lowers the total or any category when one answer becomes a better letter', () => {
    fc.assert(
      fc.property(
        lettersArbitrary,
        fc.integer({ min: 0, max: 19 }),
        fc.constantFrom(...OPTION_LETTERS),
        (letters, index, candidate) => {
          const current = letters[index] ?? 'D';
          const better: OptionLetter =
            POINTS_BY_LETTER[candidate] > POINTS_BY_LETTER[current] ? candidate : current;
          const before = score(answersFromLetters(letters));
          const after = score(answersFromLetters(letters.with(index, better)));

          expect(after.totalScore - before.totalScore).toBe(
            POINTS_BY_LETTER[better] - POINTS_BY_LETTER[current],
          );
          for (const category of CATEGORY_KEYS) {
            expect(categoryScoreOf(after, category)).toBeGreaterThanOrEqual(
              categoryScoreOf(before, category),
            );
          }
        },
      ),
    );
  });

  it('lists categories in the order they first appear in the questions', () => {
    const result = score(uniformAnswers('B'), assessmentQuestions.toReversed());
    expect(result.categoryScores.map((entry) => entry.category)).toEqual(
      CATEGORY_KEYS.toReversed(),
    );
  });

  it('scores any question list against its own maximum points', () => {
    const questions: ScoringQuestion[] = [
      {
        number: 7,
        category: 'custom',
        options: [
          { letter: 'A', points: 2 },
          { letter: 'B', points: 1 },
          { letter: 'C', points: 0 },
        ],
      },
      { number: 9, category: 'custom', options: [{ letter: 'A', points: 1 }] },
    ];
    expect(score({ 7: 'B', 9: 'A' }, questions)).toEqual({
      totalScore: 2,
      maxPossibleScore: 3,
      percentage: 66.67,
      overallReadinessLevel: 'Moderate',
      categoryScores: [
        {
          category: 'custom',
          score: 2,
          maxScore: 3,
          readinessLevel: 'Moderate',
          percentage: 66.67,
        },
      ],
    });
  });
});

describe('scoreAssessment rejections', () => {
  const complete = uniformAnswers('A');

  it('rejects 19 answers as incomplete', () => {
    const nineteen = answersFromLetters(Array.from({ length: 19 }, (): OptionLetter => 'A'));
    expect(scoreAssessment(assessmentQuestions, nineteen)).toEqual({
      ok: false,
      error: 'incomplete',
    });
  });

  it('rejects no answers at all as incomplete', () => {
    expect(scoreAssessment(assessmentQuestions, {})).toEqual({ ok: false, error: 'incomplete' });
  });

  it('rejects an answer to a question that does not exist', () => {
    expect(scoreAssessment(assessmentQuestions, { ...complete, 21: 'A' })).toEqual({
      ok: false,
      error: 'unknown-question',
    });
  });

  it('does not read a padded key such as "01" as question 1', () => {
    const padded: Record<string, string> = {
      ...Object.fromEntries(Object.entries(complete).filter(([key]) => key !== '1')),
      '01': 'A',
    };
    expect(scoreAssessment(assessmentQuestions, padded)).toEqual({
      ok: false,
      error: 'unknown-question',
    });
  });

  it('rejects the letter E', () => {
    expect(scoreAssessment(assessmentQuestions, { ...complete, 3: 'E' })).toEqual({
      ok: false,
      error: 'invalid-option',
    });
  });

  it('rejects a letter the question does not offer', () => {
    const questions: ScoringQuestion[] = [
      { number: 1, category: 'custom', options: [{ letter: 'A', points: 1 }] },
    ];
    expect(scoreAssessment(questions, { 1: 'D' })).toEqual({
      ok: false,
      error: 'invalid-option',
    });
  });

  it('accepts no points from the client, only letters', () => {
    const forged = { ...uniformAnswers('D'), 1: { letter: 'D', points: 60 } };
    // @ts-expect-error answers carry letters only; the points always come from the questions.
    expect(scoreAssessment(assessmentQuestions, forged)).toEqual({
      ok: false,
      error: 'invalid-option',
    });
  });

  it('ignores a forged score sent alongside the answers', () => {
    const payload = {
      answers: Object.fromEntries(Object.entries(uniformAnswers('D'))),
      totalScore: 80,
      percentage: 100,
      overallReadinessLevel: 'High',
    };
    const parsed = parseAnswers(payload.answers);
    if (!parsed.ok) throw new Error(parsed.details);
    expect(score(parsed.answers)).toMatchObject({
      totalScore: 20,
      percentage: 25,
      overallReadinessLevel: 'Very Low',
    });
  });
});
