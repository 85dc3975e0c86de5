import type { ReaderConnection } from '@/lib/database/reader';
import { FUNNEL_FORMS, questionNumber, stepsOf, type FunnelForm } from './steps';

/** The visitors who reached one step of a form in one language, over the days read. */
export type StepCount = { form: string; locale: string; step: string; count: number };

/** Days as YYYY-MM-DD, in UTC, both included; unset, from the first or to the last count. */
export type Period = { since?: string; until?: string };

/** The counts of every step over the period, days added together. */
export async function readStepCounts(
  db: ReaderConnection,
  { since, until }: Period,
): Promise<StepCount[]> {
  const { rows } = await db.query<StepCount>(
    `select form, locale::text as locale, step, sum(count)::float8 as count
     from private.funnel_steps
     where ($1::date is null or day >= $1::date) and ($2::date is null or day <= $2::date)
     group by form, locale, step`,
    [since ?? null, until ?? null],
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

type ReportOptions = Period & {
  /** The site's languages, each shown even when nothing was counted in it. */
  locales: readonly string[];
  /** The questionnaire's length: a question nobody reached shows, as 0. */
  questions: number;
};

/** A form's steps in order: the questionnaire's as it is, and any later question counted. */
function stepsToShow(form: FunnelForm, counts: readonly StepCount[], questions: number): string[] {
  const asked = Math.max(questions, ...counts.map(({ step }) => questionNumber(step) ?? 0));
  return stepsOf(form, form === 'assessment' ? asked : 0);
}

const LEGEND = [
  'Of first: the share of the visitors who reached the first step.',
  'Drop: the visitors lost since the step before, and their share of it.',
  'A step counts once per page load: a visitor who reloads the page counts again.',
].join('\n');

const percent = (part: number, whole: number) =>
  whole === 0 ? '' : `${((part * 100) / whole).toFixed(1)} %`;

function table(steps: readonly string[], countOf: (step: string) => number): string[] {
  const first = countOf(steps[0] ?? '');
  const rows = steps.map((step, index) => {
    const count = countOf(step);
    const previous = index === 0 ? undefined : countOf(steps[index - 1] ?? '');
    const lost = previous === undefined ? undefined : previous - count;
    const drop =
      lost === undefined ? '' : previous ? `${lost} (${percent(lost, previous)})` : String(lost);
    return [step, String(count), percent(count, first), drop];
  });
  const header = ['Step', 'Visitors', 'Of first', 'Drop'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return [header, ...rows].map((cells) =>
    `  ${cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')}`.trimEnd(),
  );
}

/** The drop-off per step of each form in each language, for a terminal; LEGEND says how to read it. */
export function funnelReport(
  counts: readonly StepCount[],
  { since, until, locales, questions }: ReportOptions,
): string {
  const period = `${since ? `from ${since}` : 'from the first day'} ${until ? `to ${until}` : 'to today'} (UTC)`;
  const languages = [...new Set([...locales, ...counts.map(({ locale }) => locale).sort()])];
  const sections = FUNNEL_FORMS.flatMap((form) =>
    languages.map((locale) => {
      const mine = counts.filter((count) => count.form === form && count.locale === locale);
      const heading = `${form}, ${locale}`;
      if (mine.length === 0) return `${heading}: nothing counted`;
      const countOf = (step: string) => mine.find((count) => count.step === step)?.count ?? 0;
      return [heading, ...table(stepsToShow(form, mine, questions), countOf)].join('\n');
    }),
  );
  return `Funnel ${period}\n\n${sections.join('\n\n')}\n\n${LEGEND}\n`;
}
