import { ScopedMessages } from '@/components/layout/scoped-messages';
import { ResultsView } from '@/components/assessment/results/results-view';
import { PageIntro } from '@/components/ui/page-intro';
import {
  getAssessmentCategories,
  getAssessmentSettings,
  getResultsPage,
  getSectors,
  getSiteSettings,
} from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';
import { toResultsContent } from '@/lib/assessment/results/content';
import type { StoredResult } from '@/lib/assessment/session/stored-result';

export const generateMetadata = metadataFor('results');

type ResultsPageProps = Pick<PageProps<'/[locale]/results'>, 'params'> & {
  /** A stored result, read through its private link ([token]/page.tsx); otherwise the tab's. */
  stored?: StoredResult;
};

// Static: the page carries the content in the visitor's language, the result comes from their tab,
// or from the database through the result's link.
export default async function ResultsPage({ params, stored }: ResultsPageProps) {
  const locale = await resolveLocale(params);
  const [{ title, description, ...copy }, categories, settings, site, sectors] = await Promise.all([
    getResultsPage(locale),
    getAssessmentCategories(locale),
    getAssessmentSettings(locale),
    getSiteSettings(locale),
    getSectors(locale),
  ]);

  return (
    <>
      <PageIntro title={title} description={description} />
      <ScopedMessages namespaces={['results']}>
        <ResultsView
          locale={locale}
          content={toResultsContent(categories, settings)}
          sectors={sectors}
          copy={copy}
          siteName={site.companyName}
          schedulingUrl={site.schedulingUrl}
          stored={stored}
        />
      </ScopedMessages>
    </>
  );
}
