import { DataTable } from '@/components/ui/data-table';
import type { TeamReport } from '@/lib/teams/report';

/** The team's spread: a table of categories, then the questions answered furthest apart. */
export function TeamView({ report }: { report: TeamReport }) {
  return (
    <div className="mt-6 flex flex-col gap-6">
      <DataTable
        caption={report.table.caption}
        columns={report.table.columns}
        rows={report.table.rows.map((row) => ({
          ...row,
          data: { 'data-team-category': row.key },
        }))}
      />
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
