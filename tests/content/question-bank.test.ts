import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuestionBank } from '@/lib/content/types';
import { chooseQuestions } from '@/lib/desk/questions';
import { lintEnglish, lintFrench } from '@/lib/i18n/french-lint';
import type { Locale } from '@/lib/i18n/locales';
import { BANK_LEVELS, CATEGORY_KEYS, QUESTION_COUNT } from '@/lib/model';

const seedPath = path.resolve('studio/seed/production.ndjson');
const languages: Locale[] = ['en', 'fr'];
const questionNumbers = Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1);

type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

let seed: SeedDocument[];
const banks = {} as Record<Locale, QuestionBank>;

/** The site's content module, reading the local dataset at `datasetPath` (the seed by default). */
async function loadContent(datasetPath?: string) {
  vi.resetModules();
  vi.stubEnv('SANITY_PROJECT_ID', '');
  vi.stubEnv('CONTENT_DATASET_PATH', datasetPath ?? '');
  return import('@/lib/content');
}

function seedText(id: string, field: 'question' | 'purpose', locale: Locale): unknown {
  const value = seed.find((document) => document._id === id)?.[field];
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[locale]
    : undefined;
}

beforeAll(async () => {
  seed = (await readFile(seedPath, 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SeedDocument);
  const { getQuestionBank } = await loadContent();
  for (const locale of languages) banks[locale] = await getQuestionBank(locale);
  vi.unstubAllEnvs();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each(languages)('the consultants’ question bank of the seed (%s)', (locale) => {
  it('reads every question of the seed in the language, with its note', () => {
    const bank = banks[locale];
    expect(bank).toHaveLength(seed.filter((document) => document._type === 'briefQuestion').length);
    for (const entry of bank) {
      expect(entry.question).toBe(seedText(entry._id, 'question', locale));
      expect(entry.purpose).toBe(seedText(entry._id, 'purpose', locale));
    }
  });

  it.each(CATEGORY_KEYS.flatMap((category) => BANK_LEVELS.map((level) => [category, level])))(
    'has at least two questions about %s at the %s level',
    (category, level) => {
      const about = banks[locale].filter(
        (entry) =>
          entry.category === category && entry.levels.includes(level) && !entry.whenAnswered,
      );
      expect(about.length).toBeGreaterThanOrEqual(2);
      for (const entry of about) expect(entry.question.trim()).not.toBe('');
    },
  );

  it('ties questions to answers of at least eight assessment questions, each in its category', () => {
    const tied = banks[locale].flatMap((entry) => (entry.whenAnswered ? [entry] : []));
    const numbers = new Set(tied.map((entry) => entry.whenAnswered!.number));
    expect(numbers.size).toBeGreaterThanOrEqual(8);
    for (const entry of tied) {
      const { number, letters, options } = entry.whenAnswered!;
      expect(letters.length, entry._id).toBeGreaterThan(0);
      // The answered question's options, read through the reference, in the language.
      expect(options.map((option) => option.letter)).toEqual(['A', 'B', 'C', 'D']);
      const answered = seed.find((document) => document._id === `assessmentQuestion-${number}`);
      expect(answered?.category).toEqual({
        _type: 'reference',
        _ref: `assessmentCategory-${entry.category}`,
      });
    }
  });

  it('marks one question per category to ask someone who wrote without a score', () => {
    const marked = banks[locale].filter((entry) => entry.general && !entry.whenAnswered);
    expect(new Set(marked.map((entry) => entry.category))).toEqual(new Set(CATEGORY_KEYS));
  });

  it('gives every lead five questions, those its answers call for first', () => {
    const weakData = {
      answers: 'AAAAAAAAADDCAAAAAAAA',
      questionNumbers,
      categoryScores: CATEGORY_KEYS.map((category) => ({
        category,
        score: category === 'data' ? 6 : 14,
        maxScore: 16,
        percentage: category === 'data' ? 37.5 : 87.5,
        readinessLevel: category === 'data' ? ('Low' as const) : ('High' as const),
      })),
    };
    const chosen = chooseQuestions(banks[locale], weakData);
    expect(chosen).toHaveLength(5);
    expect(chosen.slice(0, 2).map((choice) => choice.why)).toEqual([
      expect.objectContaining({ kind: 'answer', questionNumber: 10, letter: 'D' }),
      expect.objectContaining({ kind: 'answer', questionNumber: 11, letter: 'D' }),
    ]);
    const withoutScores = chooseQuestions(banks[locale], {
      answers: null,
      questionNumbers,
      categoryScores: [],
    });
    expect(withoutScores.map((choice) => choice.category)).toEqual(CATEGORY_KEYS);
  });
});

describe('the question bank’s copy', () => {
  it('follows the French lint in every question and note', () => {
    const findings = banks.fr.flatMap((entry) =>
      [entry.question, entry.purpose ?? ''].flatMap((text) =>
        lintFrench(text).map((finding) => `${entry._id}: [${finding.rule}] ${finding.excerpt}`),
      ),
    );
    expect(banks.fr.length).toBeGreaterThanOrEqual(30);
    expect(findings).toEqual([]);
  });

  it('keeps to the English termbase', () => {
    const findings = banks.en.flatMap((entry) =>
      [entry.question, entry.purpose ?? ''].flatMap((text) =>
        lintEnglish(text).map((finding) => `${entry._id}: [${finding.rule}] ${finding.excerpt}`),
      ),
    );
    expect(findings).toEqual([]);
  });

  it('is a French text in French, not the English one', () => {
    const english = new Map(banks.en.map((entry) => [entry._id, entry.question]));
    expect(banks.fr.filter((entry) => entry.question === english.get(entry._id))).toEqual([]);
  });
});

describe('the question bank’s read', () => {
  it('returns published questions only', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'question-bank-'));
    try {
      const copy = path.join(directory, 'production.ndjson');
      const draft = {
        ...seed.find((document) => document._id === 'briefQuestion-data-low-1'),
        _id: 'drafts.briefQuestion-data-low-1',
        question: { _type: 'localeText', en: 'A draft', fr: 'Un brouillon' },
      };
      await writeFile(copy, `${await readFile(seedPath, 'utf8')}${JSON.stringify(draft)}\n`);
      const { getQuestionBank } = await loadContent(copy);
      const bank = await getQuestionBank('en');
      expect(bank.map((entry) => entry.question)).not.toContain('A draft');
      expect(bank.filter((entry) => entry._id === 'briefQuestion-data-low-1')).toHaveLength(1);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
