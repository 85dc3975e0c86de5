'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { FormNotice } from './form-notice';
import { prepareToasts } from '@/components/ui/toast';
import { HONEYPOT_FIELD, leadFormAnchor, type LeadFormKind } from '@/lib/model/lead-fields';
import { countStepWhenSeen } from '@/lib/funnel/count-step';
import type { Locale } from '@/lib/i18n/locales';
import type { SectorOption } from '@/lib/model/sector';
import { LeadFormFields } from './lead-form-fields';
import { LeadFormSuccess } from './lead-form-success';
import type { LeadFormLinks, LeadFormText, PrivacyNotice } from './lead-form-text';
import { useLeadOutcome } from './use-lead-outcome';
import { loadSchema, useLeadSubmit } from './use-lead-submit';

type LeadFormClientProps = {
  kind: LeadFormKind;
  text: LeadFormText;
  /** The published sectors the form offers, in the page's language. */
  sectors: readonly SectorOption[];
  /** The privacy policy's notice for this form, shown above the button. */
  notice: PrivacyNotice;
  links: LeadFormLinks;
  locale: Locale;
  /** On the contact page a sent message leads back home after five seconds. */
  redirectHomeAfterSuccess?: boolean;
};

export function LeadFormClient({
  kind,
  text,
  sectors,
  notice,
  links,
  locale,
  redirectHomeAfterSuccess = false,
}: LeadFormClientProps) {
  const pathname = usePathname();
  const formRef = useRef<HTMLFormElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const submit = useLeadSubmit(kind, formRef);
  const { state, pending, renderedAfterPost } = submit;
  const outcome = useLeadOutcome({
    kind,
    locale,
    state,
    text,
    redirectHomeAfterSuccess,
    submitted: submit.submitted,
    successHeading,
    links,
  });
  const texts = kind === 'contact' ? text.contact : text.assessmentLead;
  const anchor = leadFormAnchor(kind);

  // The form is viewed when it first shows on screen: the home page's is far down the page.
  useEffect(() => countStepWhenSeen(formRef.current, kind, locale, 'viewed'), [kind, locale]);

  if (state?.ok) {
    return (
      <div id={anchor} className="scroll-mt-24">
        <LeadFormSuccess
          title={
            kind === 'contact' && redirectHomeAfterSuccess
              ? text.contact.pageSuccessTitle
              : texts.successTitle
          }
          body={texts.successBody}
          redirect={
            outcome.canRedirect
              ? {
                  notice: text.contact.redirectNotice,
                  stayLabel: text.contact.stayOnPage,
                  stayingNotice: text.contact.stayingNotice,
                  stayed: outcome.stayed,
                  onStay: outcome.stay,
                }
              : undefined
          }
          next={
            // With JavaScript the visitor is already on the way to the questions.
            kind === 'assessmentLead' && renderedAfterPost
              ? {
                  label: text.assessmentLead.continue,
                  href: links.assessment,
                }
              : undefined
          }
          anotherLabel={
            kind === 'contact' ? text.contact.sendAnother : text.assessmentLead.submitAnother
          }
          // After a post without JavaScript the page's own URL is the page: a link that differs
          // only by its fragment would not load it again.
          anotherHref={`${pathname}?new#${anchor}`}
          onAnother={() => {
            outcome.resetStay();
            submit.startOver();
          }}
          headingRef={successHeading}
          focusOnLoad={renderedAfterPost}
        />
      </div>
    );
  }

  const fieldError = submit.clientError ?? state?.invalid ?? null;
  const submitError = state && !state.ok && state.error !== 'invalid' ? state.error : null;

  return (
    <div id={anchor} className="scroll-mt-24">
      <form
        ref={formRef}
        action={submit.formAction}
        onSubmit={submit.handleSubmit}
        // Toasts and validation load with the first touch of the form, ready when it is sent.
        onFocus={() => {
          prepareToasts();
          void loadSchema().catch(() => {});
        }}
        onInput={(event) => submit.saveDraft(event.currentTarget)}
        noValidate
        className="relative flex flex-col gap-5"
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="submissionId" value={submit.postedId ?? ''} />
        <div
          aria-hidden="true"
          className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden"
        >
          <label>
            {text.fields.honeypot}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>

        <LeadFormFields
          kind={kind}
          text={text}
          sectors={sectors}
          values={state && !state.ok ? state.values : {}}
          error={fieldError}
          focusErrorOnLoad={renderedAfterPost}
        />

        {submitError ? (
          <p
            role="alert"
            tabIndex={renderedAfterPost ? -1 : undefined}
            autoFocus={renderedAfterPost}
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 focus:outline-none"
          >
            {text.errors[submitError]}
          </p>
        ) : null}

        <FormNotice {...notice} href={links.privacy} />
        <button
          type="submit"
          // Not `disabled`, which would drop the keyboard focus to the page while the message is
          // sent and leave it there if it fails; a send while one is under way is ignored.
          aria-disabled={pending || undefined}
          className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
        >
          {pending ? texts.submitting : texts.submit}
        </button>
        <p role="status" className="sr-only">
          {pending ? texts.submitting : ''}
        </p>
      </form>
    </div>
  );
}
