/**
 * The site's names for what the content queries return. Components and the rest of lib/ take these
 * types, or parts of them (`HomePage['faq']`); only lib/content knows they are generated from the
 * Sanity schema and queries.
 */
import type {
  AI_SOLUTIONS_PAGE_QUERY_RESULT,
  ASSESSMENT_INFO_PAGE_QUERY_RESULT,
  ASSESSMENT_PAGE_QUERY_RESULT,
  ASSESSMENT_CATEGORIES_QUERY_RESULT,
  ASSESSMENT_QUESTIONS_QUERY_RESULT,
  ASSESSMENT_SETTINGS_QUERY_RESULT,
  CONTACT_PAGE_QUERY_RESULT,
  EMAIL_SETTINGS_QUERY_RESULT,
  FAQ_PAGE_QUERY_RESULT,
  FAQ_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  LEGAL_NOTICE_QUERY_RESULT,
  NAVIGATION_QUERY_RESULT,
  PRIVACY_NOTICES_QUERY_RESULT,
  PRIVACY_POLICY_QUERY_RESULT,
  QUESTION_BANK_QUERY_RESULT,
  SECTORS_QUERY_RESULT,
  RESULTS_PAGE_QUERY_RESULT,
  SERVICE_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
  USE_CASE_QUERY_RESULT,
  USE_CASES_PAGE_QUERY_RESULT,
  USE_CASES_QUERY_RESULT,
} from '@/sanity.types';

export type SiteSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>;
/** What marketers write for the site assistant: its panel, its hand-offs, its page without JavaScript. */
export type AssistantTexts = SiteSettings['assistant'];
export type Navigation = NAVIGATION_QUERY_RESULT;
export type HomePage = NonNullable<HOME_PAGE_QUERY_RESULT>;
export type AiSolutionsPage = NonNullable<AI_SOLUTIONS_PAGE_QUERY_RESULT>;
type ServiceResult = NonNullable<SERVICE_QUERY_RESULT>;
/** A service, with the services page's call to action under it, once that page is known present. */
export type Service = ServiceResult & { cta: NonNullable<ServiceResult['cta']> };
type UseCaseResult = NonNullable<USE_CASE_QUERY_RESULT>;
/** A story, with the use cases page's headings and call to action, once that page is known present. */
export type UseCase = UseCaseResult & { story: NonNullable<UseCaseResult['story']> };
export type UseCasesPage = NonNullable<USE_CASES_PAGE_QUERY_RESULT>;
/** A story as its card shows it. */
export type UseCaseSummary = USE_CASES_QUERY_RESULT[number];
export type FaqPage = NonNullable<FAQ_PAGE_QUERY_RESULT>;
export type FaqItem = FAQ_QUERY_RESULT[number];
export type ContactPage = NonNullable<CONTACT_PAGE_QUERY_RESULT>;
export type AssessmentInfoPage = NonNullable<ASSESSMENT_INFO_PAGE_QUERY_RESULT>;
export type AssessmentPage = NonNullable<ASSESSMENT_PAGE_QUERY_RESULT>;
export type ResultsPage = NonNullable<RESULTS_PAGE_QUERY_RESULT>;
/** The results page's texts below its heading, which the browser shows with the visitor's result. */
export type ResultsCopy = Omit<ResultsPage, 'title' | 'description'>;
/**
 * The PDF report's own headings and closing words, and what it shares with the page: the level
 * names, and the words of the comparison and of the progress since the last assessment.
 */
export type ReportCopy = Pick<ResultsPage, 'report' | 'levels' | 'benchmark' | 'progress'>;
export type BenchmarkCopy = ResultsPage['benchmark'];
export type ProgressCopy = ResultsPage['progress'];
/**
 * A published question, keyed by its category and its position there. The position is null when
 * content gives none; the assessment's shape check names such a question.
 */
export type PublishedAssessmentQuestion = Omit<
  ASSESSMENT_QUESTIONS_QUERY_RESULT[number],
  'legacyNumber' | 'position'
> & { position: number | null };
/** A question the wizard asks, with its number across the assessment (lib/model/assessment-shape). */
export type AssessmentQuestion = PublishedAssessmentQuestion & { position: number; number: number };
export type AssessmentCategory = ASSESSMENT_CATEGORIES_QUERY_RESULT[number];
export type AssessmentSettings = ASSESSMENT_SETTINGS_QUERY_RESULT;
/** What marketers write in the Studio for the e-mails visitors receive, in one language. */
export type EmailTexts = NonNullable<EMAIL_SETTINGS_QUERY_RESULT>;
/** The legal notice's texts, and its facts from the site settings, once both are known present. */
export type LegalNotice = {
  page: NonNullable<LEGAL_NOTICE_QUERY_RESULT['page']>;
  facts: NonNullable<LEGAL_NOTICE_QUERY_RESULT['facts']>;
  contactEmail: LEGAL_NOTICE_QUERY_RESULT['contactEmail'];
};
export type PrivacyPolicy = NonNullable<PRIVACY_POLICY_QUERY_RESULT>;
export type PrivacyNotices = NonNullable<PRIVACY_NOTICES_QUERY_RESULT>;
/** The consultants' question bank, in one language: what a lead's brief chooses its questions from. */
export type QuestionBank = BankQuestion[];
export type Sectors = SECTORS_QUERY_RESULT;
type BankRow = QUESTION_BANK_QUERY_RESULT[number];
type AnsweredRow = NonNullable<BankRow['whenAnswered']>;
/** A consultant's question; one tied to an answer names the answered question by its number. */
export type BankQuestion = Omit<BankRow, 'whenAnswered'> & {
  whenAnswered:
    | (Omit<AnsweredRow, 'category' | 'position' | 'legacyNumber'> & { number: number | null })
    | null;
};
