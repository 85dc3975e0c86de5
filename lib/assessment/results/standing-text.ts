import type { BenchmarkCopy, ProgressCopy } from '@/lib/content/types';
import { fill } from '@/lib/i18n/fill';
import { formatMessage } from '@/lib/i18n/icu';
import type { Locale } from '@/lib/i18n/locales';
import { COMPANY_SIZES, type CompanySize } from '@/lib/model';
import { sectorGroupOf, sectorOfGroup, type SectorNames } from '@/lib/model/sector';
import { formatDate, formatPercentage } from './format';
import type { PreviousResult, ResultStandings, Standing } from './standing';

/** How a size band reads inside a sentence: "11–50 employees", "11 à 50 salariés". */
type SizePhrase = (size: CompanySize) => string;

/** How the groups read inside a sentence: a size band, and a sector by its published name. */
export type GroupPhrases = { size: SizePhrase; sector: SectorNames };

/** What a group is named by in the marketers' sentences: nothing, a size band or a sector. */
type GroupName =
  { kind: 'all' } | { kind: 'band'; size: string } | { kind: 'sector'; sector: string };

function groupName(group: Standing['group'], phrases: GroupPhrases): GroupName {
  if (group === 'all') return { kind: 'all' };
  const size = COMPANY_SIZES.find((entry) => entry === group);
  if (size) return { kind: 'band', size: phrases.size(size) };
  const sector = sectorGroupOf(group);
  const key = sector ? sectorOfGroup(sector) : group;
  return { kind: 'sector', sector: phrases.sector(key) ?? key };
}

/**
 * The standings the visitor can read: a sector's comparison needs the sector's name, so that of a
 * sector no longer published is left out. Null when none is left.
 */
export function readableStandings(
  standings: ResultStandings | null | undefined,
  sectorNames: SectorNames,
): ResultStandings | null {
  if (!standings) return null;
  const readable = ({ group }: Standing) => {
    const sector = sectorGroupOf(group);
    return !sector || sectorNames(sectorOfGroup(sector)) !== undefined;
  };
  const overall = standings.overall.filter(readable);
  if (overall.length === 0) return null;
  return {
    overall,
    categories: Object.fromEntries(
      Object.entries(standings.categories).map(([category, groups]) => [
        category,
        groups.filter(readable),
      ]),
    ),
  };
}

/** A published sector's name by its key, from the list the page or the e-mail read. */
export function sectorNamesOf(sectors: readonly { key: string; name: string }[]): SectorNames {
  const names = new Map(sectors.map(({ key, name }) => [key, name]));
  return (key) => names.get(key);
}

/** The sentence for a share, by where it falls: none ahead, all ahead, or a share in between. */
function standingCopy(copy: BenchmarkCopy, standing: Standing, name: GroupName): string {
  const { share, lowest, highest } = {
    all: { share: copy.all, lowest: copy.allLowest, highest: copy.allHighest },
    band: { share: copy.band, lowest: copy.bandLowest, highest: copy.bandHighest },
    sector: { share: copy.sector, lowest: copy.sectorLowest, highest: copy.sectorHighest },
  }[name.kind];
  if (standing.percentAhead <= 0) return lowest;
  if (standing.percentAhead >= 100) return highest;
  return share;
}

/**
 * "You are ahead of about 35% of the companies with 11–50 employees that took the assessment (at
 * least 130)." in the marketers' words, or of the companies of the sector. The share is rounded and
 * the count a lower bound, so the sentences say "about" and "at least"; at 0 % or 100 % a share
 * would read oddly, so those have sentences of their own.
 */
export function standingSentence(
  copy: BenchmarkCopy,
  standing: Standing,
  locale: Locale,
  phrases: GroupPhrases,
): string {
  const name = groupName(standing.group, phrases);
  return formatMessage(
    standingCopy(copy, standing, name),
    {
      percent: formatPercentage(standing.percentAhead, locale),
      count: standing.members,
      ...(name.kind === 'band' ? { size: name.size } : {}),
      ...(name.kind === 'sector' ? { sector: name.sector } : {}),
    },
    locale,
  );
}

/**
 * A column of the table of categories: "Companies with 11–50 employees", "Your sector (Logistics
 * and transport)", "All companies".
 */
export function standingColumn(
  copy: BenchmarkCopy,
  group: Standing['group'],
  phrases: GroupPhrases,
): string {
  const name = groupName(group, phrases);
  if (name.kind === 'band') return fill(copy.bandColumn, { size: name.size });
  if (name.kind === 'sector') return fill(copy.sectorColumn, { sector: name.sector });
  return copy.allColumn;
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
