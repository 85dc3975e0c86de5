import { getTranslations } from 'next-intl/server';
import { AssessmentTopics } from '@/components/assessment/assessment-topics';
import { LeadForm } from '@/components/forms/lead-form';
import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { resolveLocale } from '@/lib/i18n/server';
import { routeMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[locale]/assessment-info'>) {
  return routeMetadata(params, paths.assessmentInfo);
}

export default async function AssessmentInfoPage({
  params,
}: PageProps<'/[locale]/assessment-info'>) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'assessmentInfoPage' });

  return (
    <>
      <DictionaryPageIntro locale={locale} page="assessmentInfo" />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <section
          aria-labelledby="assessment-lead-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <h2 id="assessment-lead-title" className="text-2xl font-bold text-ink-900">
            {t('formTitle')}
          </h2>
          <p className="mt-2 text-ink-700">{t('formIntro')}</p>
          <div className="mt-8">
            <LeadForm kind="assessmentLead" locale={locale} />
          </div>
        </section>
        <AssessmentTopics locale={locale} />
      </div>
    </>
  );
}
