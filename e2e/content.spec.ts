import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import en from '../lib/i18n/messages/en.json' with { type: 'json' };
import fr from '../lib/i18n/messages/fr.json' with { type: 'json' };
import { signWebhook } from '../tests/content/sign-webhook';
import { expect, test } from './support/fixtures';
import { field, localized, type Locale, type Localized, type SeedDocument } from './support/seed';
import { E2E_CONTENT_DATASET, E2E_REVALIDATE_SECRET } from './support/server';

const locales: Locale[] = ['en', 'fr'];

/** The localized values of an array field, e.g. a section's items' titles, in content order. */
function localizedList(id: string, path: string, itemPath?: string): Localized[] {
  const items = field(id, path);
  if (!Array.isArray(items)) throw new Error(`${id}.${path} is not a list.`);
  return items.map((_, index) =>
    localized(id, [path, String(index), itemPath].filter(Boolean).join('.')),
  );
}

/** Fills a dictionary message's `{name}` placeholders, as next-intl does for plain arguments. */
function format(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

const messages = { en, fr };

/** The list items, in order, each holding its text beside a decorative number or icon. */
async function expectItems(items: Locator, texts: string[]) {
  await expect(items).toHaveCount(texts.length);
  for (const [index, text] of texts.entries()) {
    await expect(items.nth(index)).toContainText(text);
  }
}

const serviceSlugs = ['strategy', 'development', 'training', 'data', 'roi', 'ethics'];
const useCaseSlugs = [
  'logistics',
  'financial',
  'customer-service',
  'predictive-maintenance',
  'hr-talent',
];

const routes: { path: string; heading: Localized }[] = [
  { path: '', heading: localized('homePage', 'hero.title') },
  { path: '/ai-solutions', heading: localized('aiSolutionsPage', 'hero.title') },
  ...serviceSlugs.map((slug) => ({
    path: `/ai-solutions/${slug}`,
    heading: localized(`service-${slug}`, 'title'),
  })),
  { path: '/use-cases', heading: { en: en.pages.useCases.title, fr: fr.pages.useCases.title } },
  ...useCaseSlugs.map((slug) => ({
    path: `/use-cases/${slug}`,
    heading: localized(`useCase-${slug}`, 'title'),
  })),
  { path: '/faq', heading: { en: en.pages.faq.title, fr: fr.pages.faq.title } },
  { path: '/contact', heading: { en: en.pages.contact.title, fr: fr.pages.contact.title } },
  {
    path: '/assessment-info',
    heading: { en: en.pages.assessmentInfo.title, fr: fr.pages.assessmentInfo.title },
  },
];

test.describe('every route of the spec', () => {
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
    for (const value of ['79\u00a0%', '5\u00a0h+', '74\u00a0%', '5,44\u00a0€']) {
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
    await closing.scrollIntoViewIfNeeded();
    await expect.poll(() => opacityOf(closing)).toBe('1');

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
      await expect(schedule).toContainText(messages[locale].nav.opensInNewTab);

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

      const challenge = main.getByRole('region', { name: t.marketing.challenge });
      await expect(challenge).toContainText(localized(id, 'challenge')[locale]);
      const solutions = main.getByRole('region', { name: t.marketing.solution });
      await expectItems(
        solutions.getByRole('listitem'),
        localizedList(id, 'solutions').map((solution) => solution[locale]),
      );
      const results = main.getByRole('region', { name: t.marketing.results });
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

  for (const locale of locales) {
    test(`every FAQ answer can be read on /${locale}/faq`, async ({ page }) => {
      await page.goto(`/${locale}/faq`);
      const main = page.getByRole('main');
      await expect(main.getByRole('region')).toHaveCount(12);
      for (const key of ['implementation-time', 'tools-compatibility']) {
        const id = `faqItem-${key}`;
        const question = localized(id, 'question')[locale];
        const answer = main.getByRole('region', { name: question });
        await answer.scrollIntoViewIfNeeded();
        await expect(answer).toBeVisible();
        const opening = String(field(id, `answer.${locale}.0.children.0.text`)).slice(0, 40);
        await expect(answer).toContainText(opening);
        // The buttons cannot toggle anything without the script, so they claim no state.
        await expect(main.getByRole('button', { name: question })).not.toHaveAttribute(
          'aria-expanded',
        );
      }
    });
  }
});

/** The opacity of the nearest ancestor that reveals itself on scroll, as the visitor sees it. */
function opacityOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    let node: Element | null = element;
    while (node && getComputedStyle(node).opacity === '1') node = node.parentElement;
    return node ? getComputedStyle(node).opacity : '1';
  });
}

