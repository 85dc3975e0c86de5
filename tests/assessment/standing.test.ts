import { describe, expect, it } from 'vitest';
import { percentAhead, standingsOf } from '@/lib/assessment/results/standing';
import {
  progressRow,
  standingColumn,
  standingSentence,
} from '@/lib/assessment/results/standing-text';
import type { BenchmarkGroup, CategoryScore } from '@/lib/model';
import { resultsCopy } from '../support/messages';

const scores = (total: number, leadership: number) => ({
  totalScore: total,
  categoryScores: [{ category: 'leadership', score: leadership } as CategoryScore],
});

/** A group whose members scored these totals, and 8 in leadership each. */
function group(name: BenchmarkGroup['group'], totals: number[]): BenchmarkGroup {
  const counts: Record<string, number> = {};
  for (const total of totals) counts[total] = (counts[total] ?? 0) + 1;
  return {
    group: name,
    members: totals.length,
    scores: { total: counts, leadership: { 8: totals.length } },
  };
}

describe('where a result stands', () => {
  it('is the whole percent of the group with a lower score, ties not counted ahead', () => {
    expect(percentAhead({ 40: 3, 50: 2, 60: 5 }, 10, 50)).toBe(30);
    expect(percentAhead({ 40: 3, 50: 2, 60: 5 }, 10, 61)).toBe(100);
    expect(percentAhead({ 40: 3 }, 3, 40)).toBe(0);
    expect(percentAhead({ 20: 1, 30: 2 }, 3, 25)).toBe(33);
    expect(percentAhead({}, 0, 50)).toBe(0);
  });

  it('gives the company size’s group first, then everyone’s, and only the groups answered', () => {
    const groups = [group('all', [30, 40, 50, 60]), group('11-50', [30, 70])];
    const standings = standingsOf(groups, scores(55, 9), '11-50');
    expect(standings?.overall).toEqual([
      { group: '11-50', members: 2, percentAhead: 50 },
      { group: 'all', members: 4, percentAhead: 75 },
    ]);
    expect(standings?.categories.leadership).toEqual([
      { group: '11-50', members: 2, percentAhead: 100 },
      { group: 'all', members: 4, percentAhead: 100 },
    ]);
    // A size whose group is too small to be answered: everyone's alone.
    expect(standingsOf(groups, scores(55, 9), '1-10')?.overall.map((s) => s.group)).toEqual([
      'all',
    ]);
    expect(standingsOf([], scores(55, 9), '11-50')).toBeNull();
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
