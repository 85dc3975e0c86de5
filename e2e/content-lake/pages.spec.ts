import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { locales, type Locale } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/i18n/routing';
import { isRenderedOnRequest, pagePath, sitePages, type Page } from '../../lib/routes';
import { getDocument, getSingleton, requestLog, textAt, type StoredDocument } from './support/lake';
import { BUILD_REQUESTS_FILE, DATASET, PROJECT_ID } from './support/settings';

/**
 * Where each page's heading comes from in the Content Lake, and a query only that page's render
 * makes (by its GROQ and parameters): the build's requests to the emulator must include it.
 */
type Source = {
  heading: () => Promise<{ document: StoredDocument; path: string }>;
  query: string;
  slug?: string;
};

function sourceOf({ name, slug }: Page): Source {
  const singleton =
    (type: string, path = 'title') =>
    async () => ({
      document: await getSingleton(type),
      path,
    });
  switch (name) {
    case 'home':
      return { heading: singleton('homePage', 'hero.title'), query: '_type == "homePage"' };
    case 'aiSolutions':
      return {
        heading: singleton('aiSolutionsPage', 'hero.title'),
        query: '_type == "aiSolutionsPage"',
      };
    case 'service':
      return {
        heading: async () => ({ document: await getDocument(`service-${slug}`), path: 'title' }),
        query: '_type == "service" && slug.current == $slug',
        slug,
      };
    case 'useCases':
      return { heading: singleton('useCasesPage'), query: '*[_type == "useCase"] | order(' };
    case 'useCase':
      return {
        heading: async () => ({ document: await getDocument(`useCase-${slug}`), path: 'title' }),
        query: '_type == "useCase" && slug.current == $slug',
        slug,
      };
    case 'assessmentInfo':
      return { heading: singleton('assessmentInfoPage'), query: '"assessmentInfoPage"' };
    case 'assessment':
      return { heading: singleton('assessmentPage'), query: '_type == "assessmentQuestion"' };
    case 'results':
      return { heading: singleton('resultsPage'), query: '_type == "assessmentSettings"' };
    case 'contact':
      return { heading: singleton('contactPage'), query: '"contactPage"' };
    case 'faq':
      return { heading: singleton('faqPage'), query: '*[_type == "faqItem"] | order(' };
    case 'legalNotice':
      return { heading: singleton('legalNoticePage'), query: '_type == "legalNoticePage"' };
    case 'privacy':
      return { heading: singleton('privacyPolicyPage'), query: '"privacyPolicyPage"][0]{' };
  }
}

test.describe('every page from the Content Lake', () => {
  for (const sitePage of sitePages) {
    const path = pagePath(sitePage);
    test(`/{locale}${path === '/' ? '' : path} renders its heading from the emulator`, async ({
      browser,
    }) => {
      // The page as the server sends it is what counts here, without its scripts: they would
      // cost the main suite beside this one the time of a hydration, and without a result of its
      // own the results page would send the visitor home.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const source = sourceOf(sitePage);
      const { document, path: field } = await source.heading();
      for (const locale of locales) {
        const url = localizedPath(locale, path);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          textAt(document, field, locale),
        );
      }
      await context.close();
    });
  }

  test('the build read every page’s content from the emulator, in both languages', async () => {
    // The log holds every request since the emulator started, the build's among them; a build
    // made apart (CONTENT_LAKE_BUILD=reuse) kept its own.
    const { requests } =
      process.env.CONTENT_LAKE_BUILD === 'reuse'
        ? (JSON.parse(readFileSync(BUILD_REQUESTS_FILE, 'utf8')) as Awaited<
            ReturnType<typeof requestLog>
          >)
        : await requestLog();
    const queries = requests.filter((entry) => entry.endpoint === 'query');
    expect(queries.length).toBeGreaterThan(0);
    for (const entry of queries) {
      expect(entry, 'a query as the site’s client sends it').toMatchObject({
        path: expect.stringMatching(new RegExp(`^/v[^/]+/data/query/${DATASET}$`)),
        projectId: PROJECT_ID,
      });
    }
    const made = (source: Source, locale: Locale) =>
      queries.some(
        (entry) =>
          entry.status === 200 &&
          entry.perspective === 'published' &&
          entry.query?.includes(source.query) &&
          entry.params?.locale === locale &&
          (source.slug === undefined || entry.params?.slug === source.slug),
      );
    // A page rendered on request reads its content then, and is checked above.
    const prerendered = sitePages.filter((sitePage) => !isRenderedOnRequest(sitePage));
    const missing = prerendered.flatMap((sitePage) =>
      locales
        .filter((locale) => !made(sourceOf(sitePage), locale))
        .map((locale) => localizedPath(locale, pagePath(sitePage))),
    );
    expect(missing, 'pages whose content the emulator was never asked for').toEqual([]);
  });
});
