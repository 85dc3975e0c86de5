import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_LIFETIME_MS,
  REDACTED_SEGMENT,
  analyticsCookieRemovals,
  analyticsSettings,
  consentVersion,
  cookieDomains,
  encodeConsent,
  showUnlessAnsweredScript,
  isAnalyticsCookie,
  measuredReferrer,
  pageFields,
  readConsent,
  type BannerText,
} from '@/lib/analytics';
import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths, privatePathSegments, staticPagePaths } from '@/lib/routes';

const now = Date.UTC(2026, 10, 24);
const version = 'a1b2c3d4e5f6';

describe('the stored analytics choice', () => {
  it('reads back what was chosen while it holds', () => {
    expect(readConsent(encodeConsent('granted', now, version), now, version)).toBe('granted');
    expect(
      readConsent(encodeConsent('denied', now - CONSENT_LIFETIME_MS + 1, version), now, version),
    ).toBe('denied');
  });

  it('ignores a choice dated ahead of the clock, which would never lapse', () => {
    const ahead = (ms: number) =>
      readConsent(encodeConsent('granted', now + ms, version), now, version);
    expect(ahead(60 * 60 * 1000)).toBe('granted');
    expect(ahead(400 * 24 * 60 * 60 * 1000)).toBeNull();
  });

  it('lapses after six months, so the banner asks again', () => {
    expect(CONSENT_LIFETIME_MS).toBeGreaterThanOrEqual(182 * 24 * 60 * 60 * 1000);
    expect(
      readConsent(encodeConsent('granted', now - CONSENT_LIFETIME_MS, version), now, version),
    ).toBeNull();
  });

  it('does not hold under another banner, nor when it names none', () => {
    expect(readConsent(encodeConsent('granted', now, 'ffffffffffff'), now, version)).toBeNull();
    expect(readConsent(JSON.stringify({ choice: 'granted', at: now }), now, version)).toBeNull();
  });

  it('ignores anything else: nothing stored, an old plain value, a malformed one', () => {
    for (const value of [
      null,
      '',
      'granted',
      '{"choice":"granted"}',
      '{"choice":"maybe","at":0}',
      '{"choice":"granted","at":"yesterday"}',
      'null',
      '{',
    ]) {
      expect(readConsent(value, now, version), String(value)).toBeNull();
    }
  });
});

describe('the script that shows the served banner unless the visitor has answered', () => {
  /** Runs the page's script over a tab holding `stored`, and says whether the banner stays hidden. */
  function hides(
    stored: string | null,
    script = showUnlessAnsweredScript('consent-banner', version),
  ) {
    const banner = { hidden: true };
    const localStorage = {
      getItem: (key: string) => (key === 'analytics-consent' ? stored : null),
    };
    const document = { getElementById: (id: string) => (id === 'consent-banner' ? banner : null) };
    new Function('localStorage', 'document', 'Date', script)(localStorage, document, {
      now: () => now,
    });
    return banner.hidden;
  }

  const day = 24 * 60 * 60 * 1000;
  const cases: (string | null)[] = [
    encodeConsent('granted', now, version),
    encodeConsent('denied', now - CONSENT_LIFETIME_MS + 1, version),
    encodeConsent('granted', now - CONSENT_LIFETIME_MS, version),
    encodeConsent('granted', now + day, version),
    encodeConsent('granted', now + day + 1, version),
    encodeConsent('denied', now, 'ffffffffffff'),
    JSON.stringify({ choice: 'granted', at: now }),
    JSON.stringify({ choice: 'maybe', at: now, version }),
    JSON.stringify({ choice: 'granted', at: String(now), version }),
    null,
    '',
    'granted',
    'null',
    '[]',
    '{',
  ];

  it('hides it exactly when readConsent finds a choice that holds', () => {
    for (const stored of cases) {
      expect(hides(stored), String(stored)).toBe(readConsent(stored, now, version) !== null);
    }
    expect(cases.filter((stored) => hides(stored))).toHaveLength(3);
  });

  it('holds any version as a string, which cannot close the script element', () => {
    const hostile = '</script><script>alert(1)</script>';
    const script = showUnlessAnsweredScript('consent-banner', hostile);
    expect(script).not.toMatch(/<\/|<!--/);
    expect(hides(encodeConsent('granted', now, hostile), script)).toBe(true);
    expect(hides(encodeConsent('granted', now, version), script)).toBe(false);
  });

  it('shows the banner when the tab’s storage is blocked', () => {
    const script = showUnlessAnsweredScript('consent-banner', version);
    const banner = { hidden: true };
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    new Function('localStorage', 'document', 'Date', script)(
      blocked,
      { getElementById: () => banner },
      { now: () => now },
    );
    expect(banner.hidden).toBe(false);
  });
});

