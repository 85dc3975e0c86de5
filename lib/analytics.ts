/** Google Analytics 4 measurement id, inlined at build time. Without one there is no banner and no tag. */
export const gaMeasurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID?.trim() || undefined;

export type Consent = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'analytics-consent';

/** How long a choice holds before the banner asks again: six months, as the CNIL recommends. */
export const CONSENT_LIFETIME_MS = 183 * 24 * 60 * 60 * 1000;

/** A choice as it is stored: what the visitor chose and when, in milliseconds since the epoch. */
export function encodeConsent(choice: Consent, at: number): string {
  return JSON.stringify({ choice, at });
}

/** The stored choice while it holds; null when there is none, it is unreadable or it has lapsed. */
export function readConsent(value: string | null, now: number): Consent | null {
  if (!value) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { choice, at } = stored as { choice?: unknown; at?: unknown };
  if (choice !== 'granted' && choice !== 'denied') return null;
  // A date ahead of the clock (a clock set wrong, a value written by hand) would never lapse.
  if (typeof at !== 'number' || at > now + 24 * 60 * 60 * 1000) return null;
  if (!(now - at < CONSENT_LIFETIME_MS)) return null;
  return choice;
}

/**
 * The names of the cookies Google Analytics sets, which a withdrawal removes: `_ga`, `_ga_<id>`,
 * `_gid` and `_gat…`.
 */
export function isAnalyticsCookie(name: string): boolean {
  return /^_ga($|_)|^_gid$|^_gat/.test(name);
}

/**
 * The `document.cookie` assignments that expire every analytics cookie in `cookies` (the page's
 * `document.cookie`): Google sets its cookies on the widest domain it may, so each is expired on
 * the host alone and on each parent domain in turn.
 */
export function analyticsCookieRemovals(cookies: string, hostname: string): string[] {
  const names = cookies
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter(isAnalyticsCookie);
  const scopes = ['', ...cookieDomains(hostname).map((domain) => `; domain=${domain}`)];
  return names.flatMap((name) =>
    scopes.map((scope) => `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${scope}`),
  );
}

/** The domains a cookie of `hostname` may be set on: the host itself and each parent domain. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$|:/.test(hostname)) return [hostname];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}
