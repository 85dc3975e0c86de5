import { readFile } from 'node:fs/promises';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { selectRecommendations } from '@/lib/assessment/scoring';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { ASSESSMENT_CATEGORIES_QUERY, ASSESSMENT_SETTINGS_QUERY } from '@/lib/content/queries';
import type { Locale } from '@/lib/i18n/locales';
import { buildAssessmentReport } from '@/lib/assessment/report/build-report';
import { toDrawableText } from '@/lib/assessment/report/drawable-text';
import { toResultsContent } from '@/lib/assessment/results/content';
import type { Standing } from '@/lib/assessment/results/standing';
import type { StoredResult } from '@/lib/assessment/session/stored-result';
import type {
  ASSESSMENT_CATEGORIES_QUERY_RESULT,
  ASSESSMENT_SETTINGS_QUERY_RESULT,
} from '@/sanity.types';
import { dictionaries, publishedSectors, resultsCopy } from '../support/messages';
import { aStoredResult } from '../support/stored-result-fixture';
import { pdfText } from './pdf-text';

// The files the browser fetches on Download (lib/assessment/report/report-fonts.ts).
const fontFile = (name: string) => readFile(`node_modules/geist/dist/fonts/geist-sans/${name}`);
const fonts = Promise.all([fontFile('Geist-Regular.ttf'), fontFile('Geist-Bold.ttf')]).then(
  ([regular, bold]) => ({ regular, bold }),
);

async function contentIn(locale: Locale) {
  const [categories, settings] = await Promise.all([
    queryLocalDataset<ASSESSMENT_CATEGORIES_QUERY_RESULT>(ASSESSMENT_CATEGORIES_QUERY, { locale }),
    queryLocalDataset<ASSESSMENT_SETTINGS_QUERY_RESULT>(ASSESSMENT_SETTINGS_QUERY, { locale }),
  ]);
  return toResultsContent(categories, settings);
}

async function reportText(result: StoredResult, locale: Locale) {
  const t = createTranslator({
    locale,
    messages: dictionaries[locale],
    namespace: 'results',
  });
  const bytes = await buildAssessmentReport({
    locale,
    result,
    content: await contentIn(locale),
    sectors: await publishedSectors(locale),
    copy: await resultsCopy(locale),
    siteName: 'Lumen AI Consulting',
    schedulingUrl: 'https://calendly.com/lumen-ai/30min',
    t,
    fonts: await fonts,
  });
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  // Lines are wrapped: compare text with single spaces across line ends.
  return pdfText(bytes).replace(/\s+/g, ' ');
}

// Every category at the lowest level: the report carries the most recommendations.
const veryLowEverywhere: Partial<StoredResult> = {
  percentage: 25,
  totalScore: 20,
  overallReadinessLevel: 'Very Low',
  categoryScores: ['leadership', 'organization', 'data', 'financial', 'risk'].map((category) => ({
    category,
    score: 4,
    maxScore: 16,
    readinessLevel: 'Very Low' as const,
    percentage: 25,
  })),
};

