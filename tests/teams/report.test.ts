import { describe, expect, it } from 'vitest';
import { teamViewOf } from '@/lib/database/teams';
import { parseJoinedTeam } from '@/lib/assessment/session/team';
import { teamReport, type TeamViewTexts } from '@/lib/teams/report';

const texts: TeamViewTexts = {
  caption: 'By category',
  columns: {
    category: 'Category',
    median: 'Median',
    lowest: 'Lowest',
    highest: 'Highest',
    outOf: 'Out of',
  },
  apartTitle: 'Apart',
  apartItem: (low, high) => `from ${low} to ${high}`,
  apartNone: 'Close',
  number: (value) => new Intl.NumberFormat('fr', { maximumFractionDigits: 1 }).format(value),
};

const categories = [
  { key: 'leadership', title: 'Leadership' },
  { key: 'data', title: 'Données' },
];

const options = [
  { letter: 'A', label: 'Fully' },
  { letter: 'B', label: 'Mostly' },
  { letter: 'C', label: 'Partly' },
  { letter: 'D', label: 'Not yet' },
];

describe('the team’s view', () => {
  it('shows nothing but the count until the database answers the spread', () => {
    const view = teamViewOf({
      company_name: 'Acme',
      respondents: 2,
      categories: null,
      questions: null,
    });
    expect(view).toEqual({
      companyName: 'Acme',
      respondents: 2,
      categories: null,
      questions: null,
    });
    expect(teamReport(view, categories, [], texts)).toBeNull();
  });

  it('names categories and answers in the page’s language, and formats the median as the language does', () => {
    const view = teamViewOf({
      company_name: 'Acme',
      respondents: 3,
      categories: [
        { category: 'leadership', median: 9.5, lowest: 6, highest: 14, max_score: 16 },
        { category: 'data', median: 8, lowest: 8, highest: 12, max_score: 16 },
        // A category the code does not know is left out, never shown under a raw key.
        { category: 'astrology', median: 1, lowest: 1, highest: 1, max_score: 16 },
      ],
      questions: [
        { number: 2, lowest: 1, highest: 4 },
        { number: 99, lowest: 1, highest: 3 },
      ],
    });
    const report = teamReport(
      view,
      categories,
      [{ number: 2, question: 'Is there a plan?', options }],
      texts,
    );
    expect(report?.table.rows).toEqual([
      { key: 'leadership', header: 'Leadership', cells: ['9,5', '6', '14', '16'] },
      { key: 'data', header: 'Données', cells: ['8', '8', '12', '16'] },
    ]);
    expect(report?.apart.items).toEqual([
      { question: 'Is there a plan?', range: 'from Not yet to Fully' },
    ]);
  });
});

describe('the team a tab keeps', () => {
  it('is a token of ours, or none', () => {
    const token = 'A'.repeat(32);
    expect(parseJoinedTeam(JSON.stringify({ token, companyName: 'Acme' }))).toEqual({
      token,
      companyName: 'Acme',
    });
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      JSON.stringify({ token: 'short' }),
      JSON.stringify({ token: `${token}<` }),
    ]) {
      expect(parseJoinedTeam(raw)).toBeNull();
    }
  });
});

describe('the team’s view as a PDF', () => {
  it('prints the table and the questions apart, in the report’s language, with nobody’s own scores', async () => {
    const { readFile } = await import('node:fs/promises');
    const { buildTeamPdf } = await import('@/lib/teams/pdf');
    const { pdfText } = await import('../assessment/pdf-text');
    const fontFile = (name: string) => readFile(`node_modules/geist/dist/fonts/geist-sans/${name}`);
    const [regular, bold] = await Promise.all([
      fontFile('Geist-Regular.ttf'),
      fontFile('Geist-Bold.ttf'),
    ]);
    const view = teamViewOf({
      company_name: 'Łódź Freight',
      respondents: 3,
      categories: [{ category: 'leadership', median: 9.5, lowest: 6, highest: 14, max_score: 16 }],
      questions: [{ number: 2, lowest: 1, highest: 4 }],
    });
    const report = teamReport(
      view,
      categories,
      [{ number: 2, question: 'Is there a plan?', options }],
      texts,
    )!;
    const pdf = await buildTeamPdf(
      {
        locale: 'fr',
        title: 'Łódź Freight : la maturité IA de l’équipe',
        intro: '3 personnes',
        report,
      },
      { regular, bold },
    );
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Łódź Freight');
    expect(text).toContain('Leadership');
    expect(text).toContain('Median: 9,5 · Lowest: 6 · Highest: 14 · Out of: 16');
    expect(text).toContain('Is there a plan?');
    expect(text).toContain('from Not yet to Fully');
  });
});
