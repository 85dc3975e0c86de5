import type { ProcessorEntry } from '@/lib/legal/processor-entries';

type ProcessorListProps = {
  heading: string | null;
  intro: string | null;
  entries: readonly ProcessorEntry[];
};

/** Everyone this server hands a visitor's data to: who, for what, and where it goes. */
export function ProcessorList({ heading, intro, entries }: ProcessorListProps) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-ink-900">{heading}</h2>
      <p className="mt-3 text-ink-700">{intro}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {entries.map((entry) => (
          <li
            key={entry.key}
            data-processor={entry.key}
            className="rounded-xl border border-slate-200 p-4"
          >
            <p className="font-semibold text-ink-900">{entry.name}</p>
            {entry.purpose ? <p className="mt-1 text-ink-700">{entry.purpose}</p> : null}
            <p className="mt-1 text-sm text-ink-600">{entry.location}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
