import type { Locale } from '@/lib/i18n/locales';
import type { FunnelForm, StepOf } from './steps';

/** The steps counted since the page loaded: held in memory only, never stored on the device. */
const counted = new Set<string>();

/**
 * Counts the visitor reaching a step of a form, once per page load. The count names the form, the
 * language and the step, nothing else; a count that fails is lost, unseen.
 */
export function countStep<F extends FunnelForm>(form: F, locale: Locale, step: StepOf<F>): void {
  const body = JSON.stringify({ form, locale, step });
  if (counted.has(body)) return;
  counted.add(body);
  // Not navigator.sendBeacon, which always sends the site's cookies (Google Analytics' once the
  // visitor consents) and the page's full address as the referrer: a count must carry neither a
  // cookie nor an identifier. A keepalive fetch outlives the page as a beacon does, without them.
  // As text/plain it is a simple request, sent without a CORS preflight.
  fetch('/api/funnel', {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    headers: { 'content-type': 'text/plain' },
  }).catch(() => {});
}

/** Counts the step once `element` first shows on screen; returns what stops the watch. */
export function countStepWhenSeen<F extends FunnelForm>(
  element: Element | null,
  form: F,
  locale: Locale,
  step: StepOf<F>,
): () => void {
  if (!element) return () => {};
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    countStep(form, locale, step);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
