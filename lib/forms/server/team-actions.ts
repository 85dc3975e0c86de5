'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { closeTeamLink, openTeamLink } from '@/lib/teams/server';
import { TOKEN_PATTERN } from '@/lib/database/link-token';

/**
 * The owner's buttons of the team section (components/assessment/team): each form carries the
 * owner's link's token, which the database checks, and leads back to the results' team section,
 * with JavaScript or without; a failure is said there.
 */
async function ownerAction(formData: FormData, act: (token: string) => Promise<boolean>) {
  const token = String(formData.get('token') ?? '');
  const locale = String(formData.get('locale') ?? '');
  const language = isLocale(locale) ? locale : defaultLocale;
  let done = false;
  if (TOKEN_PATTERN.test(token)) {
    try {
      done = await act(token);
    } catch (error) {
      console.error('[teams] the team could not be changed', {
        error: error instanceof Error ? error.name : 'unknown',
      });
    }
  }
  const page = localizedPath(
    language,
    `${paths.results}/${TOKEN_PATTERN.test(token) ? token : ''}`,
  );
  // The page is its own address plus a fragment: without a refresh, the browser's router would
  // only scroll, and show the team as it was.
  refresh();
  redirect(`${page}${done ? '' : '?team=failed'}#team`);
}

export async function openTeamForm(formData: FormData): Promise<void> {
  await ownerAction(formData, openTeamLink);
}

export async function closeTeamForm(formData: FormData): Promise<void> {
  await ownerAction(formData, closeTeamLink);
}
