import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { field, localized } from './support/seed';

test.describe('structured data', () => {
  async function graph(page: Page, path: string) {
    await page.goto(path);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    return scripts.flatMap((text) => {
      const parsed = JSON.parse(text) as { '@graph'?: Record<string, unknown>[] };
      expect(parsed).toHaveProperty('@context', 'https://schema.org');
      return parsed['@graph'] ?? [];
    });
  }

  test('home: Organization and WebSite from the site settings', async ({ page }) => {
    const nodes = await graph(page, '/fr');
    expect(nodes.map((node) => node['@type']).sort()).toEqual(['Organization', 'WebSite']);
    const organization = nodes.find((node) => node['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name: field('siteSettings', 'companyName'),
      email: field('siteSettings', 'contactEmail'),
    });
    expect(String(organization?.url)).toMatch(/^https?:\/\/.+\/fr$/);
    expect(String(organization?.logo)).toMatch(/^https?:\/\//);
    expect(nodes.find((node) => node['@type'] === 'WebSite')).toMatchObject({ inLanguage: 'fr' });
  });

  test('FAQ: a FAQPage with the twelve questions and plain-text answers', async ({ page }) => {
    const nodes = await graph(page, '/en/faq');
    expect(nodes.map((node) => node['@type'])).toEqual(['FAQPage']);
    const entities = nodes[0]?.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { text: string };
    }[];
    expect(entities).toHaveLength(12);
    expect(entities.every((entity) => entity['@type'] === 'Question')).toBe(true);
    const examples = entities.find(
      (entity) => entity.name === localized('faqItem-examples', 'question').en,
    );
    expect(examples?.acceptedAnswer.text).toContain('our use cases');
  });

  for (const path of ['/en/ai-solutions/strategy', '/fr/use-cases/logistics']) {
    test(`${path}: a BreadcrumbList ending on the page`, async ({ page }) => {
      const nodes = await graph(page, path);
      expect(nodes.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
      const items = nodes[0]?.itemListElement as { position: number; name: string; item: string }[];
      expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
      expect(new URL(items[2]!.item).pathname).toBe(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(items[2]!.name);
    });
  }
});
