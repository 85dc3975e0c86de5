import type { LeadField, LeadFormError } from './fields';

/** What the server answers besides a validation message. */
export type LeadSubmitError = 'unexpected' | 'rateLimited';

export type LeadFormValues = Partial<Record<LeadField, string>>;

/**
 * The state a lead form action returns. Failures carry back what the visitor typed, so the form
 * shows it again, with JavaScript or without, and the submission id the server used, so that the
 * form sent again is the same submission.
 */
export type LeadFormState =
  | { status: 'idle' }
  | { status: 'success'; submissionId: string }
  | {
      status: 'invalid';
      field: LeadField;
      error: LeadFormError;
      values: LeadFormValues;
      submissionId: string;
    }
  | { status: 'failed'; error: LeadSubmitError; values: LeadFormValues; submissionId: string };

export const initialLeadFormState: LeadFormState = { status: 'idle' };
