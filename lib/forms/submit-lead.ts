import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import { env } from '@/lib/env';
import { localeOr, type Locale } from '@/lib/i18n/locales';
import { getLeadStore, type SaveResult } from '@/lib/leads';
import { allowLeadSubmission, leadSubmissionLimiter } from '@/lib/leads/rate-limit';
import { rateLimitClient } from './client-key';
import { HONEYPOT_FIELD } from './honeypot';
import type { LeadFormState, LeadFormValues } from './result';
import { leadFieldNames, validateLead, type LeadFormKind } from './schema';
import { uuidFromBytes, UUID_PATTERN } from './ids';

function text(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value : '';
}

function postedSubmissionId(formData: FormData): string | undefined {
  const id = text(formData.get('submissionId'));
  return UUID_PATTERN.test(id) ? id.toLowerCase() : undefined;
}

// The stored row's id binds the submission to what it holds, as an assessment result's does
// (see assessmentResultId). Visitors may insert but never read, so when an insert meets an existing
// id the server cannot tell what that row holds: a submission sent again with the same values
// lands on the same row and stores nothing twice, while one corrected after a lost answer is a row
// of its own, never a duplicate dropped in silence.
//
// With JavaScript the browser makes a random id for each submission. Without it the static page
// has none to give (one baked into the HTML would be every visitor's), so a token of the day
// stands in: the same form posted again, after a reload or a lost answer, is the same row, and the
// same words sent on another day are a new message. The form carries the id or token back, and
// posts it with the next try.
function dayToken(kind: LeadFormKind): string {
  const day = new Date().toISOString().slice(0, 10);
  return uuidFromBytes(
    createHash('sha256')
      .update(JSON.stringify([kind, day]))
      .digest(),
    8,
  );
}

function leadRowId(kind: LeadFormKind, submissionId: string, lead: LeadFormValues): string {
  const content = JSON.stringify([
    kind,
    submissionId,
    ...leadFieldNames[kind].map((name) => lead[name]),
  ]);
  return uuidFromBytes(createHash('sha256').update(content).digest(), 8);
}

function localeOf(formData: FormData): Locale {
  const locale = text(formData.get('locale'));
  return localeOr(locale);
}

let warnedUntrusted = false;

/** The key a submission counts against in the per-client rate limit. */
export async function clientAddress(): Promise<string> {
  if (!env.TRUSTED_PROXY_HEADER && !warnedUntrusted && process.env.NODE_ENV === 'production') {
    warnedUntrusted = true;
    console.warn(
      '[leads] TRUSTED_PROXY_HEADER is not set: the submission limit goes by an address header a client can forge',
    );
  }
  return rateLimitClient(await headers(), env.TRUSTED_PROXY_HEADER);
}

export async function submitLead(kind: LeadFormKind, formData: FormData): Promise<LeadFormState> {
  const values: LeadFormValues = Object.fromEntries(
    leadFieldNames[kind].map((name) => [name, text(formData.get(name))]),
  );
  const submissionId = postedSubmissionId(formData) ?? dayToken(kind);

  if (text(formData.get(HONEYPOT_FIELD)).trim()) {
    // Only that a bot came, never what it sent.
    console.warn('[leads] honeypot filled, submission dropped', { form: kind });
    return { status: 'success', submissionId };
  }

  const validation = validateLead(kind, values);
  if (!validation.ok) {
    const { field, error } = validation;
    return { status: 'invalid', field, error, values, submissionId };
  }

  const limits = { client: await clientAddress(), email: validation.data.email, form: kind };
  if (
    !allowLeadSubmission(leadSubmissionLimiter, limits, { limitEmail: !env.TRUSTED_PROXY_HEADER })
  ) {
    return { status: 'failed', error: 'rateLimited', values, submissionId };
  }

  const lead = {
    ...validation.data,
    id: leadRowId(kind, submissionId, validation.data),
    locale: localeOf(formData),
  };
  let result: SaveResult;
  try {
    const store = getLeadStore();
    result =
      'message' in lead ? await store.saveContact(lead) : await store.saveAssessmentContact(lead);
  } catch (error) {
    console.error('[leads] submission failed', {
      form: kind,
      error: error instanceof Error ? error.name : 'unknown',
    });
    result = { ok: false, reason: 'unavailable' };
  }

  if (!result.ok) return { status: 'failed', error: 'unexpected', values, submissionId };
  return { status: 'success', submissionId };
}
