'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { levelKey, type ScoredCategory } from '@/lib/assessment/results/content';
import type { ResultsCopy } from '@/lib/content/types';
import { formatPercentage } from '@/lib/assessment/results/format';
import { LevelBadge } from './level-badge';
import { ReadinessRing } from './readiness-ring';

type CategoryTilesProps = {
  locale: Locale;
  categories: ScoredCategory[];
  /** The level names of the results page. */
  levels: ResultsCopy['levels'];
};

export function CategoryTiles({ locale, categories, levels }: CategoryTilesProps) {
  const t = useTranslations('results');
  return (
    // As many columns as fit on a wide screen, so any number of categories lays out in a row.
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
      {categories.map(({ category, score }) => {
        const level = levelKey(score.readinessLevel);
        const percentage = formatPercentage(score.percentage, locale);
        return (
          <li
            key={category.key}
            data-category={category.key}
            className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:flex-col lg:items-start"
          >
            <ReadinessRing
              size="sm"
              percentage={score.percentage}
              display={percentage}
              label={t('categories.ringLabel', { category: category.title, percentage })}
            />
            <div className="min-w-0">
              <h3 className="font-semibold leading-snug text-ink-900">{category.title}</h3>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-700">
                <LevelBadge level={level} label={levels[level]} />
                <span>{t('overall.score', { score: score.score, max: score.maxScore })}</span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
