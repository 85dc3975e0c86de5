import { OPTION_LETTERS, type OptionLetter } from '@/lib/assessment/scoring/types';
import { UUID_PATTERN } from '@/lib/model/ids';
import { parseStoredObject } from '@/lib/session/stored-json';

/**
 * Where the visitor is in the wizard: the answers so far (question number → letter) and the
 * screen; once typed on the last screen, the e-mail for the results; once sent, the submission's
 * id, so that sending again after a reload is the same submission.
 */
export type AssessmentProgress = {
  index: number;
  answers: Partial<Record<number, OptionLetter>>;
  email?: string;
  submissionId?: string;
};

function isOptionLetter(value: unknown): value is OptionLetter {
  return OPTION_LETTERS.some((letter) => letter === value);
}

/** The stored JSON, if it has the shape `serializeProgress` writes; checked by hand to keep the
 * validation library out of the wizard's page. */
function readStored(raw: string): {
  index: number;
  answers: [string, OptionLetter][];
  email?: string;
  submissionId?: string;
} | null {
  const stored = parseStoredObject(raw);
  if (!stored) return null;
  const { index, answers, email, submissionId } = stored;
  if (!Number.isInteger(index) || (index as number) < 0) return null;
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return null;
  const entries = Object.entries(answers);
  const valid = entries.every(([number, letter]) => /^\d+$/.test(number) && isOptionLetter(letter));
  if (!valid) return null;
  return {
    index: index as number,
    answers: entries as [string, OptionLetter][],
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof submissionId === 'string' && UUID_PATTERN.test(submissionId)
      ? { submissionId }
      : {}),
  };
}

const emptyProgress: AssessmentProgress = { index: 0, answers: {} };

/**
 * The stored progress, checked against the questions on the page: an answer to a question that no
 * longer exists is dropped and the index is kept in range, so edited content never strands a visitor.
 */
export function parseProgress(
  raw: string | null,
  questionNumbers: readonly number[],
): AssessmentProgress {
  if (raw === null || questionNumbers.length === 0) return emptyProgress;
  const parsed = readStored(raw);
  if (!parsed) return emptyProgress;
  const known = new Set(questionNumbers);
  const answers: Partial<Record<number, OptionLetter>> = {};
  for (const [number, letter] of parsed.answers) {
    if (known.has(Number(number))) answers[Number(number)] = letter;
  }
  const { email, submissionId } = parsed;
  return {
    index: Math.min(parsed.index, questionNumbers.length - 1),
    answers,
    ...(email === undefined ? {} : { email }),
    ...(submissionId === undefined ? {} : { submissionId }),
  };
}

export function serializeProgress(progress: AssessmentProgress): string {
  return JSON.stringify(progress);
}
