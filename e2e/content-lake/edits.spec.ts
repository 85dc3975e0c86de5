import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../lib/i18n/locales';
import {
  getSingleton,
  publish,
  sendWebhook,
  textAt,
  token,
  touch,
  type StoredDocument,
} from './support/lake';

/**
 * Ten of the texts that moved from the dictionaries into the Studio's page documents, each where
 * a visitor sees it without doing anything: the document type, the field, the page and the part of
 * the page that shows it.
 */
type Edit = {
  type: string;
  field: string;
  locale: Locale;
  path: string;
  where: (page: Page) => Locator;
  /**
   * False for the results page: without a result of its own it sends the visitor home once its
   * script runs, so the page is read as the server sends it.
   */
  javaScript?: boolean;
};

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.locator('main');

const edits: Edit[] = [
  { type: 'contactPage', field: 'title', locale: 'en', path: '/en/contact', where: heading },
  {
    type: 'contactPage',
    field: 'help.general.title',
    locale: 'fr',
    path: '/fr/contact',
    where: (page) => main(page).getByRole('heading', { level: 3 }),
  },
  {
    type: 'assessmentInfoPage',
    field: 'title',
    locale: 'en',
    path: '/en/assessment-info',
    where: heading,
  },
  {
    type: 'assessmentInfoPage',
    field: 'topics.strategic.title',
    locale: 'en',
    path: '/en/assessment-info',
    where: main,
  },
  {
    type: 'useCasesPage',
    field: 'storyHeadings.challenge',
    locale: 'en',
    path: '/en/use-cases/logistics',
    where: (page) => main(page).getByRole('heading', { level: 2 }),
  },
  {
    type: 'useCasesPage',
    field: 'storyCta.title',
    locale: 'fr',
    path: '/fr/use-cases/financial',
    where: (page) => main(page).getByRole('heading', { level: 2 }),
  },
  { type: 'faqPage', field: 'title', locale: 'fr', path: '/fr/faq', where: heading },
  {
    type: 'siteSettings',
    field: 'footerText',
    locale: 'en',
    path: '/en',
    where: (page) => page.getByRole('contentinfo'),
  },
  {
    type: 'aiSolutionsPage',
    field: 'serviceCta.title',
    locale: 'en',
    path: '/en/ai-solutions/strategy',
    where: main,
  },
  {
    type: 'resultsPage',
    field: 'title',
    locale: 'en',
    path: '/en/results',
    where: heading,
    javaScript: false,
  },
];

/** Within this long of the webhook's answer, the page must show the edit. */
const WEBHOOK_TO_PAGE_MS = 10_000;

/** A visitor's tab of its own, with or without script as the edit's page needs. */
async function openPage(browser: Browser, edit: Edit): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: edit.javaScript ?? true });
  return context.newPage();
}

/** Loads the page again and again until the part shows the text. */
async function expectOnPage(page: Page, edit: Edit, text: string, timeout: number) {
  await expect(async () => {
    await page.goto(edit.path);
    await expect(edit.where(page).filter({ hasText: text }).first()).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout, intervals: [250, 500] });
}

/** What the tests changed, to put back once they are done, whatever happened. */
const changed: { edit: Edit; document: StoredDocument; field: string; original: string }[] = [];

test.afterAll(async ({ browser, request }) => {
  for (const { document, field, original } of changed)
    await publish(document._id, { [field]: original });
  const types = new Map(changed.map(({ document }) => [document._type, document]));
  await Promise.all([...types.values()].map((document) => sendWebhook(request, document)));
  // Each page is rendered again with the original, before the next spec visits it.
  for (const { edit, original } of changed) {
    const page = await openPage(browser, edit);
    try {
      await expectOnPage(page, edit, original, 15_000);
    } finally {
      await page.context().close();
    }
  }
});

test.describe('an edit published in the Studio reaches its page through the webhook', () => {
  for (const edit of edits) {
    test(`${edit.type}.${edit.field}.${edit.locale} on ${edit.path}`, async ({
      browser,
      request,
    }) => {
      const page = await openPage(browser, edit);
      const document = await getSingleton(edit.type);
      const original = textAt(document, edit.field, edit.locale);
      const edited = `Edited ${edit.field} ${token()}`;
      const path = `${edit.field}.${edit.locale}`;

      // The page shows the document's text, which the build read from the emulator.
      // A page loads slowly on a busy machine; only the webhook's delay below is a promise.
      await expectOnPage(page, edit, original, 15_000);

      // Just re-rendered, the page is not due for a regeneration by age before the time budget
      // (30 s) is over: only the webhook can bring the edit within the next 10 s.
      await touch(request, edit.path, document);
      changed.push({ edit, document, field: path, original });
      await publish(document._id, { [path]: edited });
      await page.goto(edit.path);
      await expect(edit.where(page).filter({ hasText: original }).first()).toBeVisible();

      await sendWebhook(request, document);
      const answered = Date.now();
      await expectOnPage(page, edit, edited, WEBHOOK_TO_PAGE_MS);
      const timing = `shown ${Date.now() - answered} ms after the webhook’s answer`;
      test.info().annotations.push({ type: 'timing', description: timing });
      console.log(`${edit.type}.${path} on ${edit.path}: ${timing}`);

      // Put back at once; the webhooks after the last test bring the pages back.
      await publish(document._id, { [path]: original });
      await page.context().close();
    });
  }
});
