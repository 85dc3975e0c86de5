import * as z from 'zod/mini';
import '@/lib/zod';
import { isBareEmail, storedEmail } from '@/lib/model/email';
import {
  COMPANY_SIZES,
  FIELD_LIMITS,
  LEAD_FORM_ERRORS,
  leadFieldNames,
  type LeadField,
  type LeadFormError,
  type LeadFormKind,
} from './lead-fields';
import { isSectorKey } from './sector';

const leadFormErrors = z.enum(LEAD_FORM_ERRORS);

// Control characters other than tab and line feed are never typed, only pasted or forged; the
// database refuses NUL outright, which would turn a stray byte into an unexplained failure.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function requiredText(max: number, required: LeadFormError, tooLong: LeadFormError) {
  return z.string({ error: required }).check(
    // Browsers send line breaks as CRLF; store what the visitor typed, counted as they see it.
    z.overwrite((value) => value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '')),
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(max, { error: tooLong }),
  );
}

/**
 * A field of one line: a name, a company, an address. A line break or tab in one was pasted or
 * forged, and one that reached the sales team's Subject could start a header of its own; the
 * database refuses any.
 */
function requiredLine(max: number, required: LeadFormError, tooLong: LeadFormError) {
  return requiredText(max, required, tooLong).check(
    z.overwrite((value) => value.replace(/\s+/g, ' ')),
  );
}

/**
 * The sector, optional: empty, or one of the published sectors' keys. Without the list (the
 * browser, a stored result) only the key's form is checked; the server passes the list.
 */
function sectorField(published?: ReadonlySet<string>) {
  return z.optional(
    z.pipe(
      z.string({ error: 'sectorInvalid' }).check(
        z.trim(),
        z.refine((key) => key === '' || (isSectorKey(key) && (published?.has(key) ?? true)), {
          error: 'sectorInvalid',
        }),
      ),
      // The select's empty choice is no sector, not a sector named "".
      z.transform((key) => key || undefined),
    ),
  );
}

// Fields are declared in the order they are checked: the first issue zod reports is the one shown.
const leadFields = {
  firstName: requiredLine(FIELD_LIMITS.name, 'firstNameRequired', 'firstNameTooLong'),
  lastName: requiredLine(FIELD_LIMITS.name, 'lastNameRequired', 'lastNameTooLong'),
  // One recipient, nothing a mail program would read as a name or a second address.
  email: requiredLine(FIELD_LIMITS.email, 'emailRequired', 'emailTooLong').check(
    z.overwrite(storedEmail),
    z.refine(isBareEmail, { error: 'emailInvalid' }),
  ),
  companyName: requiredLine(FIELD_LIMITS.company, 'companyNameRequired', 'companyNameTooLong'),
  companySize: z.pipe(
    z
      .string({ error: 'companySizeRequired' })
      .check(z.trim(), z.minLength(1, { error: 'companySizeRequired', abort: true })),
    z.enum(COMPANY_SIZES, { error: 'companySizeInvalid' }),
  ),
  sector: sectorField(),
};

const message = requiredText(FIELD_LIMITS.message, 'messageRequired', 'messageTooLong');

export const assessmentLeadSchema = z.object(leadFields);

export const contactSchema = z.object({
  ...leadFields,
  message,
  // The field names the browser knows without zod are exactly the schema's.
} satisfies Record<LeadField, z.ZodMiniType>);

export const leadFormSchemas = {
  contact: contactSchema,
  assessmentLead: assessmentLeadSchema,
} as const;

/** A form's schema that also holds the sector to the published list's keys. */
function schemaWithSectors(kind: LeadFormKind, published: ReadonlySet<string>) {
  const fields = { ...leadFields, sector: sectorField(published) };
  return kind === 'contact' ? z.object({ ...fields, message }) : z.object(fields);
}

export type ContactInput = z.infer<typeof contactSchema>;
export type AssessmentLeadInput = z.infer<typeof assessmentLeadSchema>;

export type LeadValidation<T> =
  { ok: true; data: T } | { ok: false; field: LeadField; error: LeadFormError };

/**
 * Validates in the forms' field order and reports only the first failure. The server passes the
 * published sectors' keys: a key of no published sector is the sector's error, as a size off the
 * list is the size's.
 */
export function validateLead<K extends LeadFormKind>(
  kind: K,
  input: unknown,
  publishedSectors?: ReadonlySet<string>,
): LeadValidation<z.infer<(typeof leadFormSchemas)[K]>> {
  const schema = publishedSectors
    ? schemaWithSectors(kind, publishedSectors)
    : leadFormSchemas[kind];
  const result = schema.safeParse(input);
  if (result.success)
    return { ok: true, data: result.data as z.infer<(typeof leadFormSchemas)[K]> };

  const first = result.error.issues[0];
  const field = leadFieldNames[kind].find((name) => name === first?.path[0]);
  const error = leadFormErrors.safeParse(first?.message);
  if (!field || !error.success) {
    // Only a payload that is not an object at all gets here: blame the first field.
    return { ok: false, field: 'firstName', error: 'firstNameRequired' };
  }
  return { ok: false, field, error: error.data };
}
