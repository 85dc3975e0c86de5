import 'server-only';
import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getLeadStore, type SaveResult } from '@/lib/leads';
import { leadSubmissionLimiter } from '@/lib/leads/rate-limit';
import type { LeadFormState, LeadFormValues } from './lead-form-state';
import { leadFieldNames, validateLead, type LeadFormKind } from './lead-schema';

/** A field people never see; only bots fill it in. */
export const HONEYPOT_FIELD = 'website';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function text(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value : '';
}

// The browser makes the id once per submission, so a double click or a retry stores one row.
// Without JavaScript there is no id yet, and the server makes one.
function submissionIdOf(formData: FormData): string {
  const id = text(formData.get('submissionId'));
  return UUID_PATTERN.test(id) ? id.toLowerCase() : randomUUID();
}

function localeOf(formData: FormData): Locale {
  const locale = text(formData.get('locale'));
  return isLocale(locale) ? locale : 'en';
}

export async function clientAddress(): Promise<string> {
  const requestHeaders = await headers();
  const forwarded = requestHeaders.get('x-forwarded-for')?.split(',')[0]?.trim();
  return requestHeaders.get('x-real-ip') ?? forwarded ?? 'unknown';
}

export async function submitLead(kind: LeadFormKind, formData: FormData): Promise<LeadFormState> {
  const values: LeadFormValues = Object.fromEntries(
    leadFieldNames[kind].map((name) => [name, text(formData.get(name))]),
  );
  const submissionId = submissionIdOf(formData);

  if (text(formData.get(HONEYPOT_FIELD)).trim()) return { status: 'success', submissionId };

  const validation = validateLead(kind, values);
  if (!validation.ok) {
    return { status: 'invalid', field: validation.field, error: validation.error, values };
  }

  if (!leadSubmissionLimiter.attempt(`${await clientAddress()}:${kind}`).ok) {
    return { status: 'failed', error: 'rateLimited', values };
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

  if (!result.ok) return { status: 'failed', error: 'unexpected', values };
  return { status: 'success', submissionId };
}