describe('the banner’s version', () => {
  const banner: BannerText = {
    title: 'Your privacy',
    description: 'With your consent, we use Google Analytics cookies to measure visits.',
    accept: 'Accept',
    reject: 'Reject',
  };
  const french: BannerText = {
    title: 'Votre vie privée',
    description: 'Avec votre accord, nous utilisons les cookies de Google Analytics.',
    accept: 'Accepter',
    reject: 'Refuser',
  };

  it('is a short digest of the words every language shows, and nothing else', async () => {
    const current = await consentVersion([banner, french]);
    expect(current).toMatch(/^[0-9a-f]{12}$/);
    expect(await consentVersion([{ ...banner }, { ...french }])).toBe(current);
    const withLink = { ...banner, policy: { label: 'Privacy', href: '/en/privacy' } };
    expect(await consentVersion([withLink, french])).toBe(current);
  });

  it('changes with a word of the title, the text or an answer, in any language', async () => {
    const current = await consentVersion([banner, french]);
    const changed = [
      [{ ...banner, title: 'Your privacy matters' }, french],
      [{ ...banner, description: `${banner.description} And Google Ads.` }, french],
      [{ ...banner, accept: 'Accept all' }, french],
      [banner, { ...french, reject: 'Tout refuser' }],
      [banner, { ...french, description: `${french.description} Et Google Ads.` }],
    ];
    for (const banners of changed) {
      expect(await consentVersion(banners)).not.toBe(current);
    }
    // A word moved from one field to the next is another banner too.
    expect(
      await consentVersion([
        { ...banner, title: 'Your', description: `privacy ${banner.description}` },
      ]),
    ).not.toBe(
      await consentVersion([{ ...banner, title: 'Your privacy', description: banner.description }]),
    );
  });
});

describe('the tag’s settings', () => {
  it('send no page view of their own, no Google signals, no ad personalisation', () => {
    expect(analyticsSettings).toEqual({
      send_page_view: false,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      cookie_expires: 33_696_000,
    });
  });
});

const origin = 'https://www.lumen.example';
const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFi';
const page = (path: string) => new URL(path, origin);

