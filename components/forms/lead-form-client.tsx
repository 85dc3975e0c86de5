'use client';

import { usePathname, useRouter } from 'next/navigation';
import {
  startTransition,
  useActionState,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
} from 'react';
import { prepareToasts, toast } from '@/components/ui/toast';
import { submitAssessmentLeadForm, submitContactForm } from '@/lib/forms/actions';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { initialLeadFormState, type LeadFormState, type LeadFormValues } from '@/lib/forms/result';
import {
  leadFieldNames,
  type LeadField,
  type LeadFormError,
  type LeadFormKind,
} from '@/lib/forms/fields';
import type { AssessmentLeadInput } from '@/lib/forms/schema';
import { newSubmissionId } from '@/lib/forms/ids';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { SESSION_KEYS } from '@/lib/session/keys';
import { parseContactInfo } from '@/lib/assessment/session/contact-info';
import { readLeadDraft, removeLeadDraft, writeLeadDraft } from '@/lib/session/lead-draft';
import { removeSession, writeSession } from '@/lib/session/storage';
import { LeadFormFields } from './lead-form-fields';
import type { LeadFormText } from './lead-form-text';
import { LeadFormSuccess } from './lead-form-success';

type LeadFormClientProps = {
  kind: LeadFormKind;
  text: LeadFormText;
  locale: Locale;
  /** On the contact page a sent message leads back home after five seconds. */
  redirectHomeAfterSuccess?: boolean;
};

const REDIRECT_DELAY_MS = 5000;

const actions = { contact: submitContactForm, assessmentLead: submitAssessmentLeadForm };

// The schema, and zod with it, loads when the visitor first touches the form rather than with
// every page that shows or links to one.
let schema: Promise<typeof import('@/lib/forms/schema')> | undefined;
function loadSchema() {
  schema ??= import('@/lib/forms/schema').catch((error: unknown) => {
    // A load that failed is tried again with the next send.
    schema = undefined;
    throw error;
  });
  return schema;
}

function valuesOf(kind: LeadFormKind, formData: FormData): LeadFormValues {
  return Object.fromEntries(
    leadFieldNames[kind].map((name) => [name, String(formData.get(name) ?? '')]),
  );
}

