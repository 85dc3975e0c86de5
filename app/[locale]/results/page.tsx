import { ScopedMessages } from '@/components/layout/scoped-messages';
import { ResultsView } from '@/components/assessment/results/results-view';
import { PageIntro } from '@/components/ui/page-intro';
import {
  getAssessmentCategories,
  getAssessmentSettings,
  getResultsPage,
  getSiteSettings,
} from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';
import { toResultsContent } from '@/lib/assessment/results/content';

export const generateMetadata = metadataFor('results');

// Static: the page carries the content in the visitor's language, the result comes from their tab.
export default async function ResultsPage({ params }: PageProps<'/[locale]/results'>) {
  const locale = await resolveLocale(params);
  const [{ title, description, ...copy }, categories, settings, site] = await Promise.all([
    getResultsPage(locale),
    getAssessmentCategories(locale),
    getAssessmentSettings(locale),
    getSiteSettings(locale),
  ]);

  return (
    <>
      <PageIntro title={title} description={description} />
      <ScopedMessages namespaces={['results']}>
        <ResultsView
          locale={locale}
          content={toResultsContent(categories, settings)}
          copy={copy}
          siteName={site.companyName}
          schedulingUrl={site.schedulingUrl}
        />
      </ScopedMessages>
    </>
  );
}
