import { FIELD_LIMITS } from '@/lib/model/lead-fields';
import { readLeadDraft, writeLeadDraft, type LeadDraft } from './lead-draft';

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
 * Puts the visitor's question in the contact form's draft, for the form to show when it opens.
 * A form reads its draft once, as it opens: when the contact page is the page the visitor is on,
 * it opens again. (A listener in every form would cost every page with a form its bytes, for the
 * one visitor in many who asks the assistant on the contact page itself.)
 */
export function askInContactForm(question: string, contactHref: string): 'navigate' | 'reloaded' {
  writeLeadDraft('contact', withQuestion(readLeadDraft('contact'), question));
  const target = new URL(contactHref, window.location.href);
  if (target.pathname !== window.location.pathname) return 'navigate';
  window.location.hash = target.hash;
  window.location.reload();
  return 'reloaded';
}
