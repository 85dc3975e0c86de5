import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function head(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    const alternates = Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    );
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates,
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogDescription: attr('meta[property="og:description"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogType: attr('meta[property="og:type"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogLocale: attr('meta[property="og:locale"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      twitterTitle: attr('meta[name="twitter:title"]', 'content'),
    };
  });
}

test('an English page declares its canonical, alternates and social tags', async ({ page }) => {
  await page.goto('/en/contact');
  const meta = await head(page);
  expect(meta.title).toBe('Contact us | Lumen AI Consulting');
  expect(meta.description).toContain('Tell us about your project');
  expect(new URL(meta.canonical!).pathname).toBe('/en/contact');
  expect(Object.keys(meta.alternates).sort()).toEqual(['en', 'fr', 'x-default']);
  expect(new URL(meta.alternates['fr']!).pathname).toBe('/fr/contact');
  expect(new URL(meta.alternates['x-default']!).pathname).toBe('/en/contact');
  expect(meta.ogTitle).toBe('Contact us');
  expect(meta.ogUrl).toBe(meta.canonical);
  expect(meta.ogType).toBe('website');
  expect(meta.ogLocale).toBe('en_US');
  expect(meta.ogImage).toMatch(/^https?:\/\/.+\.png$/);
  expect(meta.twitterCard).toBe('summary_large_image');
  expect(meta.twitterTitle).toBe('Contact us');
});

test('a French page has French metadata and a French canonical', async ({ page }) => {
  await page.goto('/fr/use-cases/financial');
  const meta = await head(page);
  expect(meta.title).toBe('Automatiser les processus financiers | Lumen AI Consulting');
  expect(meta.description).toContain('Les factures fournisseurs sont désormais saisies');
  expect(new URL(meta.canonical!).pathname).toBe('/fr/use-cases/financial');
  expect(new URL(meta.alternates['en']!).pathname).toBe('/en/use-cases/financial');
  expect(new URL(meta.alternates['fr']!).pathname).toBe('/fr/use-cases/financial');
  expect(meta.ogLocale).toBe('fr_FR');
  expect(meta.ogType).toBe('article');
  expect(meta.ogDescription).toBe(meta.description);
});

test('the social preview image is served', async ({ page, request }) => {
  await page.goto('/fr');
  const { ogImage } = await head(page);
  const response = await request.get(new URL(ogImage!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});
