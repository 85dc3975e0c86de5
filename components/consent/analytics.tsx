'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { analyticsCookieRemovals } from '@/lib/analytics';
import { defaultLocale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/routing';
import { useConsent } from './consent-store';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function loadGoogleAnalytics(measurementId: string): Gtag {
  if (window.gtag) return window.gtag;
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads the `arguments` objects it is handed, not arrays.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return gtag;
}

function removeAnalyticsCookies() {
  for (const removal of analyticsCookieRemovals(document.cookie, window.location.hostname)) {
    document.cookie = removal;
  }
}

function PageViews({ measurementId }: { measurementId: string }) {
  const consent = useConsent();
  const pathname = usePathname();
  const query = useSearchParams().toString();

  useEffect(() => {
    if (consent !== 'granted') return;
    const gtag = loadGoogleAnalytics(measurementId);
    // Consent given again after a withdrawal on this same page.
    (window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = false;
    gtag('consent', 'update', { analytics_storage: 'granted' });
    gtag('event', 'page_view', {
      page_path: query ? `${pathname}?${query}` : pathname,
      page_location: window.location.href,
      page_title: document.title,
      language: localeOfPath(pathname) ?? defaultLocale,
    });
  }, [consent, pathname, query, measurementId]);

  useEffect(() => {
    if (consent !== 'denied') return;
    // A withdrawal: the tag, if this page loaded it, sends nothing more, and what it stored goes.
    if (window.gtag) {
      window.gtag('consent', 'update', { analytics_storage: 'denied' });
      (window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = true;
    }
    removeAnalyticsCookies();
  }, [consent, measurementId]);

  return null;
}

/** Loads Google Analytics only after the visitor accepts, then reports every page they see. */
export function Analytics({ measurementId }: { measurementId: string }) {
  return (
    <Suspense fallback={null}>
      <PageViews measurementId={measurementId} />
    </Suspense>
  );
}
