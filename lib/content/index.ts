import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { withQuestionNumbers } from '@/lib/model/assessment-shape';
import { answeredQuestionNumber, keyedQuestions } from './assessment-questions';
import { sanityFetch } from './fetch';
import { readContentNow } from './read-now';
import { contentReads } from './reads';
import { requireDocument } from './require-document';
import type {
  AiSolutionsPage,
  AssessmentCategory,
  AssessmentInfoPage,
  AssessmentPage,
  AssessmentQuestion,
  PublishedAssessmentQuestion,
  AssessmentSettings,
  ContactPage,
  FaqItem,
  FaqPage,
  HomePage,
  LegalNotice,
  Navigation,
  PrivacyNotices,
  PrivacyPolicy,
  QuestionBank,
  ResultsPage,
  Sectors,
  Service,
  SiteSettings,
  UseCase,
  UseCasesPage,
  UseCaseSummary,
} from './types';

export { TAGS, type Tag } from './tags';

/** The site settings; every page needs them, so their absence is a content error. */
export async function getSiteSettings(locale: Locale): Promise<SiteSettings> {
  const settings = await sanityFetch({ ...contentReads.getSiteSettings, params: { locale } });
  return requireDocument(settings, 'site settings');
}

export async function getHomePage(locale: Locale): Promise<HomePage> {
  const page = await sanityFetch({ ...contentReads.getHomePage, params: { locale } });
  return requireDocument(page, 'home page');
}

export async function getAiSolutionsPage(locale: Locale): Promise<AiSolutionsPage> {
  const page = await sanityFetch({ ...contentReads.getAiSolutionsPage, params: { locale } });
  return requireDocument(page, 'AI solutions page');
}

export function getNavigation(locale: Locale): Promise<Navigation> {
  return sanityFetch({ ...contentReads.getNavigation, params: { locale } });
}

/** The service page's content, or null when no service has this slug. */
export async function getService(locale: Locale, slug: string): Promise<Service | null> {
  const service = await sanityFetch({ ...contentReads.getService, params: { locale, slug } });
  return service && { ...service, cta: requireDocument(service.cta, 'AI solutions page') };
}

export async function getUseCasesPage(locale: Locale): Promise<UseCasesPage> {
  const page = await sanityFetch({ ...contentReads.getUseCasesPage, params: { locale } });
  return requireDocument(page, 'use cases page');
}

export function getUseCases(locale: Locale): Promise<UseCaseSummary[]> {
  return sanityFetch({ ...contentReads.getUseCases, params: { locale } });
}

/** The use case's content, or null when no use case has this slug. */
export async function getUseCase(locale: Locale, slug: string): Promise<UseCase | null> {
  const useCase = await sanityFetch({ ...contentReads.getUseCase, params: { locale, slug } });
  return useCase && { ...useCase, story: requireDocument(useCase.story, 'use cases page') };
}

export async function getFaqPage(locale: Locale): Promise<FaqPage> {
  const page = await sanityFetch({ ...contentReads.getFaqPage, params: { locale } });
  return requireDocument(page, 'FAQ page');
}

export function getFaqItems(locale: Locale): Promise<FaqItem[]> {
  return sanityFetch({ ...contentReads.getFaqItems, params: { locale } });
}

export async function getContactPage(locale: Locale): Promise<ContactPage> {
  const page = await sanityFetch({ ...contentReads.getContactPage, params: { locale } });
  return requireDocument(page, 'contact page');
}

export async function getAssessmentInfoPage(locale: Locale): Promise<AssessmentInfoPage> {
  const page = await sanityFetch({ ...contentReads.getAssessmentInfoPage, params: { locale } });
  return requireDocument(page, 'assessment start page');
}

export async function getAssessmentPage(locale: Locale): Promise<AssessmentPage> {
  const page = await sanityFetch({ ...contentReads.getAssessmentPage, params: { locale } });
  return requireDocument(page, 'assessment page');
}

/**
 * Every published question, keyed by its category and position: what the server scores with, once
 * the assessment's shape check has passed them.
 */
