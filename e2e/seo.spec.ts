import { expect, test } from './support/fixtures';

const specRoutes = [
  '',
  '/ai-solutions',
  '/ai-solutions/strategy',
  '/ai-solutions/development',
  '/ai-solutions/training',
  '/ai-solutions/data',
  '/ai-solutions/roi',
  '/ai-solutions/ethics',
  '/use-cases',
  '/use-cases/logistics',
  '/use-cases/financial',
  '/use-cases/customer-service',
  '/use-cases/predictive-maintenance',
  '/use-cases/hr-talent',
  '/assessment-info',
  '/contact',
  '/faq',
];

test('the sitemap lists every public page in both languages with alternates', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const expected = specRoutes.flatMap((route) => [`/en${route}`, `/fr${route}`]);
  expect(urls.sort()).toEqual(expected.sort());

  const entry = xml.split('<url>').find((block) => block.includes('/fr/use-cases/logistics</loc>'));
  expect(entry).toMatch(/hreflang="en" href="[^"]+\/en\/use-cases\/logistics"/);
  expect(entry).toMatch(/hreflang="fr" href="[^"]+\/fr\/use-cases\/logistics"/);
  expect(entry).toMatch(/hreflang="x-default" href="[^"]+\/en\/use-cases\/logistics"/);
});

test('robots.txt points to the sitemap and keeps crawlers out of the Studio', async ({
  request,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  expect(text).toContain('Disallow: /studio');
});

test('session-only pages ask not to be indexed', async ({ request }) => {
  // Read as served: without a stored result the results page sends the visitor home at once.
  for (const path of ['/fr/results', '/en/assessment']) {
    expect(await (await request.get(path)).text()).toMatch(/<meta name="robots" content="noindex/);
  }
  expect(await (await request.get('/en/contact')).text()).not.toContain('name="robots"');
});

test.describe('security headers', () => {
  for (const path of ['/en', '/fr/contact', '/api/revalidate', '/en/no-such-page']) {
    test(`are sent with ${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
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
    const csp = (await request.get('/studio')).headers()['content-security-policy'] ?? '';
    expect(csp).toContain('https://*.sanity.io');
    expect(csp).toContain("object-src 'none'");
  });
});

test('no page reports a Content-Security-Policy violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const route of specRoutes) {
    for (const lang of ['en', 'fr']) {
      await page.goto(`/${lang}${route}`);
    }
  }
  expect(violations).toEqual([]);
});
