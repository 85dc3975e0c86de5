'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { selectRecommendations } from '@/lib/assessment/scoring';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n/locales';
import { levelKey, type ScoredCategory } from '@/lib/assessment/results/content';
import type { ResultsCopy } from '@/lib/content/types';
import { formatPercentage } from '@/lib/assessment/results/format';
import { LevelBadge } from './level-badge';

type CategoryCardProps = ScoredCategory & {
  locale: Locale;
  /** The level names of the results page. */
  levels: ResultsCopy['levels'];
};

/** A category's standing and, on request, what to do next. Recommendations start collapsed. */
export function CategoryCard({ locale, levels, category, score }: CategoryCardProps) {
  const t = useTranslations('results');
  const [open, setOpen] = useState(false);
  const id = useId();
  const level = levelKey(score.readinessLevel);
  const recommendations = selectRecommendations(score.readinessLevel, category.recommendations);

  return (
    <article
      aria-labelledby={`${id}-title`}
      data-category={category.key}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 id={`${id}-title`} className="text-xl font-bold text-ink-900">
        {category.title}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-3 text-sm font-medium text-ink-700">
        <LevelBadge level={level} label={levels[level]} />
        <span className="tabular-nums">
          {t('overall.score', { score: score.score, max: score.maxScore })}{' '}
          <span aria-hidden="true">{t('separator')}</span>{' '}
          {formatPercentage(score.percentage, locale)}
        </span>
      </p>
      <p className="mt-3 text-sm text-ink-700">{category.description}</p>
      <p className="mt-4 leading-relaxed text-ink-900">{category.levelExplanations[level]}</p>

      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-recommendations`}
        onClick={() => setOpen((value) => !value)}
        className="mt-6 inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {open ? t('details.hide') : t('details.show')}
        <Glyph
          name="chevron-down"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={`${id}-recommendations`} hidden={!open} className="mt-5 rounded-xl bg-ink-50 p-5">
        <h4 className="font-semibold text-ink-900">{t('details.recommendationsTitle')}</h4>
        <ul className="mt-3 space-y-3">
          {recommendations.map((recommendation) => (
            <li key={recommendation} className="flex gap-3 text-ink-700">
              <span
                aria-hidden="true"
                className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600"
              />
              <span>{recommendation}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
