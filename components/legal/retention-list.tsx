import type { RetentionLine } from '@/lib/legal/retention';

/** The dictionary's words for a line (`legal.retention`). */
type RetentionTranslator = (
  key: `retention.${RetentionLine['key']}`,
  values?: Record<string, string | number>,
) => string;

type RetentionListProps = {
  heading: string | null;
  lines: readonly RetentionLine[];
  t: RetentionTranslator;
};

/**
 * How long each kind of data is kept, with the periods the server is set to: the policy cannot
 * say one thing while the settings do another.
 */
export function RetentionList({ heading, lines, t }: RetentionListProps) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-ink-900">{heading}</h2>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-ink-700">
        {lines.map((line) => (
          <li key={line.key}>{t(`retention.${line.key}`, line.values)}</li>
        ))}
      </ul>
    </section>
  );
}
