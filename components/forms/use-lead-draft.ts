'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { leadFieldNames, type LeadFormKind } from '@/lib/forms/fields';
import { newSubmissionId } from '@/lib/forms/ids';
import type { LeadFormValues } from '@/lib/forms/result';
import {
  LEAD_DRAFT_CHANGED,
  readLeadDraft,
  removeLeadDraft,
  writeLeadDraft,
} from '@/lib/session/lead-draft';

/** Puts the draft's values in the form's fields: into empty ones only, unless `replace`. */
function fillIn(
  form: HTMLFormElement | null,
  kind: LeadFormKind,
  values: LeadFormValues,
  replace: boolean,
): void {
  for (const name of leadFieldNames[kind]) {
    const control = form?.elements.namedItem(name);
    const value = values[name];
    const typeable =
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement;
    // Set on the element, not through React state: hydration's commit stays free of re-renders.
    if (typeable && value && (replace || control.value === '')) control.value = value;
  }
}

export type LeadDraftHandle = {
  /** Keeps what the form holds now, with the submission's id once there is one. */
  save(values: LeadFormValues): void;
  /** The id of the submission being sent: the one already in use, else a new one, kept. */
  submissionIdFor(values: LeadFormValues): string;
  /** The server has it: nothing is left to keep. */
  clear(): void;
  /** A new, blank submission follows. */
  startOver(): void;
};

/**
 * The lead form's draft in the tab (lib/session/lead-draft.ts). On a page the browser rendered
 * itself, it fills the form back in and resumes the submission id of a send whose answer was
 * lost. After a post without JavaScript the server's values are on the page and its id is
 * `postedId`.
 */
export function useLeadDraft(
  kind: LeadFormKind,
  form: RefObject<HTMLFormElement | null>,
  postedId: string | undefined,
): LeadDraftHandle {
  const submissionId = useRef(postedId);

  useEffect(() => {
    if (postedId !== undefined) return;
    const draft = readLeadDraft(kind);
    submissionId.current ??= draft.submissionId;
    fillIn(form.current, kind, draft.values, false);
  }, [kind, form, postedId]);

  // The site assistant wrote the visitor's question into the draft while the form was on the page:
  // the draft holds what the form held, with the question added.
  useEffect(() => {
    const refill = (event: Event) => {
      if ((event as CustomEvent<LeadFormKind>).detail !== kind) return;
      const draft = readLeadDraft(kind);
      submissionId.current = draft.submissionId;
      fillIn(form.current, kind, draft.values, true);
    };
    window.addEventListener(LEAD_DRAFT_CHANGED, refill);
    return () => window.removeEventListener(LEAD_DRAFT_CHANGED, refill);
  }, [kind, form]);

  return {
    save(values) {
      writeLeadDraft(kind, { values, submissionId: submissionId.current });
    },
    submissionIdFor(values) {
      submissionId.current ??= newSubmissionId();
      writeLeadDraft(kind, { values, submissionId: submissionId.current });
      return submissionId.current;
    },
    clear() {
      removeLeadDraft(kind);
    },
    startOver() {
      submissionId.current = undefined;
    },
  };
}
