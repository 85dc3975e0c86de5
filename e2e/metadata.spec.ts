import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { field, localized } from './support/seed';

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
      twitterDescription: attr('meta[name="twitter:description"]', 'content'),
      twitterImage: attr('meta[name="twitter:image"]', 'content'),
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
  expect(new URL(meta.ogImage!).pathname).toBe('/og/en/contact');
  expect(meta.twitterCard).toBe('summary_large_image');
  expect(meta.twitterTitle).toBe('Contact us');
  expect(meta.twitterDescription).toBe(meta.description);
  expect(meta.twitterImage).toBe(meta.ogImage);
});

test('the home page carries the title the site settings give it, and the company name', async ({
  page,
}) => {
  await page.goto('/fr');
  const meta = await head(page);
  expect(meta.title).toBe(localized('siteSettings', 'seoTitle').fr);
  expect(meta.description).toBe(localized('siteSettings', 'seoDescription').fr);
  const company = String(field('siteSettings', 'companyName'));
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveAccessibleName(
    `${company}, Accueil`,
  );
  await expect(page.getByRole('contentinfo')).toContainText(`${company}. Tous droits réservés.`);
});

test('a French page has French metadata and a French canonical', async ({ page }) => {
  await page.goto('/fr/use-cases/financial');
  const meta = await head(page);
  expect(meta.title).toBe('Automatiser les processus financiers | Lumen AI Consulting');
  expect(meta.description).toContain('Les factures fournisseurs sont désormais saisies');
  expect(new URL(meta.canonical!).pathname).toBe('/fr/use-cases/financial');
  expect(Object.keys(meta.alternates).sort()).toEqual(['en', 'fr', 'x-default']);
  expect(new URL(meta.alternates['en']!).pathname).toBe('/en/use-cases/financial');
  expect(new URL(meta.alternates['fr']!).pathname).toBe('/fr/use-cases/financial');
  expect(new URL(meta.alternates['x-default']!).pathname).toBe('/en/use-cases/financial');
  expect(meta.ogTitle).toBe('Automatiser les processus financiers');
  expect(meta.ogUrl).toBe(meta.canonical);
  expect(meta.ogLocale).toBe('fr_FR');
  expect(meta.ogType).toBe('article');
  expect(meta.ogDescription).toBe(meta.description);
  // A customer story shows its own photo rather than a generated card.
  expect(new URL(meta.ogImage!).pathname).toMatch(/^\/seed-images\/.+\.jpg$/);
  expect(meta.twitterCard).toBe('summary_large_image');
  expect(meta.twitterTitle).toBe('Automatiser les processus financiers');
  expect(meta.twitterDescription).toBe(meta.description);
  expect(meta.twitterImage).toBe(meta.ogImage);
});

/** Width and height from a PNG's header chunk. */
function pngSize(body: Buffer) {
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test('each page has its own generated preview image, in its language', async ({
  page,
  request,
}) => {
  const urls: string[] = [];
  const images: string[] = [];
  for (const path of ['/en/contact', '/fr/contact', '/fr/ai-solutions/strategy']) {
    await page.goto(path);
    const { ogImage } = await head(page);
    urls.push(ogImage!);
    const response = await request.get(new URL(ogImage!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const body = await response.body();
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    images.push(body.toString('base64'));
  }
  expect(new Set(urls).size).toBe(3);
  expect(new Set(images).size).toBe(3);
});

test('the 404 page keeps a localized title once the browser has rendered it', async ({ page }) => {
  const cases = [
    { path: '/fr/no-such-page', title: 'Oups\u202f! Page introuvable | Lumen AI Consulting' },
    { path: '/en/ai-solutions/unknown', title: 'Oops! Page not found | Lumen AI Consulting' },
    { path: '/fr/use-cases/unknown', title: 'Oups\u202f! Page introuvable | Lumen AI Consulting' },
  ];
  for (const { path, title } of cases) {
    // The not-found UI logs the miss once it has rendered in the browser.
    const logged = page.waitForEvent('console', (message) => message.text().includes(path));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await logged;
    expect(await page.title(), path).toBe(title);
    expect((await head(page)).canonical, path).toBeNull();
  }
});
