import type { Page } from '@playwright/test';
import { QUESTION_COUNT } from '../lib/model/assessment-shape';
import { isPrivatePath } from '../lib/routes';
import { expect, storedConsent, test } from './support/fixtures';

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

/** Every call the page has handed gtag.js, as arrays. */
async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

type PageView = {
  page_path: string;
  page_location: string;
  page_referrer: string;
  language: string;
};

async function pageViews(page: Page) {
  return (await dataLayer(page))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => args[2] as PageView);
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

test('a first visit finds the banner in the served page, shown before the site’s code runs; without scripts, which load no analytics, it stays hidden', async ({
  browser,
  baseURL,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    // Nothing of the site's own code runs: the page's inline script alone can show the banner.
    await page.route(/\/_next\/static\/chunks\//, (route) => route.abort());
    await page.goto('/en');
    const banner = page.getByRole('region', { name: 'Your privacy' });
    if (javaScriptEnabled) await expect(banner).toBeVisible();
    else await expect(banner).toHaveCount(0);
    await context.close();
  }
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
  const origin = new URL(page.url()).origin;
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      {
        page_path: '/en',
        language: 'en',
        page_location: `${origin}/en`,
        page_referrer: '',
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

test('a choice holds six months and under the banner it answered, then the banner asks again', async ({
  context,
}) => {
  const day = 24 * 60 * 60 * 1000;
  const visitWithChoiceMade = async (stored: string) => {
    const page = await context.newPage();
    await page.addInitScript((value) => {
      window.localStorage.setItem('analytics-consent', value);
    }, stored);
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    return page.getByRole('region', { name: 'Your privacy' });
  };

  await expect(
    await visitWithChoiceMade(await storedConsent('denied', Date.now() - 150 * day)),
  ).toBeHidden();
  await expect(
    await visitWithChoiceMade(await storedConsent('denied', Date.now() - 200 * day)),
  ).toBeVisible();
  // The same choice, made under another banner's words, or before banners had versions.
  const otherBanner = JSON.parse(await storedConsent('denied')) as Record<string, unknown>;
  await expect(
    await visitWithChoiceMade(JSON.stringify({ ...otherBanner, version: '000000000000' })),
  ).toBeVisible();
  await expect(
    await visitWithChoiceMade(JSON.stringify({ choice: 'denied', at: Date.now() })),
  ).toBeVisible();
});

test('no private address, query string or token reaches Google, in any request or in the dataLayer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Every request to Google's hosts: its address, its body and the referrer it carries.
  const requests: { url: string; body: string; referrer: string }[] = [];
  await page.route(googleHosts, async (route) => {
    const request = route.request();
    requests.push({
      url: request.url(),
      body: request.postData() ?? '',
      referrer: (await request.allHeaders())['referer'] ?? '',
    });
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  // What each page handed gtag.js, read before the next full page load replaces it.
  const handed: unknown[][] = [];
  const keepDataLayer = async () => handed.push(...(await dataLayer(page)));

  await page.goto('/en');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  await keepDataLayer();
  const origin = new URL(page.url()).origin;

  // A public page with a query string and a fragment: its origin and path only.
  await page.goto('/en/use-cases?utm_source=newsletter&email=ada%40example.com#logistics');
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      expect.objectContaining({
        page_location: `${origin}/en/use-cases`,
        page_path: '/en/use-cases',
        page_referrer: '',
      }),
    ]);
  await keepDataLayer();

  // The assistant's page, answering a question in its address: no tag at all.
  const question = 'Quokkaferry pricing, my number is 06 12 34 56 78';
  const requestsBefore = requests.length;
  await page.goto(`/en/assistant?q=${encodeURIComponent(question)}`);
  await page.waitForLoadState('networkidle');
  expect(await dataLayer(page)).toEqual([]);
  expect(requests.length).toBe(requestsBefore);

  // The assessment, on public pages, up to its results and their private link.
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/en/assessment-info');
  const form = page.locator('form').filter({ has: page.getByLabel('First name') });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(`ada.${tag}@example.com`);
  await form.getByLabel('Company name').fill('Analytical Engines');
  await form.getByLabel('Company size').selectOption('11-50');
  await form.getByRole('button', { name: 'Start the Assessment' }).click();
  await expect(page).toHaveURL(/\/en\/assessment$/);
  for (let number = 1; number <= QUESTION_COUNT; number += 1) {
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(number));
    await page.locator(`label[for="question-${number}-B"]`).click();
  }
  await page.getByLabel('Email address to receive your results').fill(`ada.${tag}@example.com`);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/results$/);
  const link = await page
    .getByRole('textbox', { name: 'Private link to these results' })
    .inputValue();
  const token = link.split('/').at(-1) ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  await keepDataLayer();

  // The private link as the e-mail opens it: the visit starts on a private page, so no tag.
  await page.goto(link);
  await expect(page.getByRole('img', { name: /^Overall AI readiness score/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const requestsOnLink = requests.length;
  expect(await dataLayer(page)).toEqual([]);
  // From there to a public page: measured, with the site's origin alone as the page before.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      expect.objectContaining({
        page_location: `${origin}/en/contact`,
        page_referrer: `${origin}/`,
      }),
    ]);
  expect(requests.length).toBeGreaterThan(requestsOnLink);
  await keepDataLayer();

  // What Google could learn: every request, and every call handed to the tag.
  const sent = JSON.stringify({ requests, handed });
  for (const secret of [
    token,
    'q=',
    'Quokkaferry',
    '06 12',
    '06+12',
    tag,
    'ada%40',
    'utm_source',
  ]) {
    expect(sent, secret).not.toContain(secret);
  }
  for (const { url, referrer } of requests) {
    const address = new URL(url);
    // The tag's own address names the measurement id, and nothing else.
    expect(
      [...address.searchParams.keys()].filter((key) => key !== 'id'),
      url,
    ).toEqual([]);
    expect(referrer === '' || new URL(referrer).pathname === '/', referrer).toBe(true);
  }
  const pageFields = handed.flatMap((args) =>
    args.filter(
      (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
    ),
  );
  const addresses = pageFields.flatMap((fields) =>
    ['page_location', 'page_referrer', 'page_path']
      .map((key) => fields[key])
      .filter((value) => typeof value === 'string'),
  ) as string[];
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    expect(address, address).not.toMatch(/[?#]/);
    expect(isPrivatePath(address.replace(origin, '')), address).toBe(false);
  }
  const reported = handed
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => args[2] as PageView);
  expect(reported.map((view) => view.page_path)).toEqual(
    expect.arrayContaining(['/en', '/en/use-cases', '/en/assessment-info', '/en/contact']),
  );
});
