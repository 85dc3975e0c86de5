import { getMessages, getTranslations } from 'next-intl/server';
import { AssessmentWizard } from '@/components/assessment/wizard/assessment-wizard';
import type { WizardQuestion } from '@/components/assessment/wizard/types';
import type { WizardText } from '@/components/assessment/wizard/wizard-text';
import { getAssessmentCategories, getAssessmentQuestions } from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { routeMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[locale]/assessment'>) {
  return routeMetadata(params, paths.assessment);
}

export default async function AssessmentPage({ params }: PageProps<'/[locale]/assessment'>) {
  const locale = await resolveLocale(params);
  const [t, tWizard, messages, questions, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'assessment' }),
    getMessages({ locale }),
    getAssessmentQuestions(locale),
    getAssessmentCategories(locale),
  ]);
  const categoryTitles = new Map(categories.map(({ key, title }) => [key, title]));
  const wizardQuestions: WizardQuestion[] = questions.map((question) => ({
    number: question.number,
    categoryTitle: categoryTitles.get(question.category) ?? '',
    question: question.question,
    options: question.options.map(({ letter, label, description }) => ({
      letter,
      label,
      description,
    })),
  }));
  const text: WizardText = {
    ...messages.assessment,
    progress: wizardQuestions.map((_, index) =>
      tWizard('progress', { current: index + 1, total: wizardQuestions.length }),
    ),
    required: messages.forms.fields.required,
  };

  return (
    <section className="bg-gradient-to-b from-ink-50 to-white">
      <div className="mx-auto max-w-3xl px-4 pb-16 pt-8 sm:px-6 sm:pb-20 sm:pt-12">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('assessment.title')}
        </h1>
        <p className="mt-2 text-ink-700">{t('assessment.description')}</p>
        <div className="mt-8">
          <AssessmentWizard locale={locale} questions={wizardQuestions} text={text} />
        </div>
      </div>
    </section>
  );
}
