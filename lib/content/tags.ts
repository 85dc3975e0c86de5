/**
 * Cache tags, one per document type: a tag equals the `_type` it covers, so the webhook can
 * revalidate exactly the reads that include the changed document.
 */
export const TAGS = {
  siteSettings: 'siteSettings',
  homePage: 'homePage',
  aiSolutionsPage: 'aiSolutionsPage',
  useCasesPage: 'useCasesPage',
  faqPage: 'faqPage',
  contactPage: 'contactPage',
  assessmentInfoPage: 'assessmentInfoPage',
  assessmentPage: 'assessmentPage',
  resultsPage: 'resultsPage',
  legalNoticePage: 'legalNoticePage',
  privacyPolicyPage: 'privacyPolicyPage',
  service: 'service',
  useCase: 'useCase',
  faqItem: 'faqItem',
  statistic: 'statistic',
  assessmentCategory: 'assessmentCategory',
  assessmentQuestion: 'assessmentQuestion',
  assessmentSettings: 'assessmentSettings',
  emailSettings: 'emailSettings',
  briefQuestion: 'briefQuestion',
  sector: 'sector',
  imageAsset: 'sanity.imageAsset',
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

const tags: ReadonlySet<string> = new Set(Object.values(TAGS));

export function isTag(value: string): value is Tag {
  return tags.has(value);
}
