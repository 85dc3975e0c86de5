'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { ringColour } from '@/lib/assessment/scoring';
import type { Locale } from '@/lib/i18n/locales';
import { levelKey, type ScoredCategory } from '@/lib/assessment/results/content';
import type { ResultsCopy } from '@/lib/content/types';
import { formatPercentage } from '@/lib/assessment/results/format';
import { RING_COLOURS, TRACK_COLOUR } from '@/lib/assessment/results/palette';

type CategoryChartProps = {
  locale: Locale;
  categories: ScoredCategory[];
  /** The chart's caption and the level names, from the results page. */
  title: string;
  levels: ResultsCopy['levels'];
};

const ROW_HEIGHT = 56;
const BAR_TOP = 28;
const BAR_HEIGHT = 14;

/**
 * The categories side by side as horizontal bars. Lengths are percentages of the chart's
 * width and text keeps its pixel size, so the chart reads the same on a phone and a desktop.
 * Screen readers get the numbers as a table instead, so the drawing itself is hidden from them.
 */
export function CategoryChart({ locale, categories, title, levels }: CategoryChartProps) {
  const t = useTranslations('results');
  const id = useId();
  const height = categories.length * ROW_HEIGHT;

  return (
    <figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="text-lg font-semibold text-ink-900">
        {title}
      </figcaption>
      <svg
        width="100%"
        height={height}
        aria-hidden="true"
        data-chart="categories"
        className="mt-4 overflow-visible"
      >
        {categories.map(({ category, score }, row) => {
          const top = row * ROW_HEIGHT;
          const width = `${Math.min(100, Math.max(0, score.percentage))}%`;
          return (
            <g key={category.key}>
              <text x="0" y={top + 18} fontSize={14} className="fill-ink-900 font-semibold">
                {category.shortTitle}
              </text>
              <text
                x="100%"
                y={top + 18}
                fontSize={14}
                textAnchor="end"
                className="fill-ink-700 font-semibold tabular-nums"
              >
                {formatPercentage(score.percentage, locale)}
              </text>
              <rect
                x="0"
                y={top + BAR_TOP}
                width="100%"
                height={BAR_HEIGHT}
                rx={BAR_HEIGHT / 2}
                fill={TRACK_COLOUR}
              />
              {score.percentage > 0 ? (
                <rect
                  data-bar={category.key}
                  x="0"
                  y={top + BAR_TOP}
                  width={width}
                  height={BAR_HEIGHT}
                  rx={BAR_HEIGHT / 2}
                  fill={RING_COLOURS[ringColour(score.percentage)]}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.category')}</th>
              <th scope="col">{t('chart.score')}</th>
              <th scope="col">{t('chart.percentage')}</th>
              <th scope="col">{t('chart.level')}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map(({ category, score }) => (
              <tr key={category.key}>
                <th scope="row">{category.title}</th>
                <td>{t('overall.score', { score: score.score, max: score.maxScore })}</td>
                <td>{formatPercentage(score.percentage, locale)}</td>
                <td>{levels[levelKey(score.readinessLevel)]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
