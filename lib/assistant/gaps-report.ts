import type { ReaderConnection } from '@/lib/database/reader';

/** One question the pages did not answer well, its days added together. */
export type GapCount = {
  locale: string;
  reason: string;
  question: string;
  closestPage: string | null;
  count: number;
};

/** The votes on one cited page, its days added together. */
export type PageVotes = { locale: string; page: string; up: number; down: number };

/** What to read: days as YYYY-MM-DD from `since` (UTC), one language or all, the most per language. */
export type GapsQuery = { since: string; locale?: string; limit: number };

/** The most frequent gaps of each language since the day given, most asked first. */
export async function readGaps(
  db: ReaderConnection,
  { since, locale, limit }: GapsQuery,
): Promise<GapCount[]> {
  const { rows } = await db.query<GapCount & { count: string | number }>(
    `select locale, reason, question, closest_page as "closestPage", count from (
       select locale::text as locale, reason, question,
         -- The page of the latest day it was asked on: the pages change.
         (array_agg(closest_page order by day desc) filter (where closest_page is not null))[1]
           as closest_page,
         sum(count)::float8 as count,
         row_number() over (
           partition by locale order by sum(count) desc, question, reason
         ) as rank
       from private.assistant_gaps
       where day >= $1::date and ($2::text is null or locale = $2::text)
       group by locale, reason, question
     ) as ranked
     where rank <= $3
     order by locale, count desc, question, reason`,
    [since, locale ?? null, limit],
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The votes on each cited page since the day given, most voted first. */
export async function readPageVotes(
  db: ReaderConnection,
  { since, locale, limit }: GapsQuery,
): Promise<PageVotes[]> {
  const { rows } = await db.query<{ locale: string; page: string; up: number; down: number }>(
    `select locale, page, up, down from (
       select locale::text as locale, page,
         (sum(count) filter (where vote = 'up'))::float8 as up,
         (sum(count) filter (where vote = 'down'))::float8 as down,
         row_number() over (partition by locale order by sum(count) desc, page) as rank
       from private.assistant_votes
       where day >= $1::date and ($2::text is null or locale = $2::text)
       group by locale, page
     ) as ranked
     where rank <= $3
     order by locale, up + down desc, page`,
    [since, locale ?? null, limit],
  );
  return rows.map((row) => ({ ...row, up: Number(row.up ?? 0), down: Number(row.down ?? 0) }));
}

// What a terminal would act on instead of printing: the database refuses it already.
const printable = (text: string) => text.replace(/\p{Cc}/gu, '?');

/** A column of a report's table: numbers stand right, words left. */
type Column = { title: string; numeric?: boolean };

function table(columns: readonly Column[], rows: readonly string[][]): string[] {
  const lines = [columns.map(({ title }) => title), ...rows];
  const widthOf = (column: number) => Math.max(...lines.map((cells) => cells[column]?.length ?? 0));
  const widths = columns.map((_, column) => widthOf(column));
  return lines.map((cells) => {
    const padded = columns.map(({ numeric }, column) => {
      const cell = cells[column] ?? '';
      const width = widths[column] ?? 0;
      return numeric ? cell.padStart(width) : cell.padEnd(width);
    });
    return `  ${padded.join('  ')}`.trimEnd();
  });
}

type ReportOptions = Omit<GapsQuery, 'limit'> & {
  /** The site's languages, each shown even when nothing was counted in it. */
  locales: readonly string[];
};

/**
 * The gaps and the votes of each language, for a terminal: per language, the questions the pages
 * declined or answered unsure, most asked first, beside the page each came closest to; then each
 * cited page's thumbs up and down.
 */
export function gapsReport(
  gaps: readonly GapCount[],
  votes: readonly PageVotes[],
  { since, locale, locales }: ReportOptions,
): string {
  const languages = locale
    ? [locale]
    : [...new Set([...locales, ...gaps.map((gap) => gap.locale).sort()])];
  const sections = languages.flatMap((language) => {
    const mine = gaps.filter((gap) => gap.locale === language);
    const voted = votes.filter((vote) => vote.locale === language);
    return [
      [
        `Questions not answered well, ${language}`,
        ...(mine.length === 0
          ? ['  None.']
          : table(
              [
                { title: 'Count', numeric: true },
                { title: 'Reason' },
                { title: 'Question' },
                { title: 'Closest page' },
              ],
              mine.map((gap) => [
                String(gap.count),
                gap.reason,
                printable(gap.question),
                printable(gap.closestPage ?? '-'),
              ]),
            )),
      ].join('\n'),
      [
        `Votes on cited pages, ${language}`,
        ...(voted.length === 0
          ? ['  None.']
          : table(
              [{ title: 'Up', numeric: true }, { title: 'Down', numeric: true }, { title: 'Page' }],
              voted.map((vote) => [String(vote.up), String(vote.down), printable(vote.page)]),
            )),
      ].join('\n'),
    ];
  });
  const heading = `The assistant's gaps from ${since} to today (UTC): declined questions, and those answered unsure, redacted.`;
  return `${[heading, ...sections].join('\n\n')}\n`;
}
