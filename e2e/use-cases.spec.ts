import { useCaseSlugs } from '../lib/routes';
import { expectItems, format, locales, localizedList, messages } from './support/content';
import { expect, test } from './support/fixtures';
import { field, localized } from './support/seed';

test.describe('use cases', () => {
  test('a story’s picture is optimised, sized, requested first and shown', async ({ page }) => {
    await page.goto('/en/use-cases/logistics');
    const picture = page.getByRole('main').getByRole('img', {
      name: String(field('useCase-logistics', 'image.alt.en')),
    });
    await expect(picture).toHaveAttribute('srcset', /\/_next\/image\?url=/);
    await expect(picture).toHaveAttribute('width', /^\d+$/);
    await expect(picture).toHaveAttribute('height', /^\d+$/);
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(1);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  for (const locale of locales) {
    test(`/${locale}/use-cases links each of the five stories`, async ({ page }) => {
      await page.goto(`/${locale}/use-cases`);
      const readMore = page.getByRole('main').getByRole('link', {
        name: new RegExp(`^${messages[locale].marketing.readMore}`),
      });
      await expect(readMore).toHaveCount(5);
      for (const [index, slug] of useCaseSlugs.entries()) {
        const link = readMore.nth(index);
        await expect(link).toHaveAccessibleName(
          format(messages[locale].marketing.readMoreAbout, {
            title: localized(`useCase-${slug}`, 'title')[locale],
          }),
        );
        await expect(link).toHaveAttribute('href', `/${locale}/use-cases/${slug}`);
      }
      await readMore.nth(4).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/use-cases/${useCaseSlugs[4]}$`));
    });
  }

  for (const [locale, slug] of [
    ['en', 'customer-service'],
    ['fr', 'financial'],
  ] as const) {
    test(`/${locale}/use-cases/${slug} tells the whole story`, async ({ page }) => {
      const id = `useCase-${slug}`;
      const t = messages[locale];
      const title = localized(id, 'title')[locale];
      await page.goto(`/${locale}/use-cases/${slug}`);
      const main = page.getByRole('main');

      const breadcrumb = main.getByRole('navigation', { name: t.nav.breadcrumb });
      await expect(breadcrumb.getByRole('listitem').filter({ hasNotText: '/' })).toHaveText([
        t.nav.home,
        t.nav.useCases,
        title,
      ]);
      await expect(breadcrumb.getByRole('link', { name: t.nav.home })).toHaveAttribute(
        'href',
        `/${locale}`,
      );
      await expect(breadcrumb.getByRole('link', { name: t.nav.useCases })).toHaveAttribute(
        'href',
        `/${locale}/use-cases`,
      );
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(title);

      for (const fact of ['client', 'industry', 'function'] as const) {
        const term = main.locator('dt', { hasText: t.marketing[fact] });
        await expect(term).toHaveCount(1);
        await expect(term.locator('+ dd')).toHaveText(localized(id, fact)[locale]);
      }

      const challenge = main.getByRole('region', {
        name: localized('useCasesPage', 'storyHeadings.challenge')[locale],
      });
      await expect(challenge).toContainText(localized(id, 'challenge')[locale]);
      const solutions = main.getByRole('region', {
        name: localized('useCasesPage', 'storyHeadings.solution')[locale],
      });
      await expectItems(
        solutions.getByRole('listitem'),
        localizedList(id, 'solutions').map((solution) => solution[locale]),
      );
      const results = main.getByRole('region', {
        name: localized('useCasesPage', 'storyHeadings.results')[locale],
      });
      await expectItems(
        results.getByRole('listitem'),
        localizedList(id, 'results').map((result) => result[locale]),
      );
      expect(localizedList(id, 'solutions')).toHaveLength(3);
      expect(localizedList(id, 'results')).toHaveLength(3);

      const testimonial = main.getByRole('region', { name: t.marketing.testimonial });
      await expect(testimonial.getByRole('blockquote')).toHaveText(
        localized(id, 'testimonial')[locale],
      );
      await expect(testimonial.getByRole('figure')).toContainText(String(field(id, 'author')));
      await expect(testimonial.getByRole('figure')).toContainText(
        localized(id, 'authorPosition')[locale],
      );
    });
  }
});
