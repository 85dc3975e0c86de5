import { AssessmentSection } from '@/components/assessment/wizard/assessment-section';
import { getAssessmentCategories, getAssessmentQuestions } from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('assessment');

export default async function AssessmentPage({ params }: PageProps<'/[locale]/assessment'>) {
  const locale = await resolveLocale(params);
  const [questions, categories] = await Promise.all([
    getAssessmentQuestions(locale),
    getAssessmentCategories(locale),
  ]);
  return <AssessmentSection locale={locale} questions={questions} categories={categories} />;
}