describe('what Google Analytics learns of a page', () => {
  it('is nothing on a private page, in every language, at any depth', () => {
    for (const locale of locales) {
      for (const segment of privatePathSegments) {
        for (const path of [`/${locale}/${segment}`, `/${locale}/${segment}/${token}`]) {
          expect(pageFields(page(path), ''), path).toBeNull();
          expect(pageFields(page(`${path}?q=my+phone+0612345678`), ''), path).toBeNull();
        }
      }
      expect(pageFields(page(`/${locale}/RESULTS/${token}`), '')).toBeNull();
      expect(pageFields(page(`/${locale}/%72esults/${token}`), '')).toBeNull();
    }
  });

  it('is the origin and path of every page of the site, as they are', () => {
    for (const locale of locales) {
      for (const path of staticPagePaths.filter((candidate) => candidate !== paths.results)) {
        const localized = localizedPath(locale, path);
        expect(pageFields(page(`${localized}?utm_source=mail&q=x#top`), '')).toEqual({
          page_location: `${origin}${localized}`,
          page_path: localized,
          page_referrer: '',
        });
      }
    }
  });

  it('replaces a segment that may be a key, a number or an address', () => {
    expect(pageFields(page(`/en/use-cases/${token}`), '')?.page_path).toBe(
      `/en/use-cases/${REDACTED_SEGMENT}`,
    );
    for (const segment of ['12345', 'jane@example.com', 'Ada_Lovelace', 'a1b2', 'x.y']) {
      expect(pageFields(page(`/fr/${encodeURIComponent(segment)}`), '')?.page_location).toBe(
        `${origin}/fr/${REDACTED_SEGMENT}`,
      );
    }
  });

  it('tells where the visitor came from by origin and path, and of a private page the origin only', () => {
    const referrer = (from: string) => pageFields(page('/en/contact'), from)?.page_referrer;
    expect(referrer(`${origin}/en/faq?q=pricing#answer`)).toBe(`${origin}/en/faq`);
    expect(referrer(`${origin}/en/results/${token}`)).toBe(`${origin}/`);
    expect(referrer(`${origin}/fr/assistant?q=mon+num%C3%A9ro`)).toBe(`${origin}/`);
    expect(referrer(`${origin}/en/confirm/${token}`)).toBe(`${origin}/`);
    expect(referrer('https://www.google.com/search?q=ai+consulting')).toBe(
      'https://www.google.com/search',
    );
    expect(referrer(`https://mail.example.net/u/0/${token}?user=jane@example.com`)).toBe(
      `https://mail.example.net/u/${REDACTED_SEGMENT}/${REDACTED_SEGMENT}`,
    );
    expect(referrer('https://user:secret@partner.example/page')).toBe(
      'https://partner.example/page',
    );
    expect(referrer('')).toBe('');
    expect(referrer('android-app://com.google.android.gm/')).toBe('');
    expect(measuredReferrer('not a url', origin)).toBe('');
  });

  it('never carries a query, a fragment, a token or a private path, whatever the addresses', () => {
    const tokenLike = fc
      .stringMatching(/^[A-Za-z0-9_-]{16,43}$/)
      .filter((value) => /[A-Z0-9_]/.test(value));
    const segment = fc.oneof(
      fc.constantFrom('use-cases', 'contact', 'logistics', ...privatePathSegments),
      tokenLike,
    );
    const path = fc
      .tuple(fc.constantFrom(...locales), fc.array(segment, { maxLength: 3 }))
      .map(([locale, parts]) => [`/${locale}`, ...parts].join('/'));
    const query = fc.oneof(
      fc.constant(''),
      tokenLike.map((value) => `?q=${value}`),
      tokenLike.map((value) => `?token=${value}#${value}`),
    );
    const privatePage = new RegExp(`^/[a-z]+/(${privatePathSegments.join('|')})(/|$)`);
    fc.assert(
      fc.property(path, query, path, query, (here, hereQuery, before, beforeQuery) => {
        const fields = pageFields(page(`${here}${hereQuery}`), `${origin}${before}${beforeQuery}`);
        if (privatePage.test(here)) {
          expect(fields).toBeNull();
          return;
        }
        const sent = JSON.stringify(fields);
        expect(sent).not.toMatch(/[?#]|q=/);
        for (const part of [...here.split('/'), ...before.split('/')]) {
          if (/[A-Z0-9_]/.test(part)) expect(sent).not.toContain(part);
        }
        if (privatePage.test(before)) expect(fields?.page_referrer).toBe(`${origin}/`);
      }),
    );
  });
});

describe('analytics cookies', () => {
  it('are those Google Analytics sets, and only those', () => {
    for (const name of ['_ga', '_ga_TEST000000', '_gid', '_gat', '_gat_UA-1']) {
      expect(isAnalyticsCookie(name), name).toBe(true);
    }
    for (const name of ['_gallery', 'ga', '__ga', 'session', '_gidx']) {
      expect(isAnalyticsCookie(name), name).toBe(false);
    }
  });

  it('are expired on the host and on each parent domain', () => {
    expect(cookieDomains('www.lumen.example.com')).toEqual([
      'www.lumen.example.com',
      'lumen.example.com',
      'example.com',
    ]);
    expect(cookieDomains('localhost')).toEqual(['localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1']);
  });
});

describe('analyticsCookieRemovals', () => {
  it('expires each analytics cookie on the host and on every parent domain, and nothing else', () => {
    const removals = analyticsCookieRemovals(
      '_ga=GA1.1.1.1; session=abc; _ga_TEST000000=GS1.1.1; _gid=GA1.1.2',
      'www.lumen.example.com',
    );
    const expire = (name: string, scope = '') =>
      `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${scope}`;
    for (const name of ['_ga', '_ga_TEST000000', '_gid']) {
      expect(removals).toEqual(
        expect.arrayContaining([
          expire(name),
          expire(name, '; domain=www.lumen.example.com'),
          expire(name, '; domain=lumen.example.com'),
          expire(name, '; domain=example.com'),
        ]),
      );
    }
    expect(removals).toHaveLength(12);
    expect(removals.some((removal) => removal.startsWith('session='))).toBe(false);
    expect(analyticsCookieRemovals('', 'localhost')).toEqual([]);
  });
});
