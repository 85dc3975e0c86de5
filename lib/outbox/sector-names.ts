import 'server-only';
import { getSectorsNow } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import type { SectorNames } from '@/lib/model/sector';

/** The names are a courtesy: a Content Lake slower than this leaves the key alone. */
const SECTOR_NAMES_TIMEOUT_MS = 3_000;

/**
 * The published sectors' names, read as a notice or a webhook leaves. A lead must reach the firm
 * during a Content Lake outage, so a failed read gives no names, and each lead names its sector by
 * its key alone, which the routing and priority settings use anyway.
 */
export async function readSectorNames(locale: Locale): Promise<SectorNames> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The signal ends a request to the Content Lake; the race ends a read that ignores it.
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('The sectors were not read in time'));
    }, SECTOR_NAMES_TIMEOUT_MS);
  });
  try {
    const sectors = await Promise.race([getSectorsNow(locale, controller.signal), late]);
    const names = new Map(sectors.map(({ key, name }) => [key, name]));
    return (key) => names.get(key);
  } catch (error) {
    console.warn('[outbox] the sectors’ names could not be read; leads name their sector’s key', {
      error: error instanceof Error ? error.name : 'unknown',
    });
    return () => undefined;
  } finally {
    clearTimeout(timer);
  }
}
