import type { ReactNode } from 'react';

type DataTableRow = {
  key: string | number;
  /** The row's heading cell. */
  header: ReactNode;
  cells: ReactNode[];
  /** `data-*` attributes that name the row to tests and styles. */
  data?: Record<`data-${string}`, string>;
};

type DataTableProps = {
  caption: string;
  /** The heading of the rows' headings, then one per cell. */
  columns: readonly string[];
  rows: readonly DataTableRow[];
};

/**
 * A table read row by row: a caption, a heading per column and per row, each scoped for screen
 * readers. It scrolls sideways on a narrow screen, and a printed row stays on one page.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  const [rowHeading, ...cellHeadings] = columns;
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="pb-2 text-left font-semibold text-ink-700">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4 font-semibold text-ink-900">
              {rowHeading}
            </th>
            {cellHeadings.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-semibold text-ink-900">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              {...row.data}
              className="border-b border-slate-200 align-top break-inside-avoid"
            >
              <th scope="row" className="py-2 pr-4 font-medium text-ink-900">
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className="py-2 pr-4 text-ink-700 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
