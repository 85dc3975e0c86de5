import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type DataTableProps = {
  caption?: string;
  /** The column headings; the first is the rows' own, which may be for screen readers only. */
  columns: ReactNode[];
  children: ReactNode;
};

/** A table of the results' figures, one row per category, that scrolls sideways on a phone. */
export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <div className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        {caption ? (
          <caption className="px-6 pt-6 text-left text-base font-semibold text-ink-900">
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr className="border-b border-slate-200 text-ink-700">
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-6 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

type DataRowProps = {
  title: string;
  cells: { key: string; text: string; className?: string }[];
  /** What tests and styles find the row by. */
  name: string;
};

export function DataRow({ title, cells, name }: DataRowProps) {
  return (
    <tr data-row={name} className="border-b border-slate-100 last:border-0">
      <th scope="row" className="px-6 py-3 font-medium text-ink-900">
        {title}
      </th>
      {cells.map((cell) => (
        <td key={cell.key} className={cn('px-6 py-3 text-ink-700', cell.className)}>
          {cell.text}
        </td>
      ))}
    </tr>
  );
}
