import { FIELD_LIMITS, isValidEmail } from '@/lib/model/lead-fields';
import { UUID_PATTERN } from '@/lib/model/ids';
import type { AssessmentLeadInput } from '@/lib/model/lead-schema';
import { COMPANY_SIZES } from '@/lib/model/lead-fields';
import { isSectorKey } from '@/lib/model/sector';
import { parseStoredObject } from '@/lib/session/stored-json';

export type ContactInfo = AssessmentLeadInput;

/** The details as the tab keeps them: with the id the server stored them under, once it has. */
export type StoredContactInfo = ContactInfo & { leadId?: string };

/** The required details; the sector is optional. */
const LIMITS: Record<Exclude<keyof ContactInfo, 'sector'>, number> = {
  firstName: FIELD_LIMITS.name,
  lastName: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  companyName: FIELD_LIMITS.company,
  companySize: FIELD_LIMITS.company,
};

/**
 * The lead form's details as stored in the tab, or null when absent or not a valid lead. The site
 * stored them after the server accepted them, so the rules of the lead form's schema are checked
 * here without the validation library, which the wizard's page would otherwise download for this
 * alone; the server validates them again with the schema when the assessment is sent.
 */
export function parseContactInfo(raw: string | null): StoredContactInfo | null {
  const stored = raw === null ? null : parseStoredObject(raw);
  if (!stored) return null;
  const fields = {} as Record<keyof typeof LIMITS, string>;
  for (const [name, limit] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    const value = stored[name];
    if (typeof value !== 'string') return null;
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.length > limit) return null;
    fields[name] = trimmed;
  }
  const { firstName, lastName, email, companyName } = fields;
  const companySize = COMPANY_SIZES.find((size) => size === fields.companySize);
  if (!companySize || !isValidEmail(email)) return null;
  const leadId = typeof stored.leadId === 'string' && UUID_PATTERN.test(stored.leadId);
  const sector = typeof stored.sector === 'string' ? stored.sector.trim() : '';
  return {
    firstName,
    lastName,
    email,
    companyName,
    companySize,
    ...(isSectorKey(sector) ? { sector } : {}),
    ...(leadId ? { leadId: String(stored.leadId).toLowerCase() } : {}),
  };
}