export function LeadFormClient({
  kind,
  text,
  locale,
  redirectHomeAfterSuccess = false,
}: LeadFormClientProps) {
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
  // static and an id in its HTML would be every visitor's: the browser makes one when the form is
  // first sent and puts it in what it sends, so the hidden field below only carries, after a post
  // without JavaScript, the id the server used, for the next post.
  const postedId = postedState.status === 'idle' ? '' : postedState.submissionId;
  const [submissionId, setSubmissionId] = useState(postedId);
  const [clientError, setClientError] = useState<{ field: LeadField; error: LeadFormError } | null>(
    null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  // Set the moment the visitor sends, before anything is awaited: a second click while the
  // validation code is still loading must not send a second copy.
  const sending = useRef(false);
  const focusFirstField = useRef(false);
  const submitted = useRef<AssessmentLeadInput | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  // The trip home needs JavaScript: a page rendered without it neither announces nor takes it.
  const hydrated = useDeferredValue(true, false);
  const [stayed, setStayed] = useState(false);

  const texts = kind === 'contact' ? 'contact' : 'assessmentLead';
  const showSuccess = state.status === 'success';
  const anchor = `${kind}-form`;
  // A form shows one error toast at a time, and a success removes it rather than contradict it.
  const errorToastId = `${anchor}-error`;
  const goingHome = showSuccess && redirectHomeAfterSuccess && hydrated && !stayed;

  useEffect(() => {
    // After a post without JavaScript the server's values are on the page; otherwise the tab may
    // hold what the visitor typed before a reload, a trip back or a switch of language.
    if (postedState.status !== 'idle') return;
    const draft = readLeadDraft(kind);
    for (const name of leadFieldNames[kind]) {
      const control = formRef.current?.elements.namedItem(name);
      const value = draft[name];
      const typeable =
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement;
      // Set on the element, not through React state: hydration's commit stays free of re-renders.
      if (typeable && value && control.value === '') control.value = value;
    }
  }, [kind, postedState.status]);

  useEffect(() => {
    if (state.status === 'failed') {
      // The toast must not contradict the message under the form. A new failure is a new toast,
      // shown for its full time, in place of the last one.
      toast.dismiss(errorToastId);
      const title =
        state.error === 'rateLimited' ? text.errors.rateLimited : text[texts].toastError;
      toast.error(title, { id: errorToastId });
    }
    if (state.status !== 'success') return;
    toast.dismiss(errorToastId);
    removeLeadDraft(kind);
    if (kind === 'assessmentLead') {
      toast.success(text.assessmentLead.toastSuccess);
      if (submitted.current) {
        writeSession(SESSION_KEYS.contactInfo, JSON.stringify(submitted.current));
      }
      // A new lead starts a new assessment, not the one an earlier visitor of this tab left.
      removeSession(SESSION_KEYS.answers);
      removeSession(SESSION_KEYS.result);
      router.push(localizedPath(locale, paths.assessment));
      return;
    }
    if (redirectHomeAfterSuccess) {
      toast.success(text.contact.pageToastSuccess, {
        description: text.contact.pageToastSuccessDescription,
      });
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    } else {
      toast.success(text.contact.toastSuccess);
    }
    successHeading.current?.focus({ preventScroll: true });
  }, [state, kind, locale, router, text, texts, errorToastId, redirectHomeAfterSuccess]);

  useEffect(() => {
    if (!goingHome) return;
    // Leaving the page, choosing to stay or to send another message cancels the redirect.
    const timer = window.setTimeout(
      () => router.push(localizedPath(locale, paths.home)),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [goingHome, router, locale]);

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
    if (sending.current) return;
    sending.current = true;
    const form = event.currentTarget;
    const formData = new FormData(form);
    // One id per submission, kept through retries; the server binds it to the values sent.
    const id = submissionId || newSubmissionId();
    setSubmissionId(id);
    formData.set('submissionId', id);
    // The button reads "Sending..." from the click on, while the validation code may still load.
    startSending(async () => {
      try {
        // Validation code that cannot load (a dropped connection) leaves it to the server, which
        // checks the same rules and answers with the same messages.
        const validation = await loadSchema().then(
          ({ validateLead }) => validateLead(kind, Object.fromEntries(formData)),
          () => null,
        );
        if (validation && !validation.ok) {
          startTransition(() => setClientError(validation));
          const control = form.elements.namedItem(validation.field);
          if (control instanceof HTMLElement) control.focus();
          return;
        }
        startTransition(() => setClientError(null));
        // The details the wizard starts from, checked without the schema when it could not load.
        submitted.current = validation
          ? validation.data
          : parseContactInfo(JSON.stringify(Object.fromEntries(formData)));
        const answer = await send(formData, id);
        startTransition(() => setSentState(answer));
      } finally {
        sending.current = false;
      }
    });
  }

  function startOver() {
    setSentState(initialLeadFormState);
    setClientError(null);
    setSubmissionId(newSubmissionId());
    setStayed(false);
    focusFirstField.current = true;
  }

  if (showSuccess) {
    const title =
      kind === 'contact' && redirectHomeAfterSuccess
        ? text.contact.pageSuccessTitle
        : text[texts].successTitle;
    return (
      <div id={anchor} className="scroll-mt-24">
        <LeadFormSuccess
          title={title}
          body={text[texts].successBody}
          redirect={
            redirectHomeAfterSuccess && hydrated
              ? {
                  notice: text.contact.redirectNotice,
                  stayLabel: text.contact.stayOnPage,
                  stayingNotice: text.contact.stayingNotice,
                  stayed,
                  onStay: () => setStayed(true),
                }
              : undefined
          }
          next={
            // With JavaScript the visitor is already on the way to the questions.
            kind === 'assessmentLead' && renderedAfterPost
              ? {
                  label: text.assessmentLead.continue,
                  href: localizedPath(locale, paths.assessment),
                }
              : undefined
          }
          anotherLabel={
            kind === 'contact' ? text.contact.sendAnother : text.assessmentLead.submitAnother
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
        // Toasts and validation load with the first touch of the form, ready when it is sent.
        onFocus={() => {
          prepareToasts();
          void loadSchema().catch(() => {});
        }}
        onInput={(event) => writeLeadDraft(kind, valuesOf(kind, new FormData(event.currentTarget)))}
        noValidate
        className="relative flex flex-col gap-5"
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="submissionId" value={postedId} />
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
            {text.errors[submitError]}
          </p>
        ) : null}

        <p className="text-sm text-ink-700">{text[texts].privacy}</p>
        <button
          type="submit"
          // Not `disabled`, which would drop the keyboard focus to the page while the message is
          // sent and leave it there if it fails; `handleSubmit` ignores a send while one is under way.
          aria-disabled={pending || undefined}
          className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
        >
          {pending ? text[texts].submitting : text[texts].submit}
        </button>
        <p role="status" className="sr-only">
          {pending ? text[texts].submitting : ''}
        </p>
      </form>
    </div>
  );
}
