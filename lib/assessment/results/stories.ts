/** How many customer stories the results show: one row of cards. */
export const RESULTS_STORIES = 3;

/** A customer story as the results choose it: by the sector of its client, if it names one. */
type SectorStory = { sector: string | null };

/**
 * The customer stories the results show: those of the respondent's sector first, then the others,
 * each in the marketers' order. Without a sector, or where no story is of it, the marketers' order
 * alone, as for everyone.
 */
export function storiesForSector<Story extends SectorStory>(
  stories: readonly Story[],
  sector: string | null | undefined,
  count: number = RESULTS_STORIES,
): Story[] {
  const fits = (story: Story) => Boolean(sector) && story.sector === sector;
  return [...stories.filter(fits), ...stories.filter((story) => !fits(story))].slice(0, count);
}
