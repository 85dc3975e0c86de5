import { expect, test, type APIRequestContext } from '@playwright/test';
import { locales } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/i18n/routing';
import { isRenderedOnRequest, pagePath, pagesShowing, sitePages } from '../../lib/routes';
import { getSingleton, sendWebhook } from './support/lake';
import { MAX_AGE_SECONDS } from './support/settings';

/** A page document shown by its own pages only. */
const EDITED = 'faqPage';

/** How the server answers a page: from its cache as rendered before (HIT), or marked stale. */
async function cacheState(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return response.headers()['x-nextjs-cache'];
}

test('a published page document re-renders the pages that show it, and no other', async ({
  request,
}) => {
  test.setTimeout(150_000);
  const document = await getSingleton(EDITED);
  const showing = new Set(pagesShowing(EDITED));
  // A page rendered on every request has no cache to mark stale.
  const pages = sitePages
    .filter((page) => !isRenderedOnRequest(page))
    .flatMap((page) =>
      locales.map((locale) => ({
        path: localizedPath(locale, pagePath(page)),
        expected: showing.has(page.name) ? 'STALE' : 'HIT',
      })),
    );
  expect(pages.filter(({ expected }) => expected === 'STALE').length).toBeGreaterThan(0);

  await expect(async () => {
    // Every page rendered within the time budget, so that none is re-rendered for its age: a
    // stale one answers from its cache once it has been rendered again in the background.
    const started = Date.now();
    await Promise.all(
      pages.map(({ path }) =>
        expect
          .poll(() => cacheState(request, path), { timeout: 30_000, intervals: [250, 500] })
          .toBe('HIT'),
      ),
    );
    await sendWebhook(request, document);
    const answered = await Promise.all(
      pages.map(async (page) => ({ ...page, state: await cacheState(request, page.path) })),
    );
    // A page rendered just before the round could have come of age meanwhile: another round.
    expect(Date.now() - started, 'a round within the time budget').toBeLessThan(
      MAX_AGE_SECONDS * 1000,
    );
    expect(answered.filter(({ state, expected }) => state !== expected)).toEqual([]);
  }).toPass({ timeout: 140_000 });
});
