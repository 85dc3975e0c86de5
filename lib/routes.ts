/**
 * The site's pages. The slug lists are the one source of the service and story addresses: the
 * Studio's schemas fix each document's slug to one of them, and the routes and tests read them.
 */
export const serviceSlugs = [
  'strategy',
  'development',
  'training',
  'data',
  'roi',
  'ethics',
] as const;

export const useCaseSlugs = [
  'logistics',
  'financial',
  'customer-service',
  'predictive-maintenance',
  'hr-talent',
] as const;

/** A kind of page of the site. */
export type PageType = {
  /** Language-neutral path (`localizedPath` adds the prefix); `:slug` stands for the slug. */
  path: string;
  /** The Studio document whose texts the page shows; for a service or a story, one per slug. */
  document: string;
  /** The other documents whose texts the page shows; site settings show on every page. */
  shows?: readonly string[];
  /** The page's name beside the document in the Studio's preview. */
  title: string;
  /** The slugs of a page type with one page per document. */
  slugs?: readonly string[];
  /** False for a page search engines should not list. */
  indexed?: boolean;
  /** True for a page rendered on every request from the server's settings, never prerendered. */
  onRequest?: boolean;
};

/**
 * Every kind of page, in the order of the menu: the one place to add a page type (README,
 * "Extending"). Paths, internal links, the Studio's preview locations, the sitemap, the social
 * cards and the pages to prerender derive from it; each document's cache tag is its type.
 */
export const pageTypes = {
  home: {
    path: '/',
    document: 'homePage',
    shows: ['useCase', 'statistic', 'faqItem', 'privacyPolicyPage', 'sector'],
    title: 'Home, with its notice',
  },
  aiSolutions: {
    path: '/ai-solutions',
    document: 'aiSolutionsPage',
    shows: ['service'],
    title: 'AI services',
  },
  service: {
    path: '/ai-solutions/:slug',
    document: 'service',
    shows: ['aiSolutionsPage'],
    title: 'A service, with its call to action',
    slugs: serviceSlugs,
  },
  useCases: {
    path: '/use-cases',
    document: 'useCasesPage',
    shows: ['useCase'],
    title: 'Use cases',
  },
  useCase: {
    path: '/use-cases/:slug',
    document: 'useCase',
    shows: ['useCasesPage'],
    title: 'A story, with its headings',
    slugs: useCaseSlugs,
  },
  assessmentInfo: {
    path: '/assessment-info',
    document: 'assessmentInfoPage',
    shows: ['privacyPolicyPage', 'sector'],
    title: 'Assessment start, with its notice',
  },
  assessment: {
    path: '/assessment',
    document: 'assessmentPage',
    shows: ['assessmentQuestion', 'assessmentCategory', 'privacyPolicyPage'],
    title: 'Assessment',
  },
  results: {
    path: '/results',
    document: 'resultsPage',
    shows: ['assessmentCategory', 'assessmentSettings', 'sector', 'useCase'],
    title: 'Results',
    // Only one visitor's result makes sense of it.
    indexed: false,
  },
  contact: {
    path: '/contact',
    document: 'contactPage',
    shows: ['privacyPolicyPage', 'sector'],
    title: 'Contact, with its notice',
  },
  faq: { path: '/faq', document: 'faqPage', shows: ['faqItem'], title: 'FAQ' },
  legalNotice: { path: '/legal-notice', document: 'legalNoticePage', title: 'Legal notice' },
  privacy: {
    path: '/privacy',
    document: 'privacyPolicyPage',
    title: 'Privacy policy',
    // Its processors and periods are the running server's settings, not the build's.
    onRequest: true,
  },
} as const satisfies Record<string, PageType>;

export type PageName = keyof typeof pageTypes;

/**
 * The site assistant's own page, where a browser without JavaScript asks its question. Not a page
 * type: it shows no document of its own, and search engines do not list it.
 */
export const assistantPath = '/assistant';

/**
 * Where the owner of an address confirms it, from the one e-mail an assessment sends before:
 * `/confirm/<token>`. Not a page type: it shows no document, and search engines do not list it.
 */
export const confirmPath = '/confirm';

