import type { PageName } from '@/lib/routes';
import {
  AI_SOLUTIONS_PAGE_QUERY,
  ASSESSMENT_CATEGORIES_QUERY,
  ASSISTANT_CORPUS_QUERY,
  ASSESSMENT_INFO_PAGE_QUERY,
  ASSESSMENT_PAGE_QUERY,
  ASSESSMENT_QUESTIONS_QUERY,
  ASSESSMENT_SETTINGS_QUERY,
  CONTACT_PAGE_QUERY,
  FAQ_PAGE_QUERY,
  FAQ_QUERY,
  HOME_PAGE_QUERY,
  LEGAL_NOTICE_QUERY,
  NAVIGATION_QUERY,
  PRIVACY_NOTICES_QUERY,
  PRIVACY_POLICY_QUERY,
  QUESTION_BANK_QUERY,
  RESULTS_PAGE_QUERY,
  SECTORS_QUERY,
  SERVICE_QUERY,
  SITE_SETTINGS_QUERY,
  USE_CASE_QUERY,
  USE_CASES_PAGE_QUERY,
  USE_CASES_QUERY,
} from './queries';
import { TAGS, type Tag } from './tags';

/**
 * Each getter of lib/content, by name: its query and the document types its result depends on,
 * which are its cache tags. Side by side, so that a test can hold the tags to the query, and each
 * page's tags to the documents the page type says it shows.
 */
export const contentReads = {
  getSiteSettings: { query: SITE_SETTINGS_QUERY, tags: [TAGS.siteSettings, TAGS.imageAsset] },
  getNavigation: { query: NAVIGATION_QUERY, tags: [TAGS.service, TAGS.useCase] },
  getHomePage: {
    query: HOME_PAGE_QUERY,
    tags: [TAGS.homePage, TAGS.useCase, TAGS.statistic, TAGS.faqItem, TAGS.imageAsset],
  },
  getAiSolutionsPage: {
    query: AI_SOLUTIONS_PAGE_QUERY,
    tags: [TAGS.aiSolutionsPage, TAGS.service],
  },
  getService: { query: SERVICE_QUERY, tags: [TAGS.service, TAGS.aiSolutionsPage] },
  getUseCasesPage: { query: USE_CASES_PAGE_QUERY, tags: [TAGS.useCasesPage] },
  getUseCases: { query: USE_CASES_QUERY, tags: [TAGS.useCase, TAGS.imageAsset] },
  getUseCase: {
    query: USE_CASE_QUERY,
    tags: [TAGS.useCase, TAGS.useCasesPage, TAGS.imageAsset],
  },
  getFaqPage: { query: FAQ_PAGE_QUERY, tags: [TAGS.faqPage] },
  getFaqItems: { query: FAQ_QUERY, tags: [TAGS.faqItem] },
  getContactPage: { query: CONTACT_PAGE_QUERY, tags: [TAGS.contactPage] },
  getAssessmentInfoPage: { query: ASSESSMENT_INFO_PAGE_QUERY, tags: [TAGS.assessmentInfoPage] },
  getAssessmentPage: { query: ASSESSMENT_PAGE_QUERY, tags: [TAGS.assessmentPage] },
  getAssessmentQuestions: {
    query: ASSESSMENT_QUESTIONS_QUERY,
    // Each question names its category through a reference.
    tags: [TAGS.assessmentQuestion, TAGS.assessmentCategory],
  },
  getAssessmentCategories: { query: ASSESSMENT_CATEGORIES_QUERY, tags: [TAGS.assessmentCategory] },
  getAssessmentSettings: { query: ASSESSMENT_SETTINGS_QUERY, tags: [TAGS.assessmentSettings] },
  getResultsPage: { query: RESULTS_PAGE_QUERY, tags: [TAGS.resultsPage] },
  getLegalNotice: { query: LEGAL_NOTICE_QUERY, tags: [TAGS.legalNoticePage, TAGS.siteSettings] },
  getPrivacyPolicy: { query: PRIVACY_POLICY_QUERY, tags: [TAGS.privacyPolicyPage] },
  getPrivacyNotices: { query: PRIVACY_NOTICES_QUERY, tags: [TAGS.privacyPolicyPage] },
  getQuestionBank: {
    query: QUESTION_BANK_QUERY,
    // A question tied to an answer reads that assessment question's number and options.
    tags: [TAGS.briefQuestion, TAGS.assessmentQuestion],
  },
  getSectors: { query: SECTORS_QUERY, tags: [TAGS.sector] },
  getAssistantCorpus: {
    query: ASSISTANT_CORPUS_QUERY,
    tags: [
      TAGS.homePage,
      TAGS.aiSolutionsPage,
      TAGS.service,
      TAGS.useCasesPage,
      TAGS.useCase,
      TAGS.faqPage,
      TAGS.faqItem,
      TAGS.statistic,
      TAGS.assessmentInfoPage,
      TAGS.contactPage,
      TAGS.legalNoticePage,
      TAGS.privacyPolicyPage,
    ],
  },
} as const satisfies Record<string, { query: string; tags: readonly Tag[] }>;

export type ContentRead = keyof typeof contentReads;

/** What the layout reads on every page: the settings, and the header menu's services and stories. */
export const layoutReads = [
  'getSiteSettings',
  'getNavigation',
] as const satisfies readonly ContentRead[];

/**
 * What each page reads besides the layout, for its content and its metadata: the page is cached
 * under these reads' tags, so an edit re-renders the pages that show the edited document only.
 */
export const pageReads = {
  home: ['getHomePage', 'getSiteSettings', 'getPrivacyNotices', 'getSectors'],
  aiSolutions: ['getAiSolutionsPage', 'getSiteSettings'],
  service: ['getService', 'getSiteSettings'],
  useCases: ['getUseCasesPage', 'getUseCases'],
  useCase: ['getUseCase', 'getSiteSettings'],
  assessmentInfo: ['getAssessmentInfoPage', 'getPrivacyNotices', 'getSectors'],
  assessment: [
    'getAssessmentPage',
    'getAssessmentQuestions',
    'getAssessmentCategories',
    'getPrivacyNotices',
  ],
  results: [
    'getResultsPage',
    'getAssessmentCategories',
    'getAssessmentSettings',
    'getSiteSettings',
    'getSectors',
    'getUseCases',
  ],
  contact: ['getContactPage', 'getPrivacyNotices', 'getSectors'],
  faq: ['getFaqPage', 'getFaqItems'],
  legalNotice: ['getLegalNotice'],
  privacy: ['getPrivacyPolicy'],
} as const satisfies Record<PageName, readonly ContentRead[]>;
