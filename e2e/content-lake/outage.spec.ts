import { expect, test } from '@playwright/test';
import {
  getDocument,
  getSingleton,
  logMark,
  requestLog,
  sendWebhook,
  setOutage,
  textAt,
  touch,
} from './support/lake';

// The Content Lake down (a Sanity incident, the network cut): the site keeps answering with the
// pages it has, and a webhook in the meantime leaves the last good page in place.
test('with the Content Lake down, pages keep answering with their last good content', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const service = await getDocument('service-strategy');
  const faq = await getSingleton('faqPage');
  const pages = [
    { path: '/en/ai-solutions/strategy', heading: textAt(service, 'title', 'en') },
    { path: '/fr/ai-solutions/strategy', heading: textAt(service, 'title', 'fr') },
    { path: '/fr/faq', heading: textAt(faq, 'title', 'fr') },
    { path: '/en/contact', heading: textAt(await getSingleton('contactPage'), 'title', 'en') },
  ];
  const [serviceEn] = pages;

  await setOutage(true);
  try {
    for (const { path, heading } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }

    // The webhook marks the services' pages stale: the next visits start renders that fail.
    const mark = await logMark();
    await sendWebhook(request, service);
    const until = Date.now() + 8_000;
    const statuses: number[] = [];
    while (Date.now() < until) {
      const response = await page.goto(serviceEn!.path);
      statuses.push(response?.status() ?? 0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceEn!.heading);
      await page.waitForTimeout(500);
    }
    expect(new Set(statuses), `statuses of ${statuses.length} visits`).toEqual(new Set([200]));
    expect(statuses.length).toBeGreaterThanOrEqual(4);
    // The server did try the Content Lake, and the emulator cut it off.
    const dropped = (await requestLog(mark)).requests.filter(
      (entry) => entry.endpoint === 'query' && entry.status === 0,
    );
    expect(dropped.length, 'queries the emulator dropped').toBeGreaterThan(0);
  } finally {
    await setOutage(false);
  }

  // Back up: the page renders from the Content Lake again.
  await touch(request, serviceEn!.path, service);
  await page.goto(serviceEn!.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceEn!.heading);
});
