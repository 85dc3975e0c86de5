import type { LeadField, LeadFormError, LeadFormValues } from '@/lib/model/lead-fields';

export type { LeadFormValues };

/**
 * Why a submission was not stored. 'invalid': it broke a rule; 'rateLimited': too many came from
 * this visitor or for this address lately; 'unexpected': the server could not store it.
 */
export type SubmitError = 'invalid' | 'rateLimited' | 'unexpected';

/** What every form's server action answers: success with its data, or why it failed. */
export type SubmitResult<Success extends object = object, Failure extends object = object> =
  ({ ok: true } & Success) | ({ ok: false; error: SubmitError } & Failure);

/**
 * A lead form's answer. Failures carry back what the visitor typed, so the form shows it again,
 * with JavaScript or without, and the submission id the server used, so that the form sent again
 * is the same submission. An invalid one names the field to correct.
 */
export type LeadFormResult = SubmitResult<
  // `leadId`: the stored row's id, which the wizard's result refers to (absent for a bot's).
  { submissionId: string; leadId?: string },
  {
    submissionId: string;
    values: LeadFormValues;
    invalid?: { field: LeadField; error: LeadFormError };
  }
>;

/** A lead form's state: null until it is first sent. */
export type LeadFormState = LeadFormResult | null;
