'use client';

import { useTranslations } from 'next-intl';
import type { ScoredCategory } from '@/lib/assessment/results/content';
import { formatPercentage } from '@/lib/assessment/results/format';
import type { ResultStandings } from '@/lib/assessment/results/standing';
import {
  standingColumn,
  standingSentence,
  type GroupPhrases,
} from '@/lib/assessment/results/standing-text';
import type { BenchmarkCopy } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import type { SectorNames } from '@/lib/model/sector';
import { DataRow, DataTable } from './data-table';

type BenchmarkSectionProps = {
  locale: Locale;
  standings: ResultStandings;
  /** The published sectors' names in the page's language. */
  sectorNames: SectorNames;
  categories: ScoredCategory[];
  copy: BenchmarkCopy;
};

/**
 * Where the result stands among companies of the same size, of the same sector and among all:
 * overall, then by category.
 */
export function BenchmarkSection({
  locale,
  standings,
  sectorNames,
  categories,
  copy,
}: BenchmarkSectionProps) {
  const t = useTranslations('results');
  const phrases: GroupPhrases = { size: (size) => t(`sizes.${size}`), sector: sectorNames };

  return (
    <section aria-labelledby="benchmark-title">
      <h2 id="benchmark-title" className="text-3xl font-bold tracking-tight text-ink-900">
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-ink-700">{copy.intro}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {standings.overall.map((standing) => (
          <li
            key={standing.group}
            data-group={standing.group}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <p aria-hidden="true" className="text-4xl font-bold text-brand-700">
              {formatPercentage(standing.percentAhead, locale)}
            </p>
            <p className="mt-2 text-ink-700">{standingSentence(copy, standing, locale, phrases)}</p>
          </li>
        ))}
      </ul>
      <DataTable
        caption={copy.tableCaption}
        columns={[
          t('chart.category'),
          ...standings.overall.map(({ group }) => standingColumn(copy, group, phrases)),
        ]}
      >
        {categories.map(({ category }) => (
          <DataRow
            key={category.key}
            name={category.key}
            title={category.title}
            cells={(standings.categories[category.key] ?? []).map((standing) => ({
              key: standing.group,
              text: formatPercentage(standing.percentAhead, locale),
            }))}
          />
        ))}
      </DataTable>
    </section>
  );
}
