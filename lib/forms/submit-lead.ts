import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { env } from '@/lib/env';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getLeadStore, type SaveResult } from '@/lib/leads';
import { leadSubmissionLimiter } from '@/lib/leads/rate-limit';
import { rateLimitClient } from './client-key';
import { HONEYPOT_FIELD } from './honeypot';
import type { LeadFormState, LeadFormValues } from './lead-form-state';
import { leadFieldNames, validateLead, type LeadFormKind } from './lead-schema';
import { uuidFromBytes, UUID_PATTERN } from './submission-id';

function text(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value : '';
}

function postedSubmissionId(formData: FormData): string | undefined {
  const id = text(formData.get('submissionId'));
  return UUID_PATTERN.test(id) ? id.toLowerCase() : undefined;
}

// With JavaScript the form posts the id it made at hydration. Without it the static page has no
// id to give (one baked into the HTML would be every visitor's), so the id comes from the
// content: a browser that posts the same form again, after a reload or a lost answer, sends the
// same values and hits the same primary key. The day is part of it, so the same words sent again
// on another day are a new message. Failures hand the id back, and the re-rendered form posts it.
function contentSubmissionId(kind: LeadFormKind, lead: LeadFormValues): string {
  const day = new Date().toISOString().slice(0, 10);
  const content = JSON.stringify([kind, day, ...leadFieldNames[kind].map((name) => lead[name])]);
  return uuidFromBytes(createHash('sha256').update(content).digest(), 8);
}

function localeOf(formData: FormData): Locale {
  const locale = text(formData.get('locale'));
  return isLocale(locale) ? locale : 'en';
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
  const posted = postedSubmissionId(formData);

  if (text(formData.get(HONEYPOT_FIELD)).trim()) {
    // Only that a bot came, never what it sent.
    console.warn('[leads] honeypot filled, submission dropped', { form: kind });
    return { status: 'success', submissionId: posted ?? randomUUID() };
  }

  const validation = validateLead(kind, values);
  if (!validation.ok) {
    const { field, error } = validation;
    return { status: 'invalid', field, error, values, submissionId: posted ?? randomUUID() };
  }

  const submissionId = posted ?? contentSubmissionId(kind, validation.data);
  if (!leadSubmissionLimiter.attempt(`${await clientAddress()}:${kind}`).ok) {
    return { status: 'failed', error: 'rateLimited', values, submissionId };
  }

  const lead = { ...validation.data, id: submissionId, locale: localeOf(formData) };
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
