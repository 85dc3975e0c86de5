import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isActivePath,
  isPagePath,
  localeOfPath,
  localeRedirect,
  stripLocale,
  switchLocalePath,
} from '@/lib/i18n/routing';

describe('localeRedirect', () => {
  it('sends the root to the English home', () => {
    expect(localeRedirect('/')).toBe('/en');
  });

  it('moves a bare path under /en and keeps the query', () => {
    expect(localeRedirect('/contact')).toBe('/en/contact');
    expect(localeRedirect('/use-cases/logistics', '?ref=mail&x=1')).toBe(
      '/en/use-cases/logistics?ref=mail&x=1',
    );
    expect(localeRedirect('/', '?utm=1')).toBe('/en?utm=1');
  });

  it('reads a first segment shaped like a language tag as a language: French for French, else English', () => {
    expect(localeRedirect('/de/contact')).toBe('/en/contact');
    expect(localeRedirect('/EN/contact', '?a=1')).toBe('/en/contact?a=1');
    expect(localeRedirect('/FR')).toBe('/fr');
    expect(localeRedirect('/fr-CA/faq/')).toBe('/fr/faq');
    expect(localeRedirect('/Fr/expertise-support')).toBe('/fr/ai-solutions');
    expect(localeRedirect('/es-419')).toBe('/en');
  });

  it('treats any other unknown first segment as part of a bare path', () => {
    expect(localeRedirect('/english')).toBe('/en/english');
    expect(localeRedirect('/frx')).toBe('/en/frx');
    expect(localeRedirect('/f')).toBe('/en/f');
    expect(localeRedirect('/ai-strategy')).toBe('/en/ai-strategy');
  });

  it('leaves paths with a supported prefix alone', () => {
    expect(localeRedirect('/en')).toBeUndefined();
    expect(localeRedirect('/fr')).toBeUndefined();
    expect(localeRedirect('/fr/contact')).toBeUndefined();
    expect(localeRedirect('/en/ai-solutions/strategy')).toBeUndefined();
  });

  it('sends the old expertise page to the AI solutions in the same language, in one hop', () => {
    expect(localeRedirect('/en/expertise-support')).toBe('/en/ai-solutions');
    expect(localeRedirect('/fr/expertise-support', '?a=1')).toBe('/fr/ai-solutions?a=1');
    expect(localeRedirect('/expertise-support')).toBe('/en/ai-solutions');
    expect(localeRedirect('/fr/expertise-support/more')).toBeUndefined();
  });

  it('drops a trailing slash on the way', () => {
    expect(localeRedirect('/contact/')).toBe('/en/contact');
  });

  it('always lands on a path that needs no further redirect', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const pathname = path.startsWith('/') ? path : `/${path}`;
        const target = localeRedirect(pathname.split('?')[0]!);
        if (target) expect(localeRedirect(target)).toBeUndefined();
      }),
    );
  });
});

describe('isPagePath', () => {
  it('leaves framework files, the Studio, the webhook, the health check, the preview switches and generated images alone', () => {
    for (const path of [
      '/_next/static/chunks/main.js',
      '/__nextjs_original-stack-frame',
      '/studio',
      '/studio/structure/homePage',
      '/api/revalidate',
      '/api/health',
      '/api/draft-mode/enable',
      '/api/draft-mode/disable',
      '/seed-images/abc-1200x800.jpg',
      '/og/fr/contact',
    ]) {
      expect(isPagePath(path)).toBe(false);
    }
  });

  it('leaves every API route of the app alone', () => {
    const routes = readdirSync('app/api', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(`${sep}route.ts`) || file === 'route.ts')
      .map((file) => `/api/${file.slice(0, -'/route.ts'.length).split(sep).join('/')}`);
    expect(routes).toContain('/api/health/ready');
    for (const route of routes) expect([route, isPagePath(route)]).toEqual([route, false]);
  });

  it('leaves static files alone', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/icon.svg', '/logo.svg', '/favicon.ico']) {
      expect(isPagePath(path)).toBe(false);
    }
  });

  it('treats old pages, unknown API paths and Studio look-alikes as pages', () => {
    for (const path of [
      '/old-page.html',
      '/wp-login.php',
      '/api/nope',
      '/api',
      '/api/healthz',
      '/api/health/other',
      '/api/draft-mode',
      '/studios',
    ]) {
      expect(isPagePath(path)).toBe(true);
    }
  });

  it('sends those page paths to the English 404 instead of the framework’s', () => {
    expect(localeRedirect('/old-page.html')).toBe('/en/old-page.html');
    expect(localeRedirect('/api/nope', '?x=1')).toBe('/en/api/nope?x=1');
    expect(localeRedirect('/api/revalidate')).toBeUndefined();
    expect(localeRedirect('/robots.txt')).toBeUndefined();
    expect(localeRedirect('/og/en/contact')).toBeUndefined();
    expect(localeRedirect('/studio')).toBeUndefined();
  });
});

describe('localeOfPath', () => {
  it('reads French only from a first segment of fr', () => {
    expect(localeOfPath('/fr/contact')).toBe('fr');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/francais')).toBeUndefined();
    expect(localeOfPath('/')).toBeUndefined();
  });
});

describe('switchLocalePath', () => {
  it('replaces the prefix and keeps the rest of the path', () => {
    expect(switchLocalePath('/en/use-cases/logistics', 'fr')).toBe('/fr/use-cases/logistics');
    expect(switchLocalePath('/fr/contact', 'en')).toBe('/en/contact');
    expect(switchLocalePath('/en', 'fr')).toBe('/fr');
    expect(switchLocalePath('/fr', 'fr')).toBe('/fr');
  });

  it('keeps the query string', () => {
    expect(switchLocalePath('/en/assessment', 'fr', '?q=3')).toBe('/fr/assessment?q=3');
  });

  it('adds a prefix to a path that has none', () => {
    expect(switchLocalePath('/contact', 'fr')).toBe('/fr/contact');
    expect(switchLocalePath('/', 'fr')).toBe('/fr');
  });

  it('round-trips between the two languages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 }),
        (segments) => {
          const english = ['/en', ...segments].join('/');
          expect(switchLocalePath(switchLocalePath(english, 'fr'), 'en')).toBe(english);
        },
      ),
    );
  });
});

describe('stripLocale', () => {
  it('removes the language prefix', () => {
    expect(stripLocale('/fr/ai-solutions')).toBe('/ai-solutions');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/contact')).toBe('/contact');
  });
});

describe('isActivePath', () => {
  it('matches the item path itself in either language', () => {
    expect(isActivePath('/en/contact', '/contact')).toBe(true);
    expect(isActivePath('/fr/contact', '/contact')).toBe(true);
  });

  it('matches pages below the item path', () => {
    expect(isActivePath('/en/ai-solutions/strategy', '/ai-solutions')).toBe(true);
    expect(isActivePath('/fr/use-cases/hr-talent', '/use-cases')).toBe(true);
  });

  it('does not match a sibling that merely shares a prefix', () => {
    expect(isActivePath('/en/assessment', '/assessment-info')).toBe(false);
    expect(isActivePath('/en/assessment-info', '/assessment')).toBe(false);
    expect(isActivePath('/en/contact', '/ai-solutions')).toBe(false);
  });

  it('keeps the home item for the home page only', () => {
    expect(isActivePath('/en', '/')).toBe(true);
    expect(isActivePath('/fr/contact', '/')).toBe(false);
  });
});
