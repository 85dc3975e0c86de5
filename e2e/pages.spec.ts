import { serviceSlugs, useCaseSlugs } from '../lib/routes';
import { locales } from './support/content';
import { expect, test } from './support/fixtures';
import { localized, type Localized } from './support/seed';

const routes: { path: string; heading: Localized }[] = [
  { path: '', heading: localized('homePage', 'hero.title') },
  { path: '/ai-solutions', heading: localized('aiSolutionsPage', 'hero.title') },
  ...serviceSlugs.map((slug) => ({
    path: `/ai-solutions/${slug}`,
    heading: localized(`service-${slug}`, 'title'),
  })),
  { path: '/use-cases', heading: localized('useCasesPage', 'title') },
  ...useCaseSlugs.map((slug) => ({
    path: `/use-cases/${slug}`,
    heading: localized(`useCase-${slug}`, 'title'),
  })),
  { path: '/faq', heading: localized('faqPage', 'title') },
  { path: '/contact', heading: localized('contactPage', 'title') },
  { path: '/assessment-info', heading: localized('assessmentInfoPage', 'title') },
];

test.describe('every route of the site', () => {
  for (const { path, heading } of routes) {
    test(`/{locale}${path} answers 200 with its localized heading`, async ({ page }) => {
      for (const locale of locales) {
        const response = await page.goto(`/${locale}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[locale]);
      }
    });
  }

  test('an unknown story or service answers 404', async ({ request }) => {
    expect((await request.get('/en/use-cases/no-such-story')).status()).toBe(404);
    expect((await request.get('/fr/ai-solutions/no-such-service')).status()).toBe(404);
  });
});
