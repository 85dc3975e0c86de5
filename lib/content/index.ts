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

export function getSiteSettings(lang: Locale): Promise<SITE_SETTINGS_QUERY_RESULT> {
  return sanityFetch({
    query: SITE_SETTINGS_QUERY,
    params: { lang },
    tags: [TAGS.siteSettings, TAGS.imageAsset],
  });
}

export function getHomePage(lang: Locale): Promise<HOME_PAGE_QUERY_RESULT> {
  return sanityFetch({
    query: HOME_PAGE_QUERY,
    params: { lang },
    tags: [TAGS.homePage, TAGS.useCase, TAGS.statistic, TAGS.faqItem, TAGS.imageAsset],
  });
}

export function getAiSolutionsPage(lang: Locale): Promise<AI_SOLUTIONS_PAGE_QUERY_RESULT> {
  return sanityFetch({
    query: AI_SOLUTIONS_PAGE_QUERY,
    params: { lang },
    tags: [TAGS.aiSolutionsPage, TAGS.service],
  });
}

export function getNavigation(lang: Locale): Promise<NAVIGATION_QUERY_RESULT> {
  return sanityFetch({
    query: NAVIGATION_QUERY,
    params: { lang },
    tags: [TAGS.service, TAGS.useCase],
  });
}

export function getServices(lang: Locale): Promise<SERVICES_QUERY_RESULT> {
  return sanityFetch({ query: SERVICES_QUERY, params: { lang }, tags: [TAGS.service] });
}

/** The service page's content, or null when no service has this slug. */
export function getService(lang: Locale, slug: string): Promise<SERVICE_QUERY_RESULT> {
  return sanityFetch({ query: SERVICE_QUERY, params: { lang, slug }, tags: [TAGS.service] });
}

export async function getServiceSlugs(): Promise<string[]> {
  const services = await sanityFetch({ query: SERVICE_SLUGS_QUERY, tags: [TAGS.service] });
  return services.map(({ slug }) => slug);
}

export function getUseCases(lang: Locale): Promise<USE_CASES_QUERY_RESULT> {
  return sanityFetch({
    query: USE_CASES_QUERY,
    params: { lang },
    tags: [TAGS.useCase, TAGS.imageAsset],
  });
}

/** The use case's content, or null when no use case has this slug. */
export function getUseCase(lang: Locale, slug: string): Promise<USE_CASE_QUERY_RESULT> {
  return sanityFetch({
    query: USE_CASE_QUERY,
    params: { lang, slug },
    tags: [TAGS.useCase, TAGS.imageAsset],
  });
}

export async function getUseCaseSlugs(): Promise<string[]> {
  const useCases = await sanityFetch({ query: USE_CASE_SLUGS_QUERY, tags: [TAGS.useCase] });
  return useCases.map(({ slug }) => slug);
}

export function getFaqItems(lang: Locale): Promise<FAQ_QUERY_RESULT> {
  return sanityFetch({ query: FAQ_QUERY, params: { lang }, tags: [TAGS.faqItem] });
}

export function getStatistics(lang: Locale): Promise<STATISTICS_QUERY_RESULT> {
  return sanityFetch({ query: STATISTICS_QUERY, params: { lang }, tags: [TAGS.statistic] });
}

export function getAssessmentQuestions(lang: Locale): Promise<ASSESSMENT_QUESTIONS_QUERY_RESULT> {
  return sanityFetch({
    query: ASSESSMENT_QUESTIONS_QUERY,
    params: { lang },
    tags: [TAGS.assessmentQuestion, TAGS.assessmentCategory],
  });
}

export function getAssessmentCategories(lang: Locale): Promise<ASSESSMENT_CATEGORIES_QUERY_RESULT> {
  return sanityFetch({
    query: ASSESSMENT_CATEGORIES_QUERY,
    params: { lang },
    tags: [TAGS.assessmentCategory],
  });
}

export function getAssessmentSettings(lang: Locale): Promise<ASSESSMENT_SETTINGS_QUERY_RESULT> {
  return sanityFetch({
    query: ASSESSMENT_SETTINGS_QUERY,
    params: { lang },
    tags: [TAGS.assessmentSettings],
  });
}
