'use server';

import { after } from 'next/server';
import { redirect } from 'next/navigation';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { deliverOutboxSoon } from '@/lib/outbox';
import { takePath } from '@/lib/routes';
import { DESK_TOKEN_PATTERN } from '@/lib/desk/links';
import { takeByLink } from '@/lib/desk/server';

/**
 * The take page's button: takes the lead in the name of the link's consultant, tells the CRM right
 * after, and shows the page again, which now says who took it and when.
 */
export async function takeLeadForm(formData: FormData): Promise<void> {
  const token = String(formData.get('token') ?? '');
  const locale = String(formData.get('locale') ?? '');
  if (!DESK_TOKEN_PATTERN.test(token)) return;
  const outcome = await takeByLink(token);
  if (outcome.status === 'taken') after(deliverOutboxSoon);
  redirect(localizedPath(isLocale(locale) ? locale : defaultLocale, `${takePath}/${token}`));
}