describe('the PDF report', () => {
  it('names the visitor and gives every score, level and recommendation in English', async () => {
    const result = aStoredResult();
    const text = await reportText(result, 'en');
    const content = await contentIn('en');

    expect(text).toContain('AI Readiness Assessment Report');
    expect(text).toContain('Prepared for: Émilie O’Connor');
    expect(text).toContain('Company: Atelier Nord & Fils');
    expect(text).toContain('Date: November 20, 2025');
    expect(text).toContain('66%');
    expect(text).toContain('Score: 53 of 80 points (66%)');
    expect(text).toContain('Moderate readiness');
    expect(text).toContain('14 of 16 points (88%), level: High');
    expect(text).toContain('9 of 16 points (56%), level: Moderate');
    for (const score of result.categoryScores) {
      const category = content.categories.find((entry) => entry.key === score.category);
      expect(category).toBeDefined();
      expect(text).toContain(category!.title);
      for (const recommendation of selectRecommendations(
        score.readinessLevel,
        category!.recommendations,
      )) {
        expect(text).toContain(recommendation.replace(/\s+/g, ' '));
      }
    }
    // High gives the two leadership recommendations, not the improvement ones.
    const leadership = content.categories.find((entry) => entry.key === 'leadership')!;
    expect(text).not.toContain(leadership.recommendations.improvement[0]!);
    expect(text).toContain('https://calendly.com/lumen-ai/30min');
  });

  it('is written in French for a French visitor, with the narrow spaces made drawable', async () => {
    const result = aStoredResult(veryLowEverywhere, 'fr');
    const text = await reportText(result, 'fr');
    const content = await contentIn('fr');

    expect(text).toContain('Rapport d’évaluation de maturité IA');
    expect(text).toContain('Préparé pour : Émilie O’Connor');
    expect(text).toContain('Date : 20 novembre 2025');
    expect(text).toContain('25 %');
    expect(text).toContain('Score : 20 points sur 80 (25 %)');
    expect(text).toContain('4 points sur 16 (25 %) · Niveau très faible');
    const data = content.categories.find((entry) => entry.key === 'data')!;
    expect(text).toContain(data.title);
    for (const recommendation of data.recommendations.improvement) {
      expect(text).toContain(recommendation.replace(/\s+/g, ' '));
    }
    expect(text).not.toContain('Prepared for');
  });

  it('never starts a French line with the punctuation its no-break space holds back', async () => {
    const locale = 'fr';
    const t = createTranslator({
      locale,
      messages: dictionaries[locale],
      namespace: 'results',
    });
    const bytes = await buildAssessmentReport({
      locale,
      result: aStoredResult(veryLowEverywhere, locale),
      content: await contentIn(locale),
      sectors: await publishedSectors(locale),
      copy: await resultsCopy(locale),
      siteName: 'Lumen AI Consulting',
      schedulingUrl: 'https://calendly.com/lumen-ai/30min',
      t,
      fonts: await fonts,
    });
    const lines = pdfText(bytes).split('\n');
    expect(lines.length).toBeGreaterThan(40);
    expect(lines.filter((line) => /^\s*[:;!?»%]/.test(line))).toEqual([]);
  });

  it('prints Polish and Cyrillic names as written; an emoji becomes a question mark', async () => {
    const contactInfo = {
      ...aStoredResult().contactInfo,
      firstName: 'Łukasz',
      lastName: 'Żółć',
      companyName: 'Дмитрий Шостакович и партнёры 🚀',
    };
    const english = await reportText(aStoredResult({ contactInfo }), 'en');
    expect(english).toContain('Prepared for: Łukasz Żółć');
    expect(english).toContain('Company: Дмитрий Шостакович и партнёры ?');

    const french = await reportText(
      aStoredResult(
        { contactInfo: { ...contactInfo, firstName: 'Дмитрий', lastName: 'Орлов' } },
        'fr',
      ),
      'fr',
    );
    expect(french).toContain('Préparé pour : Дмитрий Орлов');
    expect(french).not.toContain('\ufffd');
  });

  it('compares with the sector by its name in the visitor’s language, and leaves out a sector no longer published', async () => {
    const standing = (group: Standing['group'], percentAhead: number) => ({
      group,
      members: 10,
      percentAhead,
    });
    const groups = [
      standing('11-50', 40),
      standing('sector:logistics', 65),
      standing('sector:retired', 5),
      standing('all', 50),
    ];
    const result = aStoredResult(
      {
        extras: {
          link: 'A'.repeat(32),
          standings: {
            overall: groups,
            categories: Object.fromEntries(
              aStoredResult().categoryScores.map(({ category }) => [category, groups]),
            ),
          },
          previous: null,
          confirmed: true,
        },
      },
      'fr',
    );
    const text = await reportText(result, 'fr');
    expect(text).toContain(
      'Vous devancez environ 65 % des entreprises de votre secteur (Logistique et transport) ayant réalisé l’évaluation (au moins 10).',
    );
    expect(text).toContain('Votre secteur (Logistique et transport) : 65 %');
    expect(text).not.toContain('retired');
    expect(text).not.toContain('environ 5 %');
  });

  it('cuts a word longer than a line instead of running off the page', async () => {
    const longCompany = `${'Verylongcompanyname'.repeat(8)} SA`;
    const text = await reportText(
      aStoredResult({
        contactInfo: { ...aStoredResult().contactInfo, companyName: longCompany },
      }),
      'en',
    );
    expect(text.replace(/ /g, '')).toContain(`Company:${longCompany.replace(/ /g, '')}`);
  });
});

const latin1 = new Set(Array.from({ length: 0x100 - 0x20 }, (_, index) => index + 0x20));

describe('toDrawableText', () => {
  // A font with WinAnsi's characters, the smallest the report could meet.
  const winAnsi = new Set([...latin1, 0x2019, 0x2022, 0x20ac]);

  it('keeps no-break and narrow spaces unbreakable, as plain spaces in a font without them', () => {
    expect(toDrawableText('Score\u202f: 25\u00a0%\u2009!', winAnsi)).toBe(
      'Score\u00a0: 25\u00a0% !',
    );
    const withoutNoBreakSpace = new Set([...winAnsi].filter((code) => code !== 0xa0));
    expect(toDrawableText('Score\u202f: 25\u00a0%', withoutNoBreakSpace)).toBe('Score : 25 %');
  });

  it('keeps what the font has and replaces the rest', () => {
    expect(toDrawableText('L’IA coûte 5,44 €', winAnsi)).toBe('L’IA coûte 5,44 €');
    expect(toDrawableText('Dvořák 🚀', winAnsi)).toBe('Dvorák ?');
  });
});
