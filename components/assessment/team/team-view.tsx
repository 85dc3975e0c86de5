import type { TeamReport } from '@/lib/teams/report';

/** The team's spread: a table of categories, then the questions answered furthest apart. */
export function TeamView({ report }: { report: TeamReport }) {
  const [rowHeading, ...columns] = report.table.columns;
  return (
    <div className="mt-6 flex flex-col gap-6">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="pb-2 text-left font-semibold text-ink-700">
            {report.table.caption}
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4 font-semibold text-ink-900">
                {rowHeading}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 font-semibold text-ink-900">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.table.rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-200" data-team-category={row.key}>
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
      <div>
        <h3 className="text-lg font-semibold text-ink-900">{report.apart.title}</h3>
        {report.apart.items.length > 0 ? (
          <ul className="mt-2 flex list-disc flex-col gap-2 pl-5 text-ink-700">
            {report.apart.items.map((item) => (
              <li key={item.question}>
                <span className="font-medium text-ink-900">{item.question}</span> {item.range}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-700">{report.apart.none}</p>
        )}
      </div>
    </div>
  );
}
