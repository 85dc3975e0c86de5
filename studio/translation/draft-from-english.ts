'use client';

import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { useEffect, useRef, useState } from 'react';
import { useClient, useCurrentUser } from 'sanity';
import type { Locale } from '../../lib/i18n/locales';
import {
  TRANSLATION_DRAFT_PATH,
  TRANSLATION_DRAFT_SECRET_SOURCE,
  type TranslationDraftAvailability,
  type TranslationDraftRefusal,
  type TranslationDraftRequest,
  type TranslationDraftResult,
} from '../../lib/translation/protocol';

/** The Studio's API version for the preview secret it stores; the site's default. */
const API_VERSION = '2025-02-19';

export type DraftRequest = {
  run: () => void;
  busy: boolean;
  /** Why the last draft failed, in words for the translator. */
  error: string | null;
  /** What the French-copy check found in the last draft. */
  findings: string[];
  /** The last draft was written into the field. */
  done: boolean;
};

let availability: Promise<boolean> | null = null;

// A preview secret lasts an hour: one serves every draft of the next 55 minutes.
const SECRET_REUSE_MS = 55 * 60 * 1000;
let kept: { secret: string; until: number } | null = null;

async function previewSecret(...args: Parameters<typeof createPreviewSecret>): Promise<string> {
  if (kept && kept.until > Date.now()) return kept.secret;
  const { secret } = await createPreviewSecret(...args);
  kept = { secret, until: Date.now() + SECRET_REUSE_MS };
  return secret;
}

/** Whether the site has a provider to draft with: asked once per Studio session, if it answers. */
function draftsAvailable(): Promise<boolean> {
  availability ??= fetch(TRANSLATION_DRAFT_PATH, { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : { available: false }))
    .then((body: Partial<TranslationDraftAvailability>) => body.available === true)
    .catch(() => {
      // Unreachable now, perhaps not on the next field: ask again then.
      availability = null;
      return false;
    });
  return availability;
}

type DraftAnswer = Partial<TranslationDraftResult & TranslationDraftRefusal>;

/**
 * "Draft from English" for one language of a field, or null where the site has no provider and
 * the action is not shown. The site checks who asks the way the Presentation tool's preview does:
 * the Studio stores a short-lived secret in the dataset, which only an editor can write.
 */
export function useDraftFromEnglish(
  english: unknown,
  locale: Locale,
  french: unknown,
  apply: (french: unknown) => void,
): DraftRequest | null {
  const client = useClient({ apiVersion: API_VERSION });
  const user = useCurrentUser();
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [findings, setFindings] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  // The French as it is now, read when the draft arrives, and the request to end on leaving.
  const frenchNow = useRef(JSON.stringify(french ?? null));
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    frenchNow.current = JSON.stringify(french ?? null);
  }, [french]);

  useEffect(() => {
    let live = true;
    void draftsAvailable().then((answer) => live && setAvailable(answer));
    return () => {
      live = false;
      pending.current?.abort();
    };
  }, []);

  if (!available) return null;

  const run = async () => {
    const frenchAsked = frenchNow.current;
    const request = new AbortController();
    pending.current = request;
    setBusy(true);
    setError(null);
    setFindings([]);
    setDone(false);
    try {
      let secret: string;
      try {
        secret = await previewSecret(
          client,
          TRANSLATION_DRAFT_SECRET_SOURCE,
          window.location.href,
          user?.id,
        );
      } catch {
        setError(
          'No draft: the Studio could not store the short-lived key a draft needs. Your role may not allow it: ask an administrator.',
        );
        return;
      }
      const body: TranslationDraftRequest = {
        secret,
        locale,
        english: english as TranslationDraftRequest['english'],
      };
      const response = await fetch(TRANSLATION_DRAFT_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: request.signal,
      });
      // A secret the site no longer accepts is not offered again: the next draft makes a new one.
      if (response.status === 401) kept = null;
      const answer = (await response.json().catch(() => ({}))) as DraftAnswer;
      if (!response.ok || answer.french === undefined) {
        setError(
          typeof answer.message === 'string'
            ? `No draft: ${answer.message}`
            : `No draft: the site answered ${response.status}. Try again in a moment.`,
        );
        return;
      }
      // The translator wrote meanwhile: their French stays, the draft is not forced over it.
      if (frenchNow.current !== frenchAsked) {
        setError(
          'No draft written: the French changed while it was being drafted. Ask again to replace it.',
        );
        return;
      }
      apply(answer.french);
      setDone(true);
      setFindings(
        (answer.findings ?? []).flatMap(({ message }) =>
          typeof message === 'string' ? [message] : [],
        ),
      );
    } catch {
      if (request.signal.aborted) return;
      setError('No draft: the site could not be reached. Check the connection and try again.');
    } finally {
      if (!request.signal.aborted) setBusy(false);
      if (pending.current === request) pending.current = null;
    }
  };

  return { run: () => void run(), busy, error, findings, done };
}
