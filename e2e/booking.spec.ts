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

/** A visitor who left their details on the assessment form in this tab. */
async function withDetailsInTab(page: Page) {
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
}

test.describe('booking a call', () => {
  test('asks before the booking service receives the visitor’s details, then opens it prefilled, and Escape brings focus back', async ({
    page,
  }) => {
    const requests = await fakeBookingHost(page);
    await withDetailsInTab(page);
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(0);

    const link = page.getByRole('banner').getByRole('link', { name: /Schedule a Call/ });
    await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a call' });
    await expect(dialog).toBeVisible();
    // The question comes first, read with the dialog's name; nothing is sent before an answer.
    const question = dialog.getByText(
      `We can pass the name and e-mail address you gave us to ${BOOKING_HOST} to fill in its booking form`,
    );
    await expect(question).toBeFocused();
    await expect(dialog).toHaveAccessibleDescription(
      new RegExp(
        `^We can pass the name and e-mail address .*${BOOKING_HOST}.* provided by ${BOOKING_HOST}`,
      ),
    );
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(0);
    await expectNoViolations(page, 'the booking dialog’s question');

    // Answered by keyboard: the booking page takes the focus, with the details.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Use my details' })).toBeFocused();
    await page.keyboard.press('Enter');
    const frame = dialog.locator('iframe');
    await expect(frame).toBeFocused();
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

  test('a visitor who continues without their details gets the bare page, and the service never sees them', async ({
    page,
  }) => {
    const requests = await fakeBookingHost(page);
    await withDetailsInTab(page);
    await page.goto('/fr/contact');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Planifier un appel/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Planifier un appel' });
    await expect(
      dialog.getByText(
        /^Nous pouvons transmettre à .* le nom et l’adresse e-mail que vous nous avez indiqués/,
      ),
    ).toBeFocused();
    await expect(dialog.getByText(`fournie par ${BOOKING_HOST}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Continuer sans les transmettre' }).click();
    const frame = dialog.locator('iframe');
    await expect(frame).toBeFocused();
    await expect(page.frameLocator('dialog iframe').getByRole('heading')).toHaveText('Pick a time');
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect([...src.searchParams.keys()]).toEqual([]);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.url()).not.toMatch(/Lovelace|ada%40example|ada@example/);
    }
    // The new tab's link never carried them either.
    await expect(
      dialog.getByRole('link', { name: 'Ouvrir dans un nouvel onglet' }),
    ).toHaveAttribute('href', `https://${BOOKING_HOST}/lumen-ai/30min`);
  });

  test('the close button closes the dialog; a visitor without details gets the bare page', async ({
    page,
  }) => {
    await fakeBookingHost(page);
    await page.goto('/fr/use-cases/logistics');
    const link = page.getByRole('main').getByRole('link', { name: /Planifier un appel/ });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Planifier un appel' });
    // Nothing to ask: the booking page at once, without details.
    await expect(dialog.getByRole('button', { name: 'Utiliser mes coordonnées' })).toHaveCount(0);
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
