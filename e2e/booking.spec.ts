import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoViolations } from './support/axe';

const BOOKING_HOST = 'calendly.com';

/** Answers every request to the booking host with a page of its own, and records them. */
async function fakeBookingHost(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.context().route(`https://${BOOKING_HOST}/**`, async (route) => {
    requests.push(route.request());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Booking</title><h1>Pick a time</h1>',
    });
  });
  return requests;
}

test.describe('booking a call', () => {
  test('opens the booking page in a dialog, prefilled, and Escape brings focus back', async ({
    page,
  }) => {
    const requests = await fakeBookingHost(page);
    // A visitor who left their details on the assessment form in this tab.
    await page.addInitScript(() => {
      window.sessionStorage.setItem(
        'contact-info',
        JSON.stringify({
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          companyName: 'Analytical Engines',
          companySize: '1-10',
        }),
      );
    });
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(0);

    const link = page.getByRole('banner').getByRole('link', { name: /Schedule a Call/ });
    await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a call' });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.origin).toBe(`https://${BOOKING_HOST}`);
    expect(src.searchParams.get('name')).toBe('Ada Lovelace');
    expect(src.searchParams.get('email')).toBe('ada@example.com');
    await expect(page.frameLocator('dialog iframe').getByRole('heading')).toHaveText('Pick a time');
    expect(requests.length).toBeGreaterThan(0);
    // The dialog as the site draws it; the booking page inside belongs to its provider.
    await expectNoViolations(page, 'the booking dialog', 'dialog iframe');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('the close button closes the dialog; a visitor without details gets the bare page', async ({
    page,
  }) => {
    await fakeBookingHost(page);
    await page.goto('/fr/use-cases/logistics');
    const link = page.getByRole('main').getByRole('link', { name: /Planifier un appel/ });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Planifier un appel' });
    const src = new URL((await dialog.locator('iframe').getAttribute('src')) ?? '');
    expect(src.searchParams.has('email')).toBe(false);
    await dialog.getByRole('button', { name: 'Fermer la fenêtre de réservation' }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('the policy lets the page frame the booking host, and nothing else', async ({ request }) => {
    const policy = (await request.get('/en')).headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`frame-src https://${BOOKING_HOST}`);
    expect(policy).toMatch(/frame-src https:\/\/calendly\.com;/);
  });
});

test.describe('booking a call without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the link opens the booking page in a new tab', async ({ page }) => {
    await page.goto('/en');
    const link = page.getByRole('banner').getByRole('link', { name: /Schedule a Call/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', `https://${BOOKING_HOST}/lumen-ai/30min`);
    await expect(link).toContainText('(opens in a new tab)');
  });
});
