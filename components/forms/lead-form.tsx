'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { toast } from '@/components/ui/toast';
import { submitAssessmentLeadForm, submitContactForm } from '@/lib/forms/actions';
import { initialLeadFormState, type LeadFormState } from '@/lib/forms/lead-form-state';
import {
  validateLead,
  type AssessmentLeadInput,
  type LeadField,
  type LeadFormError,
  type LeadFormKind,
} from '@/lib/forms/lead-schema';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { COMPANY_SIZES } from '@/lib/leads/types';
import { paths } from '@/lib/routes';
import { SESSION_KEYS } from '@/lib/session-keys';
import { FormField, inputClass } from './form-field';

type LeadFormProps = {
  kind: LeadFormKind;
  lang: Locale;
  /** On the contact page a sent message leads back home after five seconds. */
  redirectHomeAfterSuccess?: boolean;
};

const REDIRECT_DELAY_MS = 5000;

const actions = { contact: submitContactForm, assessmentLead: submitAssessmentLeadForm };

export function LeadForm({ kind, lang, redirectHomeAfterSuccess = false }: LeadFormProps) {
  const t = useTranslations('forms');
  const router = useRouter();
  const [state, formAction, pending] = useActionState(actions[kind], initialLeadFormState);
  const [clientError, setClientError] = useState<{ field: LeadField; error: LeadFormError } | null>(
    null,
  );
  const [acknowledged, setAcknowledged] = useState<LeadFormState | null>(null);
  const [formKey, setFormKey] = useState(0);
  const submissionId = useRef<string | null>(null);
  const submitted = useRef<AssessmentLeadInput | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);

  const texts = kind === 'contact' ? 'contact' : 'assessmentLead';
  const showSuccess = state.status === 'success' && state !== acknowledged;
  const values = state.status === 'invalid' || state.status === 'failed' ? state.values : {};
  const fieldError =
    clientError ?? (state.status === 'invalid' && state !== acknowledged ? state : null);
  const submitError = state.status === 'failed' ? state.error : null;

  useEffect(() => {
    if (state.status === 'failed') {
      toast.error(t(`${texts}.toastError`));
    }
    if (state.status !== 'success') return;
    submissionId.current = null;
    if (kind === 'assessmentLead') {
      toast.success(t('assessmentLead.toastSuccess'));
      if (submitted.current) {
        sessionStorage.setItem(SESSION_KEYS.contactInfo, JSON.stringify(submitted.current));
      }
      // A new lead starts a new assessment, not the one an earlier visitor of this tab left.
      sessionStorage.removeItem(SESSION_KEYS.answers);
      sessionStorage.removeItem(SESSION_KEYS.result);
      router.push(localizedPath(lang, paths.assessment));
      return;
    }
    toast.success(t('contact.toastSuccess'), {
      description: t('contact.toastSuccessDescription'),
    });
    successHeading.current?.focus({ preventScroll: true });
    if (redirectHomeAfterSuccess) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    }
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the action is dispatched here, not through the form's action: React would
    // reset a form submitted that way, and a failure must leave everything the visitor typed.
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
    submissionId.current ??= crypto.randomUUID();
    formData.set('submissionId', submissionId.current);
    startTransition(() => formAction(formData));
  }

  function startOver() {
    setAcknowledged(state);
    setClientError(null);
    setFormKey((key) => key + 1);
  }

  if (showSuccess) {
    return (
      <div
        role="status"
        className="rounded-2xl border border-brand-100 bg-brand-50 p-8 text-center"
      >
        <h2
          ref={successHeading}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900 focus:outline-none"
        >
          {kind === 'contact' && redirectHomeAfterSuccess
            ? t('contact.pageSuccessTitle')
            : t(`${texts}.successTitle`)}
        </h2>
        <p className="mt-3 text-ink-700">{t(`${texts}.successBody`)}</p>
        {redirectHomeAfterSuccess ? (
          <p className="mt-2 text-sm text-ink-700">{t('contact.redirectNotice')}</p>
        ) : null}
        <button
          type="button"
          onClick={startOver}
          className="mt-6 rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-white"
        >
          {kind === 'contact' ? t('contact.sendAnother') : t('assessmentLead.submitAnother')}
        </button>
      </div>
    );
  }

  const id = (field: LeadField) => `${kind}-${field}`;
  const errorFor = (field: LeadField) =>
    fieldError?.field === field ? t(`errors.${fieldError.error}`) : undefined;
  const control = (field: LeadField, describedBy: string | undefined) => ({
    id: id(field),
    name: field,
    required: true,
    'aria-invalid': fieldError?.field === field ? true : undefined,
    'aria-describedby': describedBy,
    defaultValue: values[field] ?? '',
    className: inputClass,
  });

  return (
    <form
      key={formKey}
      action={formAction}
      onSubmit={handleSubmit}
      noValidate
      className="relative flex flex-col gap-5"
    >
      <input type="hidden" name="locale" value={lang} />
      <input type="hidden" name="submissionId" />
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label>
          {t('fields.honeypot')}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={id('firstName')}
          label={t('fields.firstName')}
          requiredLabel={t('fields.required')}
          error={errorFor('firstName')}
        >
          {(describedBy) => (
            <input type="text" autoComplete="given-name" {...control('firstName', describedBy)} />
          )}
        </FormField>
        <FormField
          id={id('lastName')}
          label={t('fields.lastName')}
          requiredLabel={t('fields.required')}
          error={errorFor('lastName')}
        >
          {(describedBy) => (
            <input type="text" autoComplete="family-name" {...control('lastName', describedBy)} />
          )}
        </FormField>
      </div>
      <FormField
        id={id('email')}
        label={t('fields.email')}
        requiredLabel={t('fields.required')}
        error={errorFor('email')}
      >
        {(describedBy) => (
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('fields.emailPlaceholder')}
            {...control('email', describedBy)}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={id('companyName')}
          label={t('fields.companyName')}
          requiredLabel={t('fields.required')}
          error={errorFor('companyName')}
        >
          {(describedBy) => (
            <input
              type="text"
              autoComplete="organization"
              {...control('companyName', describedBy)}
            />
          )}
        </FormField>
        <FormField
          id={id('companySize')}
          label={t('fields.companySize')}
          requiredLabel={t('fields.required')}
          error={errorFor('companySize')}
        >
          {(describedBy) => (
            <select {...control('companySize', describedBy)}>
              <option value="">{t('fields.companySizePlaceholder')}</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t('fields.companySizeOption', { size })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {kind === 'contact' ? (
        <FormField
          id={id('message')}
          label={t('fields.message')}
          requiredLabel={t('fields.required')}
          error={errorFor('message')}
        >
          {(describedBy) => (
            <textarea
              rows={5}
              placeholder={t('fields.messagePlaceholder')}
              {...control('message', describedBy)}
            />
          )}
        </FormField>
      ) : null}

      {submitError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
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
  );
}
