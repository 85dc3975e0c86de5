'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  type FormEvent,
} from 'react';
import { prepareToasts, toast } from '@/components/ui/toast';
import { submitAssessmentLeadForm, submitContactForm } from '@/lib/forms/actions';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import {
  initialLeadFormState,
  type LeadFormState,
  type LeadFormValues,
} from '@/lib/forms/lead-form-state';
import {
  leadFieldNames,
  validateLead,
  type AssessmentLeadInput,
  type LeadField,
  type LeadFormError,
  type LeadFormKind,
} from '@/lib/forms/lead-schema';
import { newSubmissionId } from '@/lib/forms/submission-id';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { SESSION_KEYS } from '@/lib/session-keys';
import { removeSession, writeSession } from '@/lib/session/storage';
import { LeadFormFields } from './lead-form-fields';
import { LeadFormSuccess } from './lead-form-success';

type LeadFormProps = {
  kind: LeadFormKind;
  lang: Locale;
  /** On the contact page a sent message leads back home after five seconds. */
  redirectHomeAfterSuccess?: boolean;
};

const REDIRECT_DELAY_MS = 5000;

const actions = { contact: submitContactForm, assessmentLead: submitAssessmentLeadForm };

const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

function valuesOf(kind: LeadFormKind, formData: FormData): LeadFormValues {
  return Object.fromEntries(
    leadFieldNames[kind].map((name) => [name, String(formData.get(name) ?? '')]),
  );
}

