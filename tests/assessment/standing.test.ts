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
      standingSentence(benchmark, { group: '11-50', members: 1250, percentAhead: 60 }, 'fr', sizes),
    ).toBe(
      'Vous devancez environ 60\u00a0% des entreprises de 11 à 50 salariés ayant réalisé l’évaluation (au moins 1\u202f250).',
    );
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

  it('says no share at 0 % or 100 %, where « environ 0 % » would read oddly', async () => {
    const { benchmark } = await resultsCopy('fr');
    const sizes = (size: string) => (size === '1-10' ? '1 à 10 salariés' : size);
    expect(
      standingSentence(benchmark, { group: '1-10', members: 10, percentAhead: 0 }, 'fr', sizes),
    ).toBe(
      'Votre score se situe dans la tranche basse des entreprises de 1 à 10 salariés ayant réalisé l’évaluation (au moins 10)\u00a0: nos recommandations sont un bon point de départ.',
    );
    expect(
      standingSentence(benchmark, { group: 'all', members: 20, percentAhead: 100 }, 'fr', sizes),
    ).toBe(
      'Votre score figure parmi les plus élevés des entreprises ayant réalisé l’évaluation (au moins 20).',
    );
  });

  it('rounds the size of a change, so that a rise and a fall of one answer read alike', async () => {
    const { progress } = await resultsCopy('fr');
    // 1.25 points: Math.round(-12.5) is -12, which once printed a fall as 1,2 and a rise as 1,3.
    expect(progressRow(progress, 50, 51.25, 'fr').change).toBe('En hausse de 1,3\u00a0point');
    expect(progressRow(progress, 51.25, 50, 'fr').change).toBe('En baisse de 1,3\u00a0point');
  });

  it('reads as English writes it', async () => {
    const { benchmark, progress } = await resultsCopy('en');
    expect(
      standingSentence(benchmark, { group: 'all', members: 1250, percentAhead: 10 }, 'en', String),
    ).toBe(
      'You are ahead of about 10% of the companies that took the assessment (at least 1,250).',
    );
    expect(progressRow(progress, 40, 52.5, 'en').change).toBe('Up 12.5 points');
    expect(progressRow(progress, 41, 40, 'en').change).toBe('Down 1 point');
  });
});
