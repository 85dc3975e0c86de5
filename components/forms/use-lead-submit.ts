'use client';

import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type RefObject,
} from 'react';
import { parseContactInfo, type ContactInfo } from '@/lib/assessment/session/contact-info';
import { submitAssessmentLeadForm, submitContactForm } from '@/lib/forms/server/actions';
import { callAction } from '@/lib/forms/call-action';
import {
  leadFieldNames,
  type LeadField,
  type LeadFormError,
  type LeadFormKind,
} from '@/lib/model/lead-fields';
import type { LeadFormState, LeadFormValues } from '@/lib/forms/result';
import { useLeadDraft } from './use-lead-draft';

const actions = { contact: submitContactForm, assessmentLead: submitAssessmentLeadForm };

// The schema, and zod with it, loads when the visitor first touches the form rather than with
// every page that shows or links to one.
let schema: Promise<typeof import('@/lib/model/lead-schema')> | undefined;
export function loadSchema() {
  schema ??= import('@/lib/model/lead-schema').catch((error: unknown) => {
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

/**
 * Sending a lead form. Without JavaScript the browser posts the form to the action and the server
 * renders the page again with the state it returned; with JavaScript the action is called
 * directly, so that a request whose answer never comes back becomes a message the visitor can act
 * on, not a crashed page. Either way one submission id is kept through retries.
 */
export function useLeadSubmit(kind: LeadFormKind, form: RefObject<HTMLFormElement | null>) {
  const [postedState, formAction] = useActionState(actions[kind], null);
  const [sent, setSent] = useState<{ state: LeadFormState } | null>(null);
  const [pending, startSending] = useTransition();
  const state = sent ? sent.state : postedState;
  const renderedAfterPost = sent === null && postedState !== null;
  // The page is static and an id in its HTML would be every visitor's: after a post without
  // JavaScript the hidden field carries the id the server used, for the next post.
  const postedId = postedState?.submissionId;
  const draft = useLeadDraft(kind, form, postedId);
  const [clientError, setClientError] = useState<{ field: LeadField; error: LeadFormError } | null>(
    null,
  );
  // Set the moment the visitor sends, before anything is awaited: a second click while the
  // validation code is still loading must not send a second copy.
  const sending = useRef(false);
  const focusFirstField = useRef(false);
  /** The details the wizard starts from once the assessment lead form is accepted. */
  const submitted = useRef<ContactInfo | null>(null);

  useEffect(() => {
    if (!focusFirstField.current || state?.ok) return;
    focusFirstField.current = false;
    const first = form.current?.elements.namedItem(leadFieldNames[kind][0] ?? 'firstName');
    if (first instanceof HTMLElement) first.focus();
  }, [state, kind, form]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // React would reset a form submitted through its action, and a failure must leave everything
    // the visitor typed: the action is called from here instead.
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const element = event.currentTarget;
    const formData = new FormData(element);
    const values = valuesOf(kind, formData);
    const id = draft.submissionIdFor(values);
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
          const control = element.elements.namedItem(validation.field);
          if (control instanceof HTMLElement) control.focus();
          return;
        }
        startTransition(() => setClientError(null));
        // Checked without the schema when it could not load.
        submitted.current = validation
          ? validation.data
          : parseContactInfo(JSON.stringify(Object.fromEntries(formData)));
        const answer = await callAction(
          kind,
          () => actions[kind](null, formData),
          () => ({ ok: false, error: 'unexpected', values, submissionId: id }),
        );
        if (answer.ok) draft.clear();
        startTransition(() => setSent({ state: answer }));
      } finally {
        sending.current = false;
      }
    });
  }

  function startOver() {
    setSent({ state: null });
    setClientError(null);
    draft.startOver();
    focusFirstField.current = true;
  }

  return {
    state,
    formAction,
    pending,
    renderedAfterPost,
    postedId,
    clientError,
    submitted,
    handleSubmit,
    startOver,
    saveDraft: (element: HTMLFormElement) => draft.save(valuesOf(kind, new FormData(element))),
  };
}
