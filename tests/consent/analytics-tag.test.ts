// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, encodeConsent } from '@/lib/analytics';

// The real component in a browser-like page: what it hands gtag.js (the dataLayer) and whether it
// loads the tag at all, as the visitor moves through the site.

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }));

const { Analytics } = await import('@/components/consent/analytics');

const MEASUREMENT_ID = 'G-TEST000000';
const VERSION = 'a1b2c3d4e5f6';
const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFi';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

let root: Root | null = null;

/** The visitor arrives at, or follows a link to, `address`, as Next's router would show it. */
async function visit(address: string) {
  window.history.pushState(null, '', address);
  route.pathname = new URL(address, window.location.origin).pathname;
  await act(async () => {
    root ??= createRoot(document.body.appendChild(document.createElement('div')));
    root.render(createElement(Analytics, { measurementId: MEASUREMENT_ID, version: VERSION }));
  });
}

/** Every call handed to gtag.js so far, as arrays. */
function calls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

const pageViews = () =>
  calls()
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , fields]) => fields as Record<string, string>);

const tagScripts = () => document.querySelectorAll('script[src*="googletagmanager.com"]');

const switchedOff = () => Reflect.get(window, `ga-disable-${MEASUREMENT_ID}`) as unknown;

function choose(choice: 'granted' | 'denied', version = VERSION) {
  window.localStorage.setItem(CONSENT_STORAGE_KEY, encodeConsent(choice, Date.now(), version));
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  delete window.gtag;
  delete window.dataLayer;
  Reflect.deleteProperty(window, `ga-disable-${MEASUREMENT_ID}`);
  tagScripts().forEach((script) => script.remove());
});

describe('the analytics tag', () => {
  it('reports a page by its origin and path, in the page view, the configuration and what automatic events read', async () => {
    choose('granted');
    await visit('/en/use-cases?utm_source=mail&email=jane%40example.com&q=my+phone#story');

    const page = {
      page_location: `${window.location.origin}/en/use-cases`,
      page_path: '/en/use-cases',
      page_referrer: '',
    };
    expect(tagScripts()).toHaveLength(1);
    expect(calls().find(([command]) => command === 'config')).toEqual([
      'config',
      MEASUREMENT_ID,
      {
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
        cookie_expires: 33_696_000,
        ...page,
      },
    ]);
    expect(calls().filter(([command]) => command === 'set')).toEqual([
      ['set', page],
      ['set', page],
    ]);
    expect(pageViews()).toEqual([{ ...page, page_title: document.title, language: 'en' }]);
    expect(JSON.stringify(calls())).not.toMatch(/utm_source|jane|q=|\?|#|anonymize_ip/);
  });

  it('sends nothing on a private page, and does not load when the visit starts on one', async () => {
    choose('granted');
    await visit(`/fr/results/${token}`);
    await visit('/fr/assistant?q=Mon+num%C3%A9ro+est+06+12+34+56+78');
    await visit(`/en/confirm/${token}`);
    await visit(`/en/unsubscribe/${token}`);
    await visit(`/en/brief/${token}`);
    expect(calls()).toEqual([]);
    expect(tagScripts()).toHaveLength(0);
    expect(switchedOff()).toBe(true);

    // The first public page loads the tag; the page before was private: its origin only.
    await visit('/en/contact');
    expect(tagScripts()).toHaveLength(1);
    expect(switchedOff()).toBe(false);
    expect(pageViews()).toEqual([
      expect.objectContaining({
        page_path: '/en/contact',
        page_referrer: `${window.location.origin}/`,
      }),
    ]);
    expect(JSON.stringify(calls())).not.toMatch(new RegExp(`${token}|q=|brief|results`));
  });

  it('switches the loaded tag off on a private page and on again after it', async () => {
    choose('granted');
    await visit('/en/faq?q=pricing');
    await visit(`/en/results/${token}`);
    expect(switchedOff()).toBe(true);
    await visit('/en/assessment-info');
    expect(switchedOff()).toBe(false);

    expect(pageViews().map(({ page_path, page_referrer }) => [page_path, page_referrer])).toEqual([
      ['/en/faq', ''],
      ['/en/assessment-info', `${window.location.origin}/`],
    ]);
    expect(JSON.stringify(calls())).not.toMatch(new RegExp(`${token}|q=|results|\\?`));
  });

  it('tells the page before by its origin and path', async () => {
    choose('granted');
    await visit('/fr/faq?q=tarifs#prix');
    await visit('/fr/contact');
    expect(pageViews().at(-1)).toMatchObject({
      page_referrer: `${window.location.origin}/fr/faq`,
      page_location: `${window.location.origin}/fr/contact`,
    });
  });

  it('loads nothing without consent, nor with a choice made under another banner', async () => {
    await visit('/en');
    choose('granted', 'ffffffffffff');
    await visit('/en/contact');
    choose('denied');
    await visit('/en/faq');
    expect(calls()).toEqual([]);
    expect(tagScripts()).toHaveLength(0);
  });
});
