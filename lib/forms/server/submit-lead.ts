import 'server-only';
import { localeOr } from '@/lib/i18n/locales';
import { getLeadStore } from '@/lib/database';
import { HONEYPOT_FIELD, leadFieldNames, type LeadFormKind } from '@/lib/model/lead-fields';
import { contentId, UUID_PATTERN } from '@/lib/model/ids';
import { noticeRecord } from './notice';
import { publishedSectorKeys } from './sectors';
import type { LeadFormResult, LeadFormValues } from '@/lib/forms/result';
import { validateLead } from '@/lib/model/lead-schema';
import { submissionKeys } from '@/lib/visitor-keys';
import { saveError, saveSafely } from './save';

function text(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value : '';
}

function postedSubmissionId(formData: FormData): string | undefined {
  const id = text(formData.get('submissionId'));
  return UUID_PATTERN.test(id) ? id.toLowerCase() : undefined;
}

/**
 * The submission id of a form posted without JavaScript. The static page has none to give (one
 * baked into the HTML would be every visitor's), so a token of the form and the day stands in:
 * the same form posted again, after a reload or a lost answer, is the same row, and the same
 * words sent on another day are a new message. The re-rendered form posts it with the next try.
 */
function dayToken(kind: LeadFormKind): Promise<string> {
  return contentId([kind, new Date().toISOString().slice(0, 10)]);
}

/** Validates and stores one lead form submission, once per id and content, within the limit. */
export async function submitLead(kind: LeadFormKind, formData: FormData): Promise<LeadFormResult> {
  const values: LeadFormValues = Object.fromEntries(
    leadFieldNames[kind].map((name) => [name, text(formData.get(name))]),
  );
  const submissionId = postedSubmissionId(formData) ?? (await dayToken(kind));

  if (text(formData.get(HONEYPOT_FIELD)).trim()) {
    // Only that a bot came, never what it sent.
    console.warn('[leads] honeypot filled, submission dropped', { form: kind });
    return { ok: true, submissionId };
  }

  const locale = localeOr(text(formData.get('locale')));
  const validation = validateLead(kind, values, await publishedSectorKeys(locale));
  if (!validation.ok) {
    const { field, error } = validation;
    return { ok: false, error: 'invalid', invalid: { field, error }, values, submissionId };
  }
  const fields: LeadFormValues = validation.data;
  const lead = {
    ...validation.data,
    id: await contentId([kind, submissionId, ...leadFieldNames[kind].map((name) => fields[name])]),
    locale,
    ...(await noticeRecord(kind === 'contact' ? 'contact' : 'assessment', locale)),
  };
  const store = getLeadStore();
  const keys = await submissionKeys(kind);
  const saved = await saveSafely(kind, () =>
    'message' in lead ? store.saveContact(lead, keys) : store.saveAssessmentContact(lead, keys),
  );
  if (!saved.ok) return { ok: false, error: saveError(saved), values, submissionId };
  return { ok: true, submissionId, leadId: lead.id };
}
