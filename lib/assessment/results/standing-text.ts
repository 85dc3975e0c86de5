import type { BenchmarkCopy, ProgressCopy } from '@/lib/content/types';
import { fill } from '@/lib/i18n/fill';
import { localeEntry, type Locale } from '@/lib/i18n/locales';
import type { CompanySize } from '@/lib/model';
import { formatDate, formatPercentage } from './format';
import type { PreviousResult, Standing } from './standing';

/** How a size band reads inside a sentence: "11–50 employees", "11 à 50 salariés". */
export type SizePhrase = (size: CompanySize) => string;

function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(localeEntry(locale).languageTag, {
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** "Ahead of 62 % of companies with 11–50 employees, out of 134." in the marketers' words. */
export function standingSentence(
  copy: BenchmarkCopy,
  standing: Standing,
  locale: Locale,
  sizePhrase: SizePhrase,
): string {
  const values = {
    percent: formatPercentage(standing.percentAhead, locale),
    count: formatNumber(standing.members, locale),
  };
  return standing.group === 'all'
    ? fill(copy.all, values)
    : fill(copy.band, { ...values, size: sizePhrase(standing.group) });
}

/** A column of the table of categories: "Companies with 11–50 employees", "All companies". */
export function standingColumn(
  copy: BenchmarkCopy,
  group: Standing['group'],
  sizePhrase: SizePhrase,
): string {
  return group === 'all' ? copy.allColumn : fill(copy.bandColumn, { size: sizePhrase(group) });
}

/** One row of the progress since the last assessment: percentages then and now, and the change. */
export type ProgressRow = { before: string; now: string; change: string; direction: -1 | 0 | 1 };

/** The change from one percentage to another, in points: "Up 7.5 points", "Unchanged". */
export function progressRow(
  copy: ProgressCopy,
  before: number,
  now: number,
  locale: Locale,
): ProgressRow {
  // Percentages are stored to two decimals: a difference under half a tenth is no change.
  const points = Math.round((now - before) * 10) / 10;
  const direction = points > 0 ? 1 : points < 0 ? -1 : 0;
  const text = { points: formatNumber(Math.abs(points), locale, 1) };
  return {
    before: formatPercentage(before, locale),
    now: formatPercentage(now, locale),
    change: direction === 0 ? copy.same : fill(direction > 0 ? copy.up : copy.down, text),
    direction,
  };
}

/** "Compared with your assessment of 3 May 2026." */
export function progressIntro(
  copy: ProgressCopy,
  previous: PreviousResult,
  locale: Locale,
): string {
  return fill(copy.intro, { date: formatDate(previous.completedAt, locale) });
}
