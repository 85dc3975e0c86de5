'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { leadFieldNames, type LeadFormKind } from '@/lib/model/lead-fields';
import { newSubmissionId } from '@/lib/model/ids';
import type { LeadFormValues } from '@/lib/forms/result';
import { readLeadDraft, removeLeadDraft, writeLeadDraft } from '@/lib/session/lead-draft';

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
    for (const name of leadFieldNames[kind]) {
      const control = form.current?.elements.namedItem(name);
      const value = draft.values[name];
      const typeable =
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement;
      // Set on the element, not through React state: hydration's commit stays free of re-renders.
      if (typeable && value && control.value === '') control.value = value;
    }
  }, [kind, form, postedId]);

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