/**
 * Where the one-click link at the foot of every e-mail to a visitor leads: `/unsubscribe/<token>`,
 * a page whose button objects. Not a page type: it shows no document, and search engines do not
 * list it. The mail programs' own one-click POST goes to `/api/unsubscribe/<token>`.
 */
export const unsubscribePath = '/unsubscribe';

/**
 * A lead's pre-call brief, from the consultants' notice: `/brief/<token>`, and its PDF at
 * `/brief/<token>/pdf` (lib/desk/links.ts makes the token). Not a page type: its address is a key.
 */
export const briefPath = '/brief';

/** The link by which a consultant takes a lead (lib/desk/links.ts): `/take/<token>`. */
export const takePath = '/take';

/**
 * A team's link, which a result's owner gives colleagues (lib/teams): `/team/<token>`. Not a page
 * type: its address is a key, and search engines do not list it.
 */
export const teamPath = '/team';

/** The page types with one page per slug: a service, a story. */
export type DetailPageName = {
  [Name in PageName]: (typeof pageTypes)[Name] extends { slugs: readonly string[] } ? Name : never;
}[PageName];

/** One page: its type and, for a service or a story, its slug. */
export type Page = { name: PageName; slug?: string };

export function pagePath({ name, slug = '' }: Page): string {
  return pageTypes[name].path.replace(':slug', slug);
}

const pageNames = Object.keys(pageTypes) as PageName[];

type Paths = {
  [Name in PageName]: (typeof pageTypes)[Name] extends { slugs: readonly string[] }
    ? (slug: string) => string
    : (typeof pageTypes)[Name]['path'];
};

/** Language-neutral paths, by page type; a service's or a story's takes its slug. */
export const paths = Object.fromEntries(
  pageNames.map((name) => {
    const type: PageType = pageTypes[name];
    return [name, type.slugs ? (slug: string) => pagePath({ name, slug }) : type.path];
  }),
) as Paths;

/**
 * The private pages, by their segment after the language (`results`, `assistant`, `confirm`,
 * `unsubscribe`, `brief`), and whether a path is one of them: stated in lib/private-paths.mjs,
 * where the security headers read it too. A page whose address holds a key or a visitor's words
 * lives under one of these segments, or adds its own there.
 */
export { isPrivatePath, privatePathSegments } from './private-paths.mjs';

function slugsOf(name: PageName): readonly string[] | undefined {
  const type: PageType = pageTypes[name];
  return type.slugs;
}

/** Every page of the site, in the order of the menu. */
export const sitePages: readonly Page[] = pageNames.flatMap((name) => {
  const slugs = slugsOf(name);
  return slugs ? slugs.map((slug) => ({ name, slug })) : [{ name }];
});

/** Pages search engines should not list. */
export function isPrivatePage({ name }: Page): boolean {
  const type: PageType = pageTypes[name];
  return type.indexed === false;
}

/** Pages rendered on every request: no build prerenders them, no cache keeps them. */
export function isRenderedOnRequest({ name }: Page): boolean {
  const type: PageType = pageTypes[name];
  return type.onRequest === true;
}

/** The page type whose own document has this type. */
export function pageOfDocument(documentType: string): PageName | undefined {
  return pageNames.find((name) => pageTypes[name].document === documentType);
}

/** The page types that show a document's texts: its own, then those that show it too. */
export function pagesShowing(documentType: string): PageName[] {
  const shows = (name: PageName): readonly string[] => {
    const type: PageType = pageTypes[name];
    return type.shows ?? [];
  };
  return [
    ...pageNames.filter((name) => pageTypes[name].document === documentType),
    ...pageNames.filter((name) => shows(name).includes(documentType)),
  ];
}

/** The documents that stand for a page of their own: a page's texts, a service, a story. */
export const pageDocuments: readonly string[] = pageNames.map((name) => pageTypes[name].document);

/** The route parameters of every service or story page, in every language, to prerender. */
export function detailPageParams(name: DetailPageName, locales: readonly string[]) {
  const slugs = slugsOf(name) ?? [];
  return locales.flatMap((locale) => slugs.map((slug) => ({ locale, slug })));
}

/** Every page of the site, without language prefix. */
export const staticPagePaths: string[] = sitePages.map(pagePath);

export const indexedPagePaths: string[] = sitePages
  .filter((page) => !isPrivatePage(page))
  .map(pagePath);
