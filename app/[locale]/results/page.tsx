import { ScopedMessages } from '@/components/layout/scoped-messages';
import { ResultsView } from '@/components/assessment/results/results-view';
import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { getAssessmentCategories, getAssessmentSettings, getSiteSettings } from '@/lib/content';
import { requireDocument } from '@/lib/content/require-document';
import { resolveLocale } from '@/lib/i18n/server';
import { routeMetadata } from '@/lib/seo/metadata';
import { toResultsContent } from '@/lib/assessment/results/content';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[locale]/results'>) {
  return routeMetadata(params, paths.results);
}

// Static: the page carries the content in the visitor's language, the result comes from their tab.
export default async function ResultsPage({ params }: PageProps<'/[locale]/results'>) {
  const locale = await resolveLocale(params);
  const [categories, settings, site] = await Promise.all([
    getAssessmentCategories(locale),
    getAssessmentSettings(locale),
    getSiteSettings(locale).then((document) => requireDocument(document, 'site settings')),
  ]);

  return (
    <>
      <DictionaryPageIntro locale={locale} page="results" />
      <ScopedMessages namespaces={['results']}>
        <ResultsView
          locale={locale}
          content={toResultsContent(categories, settings)}
          siteName={site.companyName}
          schedulingUrl={site.schedulingUrl}
        />
      </ScopedMessages>
    </>
  );
}
