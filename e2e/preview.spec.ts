import { expect, test } from './support/fixtures';

test.describe('the Studio preview on a site without a Content Lake', () => {
  test('draft mode cannot be turned on: no project, no drafts, no cookie', async ({ request }) => {
    for (const query of ['', '?sanity-preview-secret=guess&sanity-preview-pathname=/en/faq']) {
      const response = await request.get(`/api/draft-mode/enable${query}`, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.json()).toEqual({
        message: 'Preview needs a Sanity project: set SANITY_PROJECT_ID.',
      });
      expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    }
  });

  test('a visitor’s page has no preview bar and may not be framed', async ({ page }) => {
    const response = await page.goto('/en/faq');
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  });

  test('leaving the preview leads back to the page it was left from, on this site only', async ({
    request,
  }) => {
    const leave = (query: string, headers?: Record<string, string>) =>
      request.get(`/api/draft-mode/disable${query}`, { maxRedirects: 0, headers });
    const back = await leave('?to=/fr/faq');
    expect(back.status()).toBe(303);
    expect(back.headers().location).toBe('/fr/faq');
    const fromPage = await leave('', { referer: new URL('/en/contact', back.url()).href });
    expect(fromPage.headers().location).toBe('/en/contact');
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/etc/passwd']) {
      const response = await leave(`?to=${encodeURIComponent(elsewhere)}`);
      expect(response.headers().location).toBe('/');
    }
    const fromElsewhere = await leave('', { referer: 'https://evil.example/en/contact' });
    expect(fromElsewhere.headers().location).toBe('/');
  });
});
