import { assessmentLeadSchema, type AssessmentLeadInput } from '@/lib/forms/lead-schema';

export type ContactInfo = AssessmentLeadInput;

/** The lead form's details as stored in the tab, or null when absent or not a valid lead. */
export function parseContactInfo(raw: string | null): ContactInfo | null {
  if (raw === null) return null;
  try {
    const result = assessmentLeadSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
