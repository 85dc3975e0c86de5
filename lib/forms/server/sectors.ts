import 'server-only';
import { getSectors } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The keys of the sectors a lead form offers in the language, from the same content the page was
 * built from: a key of no published sector is refused, as a forged size is.
 */
export async function publishedSectorKeys(locale: Locale): Promise<ReadonlySet<string>> {
  const sectors = await getSectors(locale);
  return new Set(sectors.map(({ key }) => key));
}