export function LeadForm({ kind, lang, redirectHomeAfterSuccess = false }: LeadFormProps) {
  const t = useTranslations('forms');
  const router = useRouter();
  const pathname = usePathname();
  // Without JavaScript the browser posts the form to this hook's action, and the server renders
  // the page again with the state it returned.
  const [postedState, formAction] = useActionState(actions[kind], initialLeadFormState);
  // With JavaScript the action is called directly, so that a request whose answer never comes
  // back becomes a message the visitor can act on, not a crashed page.
  const [sentState, setSentState] = useState<LeadFormState | null>(null);
  const [pending, startSending] = useTransition();
  const state = sentState ?? postedState;
  const renderedAfterPost = sentState === null && postedState.status !== 'idle';
  // One id per submission, kept through retries, so the server stores it once. The page is
  // static and an id in its HTML would be every visitor's: the browser makes one once hydrated.
  // After a post without JavaScript the page shows the id the server used, for the next post.
  const postedId = postedState.status === 'idle' ? '' : postedState.submissionId;
  const [submissionId, setSubmissionId] = useState(() => {
    if (postedId || typeof window === 'undefined') return postedId;
    return newSubmissionId();
  });
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const [clientError, setClientError] = useState<{ field: LeadField; error: LeadFormError } | null>(
    null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstField = useRef(false);
  const submitted = useRef<AssessmentLeadInput | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);

  const texts = kind === 'contact' ? 'contact' : 'assessmentLead';
  const showSuccess = state.status === 'success';
  const anchor = `${kind}-form`;

  useEffect(() => {
    if (state.status === 'failed') {
      // The toast must not contradict the message under the form.
      toast.error(
        state.error === 'rateLimited' ? t('errors.rateLimited') : t(`${texts}.toastError`),
      );
    }
    if (state.status !== 'success') return;
    if (kind === 'assessmentLead') {
      toast.success(t('assessmentLead.toastSuccess'));
      if (submitted.current) {
        writeSession(SESSION_KEYS.contactInfo, JSON.stringify(submitted.current));
      }
      // A new lead starts a new assessment, not the one an earlier visitor of this tab left.
      removeSession(SESSION_KEYS.answers);
      removeSession(SESSION_KEYS.result);
      router.push(localizedPath(lang, paths.assessment));
      return;
    }
    if (redirectHomeAfterSuccess) {
      toast.success(t('contact.pageToastSuccess'), {
        description: t('contact.pageToastSuccessDescription'),
      });
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    } else {
      toast.success(t('contact.toastSuccess'));
    }
    successHeading.current?.focus({ preventScroll: true });
  }, [state, kind, lang, router, t, texts, redirectHomeAfterSuccess]);

  useEffect(() => {
    if (!showSuccess || !redirectHomeAfterSuccess) return;
    // Leaving the page, or choosing to send another message, cancels the redirect.
    const timer = window.setTimeout(
      () => router.push(localizedPath(lang, paths.home)),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [showSuccess, redirectHomeAfterSuccess, router, lang]);

  useEffect(() => {
    if (!focusFirstField.current || showSuccess) return;
    focusFirstField.current = false;
    const first = formRef.current?.elements.namedItem(leadFieldNames[kind][0] ?? 'firstName');
    if (first instanceof HTMLElement) first.focus();
  }, [showSuccess, kind]);

  async function send(formData: FormData, id: string): Promise<LeadFormState> {
    try {
      return await actions[kind](initialLeadFormState, formData);
    } catch (error) {
      // The request may have been stored before its answer was lost: a retry sends the same id.
      console.error('[leads] the form got no answer from the server', {
        form: kind,
        error: error instanceof Error ? error.name : 'unknown',
      });
      return {
        status: 'failed',
        error: 'unexpected',
        values: valuesOf(kind, formData),
        submissionId: id,
      };
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // React would reset a form submitted through its action, and a failure must leave everything
    // the visitor typed: the action is called from here instead.
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const formData = new FormData(form);
    const validation = validateLead(kind, Object.fromEntries(formData));
    if (!validation.ok) {
      setClientError(validation);
      const control = form.elements.namedItem(validation.field);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setClientError(null);
    submitted.current = validation.data;
    const id = submissionId || newSubmissionId();
    setSubmissionId(id);
    formData.set('submissionId', id);
    startSending(async () => {
      const answer = await send(formData, id);
      startTransition(() => setSentState(answer));
    });
  }

  function startOver() {
    setSentState(initialLeadFormState);
    setClientError(null);
    setSubmissionId(newSubmissionId());
    focusFirstField.current = true;
  }

  if (showSuccess) {
    const title =
      kind === 'contact' && redirectHomeAfterSuccess
        ? t('contact.pageSuccessTitle')
        : t(`${texts}.successTitle`);
    return (
      <div id={anchor} className="scroll-mt-24">
        <LeadFormSuccess
          title={title}
          body={t(`${texts}.successBody`)}
          notice={redirectHomeAfterSuccess ? t('contact.redirectNotice') : undefined}
          anotherLabel={
            kind === 'contact' ? t('contact.sendAnother') : t('assessmentLead.submitAnother')
          }
          // After a post without JavaScript the page's own URL is the page: a link that differs
          // only by its fragment would not load it again.
          anotherHref={`${pathname}?new#${anchor}`}
          onAnother={startOver}
          headingRef={successHeading}
          focusOnLoad={renderedAfterPost}
        />
      </div>
    );
  }

  const fieldError =
    clientError ?? (state.status === 'invalid' ? { field: state.field, error: state.error } : null);
  const submitError = state.status === 'failed' ? state.error : null;
  const values = state.status === 'invalid' || state.status === 'failed' ? state.values : {};

  return (
    <div id={anchor} className="scroll-mt-24">
      <form
        ref={formRef}
        action={formAction}
        onSubmit={handleSubmit}
        // Toasts load with the first touch of the form, so they are ready to be heard when sent.
        onFocus={prepareToasts}
        noValidate
        className="relative flex flex-col gap-5"
      >
        <input type="hidden" name="locale" value={lang} />
        <input type="hidden" name="submissionId" value={hydrated ? submissionId : postedId} />
        <div
          aria-hidden="true"
          className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden"
        >
          <label>
            {t('fields.honeypot')}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>

        <LeadFormFields
          kind={kind}
          values={values}
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
            {t(`errors.${submitError}`)}
          </p>
        ) : null}

        <p className="text-sm text-ink-700">{t('privacy')}</p>
        <button
          type="submit"
          disabled={pending}
          className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {pending ? t(`${texts}.submitting`) : t(`${texts}.submit`)}
        </button>
        <p role="status" className="sr-only">
          {pending ? t(`${texts}.submitting`) : ''}
        </p>
      </form>
    </div>
  );
}
