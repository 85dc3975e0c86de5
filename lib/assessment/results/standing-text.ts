import type { BenchmarkCopy, ProgressCopy } from '@/lib/content/types';
import { fill } from '@/lib/i18n/fill';
import { formatMessage } from '@/lib/i18n/icu';
import type { Locale } from '@/lib/i18n/locales';
import type { CompanySize } from '@/lib/model';
import { formatDate, formatPercentage } from './format';
import type { PreviousResult, Standing } from './standing';

/** How a size band reads inside a sentence: "11–50 employees", "11 à 50 salariés". */
export type SizePhrase = (size: CompanySize) => string;

/** The sentence for a share, by where it falls: none ahead, all ahead, or a share in between. */
function standingCopy(copy: BenchmarkCopy, standing: Standing): string {
  const band = standing.group !== 'all';
  if (standing.percentAhead <= 0) return band ? copy.bandLowest : copy.allLowest;
  if (standing.percentAhead >= 100) return band ? copy.bandHighest : copy.allHighest;
  return band ? copy.band : copy.all;
}

/**
 * "You are ahead of about 35% of the companies with 11–50 employees that took the assessment (at
 * least 130)." in the marketers' words. The share is rounded and the count a lower bound, so the
 * sentences say "about" and "at least"; at 0 % or 100 % a share would read oddly, so those have
 * sentences of their own.
 */
export function standingSentence(
  copy: BenchmarkCopy,
  standing: Standing,
  locale: Locale,
  sizePhrase: SizePhrase,
): string {
  return formatMessage(
    standingCopy(copy, standing),
    {
      percent: formatPercentage(standing.percentAhead, locale),
      count: standing.members,
      ...(standing.group === 'all' ? {} : { size: sizePhrase(standing.group) }),
    },
    locale,
  );
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

/**
 * The change from one percentage to another, in points to one decimal: "Up 7.5 points",
 * « En hausse de 1,3 point », "Unchanged". The size of the change is rounded, not its signed value,
 * so that a rise and a fall of 1.25 both read 1.3.
 */
export function progressRow(
  copy: ProgressCopy,
  before: number,
  now: number,
  locale: Locale,
): ProgressRow {
  // Percentages are stored to two decimals: a difference under half a tenth is no change.
  const points = Math.round(Math.abs(now - before) * 10) / 10;
  const direction = points === 0 ? 0 : now > before ? 1 : -1;
  return {
    before: formatPercentage(before, locale),
    now: formatPercentage(now, locale),
    change:
      direction === 0
        ? copy.same
        : formatMessage(direction > 0 ? copy.up : copy.down, { points }, locale),
    direction,
  };
}

/** "Compared with your assessment of May 3, 2026.", « … du 1er mai 2026. » */
export function progressIntro(
  copy: ProgressCopy,
  previous: PreviousResult,
  locale: Locale,
): string {
  return fill(copy.intro, { date: formatDate(previous.completedAt, locale) });
}
