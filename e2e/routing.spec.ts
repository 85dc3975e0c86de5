import { expect, test } from './support/fixtures';

test.describe('language prefix rules', () => {
  test('the root redirects to the English home', async ({ page }) => {
    const response = await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a bare path redirects to its English version with the query', async ({ request }) => {
    const response = await request.get('/contact?ref=newsletter', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(response.headers()['location']).toBe('/en/contact?ref=newsletter');
  });

  test('another language prefix gives English, and a capitalized one its own language', async ({
    request,
  }) => {
    for (const [path, target] of [
      ['/de/contact', '/en/contact'],
      ['/FR/contact?ref=1', '/fr/contact?ref=1'],
    ]) {
      const response = await request.get(path!, { maxRedirects: 0 });
      expect(response.headers()['location'], path).toBe(target);
    }
  });

  test('a French path renders in French', async ({ page }) => {
    await page.goto('/fr/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
  });

  test('files, the Studio and the webhook are left alone', async ({ request }) => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/icon.svg', '/og/fr/contact', '/studio']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
    const webhook = await request.post('/api/revalidate', { maxRedirects: 0, data: {} });
    expect(webhook.status()).toBe(401);
  });

  test('expertise-support redirects to the AI solutions overview', async ({ page }) => {
    await page.goto('/fr/expertise-support');
    expect(new URL(page.url()).pathname).toBe('/fr/ai-solutions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Des solutions d’IA pour les PME',
    );
  });
});

test.describe('unknown paths', () => {
  test('answer 404 with the localized page and log the miss', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/en/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(warnings.some((text) => text.includes('/en/this-page-does-not-exist'))).toBe(true);
  });

  for (const path of ['/old-page.html', '/api/nope']) {
    test(`reach the localized 404 from ${path}, not the framework's`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const response = await page.goto(path);
      expect(new URL(page.url()).pathname).toBe(`/en${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
        'href',
        '/en',
      );
      expect(warnings.some((text) => text.includes(`/en${path}`))).toBe(true);
    });
  }

  test('answer 404 in French under /fr', async ({ page }) => {
    const response = await page.goto('/fr/ai-solutions/unknown-service');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Oups\u202f! Page introuvable',
    );
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute(
      'href',
      '/fr',
    );
  });
});

test.describe('language switcher', () => {
  test('by keyboard, focus lands on the way back instead of falling to the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/fr/use-cases');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/use-cases$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Français' })).toBeFocused();
  });

  test('from the footer, focus stays on the footer, on the language now shown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/fr/ai-solutions/data');
    // Focus is kept only by the page's script: it must be running before the key is pressed, as
    // it is for any visitor who has read down to the footer.
    await page.waitForLoadState('networkidle');
    const languages = (name: string) =>
      page.getByRole('contentinfo').getByRole('list', { name }).getByRole('link');
    await languages('Langue').filter({ hasText: 'English' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/ai-solutions\/data$/);
    const english = languages('Language').filter({ hasText: 'English' });
    await expect(english).toHaveAttribute('aria-current', 'true');
    await expect(english).toBeFocused();
    await expect(english).toBeInViewport();
  });

  test('from the drawer, focus goes to the menu button of the new page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/use-cases');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Français' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/use-cases$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
  });

  test('keeps the path and the query', async ({ page }) => {
    await page.goto('/en/use-cases/logistics?from=mail');
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/use-cases\/logistics\?from=mail$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Optimiser les opérations logistiques',
    );
  });

  test('the footer shows both languages side by side', async ({ page }) => {
    await page.goto('/fr/ai-solutions/data');
    const footer = page.getByRole('contentinfo').getByRole('list', { name: 'Langue' });
    await expect(footer.getByRole('link')).toHaveText(['English', 'Français']);
    await expect(footer.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await footer.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/ai-solutions\/data$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data & Infrastructure');
  });
});
