'use client';

import type { ScoredCategory } from '@/lib/assessment/results/content';
import type { PreviousResult } from '@/lib/assessment/results/standing';
import { progressIntro, progressRow } from '@/lib/assessment/results/standing-text';
import type { ProgressCopy } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/cn';
import { DataRow, DataTable } from './data-table';

type ProgressSectionProps = {
  locale: Locale;
  percentage: number;
  previous: PreviousResult;
  categories: ScoredCategory[];
  copy: ProgressCopy;
};

const DIRECTION_CLASS = { 1: 'text-emerald-700', 0: 'text-ink-700', [-1]: 'text-red-700' };

/** The change since the same mailbox's last assessment, overall and by category. */
export function ProgressSection({
  locale,
  percentage,
  previous,
  categories,
  copy,
}: ProgressSectionProps) {
  const rows = [
    {
      key: 'overall',
      title: copy.overall,
      ...progressRow(copy, previous.percentage, percentage, locale),
    },
    ...categories.flatMap(({ category, score }) => {
      const before = previous.categoryScores.find((entry) => entry.category === category.key);
      return before
        ? [
            {
              key: category.key,
              title: category.title,
              ...progressRow(copy, before.percentage, score.percentage, locale),
            },
          ]
        : [];
    }),
  ];

  return (
    <section aria-labelledby="progress-title">
      <h2 id="progress-title" className="text-3xl font-bold tracking-tight text-ink-900">
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-ink-700">{progressIntro(copy, previous, locale)}</p>
      <DataTable
        columns={[
          <span key="row" className="sr-only">
            {copy.heading}
          </span>,
          copy.before,
          copy.now,
          copy.change,
        ]}
      >
        {rows.map((row) => (
          <DataRow
            key={row.key}
            name={row.key}
            title={row.title}
            cells={[
              { key: 'before', text: row.before },
              { key: 'now', text: row.now },
              {
                key: 'change',
                text: row.change,
                className: cn('font-semibold', DIRECTION_CLASS[row.direction]),
              },
            ]}
          />
        ))}
      </DataTable>
    </section>
  );
}
