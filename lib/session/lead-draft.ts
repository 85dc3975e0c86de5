import { leadFieldNames, type LeadFormKind, type LeadFormValues } from '@/lib/model/lead-fields';
import { UUID_PATTERN } from '@/lib/model/ids';
import { SESSION_KEYS } from './keys';
import { parseStoredObject } from './stored-json';
import { readSession, removeSession, writeSession } from './storage';

/**
 * What the visitor has typed into a lead form and not yet sent, kept in the tab so that a reload,
 * a trip back, or a switch to the other language never empties the form; once the form has been
 * sent, also the submission's id, so that sending it again after a reload is the same submission
 * and stores nothing twice. Kept by form, not by language, and removed once the server has it.
 */
export type LeadDraft = { values: LeadFormValues; submissionId?: string };

const draftKeys = {
  contact: SESSION_KEYS.contactDraft,
  assessmentLead: SESSION_KEYS.assessmentLeadDraft,
} satisfies Record<LeadFormKind, string>;

/** The stored draft's fields of this form; anything else the tab holds under the key is ignored. */
export function readLeadDraft(kind: LeadFormKind): LeadDraft {
  const raw = readSession(draftKeys[kind]);
  const stored = raw === null ? null : parseStoredObject(raw);
  if (!stored) return { values: {} };
  // A tab that kept its draft before the id joined it holds the fields at the top level.
  const source =
    typeof stored.values === 'object' && stored.values !== null
      ? (stored.values as Record<string, unknown>)
      : stored;
  const values: LeadFormValues = {};
  for (const name of leadFieldNames[kind]) {
    const value = source[name];
    if (typeof value === 'string') values[name] = value;
  }
  const { submissionId } = stored;
  return typeof submissionId === 'string' && UUID_PATTERN.test(submissionId)
    ? { values, submissionId }
    : { values };
}

export function writeLeadDraft(kind: LeadFormKind, draft: LeadDraft): void {
  writeSession(draftKeys[kind], JSON.stringify(draft));
}

export function removeLeadDraft(kind: LeadFormKind): void {
  removeSession(draftKeys[kind]);
}
