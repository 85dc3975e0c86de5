import { isPrivatePath } from '@/lib/routes';

/** Google Analytics 4 measurement id, inlined at build time. Without one there is no banner and no tag. */
export const gaMeasurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID?.trim() || undefined;

/**
 * How the tag is configured. The site sends each page view itself, so that a private page is never
 * reported; Google's signals and ad personalisation stay off, the visits being measured for the
 * site alone; and the `_ga` cookie lives 13 months, the CNIL's limit, not Google's two years.
 */
export const analyticsSettings = {
  send_page_view: false,
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
  cookie_expires: 13 * 30 * 24 * 60 * 60,
} as const;

/** What stands in a measured path for a segment that may be a key, a number or an address. */
export const REDACTED_SEGMENT = '[private]';

// The site's own addresses are lower-case words; a token, an id or an e-mail address is not.
const wordSegment = /^[a-z]+(?:-[a-z]+)*$/;

/** A path as Google Analytics may see it: every segment that is not words replaced. */
function measuredPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (segment === '' || wordSegment.test(segment) ? segment : REDACTED_SEGMENT))
    .join('/');
}

/**
 * The page before, as Google Analytics may see it: its origin and measured path, never its query
 * or fragment; of one of the site's private pages, the origin alone. Empty when there is none.
 */
export function measuredReferrer(referrer: string, origin: string): string {
  if (!URL.canParse(referrer)) return '';
  const url = new URL(referrer);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  if (url.origin === origin && isPrivatePath(url.pathname)) return `${url.origin}/`;
  return `${url.origin}${measuredPath(url.pathname)}`;
}

export type PageFields = { page_location: string; page_path: string; page_referrer: string };

/**
 * What Google Analytics learns of the page `page`, reached from `referrer`: origin and path only,
 * a token-like segment replaced. Null on a private page, which is not measured at all.
 */
export function pageFields(page: URL, referrer: string): PageFields | null {
  if (isPrivatePath(page.pathname)) return null;
  const path = measuredPath(page.pathname);
  return {
    page_location: `${page.origin}${path}`,
    page_path: path,
    page_referrer: measuredReferrer(referrer, page.origin),
  };
}

export type Consent = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'analytics-consent';

/** How long a choice holds before the banner asks again: six months, as the CNIL recommends. */
export const CONSENT_LIFETIME_MS = 183 * 24 * 60 * 60 * 1000;

/** The banner as a visitor reads it in one language: what it asks, and the two answers. */
export type BannerText = { title: string; description: string; accept: string; reject: string };

/**
 * The banner's version, stored with each choice: 12 hex digits of the SHA-256 of its words in
 * every language, so that a visitor is asked again once they change, whichever language the
 * choice was made in.
 */
export async function consentVersion(banners: readonly BannerText[]): Promise<string> {
  const words = banners.map(({ title, description, accept, reject }) => [
    title,
    description,
    accept,
    reject,
  ]);
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify(words)),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 12);
}

/** A choice as it is stored: what the visitor chose, when (ms since the epoch), under which banner. */
export function encodeConsent(choice: Consent, at: number, version: string): string {
  return JSON.stringify({ choice, at, version });
}

/**
 * The stored choice while it holds; null when there is none, it is unreadable, it has lapsed or
 * it was made under another banner.
 */
export function readConsent(value: string | null, now: number, version: string): Consent | null {
  if (!value) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { choice, at, version: storedVersion } = stored as Record<string, unknown>;
  if (choice !== 'granted' && choice !== 'denied') return null;
  if (storedVersion !== version) return null;
  // A date ahead of the clock (a clock set wrong, a value written by hand) would never lapse.
  if (typeof at !== 'number' || at > now + 24 * 60 * 60 * 1000) return null;
  if (!(now - at < CONSENT_LIFETIME_MS)) return null;
  return choice;
}

/**
 * The script the served page runs as it reaches the consent banner, which it serves hidden: it
 * shows the banner unless the tab holds an answer that `readConsent` would accept, before the page
 * is first drawn. Without scripts no analytics can load, so the banner stays hidden.
 */
export function showUnlessAnsweredScript(elementId: string, version: string): string {
  // JSON keeps the values strings in the script; no `<` can close the script element.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  return [
    '(function(){var a=false;try{',
    `var s=JSON.parse(localStorage.getItem(${literal(CONSENT_STORAGE_KEY)})),n=Date.now();`,
    "a=!!(s&&typeof s==='object'&&(s.choice==='granted'||s.choice==='denied')",
    `&&s.version===${literal(version)}&&typeof s.at==='number'&&s.at<=n+${24 * 60 * 60 * 1000}`,
    `&&n-s.at<${CONSENT_LIFETIME_MS})`,
    '}catch(e){}',
    `if(!a)document.getElementById(${literal(elementId)}).hidden=false`,
    '})()',
  ].join('');
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
