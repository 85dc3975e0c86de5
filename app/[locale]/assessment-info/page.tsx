import { AssessmentTopics } from '@/components/assessment/assessment-topics';
import { LeadFormCard } from '@/components/forms/lead-form-card';
import { PageIntro } from '@/components/ui/page-intro';
import { getAssessmentInfoPage, getPrivacyNotices, getSectors } from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('assessmentInfo');

export default async function AssessmentInfoPage({
  params,
}: PageProps<'/[locale]/assessment-info'>) {
  const locale = await resolveLocale(params);
  const [page, notices, sectors] = await Promise.all([
    getAssessmentInfoPage(locale),
    getPrivacyNotices(locale),
    getSectors(locale),
  ]);
  return (
    <>
      <PageIntro title={page.title} description={page.description} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <LeadFormCard
          kind="assessmentLead"
          locale={locale}
          copy={page.form}
          notice={{ text: notices.assessment, link: notices.linkLabel }}
          sectors={sectors}
        />
        <AssessmentTopics topics={page.topics} />
      </div>
    </>
  );
}
