import type { Locator, Page } from '@playwright/test';
import en from '../lib/i18n/messages/en.json' with { type: 'json' };
import fr from '../lib/i18n/messages/fr.json' with { type: 'json' };
import { locales, type Locale } from '../lib/i18n/locales';
import {
  pagePath,
  paths,
  serviceSlugs,
  sitePages,
  useCaseSlugs,
  type Page as SitePage,
} from '../lib/routes';
import { SESSION_KEYS } from '../lib/session/keys';
import { aStoredResult } from '../tests/support/stored-result-fixture';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { localized, type Localized } from './support/seed';

const messages = { en, fr } as const;

const contact = {
  firstName: 'Émilie',
  lastName: 'O’Connor',
  email: 'emilie@example.com',
  companyName: 'Atelier Nord & Fils',
  companySize: '51-200',
};

/**
 * The tab as a visitor leaves it after the lead form and the wizard, so the wizard shows a question
 * and the results page a result, in the language of the page being opened.
 */
async function seedSession(page: Page) {
  const results = Object.fromEntries(
    locales.map((locale) => [locale, JSON.stringify(aStoredResult({}, locale))]),
  );
  await page.addInitScript(
    ({ keys, contactInfo, results }) => {
      const locale = window.location.pathname.split('/')[1] === 'fr' ? 'fr' : 'en';
      window.sessionStorage.setItem(keys.contactInfo, contactInfo);
      window.sessionStorage.setItem(keys.result, results[locale] ?? '');
    },
    { keys: SESSION_KEYS, contactInfo: JSON.stringify(contact), results },
  );
}

/**
 * Scrolls through the page so every scroll reveal has played: a section still hidden below the
 * fold would be skipped by the contrast checks. Sections far from the screen are not drawn
 * (content-visibility: auto), and a fade-in left off screen halfway stays there until the visitor
 * comes back; so every section is drawn first, as it is once the visitor reaches it.
 */
async function revealEverything(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = window.innerHeight / 2;
    for (let top = 0; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-reveal]')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
}

/** What tells that a page has rendered what it is about, client-side parts included. */
function readyMarker(page: Page, path: string): Locator {
  if (path === paths.assessment) return page.getByRole('progressbar');
  if (path === paths.results) return page.locator('article[data-category]').first();
  return page.getByRole('heading', { level: 1 });
}

/** The seed's heading of each page a visitor reaches without a session of their own. */
const headings: Record<string, Localized> = {
  [paths.home]: localized('homePage', 'hero.title'),
  [paths.aiSolutions]: localized('aiSolutionsPage', 'hero.title'),
  ...Object.fromEntries(
    serviceSlugs.map((slug) => [paths.service(slug), localized(`service-${slug}`, 'title')]),
  ),
  [paths.useCases]: localized('useCasesPage', 'title'),
  ...Object.fromEntries(
    useCaseSlugs.map((slug) => [paths.useCase(slug), localized(`useCase-${slug}`, 'title')]),
  ),
  [paths.faq]: localized('faqPage', 'title'),
  [paths.contact]: localized('contactPage', 'title'),
  [paths.assessmentInfo]: localized('assessmentInfoPage', 'title'),
};

/**
 * Opens a page as a visitor: it answers 200 in its language, with its own heading, and once its
 * client-side parts have rendered, every section is revealed unless `reveal` is false.
 */
