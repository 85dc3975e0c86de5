export const serviceSlugs = [
  'strategy',
  'development',
  'training',
  'data',
  'roi',
  'ethics',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const useCaseSlugs = [
  'logistics',
  'financial',
  'customer-service',
  'predictive-maintenance',
  'hr-talent',
] as const;
export type UseCaseSlug = (typeof useCaseSlugs)[number];

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

export function isUseCaseSlug(value: string): value is UseCaseSlug {
  return (useCaseSlugs as readonly string[]).includes(value);
}

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
} as const;

/** Every page of the site, without language prefix. */
export const staticPagePaths: string[] = [
  paths.home,
  paths.aiSolutions,
  ...serviceSlugs.map(paths.service),
  paths.useCases,
  ...useCaseSlugs.map(paths.useCase),
  paths.assessmentInfo,
  paths.assessment,
  paths.results,
  paths.contact,
  paths.faq,
];

/**
 * Pages search engines should not list. The results only make sense inside one visitor's session.
 * The wizard stays listed: it is the free assessment itself, and a visitor who lands on it without
 * having left their details finds a link to the page where the assessment begins.
 */
export const privatePagePaths: readonly string[] = [paths.results];

export const indexedPagePaths: string[] = staticPagePaths.filter(
  (path) => !privatePagePaths.includes(path),
);