test.describe('use-case carousel', () => {
  const carouselOf = (page: Page, locale: Locale = 'en') =>
    page.locator(
      `[aria-roledescription="${(locale === 'en' ? en : fr).marketing.carousel.roleDescription}"]`,
    );

  test('shows the five stories with read-more links and a view-all link', async ({ page }) => {
    await page.goto('/fr');
    const carousel = carouselOf(page, 'fr');
    await expect(carousel).toHaveAccessibleName(localized('homePage', 'useCases.heading').fr);
    const slides = carousel.locator('[aria-roledescription="diapositive"]');
    await expect(slides).toHaveCount(5);
    for (const [index, slug] of useCaseSlugs.entries()) {
      const slide = slides.nth(index);
      await expect(slide).toHaveAttribute('role', 'group');
      await expect(slide).toHaveAccessibleName(`${index + 1} sur 5`);
      await expect(slide.getByRole('heading')).toHaveText(localized(`useCase-${slug}`, 'title').fr);
      for (const tag of ['industry', 'function'] as const) {
        const value = localized(`useCase-${slug}`, tag).fr;
        const tagLabel = format(fr.marketing.tagLabel, { label: fr.marketing[tag] });
        await expect(slide.getByText(`${tagLabel} ${value}`, { exact: true })).toBeVisible();
      }
      await expect(slide.getByRole('img')).toHaveAttribute(
        'alt',
        localized(`useCase-${slug}`, 'image.alt').fr,
      );
      await expect(slide.getByRole('link', { name: /Lire la suite/ })).toHaveAttribute(
        'href',
        `/fr/use-cases/${slug}`,
      );
    }
    const viewAll = page.getByRole('link', {
      name: localized('homePage', 'useCases.viewAllLabel').fr,
    });
    await expect(viewAll).toHaveAttribute('href', '/fr/use-cases');
    await viewAll.click();
    await expect(page).toHaveURL(/\/fr\/use-cases$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

    test('the stories scroll sideways and the controls, which need a script, are gone', async ({
      page,
    }) => {
      await page.goto('/fr');
      const carousel = carouselOf(page, 'fr');
      await expect(carousel.getByRole('button')).toHaveCount(0);
      const slides = carousel.locator('[aria-roledescription="diapositive"]');
      const track = slides.first().locator('../..');
      await expect(track).toHaveCSS('overflow-x', 'auto');
      await track.scrollIntoViewIfNeeded();
      await expect(slides.first()).toBeInViewport();
      await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(slides.nth(4)).toBeInViewport();
      await expect(slides.first()).not.toBeInViewport();
    });
  });

  test('advances by itself every few seconds once on screen', async ({ page }) => {
    await page.goto('/en');
    const carousel = carouselOf(page);
    await page.waitForLoadState('networkidle');
    // Embla does not come with the page: the track has none of its styles until it nears the screen.
    await expect(carousel.locator('[role="group"]').first().locator('..')).not.toHaveAttribute(
      'style',
      /transform/,
    );
    await waitForCarousel(page);
    await expectStill(carousel);
    expect(await currentSlide(carousel)).toBe('1 of 5');
    await carousel.scrollIntoViewIfNeeded();
    await expect
      .poll(() => currentSlide(carousel), { timeout: 7_000, intervals: [250] })
      .not.toBe('1 of 5');
  });

  test('moves with next and previous, and loops', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    const carousel = carouselOf(page);
    await waitForCarousel(page);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentSlide(carousel)).toBe('2 of 5');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => currentSlide(carousel)).toBe('1 of 5');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => currentSlide(carousel)).toBe('5 of 5');
  });

  test('holds still while hovered and while keyboard focus is inside', async ({ page }) => {
    await page.goto('/en');
    const carousel = carouselOf(page);
    await waitForCarousel(page);
    await carousel.hover();
    await expectStill(carousel);

    await page.mouse.move(0, 0);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Pause automatic rotation' }).focus();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await expectStill(carousel);
  });

  test('the rotation button stops and restarts it', async ({ page }) => {
    await page.goto('/en');
    const carousel = carouselOf(page);
    await waitForCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    // While it turns by itself, its slides are not announced; once stopped, a move is.
    const slides = carousel.locator('[aria-live]');
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await carousel.getByRole('button', { name: 'Pause automatic rotation' }).click();
    await page.mouse.move(0, 0);
    await expectStill(carousel);
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    const start = carousel.getByRole('button', { name: 'Start automatic rotation' });
    const before = await currentSlide(carousel);
    await start.click();
    await page.mouse.move(0, 0);
    await expect
      .poll(() => currentSlide(carousel), { timeout: 7_000, intervals: [250] })
      .not.toBe(before);
    await expect(slides).toHaveAttribute('aria-live', 'off');
  });

  test('stays still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    const carousel = carouselOf(page);
    await waitForCarousel(page);
    await expect(carousel.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
    expect(await currentSlide(carousel)).toBe('1 of 5');
    await expectStill(carousel);
  });

  test('keeps the cards off screen out of the tab order, across moves and resizes', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en');
    const carousel = carouselOf(page);
    await waitForCarousel(page);
    // The view-all link follows the slides in the tab order.
    const viewAll = carousel.getByRole('link', {
      name: localized('homePage', 'useCases.viewAllLabel').en,
    });
    const storyPath = (index: number) => `/en/use-cases/${useCaseSlugs[index]}`;
    const inertSlides = () =>
      carousel
        .locator('[aria-roledescription="slide"]')
        .evaluateAll((slides) =>
          slides.flatMap((slide, index) => (slide.hasAttribute('inert') ? [index + 1] : [])),
        );
    /** Where focus lands on each Shift+Tab, walking back from the view-all link. */
    async function reachedBackwards(count: number) {
      await viewAll.focus();
      const reached: (string | null)[] = [];
      for (let step = 0; step < count; step += 1) {
        await page.keyboard.press('Shift+Tab');
        reached.push(
          await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null),
        );
      }
      return reached;
    }

    expect(await reachedBackwards(4)).toEqual([
      storyPath(2),
      storyPath(1),
      storyPath(0),
      expect.not.stringMatching(/\/use-cases\//),
    ]);
    expect(await inertSlides()).toEqual([4, 5]);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentSlide(carousel)).toBe('2 of 5');
    expect(await inertSlides()).toEqual([1, 5]);
    expect(await reachedBackwards(3)).toEqual([storyPath(3), storyPath(2), storyPath(1)]);

    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => visibleCards(carousel)).toBe(1);
    await expect.poll(inertSlides).toEqual([1, 3, 4, 5]);
    expect(await reachedBackwards(2)).toEqual([
      storyPath(1),
      expect.not.stringMatching(/\/use-cases\//),
    ]);
  });

  test('a visitor who prefers reduced motion and starts the rotation gets jumps, not slides', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    const carousel = carouselOf(page);
    await waitForCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    // Every position the track takes, from the moment the rotation starts.
    await carousel.evaluate((root) => {
      const track = root.querySelector('[role="group"]')?.parentElement;
      if (!track) throw new Error('No slide track.');
      const positions: string[] = [];
      Object.assign(window, { trackPositions: positions });
      new MutationObserver(() => positions.push(track.style.transform)).observe(track, {
        attributes: true,
        attributeFilter: ['style'],
      });
    });
    await carousel.getByRole('button', { name: 'Start automatic rotation' }).click();
    await page.mouse.move(0, 0);
    await expect
      .poll(() => currentSlide(carousel), { timeout: 7_000, intervals: [250] })
      .toBe('2 of 5');
    const positions = await page.evaluate(
      () => (window as unknown as { trackPositions: string[] }).trackPositions,
    );
    expect(new Set(positions).size).toBe(1);
  });

  test('shows one card on phones, two on tablets and three on desktops, across resizes', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    const carousel = carouselOf(page);
    await waitForCarousel(page);
    for (const [width, cards] of [
      [375, 1],
      [390, 1],
      [800, 2],
      [1280, 3],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => visibleCards(carousel)).toBe(cards);
    }
  });
});

