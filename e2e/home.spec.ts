import type { Locator } from '@playwright/test';
import en from '../lib/i18n/messages/en.json' with { type: 'json' };
import fr from '../lib/i18n/messages/fr.json' with { type: 'json' };
import { expectItems, locales, localizedList, waitForCarousel } from './support/content';
import { expect, test } from './support/fixtures';
import { field, localized, type Localized } from './support/seed';

test.describe('home page', () => {
  test('renders every section from content, with working calls to action', async ({ page }) => {
    await page.goto('/fr');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: localized('homePage', 'hero.primaryCtaLabel').fr }),
    ).toHaveAttribute('href', '/fr/assessment-info');
    const schedule = main.getByRole('link', {
      name: new RegExp(localized('homePage', 'hero.secondaryCtaLabel').fr),
    });
    await expect(schedule.first()).toHaveAttribute('target', '_blank');
    await expect(schedule.first()).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(schedule.first()).toHaveAttribute(
      'href',
      String(field('siteSettings', 'schedulingUrl')),
    );

    const learnMore = main.getByRole('link', {
      name: new RegExp(`^${localized('homePage', 'expertise.learnMoreLabel').fr}`),
    });
    await expect(learnMore).toHaveCount(4);
    for (const link of await learnMore.all()) {
      await expect(link).toHaveAttribute('href', '/fr/ai-solutions');
    }
    // The text itself, not only an accessible name, says which card: search engines read that.
    await expect(learnMore.first()).toHaveText(
      `${localized('homePage', 'expertise.learnMoreLabel').fr}\u00a0: ${localized('homePage', 'expertise.cards.0.title').fr}`,
    );
    await expect(
      main.getByRole('link', { name: localized('homePage', 'services.analyse.ctaLabel').fr }),
    ).toHaveAttribute('href', '/fr/ai-solutions');
    await expect(
      main.getByRole('link', { name: localized('homePage', 'services.build.ctaLabel').fr }),
    ).toHaveAttribute('href', '/fr/ai-solutions/development');
    for (const step of field('homePage', 'services.analyse.steps') as Localized[]) {
      await expect(main.getByText(step.fr, { exact: true })).toBeVisible();
    }

    // French writes a no-break space before % and €.
    for (const value of ['79\u00a0%', '+\u00a0de\u00a05\u00a0h', '74\u00a0%', '5,44\u00a0€']) {
      await expect(main.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(
      main.getByRole('heading', { name: localized('homePage', 'contact.heading').fr }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: fr.forms.contact.submit })).toBeVisible();
    await expect(
      main.getByRole('link', { name: localized('homePage', 'closingCta.primaryCtaLabel').fr }),
    ).toHaveAttribute('href', '/fr/assessment-info');
  });

  test('sections below the fold fade in once scrolled to, and never under reduced motion', async ({
    page,
  }) => {
    await page.goto('/en');
    await waitForCarousel(page);
    const closing = page.getByRole('heading', {
      name: localized('homePage', 'closingCta.title').en,
    });
    await expect.poll(() => opacityOf(closing)).toBe('0');
    // Scrolled again at every look: a scroll made while the page is still hydrating can be undone.
    await expect
      .poll(async () => {
        await closing.scrollIntoViewIfNeeded();
        return opacityOf(closing);
      })
      .toBe('1');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    await waitForCarousel(page);
    expect(await opacityOf(closing)).toBe('1');
  });

  test('a phone draws the first screen only; the rest is drawn as the visitor nears it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en');
    const drawn = (locator: Locator) =>
      locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const hero = page.getByRole('heading', { level: 1 });
    const faq = page.getByRole('heading', { name: localized('homePage', 'faq.heading').en });
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: en.nav.contact, exact: true });

    expect(await drawn(hero)).toBe(true);
    // Left undrawn, yet Playwright still finds them by role and name.
    expect(await drawn(faq)).toBe(false);
    expect(await drawn(footerLink)).toBe(false);

    await faq.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(faq)).toBe(true);
    // Keyboard focus draws what it reaches, even before it is scrolled to.
    await footerLink.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
    await expect.poll(() => drawn(footerLink)).toBe(true);
  });
});

test.describe('home page AI process', () => {
  for (const locale of locales) {
    test(`/${locale} shows the analyse and the build steps in order`, async ({ page }) => {
      await page.goto(`/${locale}`);
      const section = page.getByRole('region', {
        name: localized('homePage', 'services.heading')[locale],
      });
      for (const stage of ['analyse', 'build'] as const) {
        const card = section.getByRole('article').filter({
          has: page.getByRole('heading', {
            name: localized('homePage', `services.${stage}.title`)[locale],
          }),
        });
        await expectItems(
          card.getByRole('listitem'),
          localizedList('homePage', `services.${stage}.steps`).map((step) => step[locale]),
        );
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section of the home page is visible', async ({ page }) => {
    await page.goto('/en');
    const closing = page.getByRole('heading', {
      name: localized('homePage', 'closingCta.title').en,
    });
    await closing.scrollIntoViewIfNeeded();
    await expect(closing).toBeVisible();
    expect(await opacityOf(closing)).toBe('1');
  });
});

/** The opacity of the nearest ancestor that reveals itself on scroll, as the visitor sees it. */
function opacityOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    let node: Element | null = element;
    while (node && getComputedStyle(node).opacity === '1') node = node.parentElement;
    return node ? getComputedStyle(node).opacity : '1';
  });
}
