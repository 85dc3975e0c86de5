import { textDocument, type ReportFonts } from '@/lib/assessment/report/build-report';
import type { Brief, BriefBlock } from './brief';

/**
 * The brief as a PDF: the page's sections in the page's order, as text a reader can copy and
 * search. Each table row prints its heading, then each column's name and value under it, since a
 * page's width holds no five columns of sentences. Names print as typed, in any Latin or Cyrillic script
 * (the report's fonts).
 */
export async function buildBriefPdf(brief: Brief, fonts: ReportFonts): Promise<Uint8Array> {
  const { writer, styles, save } = await textDocument(fonts, brief.title, brief.locale);
  const { body, small, strong, heading } = styles;

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
        writer.text(caption, { ...small, font: strong.font });
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

  return save();
}