/** Embla has taken over once it positions the slide track; before that, buttons do nothing. */
/**
 * Scrolls until the carousel is half a screen below the viewport, near enough for it to load
 * Embla but not yet on screen (where it would start to rotate), and waits for Embla to run.
 */
async function waitForCarousel(page: Page) {
  const track = page.locator('[aria-roledescription] [role="group"]').first().locator('..');
  await track.evaluate((element) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: Math.max(0, top - window.innerHeight * 1.5), behavior: 'instant' });
  });
  await expect(track).toHaveAttribute('style', /transform/);
}

/** The label of the slide whose card starts at the carousel's left edge. */
function currentSlide(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((root) => {
    const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
    const viewport = slides[0]?.parentElement?.parentElement;
    if (!viewport) return null;
    const left = viewport.getBoundingClientRect().left;
    const offset = (slide: Element) =>
      Math.abs((slide.firstElementChild ?? slide).getBoundingClientRect().left - left);
    const [nearest] = slides.sort((a, b) => offset(a) - offset(b));
    return nearest?.getAttribute('aria-label') ?? null;
  });
}

function visibleCards(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
    const viewport = slides[0]?.parentElement?.parentElement?.getBoundingClientRect();
    if (!viewport) return 0;
    return slides.filter((slide) => {
      const card = (slide.firstElementChild ?? slide).getBoundingClientRect();
      return card.left >= viewport.left - 1 && card.right <= viewport.right + 1;
    }).length;
  });
}

