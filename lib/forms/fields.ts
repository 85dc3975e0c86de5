/**
 * What the lead forms are made of, without the validation library: the browser needs these to
 * render a form, and loads the zod schema (lead-schema.ts) only once the visitor starts typing.
 */

/** Spec section 5: a local part, an @ and a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/i;

/** The same limits as the database CHECK constraints. */
export const FIELD_LIMITS = { name: 100, company: 200, email: 254, message: 5000 } as const;

/** Spec section 5: an address within the limit that matches the pattern, case-insensitively. */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= FIELD_LIMITS.email && EMAIL_PATTERN.test(trimmed);
}

export const LEAD_FORM_ERRORS = [
  'firstNameRequired',
  'firstNameTooLong',
  'lastNameRequired',
  'lastNameTooLong',
  'emailRequired',
  'emailTooLong',
  'emailInvalid',
  'companyNameRequired',
  'companyNameTooLong',
  'companySizeRequired',
  'companySizeInvalid',
  'messageRequired',
  'messageTooLong',
] as const;

export type LeadFormError = (typeof LEAD_FORM_ERRORS)[number];

export type LeadFormKind = 'contact' | 'assessmentLead';

export type LeadField =
  'firstName' | 'lastName' | 'email' | 'companyName' | 'companySize' | 'message';

/** Each form's fields in the order of spec section 5, which is also the order of validation. */
export const leadFieldNames: Record<LeadFormKind, readonly LeadField[]> = {
  contact: ['firstName', 'lastName', 'email', 'companyName', 'companySize', 'message'],
  assessmentLead: ['firstName', 'lastName', 'email', 'companyName', 'companySize'],
};
