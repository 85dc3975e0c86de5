import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoriesSection } from '@/components/assessment/results/stories-section';
import { RESULTS_STORIES, storiesForSector } from '@/lib/assessment/results/stories';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { USE_CASES_QUERY } from '@/lib/content/queries';
import type { USE_CASES_QUERY_RESULT } from '@/sanity.types';
import { resultsCopy } from '../support/messages';

// The marketers' order, with two stories of one sector apart and one of no sector.
const STORIES = [
  { id: 'a', sector: 'retail' },
  { id: 'b', sector: 'logistics' },
  { id: 'c', sector: null },
  { id: 'd', sector: 'manufacturing' },
  { id: 'e', sector: 'logistics' },
];
const ids = (stories: readonly { id: string }[]) => stories.map(({ id }) => id);

describe('the customer stories beside the results', () => {
  it('puts the stories of the respondent’s sector first, then the others, each in the marketers’ order', () => {
    expect(ids(storiesForSector(STORIES, 'logistics', 5))).toEqual(['b', 'e', 'a', 'c', 'd']);
    expect(ids(storiesForSector(STORIES, 'manufacturing', 3))).toEqual(['d', 'a', 'b']);
  });

  it('shows what everyone sees without a sector, or with a sector no story is of', () => {
    const everyone = ids(STORIES.slice(0, RESULTS_STORIES));
    expect(ids(storiesForSector(STORIES, undefined))).toEqual(everyone);
    expect(ids(storiesForSector(STORIES, null))).toEqual(everyone);
    expect(ids(storiesForSector(STORIES, ''))).toEqual(everyone);
    expect(ids(storiesForSector(STORIES, 'health'))).toEqual(everyone);
  });

  it('never takes a story of no sector for the sector of a respondent who gave none', () => {
    expect(ids(storiesForSector(STORIES, null, 5))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('draws the seed’s stories, its sector’s first, under the Studio’s heading in French', async () => {
    const seeded = await queryLocalDataset<USE_CASES_QUERY_RESULT>(USE_CASES_QUERY, {
      locale: 'fr',
    });
    const stories = seeded.map((story) => ({
      id: story._id,
      sector: story.sector,
      card: createElement('p', null, story.title),
    }));
    const manufacturing = seeded.find((story) => story.sector === 'manufacturing');
    expect(manufacturing).toBeDefined();
    expect(seeded.indexOf(manufacturing!)).toBeGreaterThanOrEqual(RESULTS_STORIES);
    const { stories: copy } = await resultsCopy('fr');
    const html = renderToString(
      createElement(StoriesSection, { stories, sector: 'manufacturing', copy }),
    );
    expect(html).toContain('Cas clients');
    const shown = [...html.matchAll(/data-sector="([^"]*)"/g)].map(([, sector]) => sector);
    expect(shown).toHaveLength(RESULTS_STORIES);
    expect(shown[0]).toBe('manufacturing');
    expect(html.indexOf(manufacturing!.title)).toBeGreaterThan(html.indexOf('Cas clients'));
  });
});
