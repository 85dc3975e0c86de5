'use client';

import type { ScoredCategory } from '@/lib/assessment/results/content';
import type { PreviousResult } from '@/lib/assessment/results/standing';
import { progressIntro, progressRow } from '@/lib/assessment/results/standing-text';
import type { ProgressCopy } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/cn';

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
      <div className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-ink-700">
              <th scope="col" className="px-6 py-3">
                <span className="sr-only">{copy.heading}</span>
              </th>
              <th scope="col" className="px-6 py-3 font-semibold">
                {copy.before}
              </th>
              <th scope="col" className="px-6 py-3 font-semibold">
                {copy.now}
              </th>
              <th scope="col" className="px-6 py-3 font-semibold">
                {copy.change}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                data-progress={row.key}
                className="border-b border-slate-100 last:border-0"
              >
                <th scope="row" className="px-6 py-3 font-medium text-ink-900">
                  {row.title}
                </th>
                <td className="px-6 py-3 text-ink-700">{row.before}</td>
                <td className="px-6 py-3 text-ink-700">{row.now}</td>
                <td className={cn('px-6 py-3 font-semibold', DIRECTION_CLASS[row.direction])}>
                  {row.change}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
