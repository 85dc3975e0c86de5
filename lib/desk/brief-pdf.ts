import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import {
  ReportWriter,
  type ReportFonts,
  type TextStyle,
} from '@/lib/assessment/report/build-report';
import { localeEntry } from '@/lib/i18n/locales';
import type { Brief, BriefBlock } from './brief';

const INK = rgb(0.043, 0.122, 0.227);
const BODY = rgb(0.169, 0.227, 0.333);
const MUTED = rgb(0.322, 0.38, 0.478);
const SIDE_MARGIN = 56;

/**
 * The brief as a PDF: the page's sections in the page's order, as text a reader can copy and
 * search. Each table row prints its heading, then each column's name and value under it, since a
 * page's width holds no five columns of sentences. Names print as typed, in any Latin or Cyrillic script
 * (the report's fonts).
 */
export async function buildBriefPdf(brief: Brief, fonts: ReportFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const writer = new ReportWriter(doc, regular, bold);
  doc.setTitle(writer.drawable(brief.title));
  doc.setLanguage(localeEntry(brief.locale).languageTag);

  const body: TextStyle = { font: regular, size: 10, color: BODY };
  const small: TextStyle = { font: regular, size: 9, color: MUTED };
  const strong: TextStyle = { font: bold, size: 10, color: INK };
  const heading: TextStyle = { font: bold, size: 14, color: INK, lineHeight: 22 };

  writer.text(brief.title, { font: bold, size: 18, color: INK, lineHeight: 26 });
  writer.text(brief.intro, small);

  const block = (part: BriefBlock) => {
    switch (part.kind) {
      case 'facts':
        for (const { label, value } of part.facts) {
          writer.keep(28);
          writer.text(label, strong);
          writer.text(value, body, { indent: 12 });
        }
        return;
      case 'quote':
        writer.keep(28);
        writer.text(part.label, strong);
        writer.text(part.text, body, { indent: 12 });
        return;
      case 'note':
        writer.text(part.text, body);
        return;
      case 'table': {
        const { caption, columns, rows } = part.table;
        writer.space(4);
        writer.text(caption, { ...small, font: bold });
        for (const row of rows) {
          writer.keep(40);
          writer.space(4);
          writer.text(row.header, strong);
          if (row.href) writer.text(row.href, small, { indent: 12 });
          row.cells.forEach((cell, index) => {
            writer.keep(24);
            writer.text(columns[index + 1] ?? '', small, { indent: 12 });
            writer.text(cell, body, { indent: 12 });
          });
        }
      }
    }
  };

  for (const section of brief.sections) {
    writer.keep(60);
    writer.space(14);
    writer.text(section.heading, heading);
    for (const part of section.blocks) {
      block(part);
      writer.space(4);
    }
  }

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = writer.drawable(`${brief.title} · ${index + 1}/${pages.length}`);
    page.drawText(footer, { x: SIDE_MARGIN, y: 36, size: 8, font: regular, color: MUTED });
  });
  return doc.save();
}
