import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { ResultsView } from '@/components/assessment/results/results-view';
import { storyCardLabels, UseCaseCard } from '@/components/use-cases/use-case-card';
import { PageIntro } from '@/components/ui/page-intro';
import {
  getAssessmentCategories,
  getAssessmentSettings,
  getResultsPage,
  getSectors,
  getSiteSettings,
  getUseCases,
} from '@/lib/content';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { resolveLocale } from '@/lib/i18n/server';
import { metadataFor } from '@/lib/seo/metadata';
import { toResultsContent } from '@/lib/assessment/results/content';
import type { StoredResult } from '@/lib/assessment/session/stored-result';

export const generateMetadata = metadataFor('results');

type ResultsPageProps = Pick<PageProps<'/[locale]/results'>, 'params'> & {
  /** A stored result, read through its private link ([token]/page.tsx); otherwise the tab's. */
  stored?: StoredResult;
  /** What the owner's link adds under the results: their team. */
  children?: ReactNode;
};

// Static: the page carries the content in the visitor's language, the result comes from their tab,
// or from the database through the result's link.
export default async function ResultsPage({ params, stored, children }: ResultsPageProps) {
  const locale = await resolveLocale(params);
  const [{ title, description, ...copy }, categories, settings, site, sectors, useCases, t] =
    await Promise.all([
      getResultsPage(locale),
      getAssessmentCategories(locale),
      getAssessmentSettings(locale),
      getSiteSettings(locale),
      getSectors(locale),
      getUseCases(locale),
      getTranslations({ locale, namespace: 'marketing' }),
    ]);
  // Drawn here, where the dictionary is; the report only orders them by the visitor's sector.
  const labels = storyCardLabels(t);
  const stories = useCases.map((useCase) => ({
    id: useCase._id,
    sector: useCase.sector,
    card: (
      <UseCaseCard
        useCase={useCase}
        href={localizedPath(locale, paths.useCase(useCase.slug))}
        labels={labels}
        imageSizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
      />
    ),
  }));

  return (
    <>
      <PageIntro title={title} description={description} />
      <ScopedMessages namespaces={['results']}>
        <ResultsView
          locale={locale}
          content={toResultsContent(categories, settings)}
          sectors={sectors}
          copy={copy}
          stories={stories}
          siteName={site.companyName}
          schedulingUrl={site.schedulingUrl}
          stored={stored}
        />
      </ScopedMessages>
      {children}
    </>
  );
}
