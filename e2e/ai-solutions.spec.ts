import type { Locator } from '@playwright/test';
import { serviceSlugs } from '../lib/routes';
import { format, locales, localizedList, messages } from './support/content';
import { expect, test } from './support/fixtures';
import { field, localized } from './support/seed';

test.describe('AI solutions page', () => {
  /** The titles of a section's cards (its h3 headings), in the order shown. */
  const cardTitles = (section: Locator) => section.getByRole('heading', { level: 3 });

  for (const locale of locales) {
    test(`/${locale}/ai-solutions shows every section from content`, async ({ page }) => {
      await page.goto(`/${locale}/ai-solutions`);
      const main = page.getByRole('main');
      const section = (headingPath: string) =>
        main.getByRole('region', {
          name: localized('aiSolutionsPage', headingPath)[locale],
          exact: true,
        });
      const titles = (path: string) =>
        localizedList('aiSolutionsPage', path, 'title').map((title) => title[locale]);

      for (const part of ['process', 'approach'] as const) {
        const steps = section(`${part}.heading`);
        expect(titles(`${part}.steps`)).toHaveLength(4);
        await expect(cardTitles(steps)).toHaveText(titles(`${part}.steps`));
        for (const [index] of titles(`${part}.steps`).entries()) {
          await expect(
            steps.getByText(
              format(messages[locale].marketing.step, { number: String(index + 1) }),
              {
                exact: true,
              },
            ),
          ).toBeVisible();
        }
      }

      await expect(cardTitles(section('benefits.heading'))).toHaveText(titles('benefits.items'));
      expect(titles('benefits.items')).toHaveLength(4);
      await expect(cardTitles(section('capabilities.heading'))).toHaveText(
        titles('capabilities.items'),
      );
      expect(titles('capabilities.items')).toHaveLength(7);

      const technology = section('technology.heading');
      await expect(cardTitles(technology)).toHaveText(titles('technology.groups'));
      const groups = field('aiSolutionsPage', 'technology.groups') as { tools: string[] }[];
      for (const [index, group] of titles('technology.groups').entries()) {
        const tools = technology.getByRole('list', {
          name: format(messages[locale].marketing.toolsOf, { group }),
        });
        await expect(tools.getByRole('listitem')).toHaveText(groups[index]?.tools ?? []);
      }

      const services = section('services.heading');
      const links = services.getByRole('link');
      await expect(links).toHaveCount(6);
      for (const [index, slug] of serviceSlugs.entries()) {
        await expect(links.nth(index)).toHaveText(localized(`service-${slug}`, 'title')[locale]);
        await expect(links.nth(index)).toHaveAttribute('href', `/${locale}/ai-solutions/${slug}`);
      }
      await links.nth(3).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/ai-solutions/${serviceSlugs[3]}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        localized(`service-${serviceSlugs[3]}`, 'title')[locale],
      );
    });
  }
});

test.describe('service detail', () => {
  for (const [locale, slug] of [
    ['en', 'training'],
    ['fr', 'ethics'],
  ] as const) {
    test(`/${locale}/ai-solutions/${slug} shows the service from content`, async ({ page }) => {
      const id = `service-${slug}`;
      await page.goto(`/${locale}/ai-solutions/${slug}`);
      const main = page.getByRole('main');
      await expect(main.getByText(localized(id, 'intro')[locale], { exact: true })).toBeVisible();

      const whatWeDo = main.getByRole('region', {
        name: localized(id, 'whatWeDo.heading')[locale],
      });
      await expect(whatWeDo.getByRole('heading', { level: 3 })).toHaveText(
        localizedList(id, 'whatWeDo.items', 'title').map((title) => title[locale]),
      );
      const benefits = main.getByRole('region', {
        name: localized(id, 'keyBenefits.heading')[locale],
      });
      await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(
        localizedList(id, 'keyBenefits.items', 'title').map((title) => title[locale]),
      );
      for (const description of localizedList(id, 'keyBenefits.items', 'description')) {
        await expect(benefits.getByText(description[locale], { exact: true })).toBeVisible();
      }

      const extra = main.getByRole('region', { name: localized(id, 'extraInfo.title')[locale] });
      await expect(
        extra.getByText(localized(id, 'extraInfo.body')[locale], { exact: true }),
      ).toBeVisible();
      const schedule = extra.getByRole('link', { name: messages[locale].nav.scheduleCall });
      await expect(schedule).toHaveAttribute(
        'href',
        String(field('siteSettings', 'schedulingUrl')),
      );
      await expect(schedule).toHaveAttribute('target', '_blank');
      await expect(schedule).toHaveAttribute('rel', 'noopener noreferrer');
      // With JavaScript the booking page opens in the site's dialog, and the link says so.
      await expect(schedule).toContainText(messages[locale].booking.opensInDialog);

      // The breadcrumb on top says where the page sits, as its BreadcrumbList data does.
      const breadcrumb = main.getByRole('navigation', { name: messages[locale].nav.breadcrumb });
      await expect(breadcrumb.getByRole('listitem').filter({ hasNotText: '/' })).toHaveText([
        messages[locale].nav.home,
        messages[locale].nav.aiServices,
        localized(id, 'title')[locale],
      ]);
      await expect(
        breadcrumb.getByRole('link', { name: messages[locale].nav.aiServices }),
      ).toHaveAttribute('href', `/${locale}/ai-solutions`);

      const back = main.getByRole('link', { name: messages[locale].nav.allSolutions, exact: true });
      await expect(back).toHaveCount(1);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/ai-solutions$`));
    });
  }
});
