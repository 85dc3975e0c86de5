import type { LeadField, LeadFormError } from './lead-schema';

/** What the server answers besides a validation message. */
export type LeadSubmitError = 'unexpected' | 'rateLimited';

export type LeadFormValues = Partial<Record<LeadField, string>>;

/**
 * The state a lead form action returns. Failures carry back what the visitor typed, so the form
 * shows it again, with JavaScript or without.
 */
export type LeadFormState =
  | { status: 'idle' }
  | { status: 'success'; submissionId: string }
  | { status: 'invalid'; field: LeadField; error: LeadFormError; values: LeadFormValues }
  | { status: 'failed'; error: LeadSubmitError; values: LeadFormValues };

export const initialLeadFormState: LeadFormState = { status: 'idle' };
