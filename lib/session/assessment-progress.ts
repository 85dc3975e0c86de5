import * as z from 'zod/mini';
import '@/lib/zod';
import { OPTION_LETTERS, type OptionLetter } from '@/lib/assessment';

/** Where the visitor is in the wizard: the answers so far (question number → letter) and the screen. */
export type AssessmentProgress = {
  index: number;
  answers: Partial<Record<number, OptionLetter>>;
};

const progressSchema = z.object({
  index: z.int().check(z.minimum(0)),
  answers: z.record(z.string().check(z.regex(/^\d+$/)), z.enum(OPTION_LETTERS)),
});

export const emptyProgress: AssessmentProgress = { index: 0, answers: {} };

/**
 * The stored progress, checked against the questions on the page: an answer to a question that no
 * longer exists is dropped and the index is kept in range, so edited content never strands a visitor.
 */
export function parseProgress(
  raw: string | null,
  questionNumbers: readonly number[],
): AssessmentProgress {
  if (raw === null || questionNumbers.length === 0) return emptyProgress;
  let parsed: z.infer<typeof progressSchema>;
  try {
    const result = progressSchema.safeParse(JSON.parse(raw));
    if (!result.success) return emptyProgress;
    parsed = result.data;
  } catch {
    return emptyProgress;
  }
  const known = new Set(questionNumbers);
  const answers: Partial<Record<number, OptionLetter>> = {};
  for (const [number, letter] of Object.entries(parsed.answers)) {
    if (known.has(Number(number))) answers[Number(number)] = letter;
  }
  return { index: Math.min(parsed.index, questionNumbers.length - 1), answers };
}

export function serializeProgress(progress: AssessmentProgress): string {
  return JSON.stringify(progress);
}
