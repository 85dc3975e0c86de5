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
 * The pages search engines should list. The wizard and the results only make sense inside one
 * visitor's session, so they are left out and marked noindex.
 */
export const privatePagePaths: readonly string[] = [paths.assessment, paths.results];

export const indexedPagePaths: string[] = staticPagePaths.filter(
  (path) => !privatePagePaths.includes(path),
);
