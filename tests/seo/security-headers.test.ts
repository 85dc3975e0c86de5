import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { privatePathSegments } from '@/lib/private-paths.mjs';
import { assistantPath, isPrivatePath, paths, staticPagePaths } from '@/lib/routes';
import {
  DRAFT_MODE_COOKIE,
  bookingOriginOf,
  contentOriginOf,
  securityHeaders,
  siteContentSecurityPolicy,
  studioContentSecurityPolicy,
} from '@/lib/security-headers.mjs';

/** The policy as a map from directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const google = /google/i;
const production = { development: false };

describe('the site policy', () => {
  it('locks down plugins, the base URL, form targets and framing', () => {
    const policy = directives(siteContentSecurityPolicy({ ...production, analytics: true }));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('lets the page frame the booking service’s origin and nothing else', () => {
    const framed = directives(
      siteContentSecurityPolicy({
        ...production,
        analytics: false,
        bookingOrigin: 'https://cal.example',
      }),
    );
    expect(framed.get('frame-src')).toEqual(['https://cal.example']);
    const none = directives(siteContentSecurityPolicy({ ...production, analytics: false }));
    expect(none.get('frame-src')).toEqual(["'none'"]);
  });

  it('reads the booking origin from BOOKING_ORIGIN, the seed’s by default, or none', () => {
    expect(bookingOriginOf(undefined)).toBe('https://calendly.com');
    expect(bookingOriginOf(' ')).toBe('https://calendly.com');
    expect(bookingOriginOf('https://cal.com/team/lumen?x=1')).toBe('https://cal.com');
    expect(bookingOriginOf('none')).toBeUndefined();
  });

  it('shows pictures from the Content Lake’s own address only when the site reads one there', () => {
    expect(contentOriginOf(undefined)).toBeUndefined();
    expect(contentOriginOf('http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010');
    const elsewhere = directives(
      siteContentSecurityPolicy({
        ...production,
        analytics: false,
        contentOrigin: 'http://127.0.0.1:4010',
      }),
    );
    expect(elsewhere.get('img-src')).toContain('http://127.0.0.1:4010');
    const usual = directives(siteContentSecurityPolicy({ ...production, analytics: false }));
    expect(usual.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.sanity.io']);
  });

  it('names no Google host without analytics', () => {
    const policy = siteContentSecurityPolicy({ ...production, analytics: false });
    expect(policy).not.toMatch(google);
  });

  it('allows Google Analytics only where the tag needs it', () => {
    const policy = directives(siteContentSecurityPolicy({ ...production, analytics: true }));
    const withGoogle = [...policy]
      .filter(([, sources]) => sources.some((source) => google.test(source)))
      .map(([name]) => name);
    expect(withGoogle.sort()).toEqual(['connect-src', 'img-src', 'script-src']);
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(policy.get('img-src')).toContain('https://www.google-analytics.com');
  });

  it('lets the development server evaluate code and open its socket', () => {
    const policy = directives(siteContentSecurityPolicy({ analytics: false, development: true }));
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('connect-src')).toContain('ws:');
  });
});

describe('the Studio policy', () => {
  it('reaches Sanity, may be framed by the site itself and nothing else', () => {
    const policy = directives(studioContentSecurityPolicy(production));
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.sanity.io', 'wss://*.sanity.io']),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(studioContentSecurityPolicy(production)).not.toMatch(
      /google-analytics|googletagmanager/,
    );
  });
});

describe('securityHeaders', () => {
  const [site, preview, privatePages, studio] = securityHeaders({
    ...production,
    analytics: false,
  });
  const header = (rule: typeof site, key: string) =>
    rule?.headers.find((candidate) => candidate.key === key)?.value;

  it('sends HSTS, nosniff, the referrer and permissions policies on every path', () => {
    expect(site?.source).toBe('/:path*');
    expect(header(site, 'Strict-Transport-Security')).toMatch(/max-age=\d{8}/);
    expect(header(site, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(site, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(site, 'Permissions-Policy')).toContain('camera=()');
    expect(header(site, 'Content-Security-Policy')).toBe(
      siteContentSecurityPolicy({ ...production, analytics: false }),
    );
  });

  it('forbids framing, except by the site itself for a page previewed in draft mode', () => {
    expect(header(site, 'X-Frame-Options')).toBe('DENY');
    expect(preview?.source).toBe('/:path*');
    expect(preview?.has).toEqual([{ type: 'cookie', key: DRAFT_MODE_COOKIE }]);
    expect(DRAFT_MODE_COOKIE).toBe('__prerender_bypass');
    expect(header(preview, 'X-Frame-Options')).toBe('SAMEORIGIN');
    const previewPolicy = directives(header(preview, 'Content-Security-Policy') ?? '');
    expect(previewPolicy.get('frame-ancestors')).toEqual(["'self'"]);
    const sitePolicy = directives(header(site, 'Content-Security-Policy') ?? '');
    previewPolicy.delete('frame-ancestors');
    sitePolicy.delete('frame-ancestors');
    expect(previewPolicy).toEqual(sitePolicy);
  });

  it('keeps every private page out of referrers, caches and search engines', () => {
    expect(header(privatePages, 'Referrer-Policy')).toBe('strict-origin');
    expect(header(privatePages, 'Cache-Control')).toBe('private, no-store');
    expect(header(privatePages, 'X-Robots-Tag')).toBe('noindex, nofollow');
  });

  // Matched as Next matches a rule's source against the request's path.
  const isPrivateRule = (pathname: string) =>
    getPathMatch(privatePages?.source ?? '')(pathname) !== false;

  it('covers each private segment in every language, the page itself and every path under it', () => {
    for (const locale of locales) {
      for (const segment of privatePathSegments) {
        for (const pathname of [
          `/${locale}/${segment}`,
          `/${locale}/${segment}/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2Rl`,
          `/${locale}/${segment}/a/b`,
          `/${locale}/${segment.toUpperCase()}/x`,
        ]) {
          expect(isPrivateRule(pathname), pathname).toBe(true);
          expect(isPrivatePath(pathname), pathname).toBe(true);
        }
      }
    }
  });

  it('covers the pages whose address is private, and no other page of the site', () => {
    for (const locale of locales) {
      expect(isPrivateRule(localizedPath(locale, paths.results))).toBe(true);
      expect(isPrivateRule(`${localizedPath(locale, paths.results)}/token`)).toBe(true);
      expect(isPrivateRule(localizedPath(locale, assistantPath))).toBe(true);
      const publicPages = staticPagePaths.filter((pathname) => pathname !== paths.results);
      for (const pathname of publicPages.map((page) => localizedPath(locale, page))) {
        expect(isPrivateRule(pathname), pathname).toBe(false);
        expect(isPrivatePath(pathname), pathname).toBe(false);
      }
      expect(isPrivateRule(`/${locale}/resultsx`)).toBe(false);
    }
  });

  it('gives the Studio its own policy, declared after the site’s so it wins', () => {
    expect(studio?.source).toBe('/studio/:path*');
    expect(header(studio, 'Content-Security-Policy')).toBe(studioContentSecurityPolicy(production));
    expect(header(studio, 'X-Frame-Options')).toBe('SAMEORIGIN');
  });
});