async function open(page: Page, locale: Locale, path: string, { reveal = true } = {}) {
  const response = await page.goto(path === paths.home ? `/${locale}` : `/${locale}${path}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(readyMarker(page, path)).toBeVisible();
  const heading = headings[path];
  if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[locale]);
  if (!reveal) return;
  await page.waitForLoadState('networkidle');
  await revealEverything(page);
}

/**
 * The languages a page is scanned in. The pages of the services, and those of the stories, share
 * a template: each is scanned in one language, in turn, so that every template is scanned in both
 * languages and with every page's content. Every other page is scanned in both.
 */
function scannedLocales(page: SitePage): readonly Locale[] {
  if (page.slug === undefined) return locales;
  const instances = sitePages.filter(({ name }) => name === page.name);
  return [locales[instances.indexOf(page) % locales.length] as Locale];
}

// Every page of the site is opened here, in both languages: its status, language and heading are
// checked with its accessibility.
test.describe('axe finds no WCAG 2.2 AA violation', () => {
  // Two full-page scans per test on a slow shared machine.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await seedSession(page);
  });

  for (const sitePage of sitePages) {
    const path = pagePath(sitePage);
    const scanned = scannedLocales(sitePage);
    const axe = scanned.length === locales.length ? '' : ` (axe in ${scanned.join(', ')})`;
    test(`on ${path} in both languages${axe}`, async ({ page }) => {
      for (const locale of locales) {
        const scan = scanned.includes(locale);
        await open(page, locale, path, { reveal: scan });
        if (scan) await expectNoViolations(page, `/${locale}${path}`);
      }
    });
  }

  test('on the 404 page in both languages', async ({ page }) => {
    for (const locale of locales) {
      const response = await page.goto(`/${locale}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        localized('siteSettings', 'notFound.title')[locale],
      );
      await expectNoViolations(page, `the 404 page (${locale})`);
    }
  });

  test('with the AI Services dropdown open', async ({ page }) => {
    for (const locale of locales) {
      await open(page, locale, paths.home);
      const nav = page.getByRole('navigation', { name: messages[locale].nav.main });
      const trigger = nav.getByRole('button', { name: messages[locale].nav.aiServices });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(
        nav.getByRole('link', { name: localized('service-ethics', 'title')[locale] }),
      ).toBeVisible();
      await expectNoViolations(page, `the open dropdown (${locale})`);
    }
  });

  test('with a validation error showing in the contact form', async ({ page }) => {
    for (const locale of locales) {
      await open(page, locale, paths.contact);
      await page.getByRole('button', { name: messages[locale].forms.contact.submit }).click();
      await expect(page.locator('#contact-firstName-error')).toHaveText(
        messages[locale].forms.errors.firstNameRequired,
      );
      await expect(page.locator('#contact-firstName')).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, `the contact form with an error (${locale})`);
    }
  });

  test('with a validation error showing in the assessment lead form', async ({ page }) => {
    for (const locale of locales) {
      await open(page, locale, paths.assessmentInfo);
      await page
        .getByRole('button', { name: messages[locale].forms.assessmentLead.submit })
        .click();
      await expect(page.locator('#assessmentLead-firstName-error')).toHaveText(
        messages[locale].forms.errors.firstNameRequired,
      );
      await expect(page.locator('#assessmentLead-firstName')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoViolations(page, `the assessment lead form with an error (${locale})`);
    }
  });

  test('on a wizard question with an answer chosen', async ({ page }) => {
    for (const locale of locales) {
      await open(page, locale, paths.assessment);
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
      await page.locator('label[for="question-1-B"]').click();
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
      await expectNoViolations(page, `wizard question 2 (${locale})`);
      // Leave question 1 for the other language.
      await page.evaluate((key) => window.sessionStorage.removeItem(key), SESSION_KEYS.answers);
    }
  });

  test('on the results with a category card expanded', async ({ page }) => {
    for (const locale of locales) {
      await open(page, locale, paths.results);
      const card = page.locator('article[data-category]').first();
      await card.getByRole('button', { name: messages[locale].results.details.show }).click();
      await expect(
        card.getByRole('button', { name: messages[locale].results.details.hide }),
      ).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByRole('listitem').first()).toBeVisible();
      await expectNoViolations(page, `the results with a card open (${locale})`);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('with the drawer open and a group expanded', async ({ page }) => {
      for (const locale of locales) {
        await page.goto(`/${locale}`);
        await page.getByRole('button', { name: messages[locale].nav.openMenu }).click();
        const drawer = page.getByRole('dialog', { name: messages[locale].nav.menuTitle });
        await expect(drawer).toBeVisible();
        const group = drawer.getByRole('button', { name: messages[locale].nav.aiServices });
        await group.click();
        await expect(group).toHaveAttribute('aria-expanded', 'true');
        await expect(
          drawer.getByRole('link', { name: localized('service-ethics', 'title')[locale] }),
        ).toBeVisible();
        await expectNoViolations(page, `the open drawer (${locale})`);
      }
    });
  });

  test.describe('on a first visit', () => {
    test.use({ consent: null });

    test('with the consent banner showing', async ({ page }) => {
      for (const locale of locales) {
        await page.goto(`/${locale}`);
        await expect(
          page.getByRole('region', { name: localized('siteSettings', 'consent.title')[locale] }),
        ).toBeVisible();
        // axe scrolls while it measures contrast: sections fading in meanwhile would be misread.
        await revealEverything(page);
        await expectNoViolations(page, `the consent banner (${locale})`);
      }
    });
  });
});

