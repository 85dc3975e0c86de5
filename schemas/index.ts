import type { SchemaTypeDefinition } from 'sanity';
import { aiSolutionsPage } from './documents/ai-solutions-page';
import { assessmentCategory } from './documents/assessment-category';
import { assessmentInfoPage } from './documents/assessment-info-page';
import { assessmentPage } from './documents/assessment-page';
import { assessmentQuestion } from './documents/assessment-question';
import { assessmentSettings } from './documents/assessment-settings';
import { briefQuestion } from './documents/brief-question';
import { contactPage } from './documents/contact-page';
import { emailSettings } from './documents/email-settings';
import { faqPage } from './documents/faq-page';
import { faqItem } from './documents/faq-item';
import { homePage } from './documents/home-page';
import { legalNoticePage } from './documents/legal-notice-page';
import { privacyPolicyPage } from './documents/privacy-policy-page';
import { resultsPage } from './documents/results-page';
import { sector } from './documents/sector';
import { service } from './documents/service';
import { siteSettings } from './documents/site-settings';
import { statistic } from './documents/statistic';
import { useCase } from './documents/use-case';
import { useCasesPage } from './documents/use-cases-page';
import { assessmentOption } from './objects/assessment-option';
import { capability } from './objects/capability';
import { closingCta } from './objects/closing-cta';
import { expertiseCard } from './objects/expertise-card';
import { featureItem } from './objects/feature-item';
import { internalLink } from './objects/internal-link';
import { legalSection } from './objects/legal-section';
import { localeBlockContent } from './objects/locale-block-content';
import { localeString } from './objects/locale-string';
import { localeQuestions } from './objects/locale-questions';
import { localeText } from './objects/locale-text';
import { processor } from './objects/processor';
import { readinessLevelCopy } from './objects/readiness-level-copy';
import { serviceCard } from './objects/service-card';
import { technologyGroup } from './objects/technology-group';

/** Documents edited once, never created or deleted from the Studio. */
export const singletonTypes = [
  'siteSettings',
  'homePage',
  'aiSolutionsPage',
  'useCasesPage',
  'faqPage',
  'contactPage',
  'assessmentInfoPage',
  'assessmentPage',
  'resultsPage',
  'legalNoticePage',
  'privacyPolicyPage',
  'assessmentSettings',
  'emailSettings',
] as const;

export const schemaTypes: SchemaTypeDefinition[] = [
  siteSettings,
  homePage,
  aiSolutionsPage,
  useCasesPage,
  faqPage,
  contactPage,
  assessmentInfoPage,
  assessmentPage,
  resultsPage,
  legalNoticePage,
  privacyPolicyPage,
  service,
  useCase,
  faqItem,
  statistic,
  assessmentCategory,
  assessmentQuestion,
  assessmentSettings,
  emailSettings,
  briefQuestion,
  sector,
  localeString,
  localeText,
  localeQuestions,
  localeBlockContent,
  internalLink,
  featureItem,
  expertiseCard,
  serviceCard,
  closingCta,
  capability,
  technologyGroup,
  assessmentOption,
  readinessLevelCopy,
  legalSection,
  processor,
];
