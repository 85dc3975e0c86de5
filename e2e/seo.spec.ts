import type { Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { localeOfPath, stripLocale } from '@/lib/i18n/routing';
import { paths, serviceSlugs, useCaseSlugs } from '@/lib/routes';
import { SESSION_KEYS } from '@/lib/session/keys';
import { aStoredResult } from '../tests/support/stored-result-fixture';
import { expect, test } from './support/fixtures';

/** Every page search engines should list: all but the results, which belong to one visitor. */
const publicRoutes = [
  paths.home,
  paths.aiSolutions,
  ...serviceSlugs.map(paths.service),
  paths.useCases,
  ...useCaseSlugs.map(paths.useCase),
  paths.assessmentInfo,
  paths.assessment,
  paths.contact,
  paths.faq,
  paths.legalNotice,
  paths.privacy,
];
const languages = ['en', 'fr'] as const;
const prefixed = (locale: string, route: string) =>
  route === '/' ? `/${locale}` : `/${locale}${route}`;
const publicPages = publicRoutes.flatMap((route) =>
  languages.map((locale) => prefixed(locale, route)),
);

test.describe('the sitemap', () => {
  let xml: string;
  test.beforeAll(async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    xml = await response.text();
  });

  const entries = () =>
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => ({
      path: new URL(/<loc>([^<]+)<\/loc>/.exec(block!)![1]!).pathname,
      alternates: Object.fromEntries(
        [...block!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
          ([, locale, href]) => [locale, new URL(href!).pathname],
        ),
      ),
    }));

  test('lists every public page in both languages, once', () => {
    expect(
      entries()
        .map(({ path }) => path)
        .sort(),
    ).toEqual([...publicPages].sort());
  });

  test('leaves out the results, which belong to one visitor', () => {
    const listed = entries().map(({ path }) => stripLocale(path));
    expect(listed).not.toContain(paths.results);
  });

  test('gives every entry its English, French and default alternates', () => {
    for (const { path, alternates } of entries()) {
      const route = stripLocale(path);
      expect(alternates, path).toEqual({
        en: prefixed('en', route),
        fr: prefixed('fr', route),
        'x-default': prefixed('en', route),
      });
    }
  });
});

