import type { PrivacyPolicy } from '@/lib/content/types';

type ProcessorListProps = { processors: PrivacyPolicy['processors'] };

/** Everyone the site may hand a visitor's data to: who, for what, and where it goes. */
export function ProcessorList({ processors }: ProcessorListProps) {
  if (!processors) return null;
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-ink-900">{processors.heading}</h2>
      <p className="mt-3 text-ink-700">{processors.intro}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {(processors.items ?? []).map((item) => (
          <li key={item._key} className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-ink-900">{item.name}</p>
            <p className="mt-1 text-ink-700">{item.purpose}</p>
            <p className="mt-1 text-sm text-ink-600">{item.location}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
