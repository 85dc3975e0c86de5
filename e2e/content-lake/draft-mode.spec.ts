import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import en from '../../lib/i18n/messages/en.json' with { type: 'json' };
import {
  getSingleton,
  lake,
  logMark,
  queriesSince,
  textAt,
  token,
  touch,
  type StoredDocument,
} from './support/lake';
import { SITE_URL } from './support/settings';

// A marketer's preview, as the Studio's Presentation tool opens it: /api/draft-mode/enable with a
// secret the Studio stored in the Content Lake a moment before, then the page with drafts. The
// tests share the draft that beforeAll saves; each stands on its own.

const PATH = '/en/faq';
const DRAFT_MODE_COOKIE = '__prerender_bypass';

let published: StoredDocument;
let publishedTitle: string;
const draftTitle = `Draft FAQ title ${token()}`;
const secretId = `drafts.${randomUUID()}`;
const secret = randomBytes(16).toString('base64url');

const enableUrl = (value?: string) =>
  `/api/draft-mode/enable?${new URLSearchParams({
    ...(value === undefined ? {} : { 'sanity-preview-secret': value }),
    'sanity-preview-pathname': PATH,
  })}`;

function setsDraftCookie(response: APIResponse): boolean {
  return response
    .headersArray()
    .some(
      ({ name, value }) =>
        name.toLowerCase() === 'set-cookie' && value.startsWith(`${DRAFT_MODE_COOKIE}=`),
    );
}

const previewBar = (page: Page) => page.getByRole('complementary', { name: en.preview.label });

test.beforeAll(async ({ request }) => {
  published = await getSingleton('faqPage');
  publishedTitle = textAt(published, 'title', 'en');
  const { _rev, _createdAt, _updatedAt, ...fields } = published;
  await lake.createOrReplace({
    ...fields,
    _id: `drafts.${published._id}`,
    title: { ...(published.title as object), en: draftTitle },
  });
  // Even a page rendered anew after the draft was saved shows the published document only.
  await touch(request, PATH, published);
});

test.afterAll(async () => {
  await lake.delete(`drafts.${published._id}`);
  await lake.delete(secretId);
});

test('a visitor sees the published title, not the draft', async ({ page }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(publishedTitle);
  await expect(previewBar(page)).toHaveCount(0);
});

test('without a secret or with a wrong one, draft mode is refused and no cookie is set', async ({
  request,
}) => {
  for (const value of [undefined, '', 'not-the-secret']) {
    const response = await request.get(enableUrl(value), { maxRedirects: 0 });
    expect(response.status(), `secret ${JSON.stringify(value)}`).toBe(401);
    expect(setsDraftCookie(response), `secret ${JSON.stringify(value)}`).toBe(false);
  }
});

test('with the Studio’s secret, the preview shows the draft, uncached, to this browser only', async ({
  browser,
  page,
  request,
}) => {
  // What the Studio's Presentation tool stores before it opens the preview
  // (@sanity/preview-url-secret's createPreviewSecret).
  await lake
    .transaction()
    .createOrReplace({ _id: secretId, _type: 'sanity.previewUrlSecret' })
    .patch(secretId, (patch) =>
      patch.set({
        secret,
        source: 'content-lake-e2e',
        studioUrl: `${SITE_URL}/studio`,
        userId: 'e2e',
      }),
    )
    .commit();

  const enabled = await request.get(enableUrl(secret), { maxRedirects: 0 });
  expect(enabled.status()).toBeGreaterThanOrEqual(300);
  expect(enabled.status()).toBeLessThan(400);
  expect(new URL(enabled.headers().location ?? '', SITE_URL).pathname).toBe(PATH);
  expect(setsDraftCookie(enabled)).toBe(true);

  const mark = await logMark();
  await page.goto(enableUrl(secret));
  expect(new URL(page.url()).pathname).toBe(PATH);
  expect((await page.context().cookies()).map(({ name }) => name)).toContain(DRAFT_MODE_COOKIE);
  // Each text carries the invisible marks of click-to-edit after it.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(draftTitle);
  await expect(previewBar(page)).toBeVisible();
  await expect(previewBar(page).getByRole('link', { name: en.preview.exit })).toHaveAttribute(
    'href',
    '/api/draft-mode/disable',
  );
  // Rendered for this request from the drafts, with the read token.
  const drafts = (await queriesSince(mark)).filter((entry) => entry.perspective === 'drafts');
  expect(drafts.length).toBeGreaterThan(0);
  for (const entry of drafts) expect(entry.token).toBeDefined();

  // No shared cache may keep a draft page.
  const reloaded = await page.reload();
  const cacheControl = reloaded?.headers()['cache-control'] ?? '';
  expect(cacheControl, 'the draft page’s Cache-Control').toMatch(/\bno-store\b/);
  expect(cacheControl, 'the draft page’s Cache-Control').toMatch(/\bprivate\b/);
  expect(cacheControl).not.toMatch(/\bs-maxage\b/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(draftTitle);

  // Another visitor, at the same moment, still gets the published page.
  const visitor = await browser.newContext();
  try {
    const other = await visitor.newPage();
    const response = await other.goto(PATH);
    expect(response?.status()).toBe(200);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(publishedTitle);
    await expect(previewBar(other)).toHaveCount(0);
  } finally {
    await visitor.close();
  }

  // Leaving the preview: the bar's link, back to the same page with published content.
  await previewBar(page).getByRole('link', { name: en.preview.exit }).click();
  await expect(page).toHaveURL(`${SITE_URL}${PATH}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(publishedTitle);
  await expect(previewBar(page)).toHaveCount(0);
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain(DRAFT_MODE_COOKIE);
});
