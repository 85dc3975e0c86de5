import { getMessages, getTranslations } from 'next-intl/server';
import type {
  AssessmentCategory,
  AssessmentPage,
  AssessmentQuestion,
  PrivacyNotices,
} from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { AssessmentWizard } from './assessment-wizard';
import type { WizardQuestion } from './types';
import type { WizardText } from './wizard-text';

type AssessmentSectionProps = {
  locale: Locale;
  page: AssessmentPage;
  notices: PrivacyNotices;
  questions: AssessmentQuestion[];
  categories: AssessmentCategory[];
};

/**
 * The wizard under the page's title. Questions reach the browser without their points, which only
 * the server scores with, and with every text already in the visitor's language.
 */
export async function AssessmentSection({
  locale,
  page,
  notices,
  questions,
  categories,
}: AssessmentSectionProps) {
  const [tWizard, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'assessment' }),
    getMessages({ locale }),
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
    detailsNeeded: { ...page.detailsNeeded, ...messages.assessment.detailsNeeded },
    progress: wizardQuestions.map((_, index) =>
      tWizard('progress', { current: index + 1, total: wizardQuestions.length }),
    ),
    required: messages.forms.fields.required,
    team: { joined: messages.team.joined, closed: messages.team.closed },
    // The address for the results is collected here too: the assessment's notice goes with it.
    notice: {
      text: notices.assessment,
      link: notices.linkLabel,
      href: localizedPath(locale, paths.privacy),
    },
  };

  return (
    <section className="bg-gradient-to-b from-ink-50 to-white">
      <div className="mx-auto max-w-3xl px-4 pb-16 pt-8 sm:px-6 sm:pb-20 sm:pt-12">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{page.title}</h1>
        <p className="mt-2 text-ink-700">{page.description}</p>
        <div className="mt-8">
          <AssessmentWizard locale={locale} questions={wizardQuestions} text={text} />
        </div>
      </div>
    </section>
  );
}
