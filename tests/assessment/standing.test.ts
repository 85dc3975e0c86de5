import { describe, expect, it } from 'vitest';
import { standingsOf } from '@/lib/database/rows';
import {
  progressRow,
  readableStandings,
  sectorNamesOf,
  standingColumn,
  standingSentence,
  type GroupPhrases,
} from '@/lib/assessment/results/standing-text';
import { publishedSectors, resultsCopy } from '../support/messages';

/** The groups' phrases as the page makes them, from the seed's sectors and these sizes. */
async function phrasesIn(
  locale: 'en' | 'fr',
  sizes: Record<string, string>,
): Promise<GroupPhrases> {
  return {
    size: (size) => sizes[size] ?? size,
    sector: sectorNamesOf(await publishedSectors(locale)),
  };
}

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

  it('gives the sector’s group between the size’s and everyone’s', () => {
    const standings = standingsOf([
      { group: '11-50', members: 20, total: 50, categories: { data: 35 } },
      { group: 'sector:logistics', members: 10, total: 65, categories: { data: 20 } },
      { group: 'all', members: 130, total: 75, categories: { data: 40 } },
    ]);
    expect(standings?.overall.map(({ group }) => group)).toEqual([
      '11-50',
      'sector:logistics',
      'all',
    ]);
    expect(standings?.categories.data?.[1]).toEqual({
      group: 'sector:logistics',
      members: 10,
      percentAhead: 20,
    });
  });

  it('drops groups it does not know, and answers null when none is left', () => {
    expect(
      standingsOf([
        { group: '7-9', members: 10, total: 50, categories: {} },
        { group: 'sector:Not A Key', members: 10, total: 50, categories: {} },
        { group: 'sectors', members: 10, total: 50, categories: {} },
        { group: 'all', members: 10, total: 5, categories: {} },
      ])?.overall,
    ).toEqual([{ group: 'all', members: 10, percentAhead: 5 }]);
    expect(standingsOf([])).toBeNull();
    expect(standingsOf(null)).toBeNull();
  });
});

describe('the standings a visitor can read', () => {
  const standings = standingsOf([
    { group: '11-50', members: 20, total: 50, categories: { data: 35 } },
    { group: 'sector:retired', members: 10, total: 65, categories: { data: 20 } },
    { group: 'all', members: 130, total: 75, categories: { data: 40 } },
  ]);

  it('leaves out a sector whose name is not published, and nothing else', () => {
    const readable = readableStandings(standings, sectorNamesOf([{ key: 'logistics', name: 'L' }]));
    expect(readable?.overall.map(({ group }) => group)).toEqual(['11-50', 'all']);
    expect(readable?.categories.data?.map(({ group }) => group)).toEqual(['11-50', 'all']);
    const named = readableStandings(standings, sectorNamesOf([{ key: 'retired', name: 'R' }]));
    expect(named).toEqual(standings);
  });

  it('answers null when nothing is left to read', () => {
    const onlySector = standingsOf([
      { group: 'sector:retired', members: 10, total: 65, categories: {} },
    ]);
    expect(onlySector).not.toBeNull();
    expect(readableStandings(onlySector, () => undefined)).toBeNull();
    expect(readableStandings(null, () => undefined)).toBeNull();
  });
});

describe('the words of the comparison and of the progress', () => {
  it('reads as French writes it, numbers and sizes included', async () => {
    const { benchmark, progress } = await resultsCopy('fr');
    const sizes = await phrasesIn('fr', { '11-50': '11 à 50 salariés' });
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

  it('names the sector in the visitor’s language, in its sentences and its column', async () => {
    const french = await resultsCopy('fr');
    const frenchPhrases = await phrasesIn('fr', {});
    const sector = { group: 'sector:logistics', members: 20, percentAhead: 35 } as const;
    expect(standingSentence(french.benchmark, sector, 'fr', frenchPhrases)).toBe(
      'Vous devancez environ 35\u00a0% des entreprises de votre secteur (Logistique et transport) ayant réalisé l’évaluation (au moins 20).',
    );
    expect(
      standingSentence(french.benchmark, { ...sector, percentAhead: 0 }, 'fr', frenchPhrases),
    ).toBe(
      'Votre score se situe dans la tranche basse des entreprises de votre secteur (Logistique et transport) ayant réalisé l’évaluation (au moins 20)\u00a0: nos recommandations sont un bon point de départ.',
    );
    expect(standingColumn(french.benchmark, sector.group, frenchPhrases)).toBe(
      'Votre secteur (Logistique et transport)',
    );
    const english = await resultsCopy('en');
    const englishPhrases = await phrasesIn('en', {});
    expect(
      standingSentence(english.benchmark, { ...sector, percentAhead: 100 }, 'en', englishPhrases),
    ).toBe(
      'Your score is among the highest of the companies in your sector (Logistics and transport) that took the assessment (at least 20).',
    );
    expect(standingColumn(english.benchmark, sector.group, englishPhrases)).toBe(
      'Your sector (Logistics and transport)',
    );
  });

  it('says no share at 0 % or 100 %, where « environ 0 % » would read oddly', async () => {
    const { benchmark } = await resultsCopy('fr');
    const sizes = await phrasesIn('fr', { '1-10': '1 à 10 salariés' });
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
      standingSentence(
        benchmark,
        { group: 'all', members: 1250, percentAhead: 10 },
        'en',
        await phrasesIn('en', {}),
      ),
    ).toBe(
      'You are ahead of about 10% of the companies that took the assessment (at least 1,250).',
    );
    expect(progressRow(progress, 40, 52.5, 'en').change).toBe('Up 12.5 points');
    expect(progressRow(progress, 41, 40, 'en').change).toBe('Down 1 point');
  });
});
