// Plain JavaScript, so that next.config.mjs (the security headers) and the site's code (the
// analytics) read the same list.

/**
 * The site's private pages, by the path segment after the language: their address is a key to a
 * person's data or carries their words. `results` (a result's private link, and the page after the
 * wizard), `assistant` (a question asked as `?q=`), `confirm` and `unsubscribe` (a mailbox's
 * links), `brief` and `take` (a consultant's pre-call brief of a lead, and the link that takes it),
 * `team` (a team's link, which says who invited whom). No analytics runs on them, and no referrer,
 * shared cache or search engine keeps them; each path under them is private too.
 */
export const privatePathSegments = Object.freeze([
  'results',
  'assistant',
  'confirm',
  'unsubscribe',
  'brief',
  'take',
  'team',
]);

function isPrivateSegment(segment) {
  if (segment === undefined) return false;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is compared as it is.
  }
  return privatePathSegments.includes(decoded.toLowerCase());
}

/**
 * Whether a page path is private: `/en/results/…`, and also `/results/…` before the language is
 * added to it. Letter case and escapes do not hide a private page.
 */
export function isPrivatePath(pathname) {
  const [, first, second] = pathname.split('/');
  return isPrivateSegment(second) || isPrivateSegment(first);
}

/** The `source` of a header rule matching every private path in any language, and under it. */
export const privatePathSource = `/:locale/:section(${privatePathSegments.join('|')})/:rest*`;