test('robots.txt points to the sitemap and keeps crawlers out of the Studio', async ({
  request,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  expect(text).toContain('Disallow: /studio');
});

test('the results, and only they, ask not to be indexed', async ({ request }) => {
  // Read as served: without a stored result the results page sends the visitor home at once.
  for (const locale of ['en', 'fr']) {
    expect(await (await request.get(`/${locale}/results`)).text()).toMatch(
      /<meta name="robots" content="noindex/,
    );
    for (const path of ['assessment', 'contact']) {
      expect(await (await request.get(`/${locale}/${path}`)).text()).not.toContain('name="robots"');
    }
  }
});

test.describe('security headers', () => {
  const cases = [
    { path: '/en', status: 200 },
    { path: '/fr/contact', status: 200 },
    { path: '/api/revalidate', status: 405 },
    { path: '/en/no-such-page', status: 404 },
    { path: '/', status: 308 },
    { path: '/en/expertise-support', status: 308 },
  ];
  for (const { path, status } of cases) {
    test(`are sent with ${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toMatch(/script-src 'self'/);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    });
  }

  test('the Studio gets its own policy that reaches Sanity', async ({ request }) => {
    const headers = (await request.get('/studio')).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain('https://*.sanity.io');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('googletagmanager');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});

/** The tab as the assessment leaves it: the visitor's contact details and a scored result. */
async function seedAssessmentSession(page: Page) {
  const contact = {
    firstName: 'Émilie',
    lastName: 'Durand',
    email: 'emilie.seo@example.com',
    companyName: 'Atelier Nord',
    companySize: '51-200',
  };
  await page.addInitScript(
    ([keys, contactInfo, result]) => {
      sessionStorage.setItem(keys.contactInfo, contactInfo);
      sessionStorage.setItem(keys.result, result);
    },
    [SESSION_KEYS, JSON.stringify(contact), JSON.stringify(aStoredResult({}, 'fr'))] as const,
  );
}

function overallScore(page: Page) {
  return page.getByRole('img', { name: /^Score global de maturité IA/ });
}

/**
 * Collects Content-Security-Policy violations two ways: the `securitypolicyviolation` events of
 * every document the page loads, and the browser's console reports.
 */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return violations;
}

test.describe('no Content-Security-Policy violation', () => {
  test('on any public page, the wizard, the results or a 404', async ({ page }) => {
    test.setTimeout(240_000);
    const violations = await watchViolations(page);
    await seedAssessmentSession(page);

    for (const path of publicPages) await page.goto(path);

    await page.goto('/en/assessment');
    await expect(page.getByRole('progressbar')).toBeVisible();
    await page.goto('/fr/results');
    await expect(overallScore(page)).toBeVisible();
    const missing = await page.goto('/en/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');

    expect(violations).toEqual([]);
  });

  test.describe('with analytics accepted', () => {
    test.use({ consent: 'granted' });

    test('while Google’s tag loads and reports', async ({ page }) => {
      const violations = await watchViolations(page);
      const calls: string[] = [];
      // A stand-in for gtag.js that reaches the same hosts the real tag does.
      await page.route(/googletagmanager\.com|google-analytics\.com/, async (route) => {
        const url = route.request().url();
        calls.push(url);
        if (url.includes('/gtag/js')) {
          await route.fulfill({
            contentType: 'text/javascript',
            body: `fetch('https://region1.google-analytics.com/g/collect?v=2', { method: 'POST', mode: 'no-cors', keepalive: true });
new Image().src = 'https://www.google-analytics.com/g/collect?v=2&image=1';`,
          });
        } else {
          await route.fulfill({ status: 204 });
        }
      });

      await page.goto('/fr');
      await expect.poll(() => calls.filter((url) => url.includes('/g/collect')).length).toBe(2);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/fr\/contact$/);
      await page.goto('/en/use-cases/logistics');
      await page.waitForLoadState('networkidle');

      expect(calls.some((url) => url.includes('/gtag/js?id=G-'))).toBe(true);
      expect(violations).toEqual([]);
    });
  });
});

// React and Next write HTML in their own style (`charSet`, `<meta />`, `hidden=""`, inline
// styles, `_R_` ids), which is valid HTML5: only the validity and accessibility rules apply.
const htmlValidator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    'valid-id': ['error', { relaxed: true }],
    // Advice rather than validity: a typeless button outside a form submits nothing (Radix's
    // triggers), an ARIA progressbar or a label's `for` around its own input is still correct.
    'no-implicit-button-type': 'off',
    'prefer-native-element': 'off',
    'no-redundant-for': 'off',
  },
});

/** Messages of the validator, minus React's server-action forms, which it renders with `action=""`. */
async function htmlErrors(html: string, source: string) {
  const report = await htmlValidator.validateString(html, source);
  return report.results
    .flatMap((result) => result.messages)
    .filter(
      (message) =>
        !(
          message.ruleId === 'attribute-allowed-values' &&
          message.message === 'Attribute "action" has invalid value ""' &&
          /(^|> )form$/.test(message.selector ?? '')
        ),
    )
    .map((message) => `${source} ${message.ruleId}: ${message.message} (${message.selector})`);
}

test.describe('valid HTML', () => {
  test('on every page of the sitemap, as served', async ({ request }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    for (const path of publicPages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      errors.push(...(await htmlErrors(await response.text(), path)));
    }
    expect(errors).toEqual([]);
  });

  test('on the session-only pages and the 404, as the visitor gets them', async ({ page }) => {
    // The 404 body is rendered in the browser (next.js#62228), so the document is read from there.
    await seedAssessmentSession(page);
    const ready = {
      '/en/assessment': page.getByRole('progressbar'),
      '/fr/results': overallScore(page),
      '/fr/no-such-page': page.getByRole('heading', { name: 'Oups\u202f! Page introuvable' }),
    };
    const errors: string[] = [];
    for (const [path, shown] of Object.entries(ready)) {
      await page.goto(path);
      await expect(shown).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', localeOfPath(path)!);
      errors.push(...(await htmlErrors(await page.content(), path)));
    }
    expect(errors).toEqual([]);
  });
});
