'use client';

import { useTranslations } from 'next-intl';
import { CATEGORY_FIGURES } from '@/lib/model/assessment-shape';
import { scoredCategories } from '@/lib/assessment/results/content';
import { readableStandings, sectorNamesOf } from '@/lib/assessment/results/standing-text';
import type { ReportSource } from '@/lib/assessment/report/build-report';
import type { ResultsCopy } from '@/lib/content/types';
import { CategoryCard } from './category-card';
import { CategoryChart } from './category-chart';
import { CategoryTiles } from './category-tiles';
import { ConsultationBanner } from './consultation-banner';
import { OverallSummary } from './overall-summary';
import { BenchmarkSection } from './benchmark-section';
import { ProgressSection } from './progress-section';
import { ResultsLink } from './results-link';
import { StoriesSection, type ResultsStory } from './stories-section';

type ResultsReportProps = ReportSource<ResultsCopy> & {
  /** The customer stories' cards, in the marketers' order. */
  stories: readonly ResultsStory[];
};

/** The results page's report: `copy` is the results page's own words, from the Studio. */
export function ResultsReport({ stories, ...props }: ResultsReportProps) {
  const { locale, result, content, sectors, copy, schedulingUrl } = props;
  const t = useTranslations('results');
  const categories = scoredCategories(content, result.categoryScores);
  const sectorNames = sectorNamesOf(sectors);
  const standings = readableStandings(result.extras?.standings, sectorNames);
  // The sentence with counts holds when every category is scored out of the same points, as
  // many questions as the shape gives each, at the most points an answer can score.
  const questions = CATEGORY_FIGURES[0]?.questions ?? 0;
  const maxScores = new Set(categories.map(({ score }) => score.maxScore));
  const max = [...maxScores][0] ?? 0;
  const sameShape =
    maxScores.size === 1 &&
    CATEGORY_FIGURES.every((figure) => figure.questions === questions && figure.maxScore === max);

  return (
    <>
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 pb-20 sm:px-6 lg:px-8">
        <OverallSummary {...props} />

        {result.extras ? (
          <ResultsLink
            locale={locale}
            token={result.extras.link}
            confirmed={result.extras.confirmed}
            copy={copy.link}
          />
        ) : null}

        {result.extras?.previous ? (
          <ProgressSection
            locale={locale}
            percentage={result.percentage}
            previous={result.extras.previous}
            categories={categories}
            copy={copy.progress}
          />
        ) : null}

        {standings ? (
          <BenchmarkSection
            locale={locale}
            standings={standings}
            sectorNames={sectorNames}
            categories={categories}
            copy={copy.benchmark}
          />
        ) : null}

        <section aria-labelledby="categories-title">
          <h2 id="categories-title" className="text-3xl font-bold tracking-tight text-ink-900">
            {copy.headings.categories}
          </h2>
          <p className="mt-3 max-w-2xl text-ink-700">
            {sameShape ? t('categories.intro', { questions, max }) : t('categories.introVaried')}
          </p>
          <div className="mt-8">
            <CategoryTiles locale={locale} categories={categories} levels={copy.levels} />
          </div>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <CategoryChart
              locale={locale}
              categories={categories}
              title={copy.headings.chart}
              levels={copy.levels}
            />
          </div>
        </section>

        <section aria-labelledby="details-title">
          <h2 id="details-title" className="text-3xl font-bold tracking-tight text-ink-900">
            {copy.headings.details}
          </h2>
          <p className="mt-3 max-w-2xl text-ink-700">{copy.headings.detailsIntro}</p>
          <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
            {categories.map((entry) => (
              <CategoryCard
                key={entry.category.key}
                locale={locale}
                levels={copy.levels}
                {...entry}
              />
            ))}
          </div>
        </section>

        <StoriesSection stories={stories} sector={result.contactInfo.sector} copy={copy.stories} />
      </div>
      <ConsultationBanner schedulingUrl={schedulingUrl} copy={copy.consultation} />
    </>
  );
}