export async function getPublishedAssessmentQuestions(
  locale: Locale,
): Promise<PublishedAssessmentQuestion[]> {
  const questions = await sanityFetch({
    ...contentReads.getAssessmentQuestions,
    params: { locale },
  });
  return keyedQuestions(questions);
}

/**
 * The questions the wizard asks, numbered across the assessment in its order. A question the shape
 * has no number for is left out; the shape check names it to the operator.
 */
export async function getAssessmentQuestions(locale: Locale): Promise<AssessmentQuestion[]> {
  return withQuestionNumbers(await getPublishedAssessmentQuestions(locale));
}

/** Every published question, keyed, read now past any cache: the shape check at start and in health. */
export async function readPublishedAssessmentQuestions(
  locale: Locale,
  signal?: AbortSignal,
): Promise<PublishedAssessmentQuestion[]> {
  const questions = await readContentNow(
    contentReads.getAssessmentQuestions.query,
    { locale },
    signal,
  );
  return keyedQuestions(questions);
}

export function getAssessmentCategories(locale: Locale): Promise<AssessmentCategory[]> {
  return sanityFetch({ ...contentReads.getAssessmentCategories, params: { locale } });
}

export function getAssessmentSettings(locale: Locale): Promise<AssessmentSettings> {
  return sanityFetch({ ...contentReads.getAssessmentSettings, params: { locale } });
}

export async function getResultsPage(locale: Locale): Promise<ResultsPage> {
  const page = await sanityFetch({ ...contentReads.getResultsPage, params: { locale } });
  return requireDocument(page, 'results page');
}

export async function getLegalNotice(locale: Locale): Promise<LegalNotice> {
  const notice = await sanityFetch({ ...contentReads.getLegalNotice, params: { locale } });
  return {
    page: requireDocument(notice.page, 'legal notice'),
    facts: requireDocument(notice.facts, 'site settings (its legal notice facts)'),
    contactEmail: notice.contactEmail,
  };
}

export async function getPrivacyPolicy(locale: Locale): Promise<PrivacyPolicy> {
  const policy = await sanityFetch({ ...contentReads.getPrivacyPolicy, params: { locale } });
  return requireDocument(policy, 'privacy policy');
}

/**
 * The policy version and the forms' notices with the link to the policy: the forms show them, and
 * every stored lead records them.
 */
export async function getPrivacyNotices(locale: Locale): Promise<PrivacyNotices> {
  const notices = await sanityFetch({ ...contentReads.getPrivacyNotices, params: { locale } });
  return requireDocument(notices, 'privacy policy');
}

/** Every published document a public page shows, both languages: the site assistant's corpus. */
export function getAssistantCorpus() {
  return sanityFetch({ ...contentReads.getAssistantCorpus });
}

/** The published sectors in the language, as the lead forms list them. */
export function getSectors(locale: Locale): Promise<Sectors> {
  return sanityFetch({ ...contentReads.getSectors, params: { locale } });
}

/**
 * The published sectors, read now: a lead's sector is checked against the list as it stands when
 * the form is posted, and named to the firm as it stands when the notice leaves.
 */
export function getSectorsNow(locale: Locale, signal?: AbortSignal): Promise<Sectors> {
  return readContentNow(contentReads.getSectors.query, { locale }, signal);
}

/**
 * The consultants' question bank in one language, published questions only. Read now, past the
 * page caches and draft mode: the brief that shows it is private and rendered on each request, and
 * a consultant previewing drafts in the Studio must still see what the team agreed on.
 */
export async function getQuestionBank(locale: Locale, signal?: AbortSignal): Promise<QuestionBank> {
  const bank = await readContentNow(contentReads.getQuestionBank.query, { locale }, signal);
  return bank.map(({ whenAnswered, ...question }) => {
    if (!whenAnswered) return { ...question, whenAnswered: null };
    const { category, position, legacyNumber, ...answered } = whenAnswered;
    const number = answeredQuestionNumber({ category, position, legacyNumber });
    return { ...question, whenAnswered: { ...answered, number } };
  });
}
