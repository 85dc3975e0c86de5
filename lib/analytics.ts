/** Google Analytics 4 measurement id, inlined at build time. Without one there is no banner and no tag. */
export const gaMeasurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID?.trim() || undefined;

export type Consent = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'analytics-consent';

/** Sent by the footer's cookie-settings button to bring the banner back. */
export const OPEN_CONSENT_EVENT = 'consent:open';

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
  if (typeof at !== 'number' || !(now - at < CONSENT_LIFETIME_MS)) return null;
  return choice;
}

/**
 * The names of the cookies Google Analytics sets, which a withdrawal removes: `_ga`, `_ga_<id>`,
 * `_gid` and `_gat…`.
 */
export function isAnalyticsCookie(name: string): boolean {
  return /^_ga($|_)|^_gid$|^_gat/.test(name);
}

/** The domains a cookie of `hostname` may be set on: the host itself and each parent domain. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$|:/.test(hostname)) return [hostname];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}
