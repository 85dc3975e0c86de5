/**
 * Sent by the footer's cookie-settings button to bring the banner back. A module of its own: the
 * button is on every page, and the rules of consent it would otherwise import are not.
 */
export const OPEN_CONSENT_EVENT = 'consent:open';