/** Longer than one 3-second rotation step, plus the time a step already under way takes to end. */
async function expectStill(carousel: Locator) {
  await carousel.page().waitForTimeout(800);
  const shown = await currentSlide(carousel);
  await carousel.page().waitForTimeout(3_400);
  expect(await currentSlide(carousel)).toBe(shown);
}

test.describe('FAQ', () => {
  const questions = (page: Page) => page.getByRole('main').getByRole('heading').getByRole('button');

  test('the FAQ page lists all twelve questions in a single-open accordion', async ({ page }) => {
    await page.goto('/en/faq');
    await page.waitForLoadState('networkidle');
    const all = questions(page);
    await expect(all).toHaveCount(12);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12);
    const first = all.nth(0);
    const second = all.nth(1);
    const firstAnswer = page.getByRole('region', { name: await first.innerText() });
    const secondAnswer = page.getByRole('region', { name: await second.innerText() });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText('1 to 3 weeks');
    expect(await first.getAttribute('aria-controls')).toBe(await firstAnswer.getAttribute('id'));

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
    await expect(secondAnswer).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
  });

  test('works with the keyboard', async ({ page }) => {
    await page.goto('/fr/faq');
    await page.waitForLoadState('networkidle');
    const all = questions(page);
    await all.nth(0).focus();
    await page.keyboard.press('Tab');
    const second = all.nth(1);
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  test('each question has an anchor from its key that opens it', async ({ page }) => {
    const question = localized('faqItem-pricing', 'question').fr;
    await page.goto('/fr/faq#pricing');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#pricing')).toContainText(question);
    await expect(page.getByRole('button', { name: question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('region', { name: question })).toBeVisible();
    await expect(page.locator('#pricing')).toBeInViewport();

    const other = localized('faqItem-data-security', 'question').fr;
    await page.evaluate(() => {
      window.location.hash = 'data-security';
    });
    await expect(page.getByRole('region', { name: other })).toBeVisible();
    await expect(page.getByRole('region', { name: question })).toBeHidden();
  });

  for (const locale of locales) {
    test(`the examples answer links to /${locale}/use-cases from the home page`, async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      await page.waitForLoadState('networkidle');
      const question = localized('faqItem-examples', 'question')[locale];
      await page.getByRole('button', { name: question }).click();
      const answer = page.getByRole('region', { name: question });
      const link = answer.getByRole('link');
      await expect(link).toHaveAttribute('href', `/${locale}/use-cases`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/use-cases$`));
    });
  }
});

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
    expect(examples?.acceptedAnswer.text).toContain('our customer stories');
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

test.describe('incremental revalidation', () => {
  const id = 'faqItem-support-level';
  const question = localized(id, 'question').en;

  function withAnswer(dataset: string, text: string): string {
    return dataset
      .split('\n')
      .map((line) => {
        if (!line.trim()) return line;
        const document = JSON.parse(line) as SeedDocument & { answer: Record<Locale, unknown> };
        if (document._id !== id) return line;
        document.answer.en = [
          {
            _type: 'block',
            _key: 'edited',
            style: 'normal',
            markDefs: [],
            children: [{ _type: 'span', _key: 'edited-span', text, marks: [] }],
          },
        ];
        return JSON.stringify(document);
      })
      .join('\n');
  }

  const webhookBody = JSON.stringify({ _type: 'faqItem', _id: id });

  function postWebhook(request: APIRequestContext, signature?: string) {
    return request.post('/api/revalidate', {
      data: webhookBody,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'sanity-webhook-signature': signature } : {}),
      },
    });
  }

  /**
   * Swaps the dataset in one step. Written in place, it would be empty or half written for a
   * moment, and a page that another test renders then would find no site settings and fail.
   */
  async function replaceDataset(text: string) {
    const next = `${E2E_CONTENT_DATASET}.${randomUUID()}.tmp`;
    await writeFile(next, text);
    await rename(next, E2E_CONTENT_DATASET);
  }

  async function expectAnswer(page: Page, text: string) {
    await page.goto('/en/faq');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: question }).click();
    await expect(page.getByRole('region', { name: question })).toContainText(text, {
      timeout: 2_000,
    });
  }

  test('a signed webhook shows an edit; unsigned or wrongly signed ones change nothing', async ({
    page,
    request,
  }) => {
    // Five page loads and three rebuilds of the FAQ: more than the default budget on a busy machine.
    test.slow();
    const original = await readFile(E2E_CONTENT_DATASET, 'utf8');
    const oldText = (field(id, 'answer.en.0.children.0.text') as string).slice(0, 60);
    const newText = `Edited during an end-to-end test ${randomUUID()}.`;
    try {
      await replaceDataset(withAnswer(original, newText));
      await expectAnswer(page, oldText);

      expect((await postWebhook(request)).status()).toBe(401);
      const forged = signWebhook(webhookBody, 'not-the-secret');
      expect((await postWebhook(request, forged)).status()).toBe(401);
      await expectAnswer(page, oldText);

      const response = await postWebhook(request, signWebhook(webhookBody, E2E_REVALIDATE_SECRET));
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ revalidated: ['faqItem'] });
      await expect(() => expectAnswer(page, newText)).toPass({ timeout: 15_000 });
    } finally {
      // Other tests read the FAQ: put the content back and let the pages pick it up again.
      await replaceDataset(original);
      const restored = await postWebhook(request, signWebhook(webhookBody, E2E_REVALIDATE_SECRET));
      expect(restored.status()).toBe(200);
    }
    await expect(() => expectAnswer(page, oldText)).toPass({ timeout: 15_000 });
  });
});
