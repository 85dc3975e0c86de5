import { textDocument, type ReportFonts } from '@/lib/assessment/report/build-report';
import type { Locale } from '@/lib/i18n/locales';
import type { TeamReport } from './report';

export type TeamPdf = { locale: Locale; title: string; intro: string; report: TeamReport };

/**
 * The team's view as a PDF, as the owner's page shows it: per category its median, lowest and
 * highest score, then the questions answered furthest apart. Text a reader can copy and search;
 * nothing in it is one person's.
 */
export async function buildTeamPdf(team: TeamPdf, fonts: ReportFonts): Promise<Uint8Array> {
  const { writer, styles, save } = await textDocument(fonts, team.title, team.locale);
  const { body, small, strong, heading } = styles;

  writer.text(team.intro, small);

  const { table, apart } = team.report;
  writer.space(14);
  writer.text(table.caption, heading);
  for (const row of table.rows) {
    writer.keep(40);
    writer.space(4);
    writer.text(row.header, strong);
    writer.text(
      row.cells.map((cell, index) => `${table.columns[index + 1] ?? ''}: ${cell}`).join(' · '),
      body,
      { indent: 12 },
    );
  }

  writer.keep(60);
  writer.space(14);
  writer.text(apart.title, heading);
  if (apart.items.length === 0) writer.text(apart.none, body);
  for (const item of apart.items) {
    writer.keep(28);
    writer.text(item.question, strong);
    writer.text(item.range, body, { indent: 12 });
  }

  return save();
}
