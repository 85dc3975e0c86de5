import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import en from '../lib/i18n/messages/en.json' with { type: 'json' };
import fr from '../lib/i18n/messages/fr.json' with { type: 'json' };
import { signWebhook } from '../tests/content/sign-webhook';
import { expect, test } from './support/fixtures';
import { E2E_CONTENT_DATASET, E2E_REVALIDATE_SECRET, E2E_SEED_DATASET } from './support/server';

type Lang = 'en' | 'fr';
type Localized = Record<Lang, string>;
type SeedDocument = { _id: string; [field: string]: unknown };

const langs: Lang[] = ['en', 'fr'];

// Expected texts come from the seed the build prerendered, so a wording change there cannot break
// these tests, and a page that stopped reading content would.
const seed: SeedDocument[] = readFileSync(E2E_SEED_DATASET, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SeedDocument);

function field(id: string, path: string): unknown {
  const document = seed.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`The seed has no document ${id}.`);
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      document,
    );
}

function localized(id: string, path: string): Localized {
  const value = field(id, path);
  if (typeof value !== 'object' || value === null) throw new Error(`${id}.${path} is missing.`);
  const { en: english, fr: french } = value as Record<string, unknown>;
  if (typeof english !== 'string' || typeof french !== 'string') {
    throw new Error(`${id}.${path} is not a localized string.`);
  }
  return { en: english, fr: french };
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
    test(`/{lang}${path} answers 200 with its localized heading`, async ({ page }) => {
      for (const lang of langs) {
        const response = await page.goto(`/${lang}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[lang]);
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
    await expect(
      main.getByRole('link', { name: localized('homePage', 'services.analyse.ctaLabel').fr }),
    ).toHaveAttribute('href', '/fr/ai-solutions');
    await expect(
      main.getByRole('link', { name: localized('homePage', 'services.build.ctaLabel').fr }),
    ).toHaveAttribute('href', '/fr/ai-solutions/development');
    for (const step of field('homePage', 'services.analyse.steps') as Localized[]) {
      await expect(main.getByText(step.fr, { exact: true })).toBeVisible();
    }

    for (const value of ['79%', '5H+', '74%', '5.44€']) {
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

test.describe('use-case carousel', () => {
  const carouselOf = (page: Page, lang: Lang = 'en') =>
    page.locator(
      `[aria-roledescription="${(lang === 'en' ? en : fr).marketing.carousel.roleDescription}"]`,
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
        await expect(
          slide.getByText(`${fr.marketing[tag]}: ${value}`, { exact: true }),
        ).toBeVisible();
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

  test('advances by itself every few seconds once on screen', async ({ page }) => {
    await page.goto('/en');
    const carousel = carouselOf(page);
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
    await carousel.getByRole('button', { name: 'Pause automatic rotation' }).click();
    await page.mouse.move(0, 0);
    await expectStill(carousel);
    const start = carousel.getByRole('button', { name: 'Start automatic rotation' });
    const before = await currentSlide(carousel);
    await start.click();
    await page.mouse.move(0, 0);
    await expect
      .poll(() => currentSlide(carousel), { timeout: 7_000, intervals: [250] })
      .not.toBe(before);
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
async function waitForCarousel(page: Page) {
  await expect(
    page.locator('[aria-roledescription] [role="group"]').first().locator('..'),
  ).toHaveAttribute('style', /transform/);
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

  for (const lang of langs) {
    test(`the examples answer links to /${lang}/use-cases from the home page`, async ({ page }) => {
      await page.goto(`/${lang}`);
      await page.waitForLoadState('networkidle');
      const question = localized('faqItem-examples', 'question')[lang];
      await page.getByRole('button', { name: question }).click();
      const answer = page.getByRole('region', { name: question });
      const link = answer.getByRole('link');
      await expect(link).toHaveAttribute('href', `/${lang}/use-cases`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/use-cases$`));
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
        const document = JSON.parse(line) as SeedDocument & { answer: Record<Lang, unknown> };
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
    const original = await readFile(E2E_CONTENT_DATASET, 'utf8');
    const oldText = (field(id, 'answer.en.0.children.0.text') as string).slice(0, 60);
    const newText = `Edited during an end-to-end test ${randomUUID()}.`;
    try {
      await writeFile(E2E_CONTENT_DATASET, withAnswer(original, newText));
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
      await writeFile(E2E_CONTENT_DATASET, original);
      const restored = await postWebhook(request, signWebhook(webhookBody, E2E_REVALIDATE_SECRET));
      expect(restored.status()).toBe(200);
    }
    await expect(() => expectAnswer(page, oldText)).toPass({ timeout: 15_000 });
  });
});
