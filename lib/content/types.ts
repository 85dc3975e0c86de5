/**
 * The site's names for what the content queries return. Components and the rest of lib/ take these
 * types; only lib/content knows they are generated from the Sanity schema and queries.
 */
import type {
  AI_SOLUTIONS_PAGE_QUERY_RESULT,
  ASSESSMENT_CATEGORIES_QUERY_RESULT,
  ASSESSMENT_QUESTIONS_QUERY_RESULT,
  ASSESSMENT_SETTINGS_QUERY_RESULT,
  FAQ_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  NAVIGATION_QUERY_RESULT,
  SERVICE_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
  USE_CASE_QUERY_RESULT,
  USE_CASES_QUERY_RESULT,
} from '@/sanity.types';

export type SiteSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>;
export type Navigation = NAVIGATION_QUERY_RESULT;

export type HomePage = NonNullable<HOME_PAGE_QUERY_RESULT>;
export type Expertise = HomePage['expertise'];
export type HomeServices = HomePage['services'];
export type ServiceStage = HomeServices['analyse'];
export type HomeUseCases = HomePage['useCases'];
export type Statistics = HomePage['statistics'];
export type HomeFaq = HomePage['faq'];

export type AiSolutionsPage = NonNullable<AI_SOLUTIONS_PAGE_QUERY_RESULT>;
export type Benefits = AiSolutionsPage['benefits'];
export type Capabilities = AiSolutionsPage['capabilities'];
export type ServiceList = AiSolutionsPage['services'];
export type Technology = AiSolutionsPage['technology'];
export type Steps = AiSolutionsPage['process'];

export type Service = NonNullable<SERVICE_QUERY_RESULT>;
export type UseCase = NonNullable<USE_CASE_QUERY_RESULT>;
export type UseCaseSummary = USE_CASES_QUERY_RESULT[number];

export type FaqItem = FAQ_QUERY_RESULT[number];
export type FaqAnswer = FaqItem['answer'];

export type AssessmentQuestion = ASSESSMENT_QUESTIONS_QUERY_RESULT[number];
export type AssessmentCategory = ASSESSMENT_CATEGORIES_QUERY_RESULT[number];
export type AssessmentSettings = ASSESSMENT_SETTINGS_QUERY_RESULT;
