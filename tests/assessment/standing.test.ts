import { describe, expect, it } from 'vitest';
import { standingsOf } from '@/lib/leads/rows';
import {
  progressRow,
  standingColumn,
  standingSentence,
} from '@/lib/assessment/results/standing-text';
import { resultsCopy } from '../support/messages';

describe('where a result stands, as the database answers it', () => {
  it('gives the company size’s group first, then everyone’s, per category too', () => {
    const standings = standingsOf([
      { group: '11-50', members: 20, total: 50, categories: { leadership: 100, data: 35 } },
      { group: 'all', members: 130, total: 75, categories: { leadership: 95, data: 40 } },
    ]);
    expect(standings?.overall).toEqual([
      { group: '11-50', members: 20, percentAhead: 50 },
      { group: 'all', members: 130, percentAhead: 75 },
    ]);
    expect(standings?.categories.data).toEqual([
      { group: '11-50', members: 20, percentAhead: 35 },
      { group: 'all', members: 130, percentAhead: 40 },
    ]);
  });

  it('drops groups it does not know, and answers null when none is left', () => {
    expect(
      standingsOf([
        { group: '7-9', members: 10, total: 50, categories: {} },
        { group: 'all', members: 10, total: 5, categories: {} },
      ])?.overall,
    ).toEqual([{ group: 'all', members: 10, percentAhead: 5 }]);
    expect(standingsOf([])).toBeNull();
    expect(standingsOf(null)).toBeNull();
  });
});

describe('the words of the comparison and of the progress', () => {
  it('reads as French writes it, numbers and sizes included', async () => {
    const { benchmark, progress } = await resultsCopy('fr');
    const sizes = (size: string) => (size === '11-50' ? '11 à 50 salariés' : size);
    expect(
      standingSentence(benchmark, { group: '11-50', members: 1250, percentAhead: 62 }, 'fr', sizes),
    ).toBe('Devant 62\u00a0% des entreprises de 11 à 50 salariés, sur 1\u202f250.');
    expect(standingColumn(benchmark, 'all', sizes)).toBe('Toutes les entreprises');
    expect(progressRow(progress, 47.5, 55, 'fr')).toEqual({
      before: '48\u00a0%',
      now: '55\u00a0%',
      change: 'En hausse de 7,5\u00a0points',
      direction: 1,
    });
    expect(progressRow(progress, 60, 55, 'fr').change).toBe('En baisse de 5\u00a0points');
    expect(progressRow(progress, 55.01, 55, 'fr')).toMatchObject({
      change: 'Stable',
      direction: 0,
    });
  });

  it('reads as English writes it', async () => {
    const { benchmark, progress } = await resultsCopy('en');
    expect(
      standingSentence(benchmark, { group: 'all', members: 1250, percentAhead: 8 }, 'en', String),
    ).toBe('Ahead of 8% of all companies, out of 1,250.');
    expect(progressRow(progress, 40, 52.5, 'en').change).toBe('Up 12.5 points');
  });
});
