import { parse } from 'csv-parse/sync';

/** Reads a CSV file as a spreadsheet whose list separator is a comma: RFC 4180 quoting. */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, delimiter: ',' });
}

/**
 * Reads a comma-separated file as a French Excel would: one cell per `;`. It honours a quote only
 * at the start of a cell, and the file's quotes open comma cells, not `;` ones, so whatever it
 * makes of them, a `;` or a line break inside a text may begin one of its cells. Ignoring quotes
 * (`quote: false`) reads every such place as a cell start, keeping the quotes in the cells, which
 * the caller then skips like blanks; honouring them (`relax_quotes`) would see fewer, and throws
 * when a quote opens near the end of the file and never closes. Rows have as many cells as there
 * are `;`, hence `relax_column_count`, and end at a CRLF, a LF or a lone CR.
 */
export function parseCsvWithSemicolons(text: string): string[][] {
  return parse(text, {
    bom: true,
    delimiter: ';',
    quote: false,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
  });
}
