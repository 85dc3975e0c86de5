import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { sanityFetch } from './fetch';
import {
  AI_SOLUTIONS_PAGE_QUERY,
  ASSESSMENT_CATEGORIES_QUERY,
  ASSESSMENT_QUESTIONS_QUERY,
  ASSESSMENT_SETTINGS_QUERY,
  FAQ_QUERY,
  HOME_PAGE_QUERY,
  LEGAL_NOTICE_QUERY,
  NAVIGATION_QUERY,
  PRIVACY_NOTICES_QUERY,
  PRIVACY_POLICY_QUERY,
  SERVICE_QUERY,
  SITE_COPY_QUERY,
  SITE_SETTINGS_QUERY,
  USE_CASE_QUERY,
  USE_CASES_QUERY,
} from './queries';
import { requireDocument } from './require-document';
import { TAGS } from './tags';
import type {
  AiSolutionsPage,
  AssessmentCategory,
  AssessmentQuestion,
  AssessmentSettings,
  FaqItem,
  HomePage,
  LegalNotice,
  Navigation,
  PrivacyNotices,
  PrivacyPolicy,
  Service,
  SiteCopy,
  SiteSettings,
  UseCase,
  UseCaseSummary,
} from './types';

export { TAGS, type Tag } from './tags';

/** The site settings; every page needs them, so their absence is a content error. */
export async function getSiteSettings(locale: Locale): Promise<SiteSettings> {
  const settings = await sanityFetch({
    query: SITE_SETTINGS_QUERY,
    params: { locale },
    tags: [TAGS.siteSettings, TAGS.imageAsset],
  });
  return requireDocument(settings, 'site settings');
}

export async function getHomePage(locale: Locale): Promise<HomePage> {
  const page = await sanityFetch({
    query: HOME_PAGE_QUERY,
    params: { locale },
    tags: [TAGS.homePage, TAGS.useCase, TAGS.statistic, TAGS.faqItem, TAGS.imageAsset],
  });
  return requireDocument(page, 'home page');
}

export async function getAiSolutionsPage(locale: Locale): Promise<AiSolutionsPage> {
  const page = await sanityFetch({
    query: AI_SOLUTIONS_PAGE_QUERY,
    params: { locale },
    tags: [TAGS.aiSolutionsPage, TAGS.service],
  });
  return requireDocument(page, 'AI solutions page');
}

export function getNavigation(locale: Locale): Promise<Navigation> {
  return sanityFetch({
    query: NAVIGATION_QUERY,
    params: { locale },
    tags: [TAGS.service, TAGS.useCase],
  });
}

/** The service page's content, or null when no service has this slug. */
export function getService(locale: Locale, slug: string): Promise<Service | null> {
  return sanityFetch({ query: SERVICE_QUERY, params: { locale, slug }, tags: [TAGS.service] });
}

export function getUseCases(locale: Locale): Promise<UseCaseSummary[]> {
  return sanityFetch({
    query: USE_CASES_QUERY,
    params: { locale },
    tags: [TAGS.useCase, TAGS.imageAsset],
  });
}

/** The use case's content, or null when no use case has this slug. */
export function getUseCase(locale: Locale, slug: string): Promise<UseCase | null> {
  return sanityFetch({
    query: USE_CASE_QUERY,
    params: { locale, slug },
    tags: [TAGS.useCase, TAGS.imageAsset],
  });
}

export function getFaqItems(locale: Locale): Promise<FaqItem[]> {
  return sanityFetch({ query: FAQ_QUERY, params: { locale }, tags: [TAGS.faqItem] });
}

export function getAssessmentQuestions(locale: Locale): Promise<AssessmentQuestion[]> {
  return sanityFetch({
    query: ASSESSMENT_QUESTIONS_QUERY,
    params: { locale },
    tags: [TAGS.assessmentQuestion, TAGS.assessmentCategory],
  });
}

export function getAssessmentCategories(locale: Locale): Promise<AssessmentCategory[]> {
  return sanityFetch({
    query: ASSESSMENT_CATEGORIES_QUERY,
    params: { locale },
    tags: [TAGS.assessmentCategory],
  });
}

export function getAssessmentSettings(locale: Locale): Promise<AssessmentSettings> {
  return sanityFetch({
    query: ASSESSMENT_SETTINGS_QUERY,
    params: { locale },
    tags: [TAGS.assessmentSettings],
  });
}

export async function getLegalNotice(locale: Locale): Promise<LegalNotice> {
  const notice = await sanityFetch({
    query: LEGAL_NOTICE_QUERY,
    params: { locale },
    tags: [TAGS.legalNoticePage, TAGS.siteSettings],
  });
  return {
    page: requireDocument(notice.page, 'legal notice'),
    facts: requireDocument(notice.facts, 'site settings (its legal notice facts)'),
    contactEmail: notice.contactEmail,
  };
}

export async function getPrivacyPolicy(locale: Locale): Promise<PrivacyPolicy> {
  const policy = await sanityFetch({
    query: PRIVACY_POLICY_QUERY,
    params: { locale },
    tags: [TAGS.privacyPolicyPage],
  });
  return requireDocument(policy, 'privacy policy');
}

/** The policy version and the forms' notices, which every stored lead records. */
export async function getPrivacyNotices(locale: Locale): Promise<PrivacyNotices> {
  const notices = await sanityFetch({
    query: PRIVACY_NOTICES_QUERY,
    params: { locale },
    tags: [TAGS.privacyPolicyPage],
  });
  return requireDocument(notices, 'privacy policy');
}

/** The document types whose texts the site copy gathers. */
export const SITE_COPY_TAGS = [
  TAGS.siteSettings,
  TAGS.legalNoticePage,
  TAGS.privacyPolicyPage,
  TAGS.aiSolutionsPage,
  TAGS.useCasesPage,
  TAGS.faqPage,
  TAGS.contactPage,
  TAGS.assessmentInfoPage,
  TAGS.assessmentPage,
  TAGS.resultsPage,
] as const;

/** The texts marketers own across pages, in the shape of the interface's messages. */
export function getSiteCopy(locale: Locale): Promise<SiteCopy> {
  return sanityFetch({ query: SITE_COPY_QUERY, params: { locale }, tags: SITE_COPY_TAGS });
}
