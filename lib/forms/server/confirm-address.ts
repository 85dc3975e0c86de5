import 'server-only';
import { confirmMailbox } from '@/lib/assessment/results/link';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';

/**
 * What following a confirmation link came to, as the page tells it: confirmed now or before (with
 * the owner's link to the results), too old or revoked, no such link, or the database could not
 * answer (the visitor tries again).
 */
export type AddressConfirmation =
  | { status: 'confirmed' | 'already'; resultsPath: string }
  | { status: 'expired' | 'unknown' | 'unavailable' };

/** Confirms the address a confirmation link was sent to, by its owner's click. */
export async function confirmAddress(token: string, locale: Locale): Promise<AddressConfirmation> {
  try {
    const confirmation = await confirmMailbox(token);
    if (confirmation.ownerToken === undefined) {
      return { status: confirmation.status === 'expired' ? 'expired' : 'unknown' };
    }
    return {
      status: confirmation.status === 'confirmed' ? 'confirmed' : 'already',
      resultsPath: localizedPath(locale, `${paths.results}/${confirmation.ownerToken}`),
    };
  } catch (error) {
    console.error('[confirm] the address could not be confirmed', {
      error: error instanceof Error ? error.name : 'unknown',
    });
    return { status: 'unavailable' };
  }
}
