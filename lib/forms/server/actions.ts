'use server';

import { after } from 'next/server';
import { processAssessmentSubmission } from '@/lib/forms/server/process-assessment';
import { loadScoringQuestions } from '@/lib/forms/server/scoring-questions';
import type {
  AssessmentSubmission,
  AssessmentSubmitResult,
} from '@/lib/forms/server/assessment-schema';
import { getLeadStore } from '@/lib/database';
import { deliverOutboxSoon } from '@/lib/outbox';
import { linksFor, nonceFor, readLinkedResult, tokenHash } from '@/lib/assessment/results/link';
import { submissionKeys } from '@/lib/visitor-keys';
import { noticeRecord } from './notice';
import type { LeadFormResult, LeadFormState } from '@/lib/forms/result';
import { submitLead } from './submit-lead';
import { confirmAddress, type AddressConfirmation } from './confirm-address';
import { unsubscribe, type Unsubscription } from './unsubscribe';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

// The site's server actions, one per form. Each answers a SubmitResult; whatever arrives is
// validated again here, whatever the browser's types say. A stored lead's messages (to sales, to
// the visitor, to the CRM) were queued with it; they go out right after the answer.

function deliverOnceStored<Result extends { ok: boolean }>(result: Result): Result {
  if (result.ok) after(deliverOutboxSoon);
  return result;
}

export async function submitContactForm(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormResult> {
  return deliverOnceStored(await submitLead('contact', formData));
}

export async function submitAssessmentLeadForm(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormResult> {
  return deliverOnceStored(await submitLead('assessmentLead', formData));
}

export async function submitAssessment(
  submission: AssessmentSubmission,
): Promise<AssessmentSubmitResult> {
  return deliverOnceStored(
    await processAssessmentSubmission(submission, {
      loadQuestions: loadScoringQuestions,
      store: getLeadStore(),
      linkNonce: nonceFor,
      links: linksFor,
      tokenHash,
      extras: async (token) => (await readLinkedResult(token))?.extras ?? null,
      submissionKeys: () => submissionKeys('assessment'),
      noticeRecord: (locale) => noticeRecord('assessment', locale),
      teamOpen: async (inviteHash) => (await getLeadStore().readInvite(inviteHash)) !== null,
    }),
  );
}

/**
 * The address's owner confirms it, by the button of the page its confirmation e-mail links to
 * (never by opening the link, which mail scanners do): the results e-mail is then queued, and
 * goes out right after the answer.
 */
export async function confirmAddressForm(
  _previous: AddressConfirmation | null,
  formData: FormData,
): Promise<AddressConfirmation> {
  const token = String(formData.get('token') ?? '');
  const locale = String(formData.get('locale') ?? '');
  const outcome = await confirmAddress(token, isLocale(locale) ? locale : defaultLocale);
  if (outcome.status === 'confirmed') after(deliverOutboxSoon);
  return outcome;
}

/**
 * The person unsubscribes by the button of the page the footer of every e-mail to a visitor links
 * to (never by opening it): the objection is recorded, and the CRM hears of it right after.
 */
export async function unsubscribeForm(
  _previous: Unsubscription | null,
  formData: FormData,
): Promise<Unsubscription> {
  const outcome = await unsubscribe(String(formData.get('token') ?? ''));
  if (outcome === 'objected') after(deliverOutboxSoon);
  return outcome;
}
