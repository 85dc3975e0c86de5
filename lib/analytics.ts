/** Google Analytics 4 measurement id, inlined at build time. Without one there is no banner and no tag. */
export const gaMeasurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID?.trim() || undefined;

export type Consent = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'analytics-consent';

/** Sent by the footer's cookie-settings button to bring the banner back. */
export const OPEN_CONSENT_EVENT = 'consent:open';

export function readConsent(value: string | null): Consent | null {
  return value === 'granted' || value === 'denied' ? value : null;
}
