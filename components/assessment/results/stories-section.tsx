import type { ReactNode } from 'react';
import { storiesForSector } from '@/lib/assessment/results/stories';
import type { ResultsCopy } from '@/lib/content/types';

/** A customer story's card, drawn by the server, with the sector of its client. */
export type ResultsStory = { id: string; sector: string | null; card: ReactNode };

type StoriesSectionProps = {
  stories: readonly ResultsStory[];
  /** The respondent's sector, if they gave one: its stories come first. */
  sector: string | null | undefined;
  copy: ResultsCopy['stories'];
};

/** Customer stories beside the results, those of the respondent's sector first. */
export function StoriesSection({ stories, sector, copy }: StoriesSectionProps) {
  const shown = storiesForSector(stories, sector);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="stories-title">
      <h2 id="stories-title" className="text-3xl font-bold tracking-tight text-ink-900">
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-ink-700">{copy.intro}</p>
      <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((story) => (
          <li key={story.id} data-sector={story.sector ?? undefined}>
            {story.card}
          </li>
        ))}
      </ul>
    </section>
  );
}
