import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import {
  ReportWriter,
  type ReportFonts,
  type TextStyle,
} from '@/lib/assessment/report/build-report';
import { localeEntry, type Locale } from '@/lib/i18n/locales';
import type { TeamReport } from './report';

const INK = rgb(0.043, 0.122, 0.227);
const BODY = rgb(0.169, 0.227, 0.333);
const MUTED = rgb(0.322, 0.38, 0.478);
const SIDE_MARGIN = 56;

export type TeamPdf = { locale: Locale; title: string; intro: string; report: TeamReport };

/**
 * The team's view as a PDF, as the owner's page shows it: per category its median, lowest and
 * highest score, then the questions answered furthest apart. Text a reader can copy and search;
 * nothing in it is one person's.
 */
export async function buildTeamPdf(team: TeamPdf, fonts: ReportFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const writer = new ReportWriter(doc, regular, bold);
  doc.setTitle(writer.drawable(team.title));
  doc.setLanguage(localeEntry(team.locale).languageTag);

  const body: TextStyle = { font: regular, size: 10, color: BODY };
  const small: TextStyle = { font: regular, size: 9, color: MUTED };
  const strong: TextStyle = { font: bold, size: 10, color: INK };
  const heading: TextStyle = { font: bold, size: 14, color: INK, lineHeight: 22 };

  writer.text(team.title, { font: bold, size: 18, color: INK, lineHeight: 26 });
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

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = writer.drawable(`${team.title} · ${index + 1}/${pages.length}`);
    page.drawText(footer, { x: SIDE_MARGIN, y: 36, size: 8, font: regular, color: MUTED });
  });
  return doc.save();
}
