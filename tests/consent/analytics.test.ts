import { describe, expect, it } from 'vitest';
import {
  CONSENT_LIFETIME_MS,
  analyticsCookieRemovals,
  cookieDomains,
  encodeConsent,
  isAnalyticsCookie,
  readConsent,
} from '@/lib/analytics';

const now = Date.UTC(2026, 10, 24);

describe('the stored analytics choice', () => {
  it('reads back what was chosen while it holds', () => {
    expect(readConsent(encodeConsent('granted', now), now)).toBe('granted');
    expect(readConsent(encodeConsent('denied', now - CONSENT_LIFETIME_MS + 1), now)).toBe('denied');
  });

  it('ignores a choice dated ahead of the clock, which would never lapse', () => {
    expect(readConsent(encodeConsent('granted', now + 60 * 60 * 1000), now)).toBe('granted');
    expect(readConsent(encodeConsent('granted', now + 400 * 24 * 60 * 60 * 1000), now)).toBeNull();
  });

  it('lapses after six months, so the banner asks again', () => {
    expect(CONSENT_LIFETIME_MS).toBeGreaterThanOrEqual(182 * 24 * 60 * 60 * 1000);
    expect(readConsent(encodeConsent('granted', now - CONSENT_LIFETIME_MS), now)).toBeNull();
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
      expect(readConsent(value, now), String(value)).toBeNull();
    }
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
