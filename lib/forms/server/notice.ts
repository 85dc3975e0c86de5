import 'server-only';
import { createHash } from 'node:crypto';
import { getPrivacyNotices } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import type { NoticeRecord } from '@/lib/database/types';

/** Which notice a form shows: the contact form's, or the assessment's (its form and its results). */
export type NoticeName = 'contact' | 'assessment';

/**
 * What a lead records of the notice it was collected under: the notice's name and a digest of its
 * text as shown in the visitor's language, which the Studio's history can be checked against, and
 * the policy version the notice links to. Read from the same content the page was built from.
 */
export async function noticeRecord(name: NoticeName, locale: Locale): Promise<NoticeRecord> {
  const notices = await getPrivacyNotices(locale);
  const text = notices[name] ?? '';
  return {
    privacyNotice: `${name}:${createHash('sha256').update(text).digest('hex').slice(0, 12)}`,
    policyVersion: notices.version ?? '',
  };
}
