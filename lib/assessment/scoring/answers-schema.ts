import * as z from 'zod/mini';
import '@/lib/zod';
import { OPTION_LETTERS, QUESTION_COUNT } from '@/lib/model/assessment-shape';
import type { Answers } from './types';

const questionNumberKeys = Array.from({ length: QUESTION_COUNT }, (_, index) => String(index + 1));

// Enum keys make the record exhaustive: every question 1..QUESTION_COUNT must be answered, and no other key
// is accepted. Form payloads carry the question numbers as string keys.
export const answersSchema: z.ZodMiniType<Answers, unknown> = z.record(
  z.enum(questionNumberKeys),
  z.enum(OPTION_LETTERS),
);

export type ParsedAnswers =
  { ok: true; answers: Answers } | { ok: false; error: 'invalid-answers'; details: string };

export function parseAnswers(input: unknown): ParsedAnswers {
  const result = answersSchema.safeParse(input);
  if (!result.success) {
    return { ok: false, error: 'invalid-answers', details: z.prettifyError(result.error) };
  }
  return { ok: true, answers: result.data };
}
