import { pagePath, type Page } from '@/lib/routes';

/** What an internal link points at: a document of the site, read through its reference. */
export type LinkTarget = { _type: string; slug: string | null } | null | undefined;

/** The page each page document stands for; a service or a story has its own, by slug. */
const pageOfType: Record<string, Page['name']> = {
  homePage: 'home',
  aiSolutionsPage: 'aiSolutions',
  useCasesPage: 'useCases',
  faqPage: 'faq',
  contactPage: 'contact',
  assessmentInfoPage: 'assessmentInfo',
  assessmentPage: 'assessment',
  resultsPage: 'results',
  legalNoticePage: 'legalNotice',
  privacyPolicyPage: 'privacy',
};

/**
 * The path, without the language, of the page a link points at. Links hold references, so a
 * renamed slug moves its links with it; a link whose document is gone points home.
 */
export function linkTargetPath(target: LinkTarget): string {
  if (target?._type === 'service' && target.slug)
    return pagePath({ name: 'service', slug: target.slug });
  if (target?._type === 'useCase' && target.slug)
    return pagePath({ name: 'useCase', slug: target.slug });
  const name = target ? pageOfType[target._type] : undefined;
  return pagePath({ name: name ?? 'home' });
}

/** The document types a link may point at. */
export const linkableTypes = ['service', 'useCase', ...Object.keys(pageOfType)];
