import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.use({ consent: null });

const googleHosts = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;

/** Answers Google's endpoints locally, as a stand-in for the real tag, and records the calls. */
async function interceptGoogle(page: Page) {
  const calls: string[] = [];
  await page.route(googleHosts, async (route) => {
    calls.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'window.__gtagLoaded = true;',
    });
  });
  return calls;
}

async function pageViews(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => args[2] as { page_path: string; language: string }),
  );
}

test('a first visit sends no request to any third party', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  await page.goto('/fr/use-cases');
  await page.waitForLoadState('networkidle');
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
  await expect(page.getByRole('region', { name: 'Votre vie privée' })).toBeVisible();
});

test('accepting loads analytics and reports the first page and each navigation', async ({
  page,
}) => {
  const calls = await interceptGoogle(page);
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Your privacy' });
  const accept = banner.getByRole('button', { name: 'Accept', exact: true });
  const reject = banner.getByRole('button', { name: 'Reject', exact: true });
  // Both choices look the same: neither is nudged.
  expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
  expect(calls).toEqual([]);

  await accept.click();
  await expect(banner).toBeHidden();
  await expect.poll(() => calls.some((url) => url.includes('/gtag/js?id=G-'))).toBe(true);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      {
        page_path: '/en',
        language: 'en',
        page_location: expect.any(String),
        page_title: expect.any(String),
      },
    ]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect
    .poll(async () => (await pageViews(page)).map((view) => view.page_path))
    .toEqual(['/en', '/en/contact']);

  // The choice is remembered on the next visit.
  await page.goto('/fr');
  await expect(page.getByRole('region', { name: 'Votre vie privée' })).toBeHidden();
  await expect
    .poll(async () => (await pageViews(page)).map((view) => view.language))
    .toEqual(['fr']);
});

test('rejecting sends nothing, and the choice can be changed from the footer', async ({ page }) => {
  const calls = await interceptGoogle(page);
  await page.goto('/fr/contact');
  await page.getByRole('button', { name: 'Refuser', exact: true }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services IA' }).click();
  await expect(page).toHaveURL(/\/fr\/ai-solutions$/);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  expect(await pageViews(page)).toEqual([]);

  await page.getByRole('button', { name: 'Paramètres des cookies' }).click();
  const banner = page.getByRole('region', { name: 'Votre vie privée' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toBeFocused();
  await banner.getByRole('button', { name: 'Accepter', exact: true }).click();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await pageViews(page)).map((view) => view.page_path))
    .toEqual(['/fr/ai-solutions']);
});

test('withdrawing consent stops the page views, and the refusal holds on the next visit', async ({
  page,
}) => {
  const calls = await interceptGoogle(page);
  await page.goto('/en/use-cases');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
  // The cookies the real tag would have set by now (here on the host alone: parent domains are
  // covered by the unit tests of analyticsCookieRemovals).
  const { hostname } = new URL(page.url());
  await page.context().addCookies(
    ['_ga', '_ga_TEST000000', '_gid'].map((name) => ({
      name,
      value: 'GA1.1.123.456',
      domain: hostname,
      path: '/',
    })),
  );
  await page.context().addCookies([{ name: 'kept', value: '1', domain: hostname, path: '/' }]);

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page
    .getByRole('region', { name: 'Your privacy' })
    .getByRole('button', { name: 'Reject', exact: true })
    .click();
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .toEqual(['kept']);
  expect(await page.evaluate(() => Reflect.get(window, 'ga-disable-G-TEST000000'))).toBe(true);
  const callsBefore = calls.length;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await page.waitForLoadState('networkidle');
  expect((await pageViews(page)).map((view) => view.page_path)).toEqual(['/en/use-cases']);

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Your privacy' })).toBeHidden();
  expect(await pageViews(page)).toEqual([]);
  expect(calls.length).toBe(callsBefore);
});

test('a choice holds six months, then the banner asks again', async ({ context }) => {
  const day = 24 * 60 * 60 * 1000;
  const visitWithChoiceMade = async (daysAgo: number) => {
    const page = await context.newPage();
    await page.addInitScript(
      (at) => {
        window.localStorage.setItem('analytics-consent', JSON.stringify({ choice: 'denied', at }));
      },
      Date.now() - daysAgo * day,
    );
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    return page.getByRole('region', { name: 'Your privacy' });
  };

  await expect(await visitWithChoiceMade(150)).toBeHidden();
  await expect(await visitWithChoiceMade(200)).toBeVisible();
});
