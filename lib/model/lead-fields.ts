/**
 * The forms' vocabulary, without the validation library: the browser needs these to render a
 * form, and loads the zod schema (schema.ts) only once the visitor starts typing.
 */
import { EMAIL_LIMITS, isBareEmail, storedEmail } from '@/lib/model/email';

export { COMPANY_SIZES } from '@/lib/model/company';

/**
 * A field people never see; only bots fill it in. Browsers autofill fields whose name or label
 * looks like a website, a name or an address, so this one looks like none of them.
 */
export const HONEYPOT_FIELD = 'reference_code';

/** The same limits as the database CHECK constraints. */
export const FIELD_LIMITS = {
  name: 100,
  company: 200,
  email: EMAIL_LIMITS.address,
  message: 5000,
} as const;

/** What a visitor typed, as it would be stored, is a bare address (lib/model/email.ts). */
export function isValidEmail(email: string): boolean {
  return isBareEmail(storedEmail(email));
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
  'sectorInvalid',
  'messageRequired',
  'messageTooLong',
] as const;

export type LeadFormError = (typeof LEAD_FORM_ERRORS)[number];

export type LeadFormKind = 'contact' | 'assessmentLead';

/** The id of the element around a lead form, for links that lead to the form itself. */
export function leadFormAnchor(kind: LeadFormKind): string {
  return `${kind}-form`;
}

export type LeadField =
  'firstName' | 'lastName' | 'email' | 'companyName' | 'companySize' | 'sector' | 'message';

/** The fields a visitor may leave empty; every other one is required. */
export const OPTIONAL_LEAD_FIELDS: ReadonlySet<LeadField> = new Set(['sector']);

/**
 * Each form's fields in the order they are checked and shown: first name, last name, e-mail,
 * company name, company size, sector, then the contact form's message. Only the first failure is
 * shown.
 */
export const leadFieldNames: Record<LeadFormKind, readonly LeadField[]> = {
  contact: ['firstName', 'lastName', 'email', 'companyName', 'companySize', 'sector', 'message'],
  assessmentLead: ['firstName', 'lastName', 'email', 'companyName', 'companySize', 'sector'],
};

/** What a visitor typed in a lead form, field by field. */
export type LeadFormValues = Partial<Record<LeadField, string>>;

/** A form that stores a lead: one of the lead forms, or the assessment's answers. */
export type FormName = LeadFormKind | 'assessment';
