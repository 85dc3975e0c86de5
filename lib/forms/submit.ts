import 'server-only';
import { env } from '@/lib/env';
import type { SaveResult } from '@/lib/leads';
import { allowLeadSubmission, leadSubmissionLimiter } from '@/lib/leads/rate-limit';
import { clientAddress } from './client-key';
import type { LeadFormKind } from './fields';

/** The forms that store a lead, as the logs and the rate limit name them. */
export type FormName = LeadFormKind | 'assessment';

/**
 * Whether this visitor may send `form` for `email` now: counts the attempt against the
 * per-visitor limit, and against the per-address one where the visitor's address can be forged.
 */
export async function allowSubmission(form: FormName, email: string): Promise<boolean> {
  return allowLeadSubmission(
    leadSubmissionLimiter,
    { client: await clientAddress(), email, form },
    { limitEmail: !env.TRUSTED_PROXY_HEADER },
  );
}

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

/** Error texts can quote the submitted values: only the form, the stage and the error's kind. */
export function logSubmissionFailure(form: FormName, stage: string, error: unknown): void {
  console.error('[forms] submission failed', {
    form,
    stage,
    error: error instanceof Error ? error.name : 'unknown',
  });
}
