'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  analyticsCookieRemovals,
  analyticsSettings,
  pageFields,
  type PageFields,
} from '@/lib/analytics';
import { defaultLocale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/routing';
import { isPrivatePath } from '@/lib/routes';
import { useConsent } from './consent-store';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The tag, configured with the first page it measures, so that nothing reads the address itself. */
function loadGoogleAnalytics(measurementId: string, fields: PageFields): Gtag {
  if (window.gtag) return window.gtag;
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads the `arguments` objects it is handed, not arrays.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('set', fields);
  gtag('config', measurementId, { ...analyticsSettings, ...fields });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return gtag;
}

/** Google's own switch: while it is on, a loaded tag sends nothing at all. */
function switchOff(measurementId: string, off: boolean) {
  (window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = off;
}

function removeAnalyticsCookies() {
  for (const removal of analyticsCookieRemovals(document.cookie, window.location.hostname)) {
    document.cookie = removal;
  }
}

type AnalyticsProps = {
  measurementId: string;
  /** The consent banner's version: a choice made under another one does not count. */
  version: string;
};

/**
 * Loads Google Analytics only after the visitor accepts, then reports every page they see but
 * the private ones, by origin and path alone.
 */
export function Analytics({ measurementId, version }: AnalyticsProps) {
  const consent = useConsent(version);
  const pathname = usePathname();
  // This page and the one before it in the tab, which the first page learns from the browser.
  const visit = useRef<{ page: string; referrer: string } | null>(null);

  // A tag loaded on an earlier page goes quiet during the render that leads to a private page,
  // before Next writes its address: whatever the tag measures by itself then is not sent.
  if (typeof window !== 'undefined' && isPrivatePath(pathname)) switchOff(measurementId, true);

  useEffect(() => {
    const page = new URL(pathname, window.location.origin);
    if (visit.current?.page !== page.href) {
      visit.current = { page: page.href, referrer: visit.current?.page ?? document.referrer };
    }
    if (consent !== 'granted') return;
    const fields = pageFields(page, visit.current.referrer);
    // A private page: not reported, and the tag not loaded for it.
    if (!fields) return;
    const gtag = loadGoogleAnalytics(measurementId, fields);
    // Automatic events read these too; Google's switch is off again after a withdrawal or a
    // private page.
    gtag('set', fields);
    switchOff(measurementId, false);
    gtag('consent', 'update', { analytics_storage: 'granted' });
    gtag('event', 'page_view', {
      ...fields,
      page_title: document.title,
      language: localeOfPath(pathname) ?? defaultLocale,
    });
  }, [consent, pathname, measurementId]);

  useEffect(() => {
    if (consent !== 'denied') return;
    // A withdrawal: the tag, if this page loaded it, sends nothing more, and what it stored goes.
    if (window.gtag) {
      window.gtag('consent', 'update', { analytics_storage: 'denied' });
      switchOff(measurementId, true);
    }
    removeAnalyticsCookies();
  }, [consent, measurementId]);

  return null;
}