test.describe('keyboard', () => {
  for (const locale of locales) {
    test(`the skip link appears on the first Tab and moves focus to the content (${locale})`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/contact`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const skipLink = page.getByRole('link', { name: messages[locale].nav.skipToContent });
      const clipped = () => skipLink.evaluate((link) => getComputedStyle(link).clipPath !== 'none');
      // In the page for screen readers, clipped away for the eye until it has focus.
      expect(await clipped()).toBe(true);

      await page.keyboard.press('Tab');
      await expect(skipLink).toBeFocused();
      expect(await clipped()).toBe(false);
      const box = await skipLink.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(40);
      expect(box?.height ?? 0).toBeGreaterThan(20);
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content')).toBeFocused();
      await expect(page).toHaveURL(/#main-content$/);
      // The next Tab continues inside the content, not back in the header.
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(
        () => document.getElementById('main-content')?.contains(document.activeElement) ?? false,
      );
      expect(inMain).toBe(true);
    });
  }

  /** The focused element, and whether any part of it can be seen once the scroll has settled. */
  /** Where focus is, whether it shows, and whether it is back on the skip link (one round trip). */
  async function focusedElementShows(page: Page, skipLinkText: string) {
    return page.evaluate(async (skipText) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      // Measure where the scroll to the focused element stops, should it still be under way.
      for (let last = -1, still = 0; still < 2;) {
        await frame();
        still = window.scrollY === last ? still + 1 : 0;
        last = window.scrollY;
      }
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) {
        return { name: 'body', shown: true, onSkipLink: false };
      }
      const onSkipLink = element.tagName === 'A' && element.textContent?.trim() === skipText;
      const rect = element.getBoundingClientRect();
      const fractions = [0.1, 0.5, 0.9];
      const shown = fractions.some((fx) =>
        fractions.some((fy) => {
          const hit = document.elementFromPoint(
            rect.left + rect.width * fx,
            rect.top + rect.height * fy,
          );
          return hit !== null && element.contains(hit);
        }),
      );
      const text = element.getAttribute('aria-label') ?? element.textContent ?? '';
      return {
        name: `${element.tagName} ${element.id || text.trim().slice(0, 40)}`,
        shown,
        onSkipLink,
      };
    }, skipLinkText);
  }

  test.describe('focus is never hidden behind the sticky header or the consent banner', () => {
    // Reduced motion makes the scroll to each focused control instant rather than smooth: it ends
    // where the smooth one does (scroll-padding decides), without some 300 ms a step on the way.
    test.use({ consent: null, reducedMotion: 'reduce' });
    // Every control of the home page, forwards then backwards.
    test.describe.configure({ timeout: 180_000 });

    const cases = [
      { locale: 'en', viewport: { width: 1280, height: 800 } },
      { locale: 'fr', viewport: { width: 375, height: 700 } },
    ] as const;

    for (const { locale, viewport } of cases) {
      test(`at ${viewport.width} px (${locale})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`/${locale}`);
        await expect(
          page.getByRole('region', { name: localized('siteSettings', 'consent.title')[locale] }),
        ).toBeVisible();
        await page.waitForLoadState('networkidle');
        const skipLinkText = messages[locale].nav.skipToContent;

        const hidden: string[] = [];
        for (const key of ['Tab', 'Shift+Tab']) {
          const visited = new Set<string>();
          for (let step = 0; step < 150; step += 1) {
            await page.keyboard.press(key);
            const { name, shown, onSkipLink } = await focusedElementShows(page, skipLinkText);
            if (step > 0 && onSkipLink) break;
            visited.add(name);
            if (!shown) hidden.push(`${key}: ${name}`);
          }
          // The walk reached the whole page, not a handful of header links.
          expect(visited.size).toBeGreaterThan(30);
        }
        expect(hidden).toEqual([]);
      });
    }
  });

  /**
   * Whether the focused element draws an indicator that meets WCAG 1.4.11 (3:1 against what is
   * around it): a solid outline of at least 2 px, or a box-shadow ring of at least 2 px.
   */
  async function focusIndicator(control: Locator) {
    return control.evaluate((element) => {
      // The canvas resolves any CSS colour (oklab, color-mix, alpha) to the pixel it paints.
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('No 2D canvas');
      const paint = (colour: string, over: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = over;
        context.fillRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const luminance = (rgb: number[]) => {
        const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
          const value = channel / 255;
          return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const contrast = (a: number[], b: number[]) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      };
      let backdrop = 'white';
      for (let node = element.parentElement; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
          backdrop = colour;
          break;
        }
      }
      const behind = paint(backdrop, 'white');
      const behindCss = `rgb(${behind.join(',')})`;
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
          ? contrast(paint(style.outlineColor, behindCss), behind)
          : 0;
      // "colour x y blur spread" per shadow; colours may contain commas inside parentheses.
      const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
      const ring = Math.max(
        0,
        ...shadows.map((shadow) => {
          const colour = shadow.match(/^\s*([a-z-]+\([^)]*\)|#[0-9a-f]+|[a-z]+)/i)?.[1];
          const lengths = shadow.replace(colour ?? '', '').match(/-?[\d.]+px/g) ?? [];
          const spread = parseFloat(lengths[3] ?? '0');
          return colour && spread >= 2 ? contrast(paint(colour, behindCss), behind) : 0;
        }),
      );
      return {
        focusVisible: element.matches(':focus-visible'),
        contrast: Math.max(outline, ring),
      };
    });
  }

  /** Focus as the keyboard gives it: a Tab first, so the browser shows :focus-visible. */
  async function keyboardFocus(page: Page, control: Locator) {
    await page.keyboard.press('Tab');
    await control.focus();
    await expect(control).toBeFocused();
  }

  test.describe('focus is visible', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    for (const locale of locales) {
      test(`on a header link (${locale})`, async ({ page }) => {
        await page.goto(`/${locale}`);
        const link = page
          .getByRole('navigation', { name: messages[locale].nav.main })
          .getByRole('link', { name: messages[locale].nav.contact });
        await keyboardFocus(page, link);
        const indicator = await focusIndicator(link);
        expect(indicator.focusVisible).toBe(true);
        expect(indicator.contrast).toBeGreaterThanOrEqual(3);
      });

      test(`on a carousel control (${locale})`, async ({ page }) => {
        await page.goto(`/${locale}`);
        const next = page.getByRole('button', { name: messages[locale].marketing.carousel.next });
        await next.scrollIntoViewIfNeeded();
        await keyboardFocus(page, next);
        const indicator = await focusIndicator(next);
        expect(indicator.focusVisible).toBe(true);
        expect(indicator.contrast).toBeGreaterThanOrEqual(3);
      });

      test(`on a form field (${locale})`, async ({ page }) => {
        await page.goto(`/${locale}/contact`);
        const field = page.locator('#contact-firstName');
        await keyboardFocus(page, field);
        const indicator = await focusIndicator(field);
        expect(indicator.focusVisible).toBe(true);
        expect(indicator.contrast).toBeGreaterThanOrEqual(3);
      });
    }
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

  for (const locale of locales) {
    test(`nothing on the home page animates (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Every animation or transition the page has started, at load and at each scroll position.
      const started = await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const describe = (animation: Animation) => {
          const target =
            animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          return `${animation.constructor.name} on ${target?.tagName}.${target?.className}`;
        };
        const seen = new Set(document.getAnimations().map(describe));
        const step = window.innerHeight / 2;
        for (let top = 0; top < document.documentElement.scrollHeight; top += step) {
          window.scrollTo({ top });
          await frame();
          await frame();
          document.getAnimations().forEach((animation) => seen.add(describe(animation)));
        }
        return [...seen];
      });
      expect(started).toEqual([]);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe('auto');
      // Scroll reveals never hid anything, and the carousel waits to be started.
      await expect(page.locator('[data-reveal]')).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: messages[locale].marketing.carousel.play }),
      ).toBeVisible();
    });
  }
});
