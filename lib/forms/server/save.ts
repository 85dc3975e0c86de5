import 'server-only';
import type { SaveResult } from '@/lib/database';
import type { FormName } from '@/lib/model/lead-fields';
import type { SubmitError } from '@/lib/forms/result';

/** The forms that store a lead, as the logs and the rate limit name them. */

/** Saves, turning a thrown error into an outage the visitor is told about. */
export async function saveSafely(
  form: FormName,
  save: () => Promise<SaveResult>,
): Promise<SaveResult> {
  try {
    return await save();
  } catch (error) {
    logSubmissionFailure(form, 'save', error);
    return { ok: false, reason: 'unavailable' };
  }
}

/** What the visitor is told when a save failed: too many sends lately, or try again. */
export function saveError(saved: Extract<SaveResult, { ok: false }>): SubmitError {
  return saved.reason === 'rateLimited' ? 'rateLimited' : 'unexpected';
}

/** Error texts can quote the submitted values: only the form, the stage and the error's kind. */
export function logSubmissionFailure(form: FormName, stage: string, error: unknown): void {
  console.error('[forms] submission failed', {
    form,
    stage,
    error: error instanceof Error ? error.name : 'unknown',
  });
}
