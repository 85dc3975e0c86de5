import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type {
  AI_SOLUTIONS_PAGE_QUERY_RESULT,
  ASSESSMENT_CATEGORIES_QUERY_RESULT,
  ASSESSMENT_QUESTIONS_QUERY_RESULT,
  ASSESSMENT_SETTINGS_QUERY_RESULT,
  FAQ_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  NAVIGATION_QUERY_RESULT,
  SERVICE_QUERY_RESULT,
  SERVICES_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
  STATISTICS_QUERY_RESULT,
  USE_CASE_QUERY_RESULT,
  USE_CASES_QUERY_RESULT,
} from '@/sanity.types';
import { sanityFetch } from './fetch';
import {
  AI_SOLUTIONS_PAGE_QUERY,
  ASSESSMENT_CATEGORIES_QUERY,
  ASSESSMENT_QUESTIONS_QUERY,
  ASSESSMENT_SETTINGS_QUERY,
  FAQ_QUERY,
  HOME_PAGE_QUERY,
  NAVIGATION_QUERY,
  SERVICE_QUERY,
  SERVICE_SLUGS_QUERY,
  SERVICES_QUERY,
  SITE_SETTINGS_QUERY,
  STATISTICS_QUERY,
  USE_CASE_QUERY,
  USE_CASE_SLUGS_QUERY,
  USE_CASES_QUERY,
} from './queries';
import { TAGS } from './tags';

export { TAGS, type Tag } from './tags';

export function getSiteSettings(locale: Locale): Promise<SITE_SETTINGS_QUERY_RESULT> {
  return sanityFetch({
    query: SITE_SETTINGS_QUERY,
    params: { locale },
    tags: [TAGS.siteSettings, TAGS.imageAsset],
  });
}

export function getHomePage(locale: Locale): Promise<HOME_PAGE_QUERY_RESULT> {
  return sanityFetch({
    query: HOME_PAGE_QUERY,
    params: { locale },
    tags: [TAGS.homePage, TAGS.useCase, TAGS.statistic, TAGS.faqItem, TAGS.imageAsset],
  });
}

export function getAiSolutionsPage(locale: Locale): Promise<AI_SOLUTIONS_PAGE_QUERY_RESULT> {
  return sanityFetch({
    query: AI_SOLUTIONS_PAGE_QUERY,
    params: { locale },
    tags: [TAGS.aiSolutionsPage, TAGS.service],
  });
}

export function getNavigation(locale: Locale): Promise<NAVIGATION_QUERY_RESULT> {
  return sanityFetch({
    query: NAVIGATION_QUERY,
    params: { locale },
    tags: [TAGS.service, TAGS.useCase],
  });
}

export function getServices(locale: Locale): Promise<SERVICES_QUERY_RESULT> {
  return sanityFetch({ query: SERVICES_QUERY, params: { locale }, tags: [TAGS.service] });
}

/** The service page's content, or null when no service has this slug. */
export function getService(locale: Locale, slug: string): Promise<SERVICE_QUERY_RESULT> {
  return sanityFetch({ query: SERVICE_QUERY, params: { locale, slug }, tags: [TAGS.service] });
}

export async function getServiceSlugs(): Promise<string[]> {
  const services = await sanityFetch({ query: SERVICE_SLUGS_QUERY, tags: [TAGS.service] });
  return services.map(({ slug }) => slug);
}

export function getUseCases(locale: Locale): Promise<USE_CASES_QUERY_RESULT> {
  return sanityFetch({
    query: USE_CASES_QUERY,
    params: { locale },
    tags: [TAGS.useCase, TAGS.imageAsset],
  });
}

/** The use case's content, or null when no use case has this slug. */
export function getUseCase(locale: Locale, slug: string): Promise<USE_CASE_QUERY_RESULT> {
  return sanityFetch({
    query: USE_CASE_QUERY,
    params: { locale, slug },
    tags: [TAGS.useCase, TAGS.imageAsset],
  });
}

export async function getUseCaseSlugs(): Promise<string[]> {
  const useCases = await sanityFetch({ query: USE_CASE_SLUGS_QUERY, tags: [TAGS.useCase] });
  return useCases.map(({ slug }) => slug);
}

export function getFaqItems(locale: Locale): Promise<FAQ_QUERY_RESULT> {
  return sanityFetch({ query: FAQ_QUERY, params: { locale }, tags: [TAGS.faqItem] });
}

export function getStatistics(locale: Locale): Promise<STATISTICS_QUERY_RESULT> {
  return sanityFetch({ query: STATISTICS_QUERY, params: { locale }, tags: [TAGS.statistic] });
}

export function getAssessmentQuestions(locale: Locale): Promise<ASSESSMENT_QUESTIONS_QUERY_RESULT> {
  return sanityFetch({
    query: ASSESSMENT_QUESTIONS_QUERY,
    params: { locale },
    tags: [TAGS.assessmentQuestion, TAGS.assessmentCategory],
  });
}

export function getAssessmentCategories(
  locale: Locale,
): Promise<ASSESSMENT_CATEGORIES_QUERY_RESULT> {
  return sanityFetch({
    query: ASSESSMENT_CATEGORIES_QUERY,
    params: { locale },
    tags: [TAGS.assessmentCategory],
  });
}

export function getAssessmentSettings(locale: Locale): Promise<ASSESSMENT_SETTINGS_QUERY_RESULT> {
  return sanityFetch({
    query: ASSESSMENT_SETTINGS_QUERY,
    params: { locale },
    tags: [TAGS.assessmentSettings],
  });
}
