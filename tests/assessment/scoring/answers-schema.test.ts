import { describe, expect, it } from 'vitest';
import { answersSchema, parseAnswers } from '@/lib/assessment/scoring';

const complete: Record<string, string> = Object.fromEntries(
  Array.from({ length: 20 }, (_, index) => [String(index + 1), 'ABCD'[index % 4] ?? 'A']),
);

describe('answersSchema', () => {
  it('accepts one letter for each of the questions 1 to 20, keyed as form strings', () => {
    const parsed = parseAnswers(complete);
    expect(parsed).toEqual({ ok: true, answers: complete });
  });

  it.each([
    ['19 answers', Object.fromEntries(Object.entries(complete).slice(0, 19))],
    ['an answer to question 21', { ...complete, '21': 'A' }],
    ['question 0', { ...complete, '0': 'A' }],
    ['a padded key', { ...complete, '01': 'A' }],
    ['the letter E', { ...complete, '3': 'E' }],
    ['a lower-case letter', { ...complete, '3': 'a' }],
    ['an option with points', { ...complete, '1': { letter: 'A', points: 4 } }],
    ['an array', Object.values(complete)],
    ['nothing', undefined],
  ])('rejects %s', (_label, input) => {
    expect(answersSchema.safeParse(input).success).toBe(false);
    expect(parseAnswers(input)).toMatchObject({ ok: false, error: 'invalid-answers' });
  });
});
