'use client';

import { useRouter } from 'next/navigation';
import { useDeferredValue, useEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '@/components/ui/reduced-motion';
import { toast } from '@/components/ui/toast';
import type { ContactInfo } from '@/lib/assessment/session/contact-info';
import type { LeadFormKind } from '@/lib/model/lead-fields';
import type { LeadFormState } from '@/lib/forms/result';
import { countStep } from '@/lib/funnel/count-step';
import type { Locale } from '@/lib/i18n/locales';
import { SESSION_KEYS } from '@/lib/session/keys';
import { removeSession, writeSession } from '@/lib/session/storage';
import type { LeadFormLinks, LeadFormText } from './lead-form-text';

const REDIRECT_DELAY_MS = 5000;

type LeadOutcomeOptions = {
  kind: LeadFormKind;
  locale: Locale;
  state: LeadFormState;
  text: LeadFormText;
  /** On the contact page a sent message leads back home after five seconds. */
  redirectHomeAfterSuccess: boolean;
  submitted: RefObject<ContactInfo | null>;
  successHeading: RefObject<HTMLHeadingElement | null>;
  /** Where a sent lead goes on to: the assessment, or home from the contact page. */
  links: Pick<LeadFormLinks, 'home' | 'assessment'>;
};

/**
 * What follows a send: a toast either way; on success the assessment lead form hands its details
 * to the wizard and goes there, and the contact form announces the message received, from the
 * contact page with a trip home the visitor may decline.
 */
export function useLeadOutcome({
  kind,
  locale,
  state,
  text,
  redirectHomeAfterSuccess,
  submitted,
  successHeading,
  links,
}: LeadOutcomeOptions) {
  const router = useRouter();
  // The trip home needs JavaScript: a page rendered without it neither announces nor takes it.
  const hydrated = useDeferredValue(true, false);
  const [stayed, setStayed] = useState(false);
  const texts = kind === 'contact' ? text.contact : text.assessmentLead;
  // A form shows one error toast at a time, and a success removes it rather than contradict it.
  const errorToastId = `${kind}-form-error`;
  const goingHome = state?.ok === true && redirectHomeAfterSuccess && hydrated && !stayed;

  useEffect(() => {
    if (!state) return;
    if (!state.ok) {
      if (state.error === 'invalid') return;
      // The toast must not contradict the message under the form. A new failure is a new toast,
      // shown for its full time, in place of the last one.
      toast.dismiss(errorToastId);
      toast.error(state.error === 'rateLimited' ? text.errors.rateLimited : texts.toastError, {
        id: errorToastId,
      });
      return;
    }
    toast.dismiss(errorToastId);
    countStep(kind, locale, 'submitted');
    if (kind === 'assessmentLead') {
      toast.success(text.assessmentLead.toastSuccess);
      if (submitted.current) {
        // With the stored lead's id, so that the result is filed under the same person.
        writeSession(
          SESSION_KEYS.contactInfo,
          JSON.stringify({ ...submitted.current, leadId: state.leadId }),
        );
      }
      // A new lead starts a new assessment, not the one an earlier visitor of this tab left.
      removeSession(SESSION_KEYS.answers);
      removeSession(SESSION_KEYS.result);
      router.push(links.assessment);
      return;
    }
    if (redirectHomeAfterSuccess) {
      toast.success(text.contact.pageToastSuccess, {
        description: text.contact.pageToastSuccessDescription,
      });
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    } else {
      toast.success(text.contact.toastSuccess);
    }
    successHeading.current?.focus({ preventScroll: true });
  }, [
    state,
    kind,
    locale,
    links.assessment,
    router,
    text,
    texts,
    errorToastId,
    redirectHomeAfterSuccess,
    submitted,
    successHeading,
  ]);

  useEffect(() => {
    if (!goingHome) return;
    // Leaving the page, choosing to stay or to send another message cancels the redirect.
    const timer = window.setTimeout(() => router.push(links.home), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [goingHome, router, links.home]);

  return {
    /** The trip home can be announced and declined: the page runs its script. */
    canRedirect: redirectHomeAfterSuccess && hydrated,
    stayed,
    stay: () => setStayed(true),
    resetStay: () => setStayed(false),
  };
}
