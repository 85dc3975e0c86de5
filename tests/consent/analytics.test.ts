import { describe, expect, it } from 'vitest';
import {
  CONSENT_LIFETIME_MS,
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
