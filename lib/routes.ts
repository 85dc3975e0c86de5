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

/** Language-neutral paths; `localizedPath` adds the prefix. */
export const paths = {
  home: '/',
  aiSolutions: '/ai-solutions',
  service: (slug: string) => `/ai-solutions/${slug}`,
  useCases: '/use-cases',
  useCase: (slug: string) => `/use-cases/${slug}`,
  assessmentInfo: '/assessment-info',
  assessment: '/assessment',
  results: '/results',
  contact: '/contact',
  faq: '/faq',
  legalNotice: '/legal-notice',
  privacy: '/privacy',
} as const;

export type PageName = keyof typeof paths;

/** One page: its name in the route table and, for a service or a story, its slug. */
export type Page = { name: PageName; slug?: string };

export function pagePath({ name, slug = '' }: Page): string {
  const path = paths[name];
  return typeof path === 'function' ? path(slug) : path;
}

/** Every page of the site, in the order of the menu. */
export const sitePages: readonly Page[] = [
  { name: 'home' },
  { name: 'aiSolutions' },
  ...serviceSlugs.map((slug) => ({ name: 'service' as const, slug })),
  { name: 'useCases' },
  ...useCaseSlugs.map((slug) => ({ name: 'useCase' as const, slug })),
  { name: 'assessmentInfo' },
  { name: 'assessment' },
  { name: 'results' },
  { name: 'contact' },
  { name: 'faq' },
  { name: 'legalNotice' },
  { name: 'privacy' },
];

/**
 * Pages search engines should not list. The results only make sense inside one visitor's session.
 * The wizard stays listed: it is the free assessment itself, and a visitor who lands on it without
 * having left their details finds a link to the page where the assessment begins.
 */
export function isPrivatePage({ name }: Page): boolean {
  return name === 'results';
}

/** The route parameters of every service or story page, in every language, to prerender. */
export function detailPageParams(name: 'service' | 'useCase', locales: readonly string[]) {
  const slugs = name === 'service' ? serviceSlugs : useCaseSlugs;
  return locales.flatMap((locale) => slugs.map((slug) => ({ locale, slug })));
}

/** Every page of the site, without language prefix. */
export const staticPagePaths: string[] = sitePages.map(pagePath);

export const indexedPagePaths: string[] = sitePages
  .filter((page) => !isPrivatePage(page))
  .map(pagePath);
