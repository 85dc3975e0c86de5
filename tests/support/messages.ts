import { queryLocalDataset } from '@/lib/content/local-dataset';
import { RESULTS_PAGE_QUERY, SECTORS_QUERY } from '@/lib/content/queries';
import { requireDocument } from '@/lib/content/require-document';
import type { ResultsCopy, Sectors } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';
import type { RESULTS_PAGE_QUERY_RESULT, SECTORS_QUERY_RESULT } from '@/sanity.types';

export const dictionaries = { en, fr };

/** The results page's texts below its heading, as the seed holds them: the page's and the report's. */
export async function resultsCopy(locale: Locale): Promise<ResultsCopy> {
  const page = await queryLocalDataset<RESULTS_PAGE_QUERY_RESULT>(RESULTS_PAGE_QUERY, { locale });
  const { title, description, ...copy } = requireDocument(page, 'results page');
  return copy;
}

/** The seed's published sectors in a language: what the results page and its e-mail name. */
export function publishedSectors(locale: Locale): Promise<Sectors> {
  return queryLocalDataset<SECTORS_QUERY_RESULT>(SECTORS_QUERY, { locale });
}
