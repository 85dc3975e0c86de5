import { expect, test } from './support/fixtures';

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the AI Services dropdown works by keyboard', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const trigger = nav.getByRole('button', { name: 'AI Services' });
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'AI Risk, Ethics & Compliance' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Overview' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'AI Strategy & Governance' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/ai-solutions\/strategy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Strategy & Governance');
  });

  test('a click keeps open the dropdown that hovering opened; the next click closes it', async ({
    page,
  }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const trigger = nav.getByRole('button', { name: 'AI Services' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Custom AI Development' })).toBeVisible();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the dropdown and returns focus to its trigger', async ({ page }) => {
    await page.goto('/fr');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const trigger = nav.getByRole('button', { name: 'Cas clients' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Maintenance prédictive' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('marks the section of the current page as active', async ({ page }) => {
    await page.goto('/en/use-cases/hr-talent');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('button', { name: 'Use Cases' })).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(nav.getByRole('button', { name: 'AI Services' })).toHaveAttribute(
      'data-active',
      'false',
    );
    await page.goto('/en/contact');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Schedule a Call opens the booking page in a new tab', async ({ page }) => {
    await page.goto('/en');
    const link = page.getByRole('banner').getByRole('link', { name: /Schedule a Call/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  });

  test('the logo leads home in the current language', async ({ page }) => {
    await page.goto('/fr/contact');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Accueil/ })
      .click();
    await expect(page).toHaveURL(/\/fr$/);
  });
});

test.describe('the dropdowns’ code', () => {
  // A prop of Radix NavigationMenu; minifiers keep property names, so it marks the menu's code.
  const MENU_CODE = 'skipDelayDuration';

  test('a phone does not download it; widening the window brings the dropdowns', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      // A prefetch may still be arriving when the page closes; its body is not read then.
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().catch(() => ''));
      }
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/en');
    // The drawer opening proves the page's code has run.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(scripts.length).toBeGreaterThan(0);
    expect((await Promise.all(scripts)).some((code) => code.includes(MENU_CODE))).toBe(false);

    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const trigger = nav.getByRole('button', { name: 'AI Services' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Custom AI Development' })).toBeVisible();
    expect((await Promise.all(scripts)).some((code) => code.includes(MENU_CODE))).toBe(true);
  });

  test('an entry focused before the dropdowns arrive keeps the focus', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(MENU_CODE)) await held;
      await route.fulfill({ response, body });
    });
    await page.goto('/en', { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Use Cases' }).focus();
    release();
    await expect(nav.getByRole('button', { name: 'Use Cases' })).toBeFocused();
    // Chunks the page loads later (the consent banner's) may still be passing through the handler
    // when the page closes; their fate is not what this test is about.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

    test('each section of the menu still leads to its overview page', async ({ page }) => {
      await page.goto('/fr/contact');
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      await nav.getByRole('link', { name: 'Cas clients' }).click();
      await expect(page).toHaveURL(/\/fr\/use-cases$/);
      await expect(
        page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', {
          name: 'Cas clients',
        }),
      ).toHaveAttribute('aria-current', 'page');
    });
  });
});

test.describe('mobile drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu button leads to the footer’s links instead of a drawer that cannot open', async ({
      page,
    }) => {
      await page.goto('/fr/contact');
      await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
      await page.getByRole('banner').getByRole('link', { name: 'Ouvrir le menu' }).click();
      await expect(page).toHaveURL(/\/fr\/contact#footer-navigation$/);
      const footerNav = page.locator('#footer-navigation');
      await expect(footerNav).toBeInViewport();
      await footerNav.getByRole('link', { name: 'Cas clients' }).click();
      await expect(page).toHaveURL(/\/fr\/use-cases$/);
    });
  });

  test('opens from the right, keeps one group open and closes with Escape', async ({ page }) => {
    await page.goto('/en/contact');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.click();

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(375);

    const services = drawer.getByRole('button', { name: 'AI Services' });
    const stories = drawer.getByRole('button', { name: 'Use Cases' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Custom AI Development' })).toBeVisible();

    await stories.click();
    await expect(stories).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Custom AI Development' })).toBeHidden();
    await expect(drawer.getByRole('link', { name: 'Overview' })).toBeVisible();

    await stories.click();
    await expect(stories).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('traps focus inside the open drawer', async ({ page }) => {
    await page.goto('/fr');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await drawer.evaluate((node) => node.contains(document.activeElement));
      expect(inside).toBe(true);
    }
  });

  test('follows a link and closes', async ({ page }) => {
    await page.goto('/fr');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Services IA' }).click();
    await drawer.getByRole('link', { name: 'Formation et conduite du changement' }).click();
    await expect(page).toHaveURL(/\/fr\/ai-solutions\/training$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('the header on tablets, between the drawer and the full desktop bar', () => {
  for (const [locale, width] of [
    ['fr', 768],
    ['fr', 1023],
    ['en', 768],
  ] as const) {
    test(`keeps every entry on one line, inside the bar (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(`/${locale}/faq`);
      const bar = page.locator('header > div');
      const { scrollWidth, clientWidth } = await bar.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      // Measured in one pass, so that an entry re-rendered by hydration between two reads is
      // not taken for a missing one.
      const entries = await page.locator('header').evaluate((header) =>
        [...header.querySelectorAll('a, button')]
          .map((entry) => ({
            label: (entry as HTMLElement).innerText,
            box: entry.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width > 0 && box.height > 0)
          .map(({ label, box }) => ({ label, height: box.height, top: box.top })),
      );
      expect(entries.length).toBeGreaterThanOrEqual(6);
      for (const entry of entries) {
        // One line of text and its padding; a wrapped label is more than 50 px tall.
        expect(entry.height, entry.label).toBeLessThanOrEqual(48);
        expect(entry.top, entry.label).toBeGreaterThanOrEqual(0);
      }
    });
  }
});
