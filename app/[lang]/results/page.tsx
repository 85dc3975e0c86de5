import { ScopedMessages } from '@/components/layout/scoped-messages';
import { ResultsView } from '@/components/assessment/results/results-view';
import { DictionaryPageIntro } from '@/components/ui/dictionary-page-intro';
import { getAssessmentCategories, getAssessmentSettings, getSiteSettings } from '@/lib/content';
import { requireDocument } from '@/lib/content/require-document';
import { resolveLocale } from '@/lib/i18n/server';
import { routeMetadata } from '@/lib/seo/metadata';
import { toResultsContent } from '@/lib/assessment/results/content';
import { paths } from '@/lib/routes';

export function generateMetadata({ params }: PageProps<'/[lang]/results'>) {
  return routeMetadata(params, paths.results);
}

// Static: the page carries the content in the visitor's language, the result comes from their tab.
export default async function ResultsPage({ params }: PageProps<'/[lang]/results'>) {
  const lang = await resolveLocale(params);
  const [categories, settings, site] = await Promise.all([
    getAssessmentCategories(lang),
    getAssessmentSettings(lang),
    getSiteSettings(lang).then((document) => requireDocument(document, 'site settings')),
  ]);

  return (
    <>
      <DictionaryPageIntro lang={lang} page="results" />
      <ScopedMessages namespaces={['results']}>
        <ResultsView
          lang={lang}
          content={toResultsContent(categories, settings)}
          siteName={site.companyName}
          schedulingUrl={site.schedulingUrl}
        />
      </ScopedMessages>
    </>
  );
}
