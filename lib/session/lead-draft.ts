import type { LeadFormValues } from '@/lib/forms/result';
import { leadFieldNames, type LeadFormKind } from '@/lib/forms/fields';
import { SESSION_KEYS } from '@/lib/session/keys';
import { parseStoredObject } from './stored-json';
import { readSession, removeSession, writeSession } from './storage';

/**
 * What the visitor has typed into a lead form and not yet sent, kept in the tab so that a reload,
 * a trip back, or a switch to the other language never empties the form. Kept by form, not by
 * language, and removed once the form is sent.
 */
const draftKeys = {
  contact: SESSION_KEYS.contactDraft,
  assessmentLead: SESSION_KEYS.assessmentLeadDraft,
} satisfies Record<LeadFormKind, string>;

/** The stored draft's fields of this form; anything else the tab holds under the key is ignored. */
export function readLeadDraft(kind: LeadFormKind): LeadFormValues {
  const raw = readSession(draftKeys[kind]);
  const stored = raw === null ? null : parseStoredObject(raw);
  if (!stored) return {};
  const draft: LeadFormValues = {};
  for (const name of leadFieldNames[kind]) {
    const value = stored[name];
    if (typeof value === 'string') draft[name] = value;
  }
  return draft;
}

export function writeLeadDraft(kind: LeadFormKind, values: LeadFormValues): void {
  writeSession(draftKeys[kind], JSON.stringify(values));
}

export function removeLeadDraft(kind: LeadFormKind): void {
  removeSession(draftKeys[kind]);
}
