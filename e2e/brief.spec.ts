import { expect, test } from './support/fixtures';

// What the built server does with a brief's link it did not make: the site's 404 in the link's
// language, kept out of caches and search engines, and no PDF. A brief itself needs the desk's
// store; its words, checks and PDF have their unit tests (tests/desk).

const FORGED = `r${'0'.repeat(32)}.${'A'.repeat(32)}`;

test('a forged brief link is the 404, and its PDF is nothing, both kept private', async ({
  page,
  request,
}) => {
  for (const locale of ['en', 'fr']) {
    const response = await page.goto(`/${locale}/brief/${FORGED}`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));

    const pdf = await request.get(`/${locale}/brief/${FORGED}/pdf`);
    expect(pdf.status()).toBe(404);
    expect(pdf.headers()['cache-control']).toBe('private, no-store');
    expect(pdf.headers()['content-type'] ?? '').not.toContain('pdf');
  }
});
