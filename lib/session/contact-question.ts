import { FIELD_LIMITS } from '@/lib/forms/fields';
import { LEAD_DRAFT_CHANGED, readLeadDraft, writeLeadDraft, type LeadDraft } from './lead-draft';

// Apart from lead-draft.ts, so that the forms' own script does not carry it.

/**
 * The contact draft with `question` added to its message: after what the visitor had already
 * written, on a paragraph of its own, unless the message holds it already or would grow past its
 * limit. A changed message is a new submission, so the draft drops the id of an earlier send.
 */
export function withQuestion(draft: LeadDraft, question: string): LeadDraft {
  const asked = question.trim();
  const written = draft.values.message?.trim() ?? '';
  if (!asked || written.includes(asked)) return draft;
  const message = written ? `${written}\n\n${asked}` : asked;
  if (message.length > FIELD_LIMITS.message) return draft;
  return { values: { ...draft.values, message } };
}

/**
 * Puts the visitor's question in the contact form's draft, for the form to show when it opens,
 * or at once if it is on the page already.
 */
export function askInContactForm(question: string): void {
  writeLeadDraft('contact', withQuestion(readLeadDraft('contact'), question));
  window.dispatchEvent(new CustomEvent(LEAD_DRAFT_CHANGED, { detail: 'contact' }));
}
