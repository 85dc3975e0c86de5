import { buttonClass } from '@/components/ui/button-styles';
import { DataTable } from '@/components/ui/data-table';
import type { Brief, BriefBlock, BriefTable } from '@/lib/desk/brief';

type BriefViewProps = { brief: Brief; pdfHref: string };

function BriefTableView({ table }: { table: BriefTable }) {
  return (
    <DataTable
      caption={table.caption}
      columns={table.columns}
      rows={table.rows.map((row, index) => ({
        key: index,
        header: row.href ? (
          <>
            <a href={row.href} className="text-brand-800 underline">
              {row.header}
            </a>
            {/* A printed page cannot be clicked: it shows the address itself. */}
            <span className="hidden text-xs font-normal break-all print:block">{row.href}</span>
          </>
        ) : (
          row.header
        ),
        cells: row.cells,
      }))}
    />
  );
}

function BriefBlockView({ block }: { block: BriefBlock }) {
  switch (block.kind) {
    case 'facts':
      return (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {block.facts.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-ink-900">{label}</dt>
              <dd className="text-ink-700">{value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'quote':
      return (
        <figure>
          <figcaption className="font-semibold text-ink-900">{block.label}</figcaption>
          {/* The lead's words as typed: text, line breaks kept, never markup. */}
          <blockquote className="mt-1 border-l-4 border-brand-200 pl-4 whitespace-pre-line text-ink-700">
            {block.text}
          </blockquote>
        </figure>
      );
    case 'note':
      return <p className="text-ink-700">{block.text}</p>;
    case 'table':
      return <BriefTableView table={block.table} />;
  }
}

/** A lead's pre-call brief: its sections in order, and the same as a PDF to download. */
export function BriefView({ brief, pdfHref }: BriefViewProps) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <h1 className="text-3xl font-bold text-ink-900">{brief.title}</h1>
      <p className="mt-3 text-ink-700">{brief.intro}</p>
      <p className="mt-6 print:hidden">
        <a href={pdfHref} download={brief.fileName} className={buttonClass('secondary', 'sm')}>
          {brief.download}
        </a>
      </p>
      {brief.sections.map((section) => (
        <section
          key={section.key}
          aria-labelledby={`brief-${section.key}`}
          className="mt-10 space-y-4 break-inside-avoid-page"
        >
          <h2 id={`brief-${section.key}`} className="text-xl font-bold text-ink-900">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <BriefBlockView key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
