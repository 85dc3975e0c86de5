import { AssessmentSection } from '@/components/assessment/wizard/assessment-section';
import {
  getAssessmentCategories,
  getAssessmentPage,
  getAssessmentQuestions,
  getPrivacyNotices,
} from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('assessment');

export default async function AssessmentPage({ params }: PageProps<'/[locale]/assessment'>) {
  const locale = await resolveLocale(params);
  const [page, notices, questions, categories] = await Promise.all([
    getAssessmentPage(locale),
    getPrivacyNotices(locale),
    getAssessmentQuestions(locale),
    getAssessmentCategories(locale),
  ]);
  return (
    <AssessmentSection
      locale={locale}
      page={page}
      notices={notices}
      questions={questions}
      categories={categories}
    />
  );
}
