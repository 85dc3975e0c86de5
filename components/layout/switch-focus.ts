import type { Locale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/routing';

/** Where a language switcher sits: the header, the mobile drawer or the footer. */
export type Placement = 'header' | 'drawer' | 'footer';

// Switching language renders the page anew, and keyboard focus would fall to its start, far from
// where the visitor was. It goes back to the switcher that was used instead: in the header to the
// link that leads back, in the footer to the language now shown. The drawer closes with the page
// it belonged to, so its menu button takes focus, as when the drawer is closed. The intent lives
// here, outside React, because the switch unmounts the switcher that was used.
let pending: { placement: Placement; locale: Locale } | null = null;

/** A switch to `locale` from the switcher at `placement`; null for a click that stays put. */
export function rememberSwitch(switched: { placement: Placement; locale: Locale } | null) {
  pending = switched;
}

/**
 * Whether focus should go back to the switcher at `placement` now that the page at `pathname` is
 * shown; true once per switch. A switch that another navigation overtook is forgotten at the next
 * page in any other language, so it cannot pull focus there later.
 */
export function takeFocusAfterSwitch(placement: Placement, pathname: string): boolean {
  if (!pending) return false;
  if (pending.locale !== localeOfPath(pathname)) {
    pending = null;
    return false;
  }
  if (pending.placement !== placement) return false;
  pending = null;
  return true;
}
