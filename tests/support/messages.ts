import type { Messages } from 'next-intl';
import { SITE_COPY_QUERY } from '@/lib/content/queries';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import type { SiteCopy } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { withSiteCopy } from '@/lib/i18n/messages';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';

export const dictionaries = { en, fr };

/** The site copy as the local dataset holds it. */
export function siteCopy(locale: Locale): Promise<SiteCopy> {
  return queryLocalDataset<SiteCopy>(SITE_COPY_QUERY, { locale });
}

/** The messages a page reads: the dictionary with the seed's site copy laid over it. */
export async function siteMessages(locale: Locale): Promise<Messages> {
  return withSiteCopy(dictionaries[locale], await siteCopy(locale)) as Messages;
}
