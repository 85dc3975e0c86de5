import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';
import type { DocumentLocation } from 'sanity/presentation';
import { localeEntry, locales } from '../lib/i18n/locales';
import { localizedPath } from '../lib/i18n/routing';
import { pagePath, type Page } from '../lib/routes';
import { inDefaultLocale } from '../schemas/shared/languages';

/** The route that turns on draft mode once the site has checked the Studio's preview secret. */
export const DRAFT_MODE_ENABLE_PATH = '/api/draft-mode/enable';

/** One location per language for a page. */
function pageLocations(page: Page, title: string): DocumentLocation[] {
  return locales.map((locale) => ({
    title: `${title} (${localeEntry(locale).name})`,
    href: localizedPath(locale, pagePath(page)),
  }));
}

/** Where each page-level singleton shows, so the Studio can open it beside its document. */
const singletonPages: Record<string, { page: Page; title: string }[]> = {
  homePage: [{ page: { name: 'home' }, title: 'Home' }],
  aiSolutionsPage: [
    { page: { name: 'aiSolutions' }, title: 'AI services' },
    { page: { name: 'service', slug: 'strategy' }, title: 'A service, with its call to action' },
  ],
  useCasesPage: [
    { page: { name: 'useCases' }, title: 'Use cases' },
    { page: { name: 'useCase', slug: 'logistics' }, title: 'A story, with its headings' },
  ],
  faqPage: [{ page: { name: 'faq' }, title: 'FAQ' }],
  contactPage: [{ page: { name: 'contact' }, title: 'Contact' }],
  assessmentInfoPage: [{ page: { name: 'assessmentInfo' }, title: 'Assessment start' }],
  assessmentPage: [{ page: { name: 'assessment' }, title: 'Assessment' }],
  resultsPage: [{ page: { name: 'results' }, title: 'Results' }],
  legalNoticePage: [{ page: { name: 'legalNotice' }, title: 'Legal notice' }],
  privacyPolicyPage: [
    { page: { name: 'privacy' }, title: 'Privacy policy' },
    { page: { name: 'contact' }, title: 'Contact, with its notice' },
    { page: { name: 'assessmentInfo' }, title: 'Assessment start, with its notice' },
  ],
  assessmentSettings: [{ page: { name: 'results' }, title: 'Results' }],
};

/** A service or a story: its own page, and the list it is a card of, in both languages. */
function detailLocations(name: 'service' | 'useCase', list: Page, listTitle: string) {
  return defineLocations({
    select: { title: inDefaultLocale('title'), slug: 'slug.current' },
    resolve: (doc) =>
      doc?.slug
        ? {
            locations: [
              ...pageLocations({ name, slug: doc.slug }, doc.title ?? doc.slug),
              ...pageLocations(list, listTitle),
            ],
          }
        : null,
  });
}

const locations = {
  ...Object.fromEntries(
    Object.entries(singletonPages).map(([type, pages]) => [
      type,
      defineLocations({
        locations: pages.flatMap(({ page, title }) => pageLocations(page, title)),
      }),
    ]),
  ),
  siteSettings: defineLocations({
    // Shown on every page: listing them all would bury the useful ones.
    locations: pageLocations({ name: 'home' }, 'Home'),
    message: 'Shown on every page: the header, the footer, the page titles and the consent banner.',
    tone: 'caution',
  }),
  service: detailLocations('service', { name: 'aiSolutions' }, 'AI services'),
  useCase: detailLocations('useCase', { name: 'useCases' }, 'Use cases'),
  faqItem: defineLocations({ locations: pageLocations({ name: 'faq' }, 'FAQ') }),
  statistic: defineLocations({ locations: pageLocations({ name: 'home' }, 'Home') }),
  assessmentQuestion: defineLocations({
    locations: pageLocations({ name: 'assessment' }, 'Assessment'),
  }),
  assessmentCategory: defineLocations({
    locations: pageLocations({ name: 'results' }, 'Results'),
  }),
};

/** Which document a page of the preview opens, in either language. */
const mainDocuments = defineDocuments([
  ...locales.flatMap((locale) => [
    { route: `/${locale}`, type: 'homePage' },
    { route: `/${locale}/ai-solutions`, type: 'aiSolutionsPage' },
    { route: `/${locale}/use-cases`, type: 'useCasesPage' },
    { route: `/${locale}/faq`, type: 'faqPage' },
    { route: `/${locale}/contact`, type: 'contactPage' },
    { route: `/${locale}/assessment-info`, type: 'assessmentInfoPage' },
    { route: `/${locale}/assessment`, type: 'assessmentPage' },
    {
      route: `/${locale}/ai-solutions/:slug`,
      filter: `_type == "service" && slug.current == $slug`,
    },
    {
      route: `/${locale}/use-cases/:slug`,
      filter: `_type == "useCase" && slug.current == $slug`,
    },
    { route: `/${locale}/results`, type: 'resultsPage' },
    { route: `/${locale}/legal-notice`, type: 'legalNoticePage' },
    { route: `/${locale}/privacy`, type: 'privacyPolicyPage' },
  ]),
]);

/**
 * The Presentation tool: the site beside the document, in draft mode, where a click on a text
 * opens its field. The site checks the Studio's secret before it shows any draft.
 */
export const presentation = presentationTool({
  resolve: { locations, mainDocuments },
  previewUrl: { previewMode: { enable: DRAFT_MODE_ENABLE_PATH } },
});
