import type { Locator, Page } from '@playwright/test';
import en from '../lib/i18n/messages/en.json' with { type: 'json' };
import fr from '../lib/i18n/messages/fr.json' with { type: 'json' };
import { useCaseSlugs } from '../lib/routes';
import { format, waitForCarousel } from './support/content';
import { expect, test } from './support/fixtures';
import { localized, type Locale } from './support/seed';

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
