import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentLake, type ContentLake } from '@/tests/support/content-lake';
import { translatedLocales } from '@/lib/i18n/locales';
import { formatTranslationReport, translationReport } from '@/lib/i18n/translation-report';
import {
  confirmTranslation,
  sourceFingerprint,
  translationIssues,
  translationState,
} from '@/lib/i18n/translation-source';

type SeedDocument = { _id: string; _type: string; [field: string]: unknown };
type Localized = { _type: string; en?: unknown; fr?: unknown; sources?: Record<string, string> };

const seedPath = path.resolve('studio/seed/production.ndjson');

function readSeed(): SeedDocument[] {
  return readFileSync(seedPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SeedDocument);
}

// A field in an array nested in an object: the solutions page's second benefit.
const BENEFIT_PATH = 'benefits.items[_key=="b2"].description';

function benefitOf(document: SeedDocument): Localized {
  const items = (document.benefits as { items: Array<{ _key: string; description: Localized }> })
    .items;
  const item = items.find((candidate) => candidate._key === 'b2');
  if (!item) throw new Error('The seed’s solutions page has no benefit b2.');
  return item.description;
}

/** The seed with the solutions page's benefit b2 changed as `edit` says. */
function withBenefit(edit: (value: Localized) => Localized): SeedDocument[] {
  return readSeed().map((document) => {
    if (document._id !== 'aiSolutionsPage') return document;
    const copy = structuredClone(document);
    const items = (copy.benefits as { items: Array<{ _key: string; description: Localized }> })
      .items;
    for (const item of items) if (item._key === 'b2') item.description = edit(item.description);
    return copy;
  });
}

const englishEdit = (value: Localized): Localized => ({
  ...value,
  en: `${String(value.en)} Now with a second sentence.`,
});

const run = promisify(execFile);

/** `npm run translations` as an operator runs it: on the dataset file given, or these settings. */
async function translationsCommand(settings: string | Record<string, string>, args: string[]) {
  const content = typeof settings === 'string' ? { CONTENT_DATASET_PATH: settings } : settings;
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/translations.mjs', ...args], {
      env: { ...process.env, SANITY_PROJECT_ID: '', CONTENT_DATASET_PATH: '', ...content },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the seed dataset', () => {
  it('has no missing or stale translation', () => {
    const report = translationReport(readSeed(), translatedLocales);
    expect(formatTranslationReport(report, translatedLocales)).toBe(
      'Every translation (fr) is current.\n',
    );
    expect(report.count).toBe(0);
  });

  it('passes `npm run translations -- --check`', async () => {
    const { code, stdout } = await translationsCommand(seedPath, ['--check']);
    expect(stdout).toBe('Every translation (fr) is current.\n');
    expect(code).toBe(0);
  });
});

describe('an English edit of a field in a nested array', () => {
  const edited = withBenefit(englishEdit);

  it('makes exactly that field stale', () => {
    const report = translationReport(edited, translatedLocales);
    expect(report.count).toBe(1);
    expect(report.documents).toEqual([
      {
        id: 'aiSolutionsPage',
        type: 'aiSolutionsPage',
        title: undefined,
        issues: [{ path: BENEFIT_PATH, locale: 'fr', state: 'stale' }],
      },
    ]);
    expect(formatTranslationReport(report, translatedLocales)).toBe(
      [
        '1 field to translate (fr) in 1 document:',
        '',
        'aiSolutionsPage aiSolutionsPage',
        `  stale    fr  ${BENEFIT_PATH}`,
        '',
      ].join('\n'),
    );
  });

  it('is cleared by "Still correct", which records the English as it is now', () => {
    const confirmed = withBenefit((value) => confirmTranslation(englishEdit(value), 'fr'));
    expect(translationReport(confirmed, translatedLocales).count).toBe(0);
  });

  it('stays stale after a French edit alone, and is cleared when the edit records its English', () => {
    const frenchEdit = (value: Localized): Localized => ({
      ...englishEdit(value),
      fr: `${String(value.fr)} Désormais avec une seconde phrase.`,
    });
    const unconfirmed = withBenefit(frenchEdit);
    expect(translationIssues(unconfirmed.find((doc) => doc._id === 'aiSolutionsPage')!)).toEqual([
      { path: BENEFIT_PATH, locale: 'fr', state: 'stale' },
    ]);
    const saved = withBenefit((value) => confirmTranslation(frenchEdit(value), 'fr'));
    const page = saved.find((doc) => doc._id === 'aiSolutionsPage')!;
    expect(translationState(benefitOf(page) as Record<string, unknown>, 'fr')).toBe('current');
    expect(translationReport(saved, translatedLocales).count).toBe(0);
  });

  describe('read by `npm run translations` from a dataset file', () => {
    let directory: string;
    let file: string;
    beforeAll(async () => {
      directory = await mkdtemp(path.join(tmpdir(), 'translations-'));
      file = path.join(directory, 'production.ndjson');
      await writeFile(file, edited.map((document) => JSON.stringify(document)).join('\n'));
    });
    afterAll(() => rm(directory, { recursive: true, force: true }));

    it('is named, and --check exits non-zero', async () => {
      const { code, stdout } = await translationsCommand(file, ['--check', '--locale', 'fr']);
      expect(stdout).toContain(`aiSolutionsPage aiSolutionsPage\n  stale    fr  ${BENEFIT_PATH}\n`);
      expect(stdout.match(/^ {2}(stale|missing) /gm)).toHaveLength(1);
      expect(code).toBe(1);
    });

    it('is listed without --check, which exits zero: only --check fails', async () => {
      const { code, stdout } = await translationsCommand(file, []);
      expect(stdout).toContain(BENEFIT_PATH);
      expect(code).toBe(0);
    });

    it('refuses a language that is not translated', async () => {
      const { code, stderr } = await translationsCommand(file, ['--locale', 'en']);
      expect(stderr).toContain('--locale is one of fr, not "en".');
      expect(code).toBe(2);
    });
  });

  describe('read by `npm run translations` from the Content Lake', () => {
    const token = 'read-token-for-the-translations-test';
    let lake: ContentLake;
    beforeAll(async () => {
      // A draft whose French is stale too: the list speaks of what visitors read.
      const draft = readSeed()
        .filter((document) => document._id === 'legalNoticePage')
        .map((document) => ({
          ...document,
          _id: `drafts.${document._id}`,
          title: { _type: 'localeString', en: 'Changed', fr: 'Inchangé' },
        }));
      lake = await startContentLake({ dataset: [...edited, ...draft], token });
    });
    afterAll(() => lake.stop());

    it('names the field of the published document only, and --check exits non-zero', async () => {
      const { code, stdout, stderr } = await translationsCommand(
        {
          SANITY_PROJECT_ID: lake.projectId,
          SANITY_DATASET: lake.datasetName,
          SANITY_API_HOST: lake.apiHost,
          SANITY_API_READ_TOKEN: token,
        },
        ['--check'],
      );
      expect(stderr).toBe('');
      expect(stdout).toBe(
        `1 field to translate (fr) in 1 document:\n\naiSolutionsPage aiSolutionsPage\n  stale    fr  ${BENEFIT_PATH}\n`,
      );
      expect(code).toBe(1);
      expect(lake.queries('sanity.*')).toHaveLength(1);
    });
  });
});

describe('a translation’s state', () => {
  const value = (en: unknown, fr: unknown) =>
    confirmTranslation({ _type: 'localeString', en, fr }, 'fr');

  it('is missing where French is empty, and not asked where English is', () => {
    expect(translationState({ _type: 'localeString', en: 'Hello', fr: '  ' }, 'fr')).toBe(
      'missing',
    );
    const document = {
      _id: 'faq',
      _type: 'faqItem',
      question: { _type: 'localeString', en: 'Hello' },
      note: { _type: 'localeText', en: ' ', fr: 'Bonjour' },
    };
    expect(translationIssues(document)).toEqual([
      { path: 'question', locale: 'fr', state: 'missing' },
    ]);
  });

  it('is stale where no fingerprint was recorded', () => {
    expect(translationState({ _type: 'localeString', en: 'Hello', fr: 'Bonjour' }, 'fr')).toBe(
      'stale',
    );
    expect(translationState(value('Hello', 'Bonjour'), 'fr')).toBe('current');
  });

  it('is found inside arrays, by key or by place, and in values written without a type', () => {
    const text = (words: string) => [
      { _key: 'b', _type: 'block', children: [{ _key: 's', _type: 'span', text: words }] },
    ];
    const document = {
      _id: 'page',
      _type: 'legalNoticePage',
      intro: value('Hello', 'Bonjour'),
      sections: [
        {
          _key: 'purposes',
          _type: 'legalSection',
          body: { _type: 'localeBlockContent', en: text('Why'), fr: text('Pourquoi') },
        },
        { _type: 'legalSection', title: { en: 'Who', fr: 'Qui' } },
      ],
    };
    expect(translationIssues(document)).toEqual([
      { path: 'sections[_key=="purposes"].body', locale: 'fr', state: 'stale' },
      { path: 'sections[1].title', locale: 'fr', state: 'stale' },
    ]);
  });
});

describe('the printed list', () => {
  it('shows a title’s or a key’s control characters as marks, never acts on them', () => {
    const document = {
      _id: 'faq-1',
      _type: 'faqItem',
      question: { _type: 'localeString', en: 'Price?\u001b[2J', fr: '' },
      items: [{ _key: 'a\u001b]8;;x', value: { _type: 'localeText', en: 'Hello' } }],
    };
    const printed = formatTranslationReport(translationReport([document], ['fr']), ['fr']);
    expect(printed).not.toMatch(/\u001b/);
    expect(printed).toContain('faqItem faq-1 “Price?\uFFFD[2J”');
    // A key is quoted as Sanity's paths quote it, its control characters escaped.
    expect(printed).toContain('missing  fr  items[_key=="a\\u001b]8;;x"].value');
  });
});

describe('the fingerprint of rich text', () => {
  const block = (key: string, spans: Array<[string, string[]]>, markDefs: object[] = []) => ({
    _key: key,
    _type: 'block',
    style: 'normal',
    markDefs,
    children: spans.map(([text, marks], index) => ({
      _key: `${key}-${index}`,
      _type: 'span',
      text,
      marks,
    })),
  });
  const link = (key: string, ref: string) => ({
    _key: key,
    _type: 'internalLink',
    reference: { _type: 'reference', _ref: ref },
  });
  const original = [
    block(
      'a',
      [
        ['Read the ', []],
        ['privacy policy', ['l1']],
      ],
      [link('l1', 'privacyPolicyPage')],
    ),
  ];

  it('ignores keys and how spans with the same marks are split', () => {
    const rekeyed = [
      block(
        'z',
        [
          ['Read ', []],
          ['the ', []],
          ['privacy policy', ['m9']],
        ],
        [link('m9', 'privacyPolicyPage')],
      ),
    ];
    expect(sourceFingerprint(rekeyed)).toBe(sourceFingerprint(original));
  });

  it('changes with the text, a mark, a link’s target or a block’s style', () => {
    const variants = [
      [
        block(
          'a',
          [
            ['Read the ', []],
            ['cookie policy', ['l1']],
          ],
          [link('l1', 'privacyPolicyPage')],
        ),
      ],
      [
        block(
          'a',
          [
            ['Read the ', ['strong']],
            ['privacy policy', ['l1']],
          ],
          [link('l1', 'privacyPolicyPage')],
        ),
      ],
      [
        block(
          'a',
          [
            ['Read the ', []],
            ['privacy policy', ['l1']],
          ],
          [link('l1', 'legalNoticePage')],
        ),
      ],
      [{ ...original[0], style: 'h2' }],
    ];
    const fingerprints = new Set([original, ...variants].map(sourceFingerprint));
    expect(fingerprints.size).toBe(variants.length + 1);
  });

  it('is short and the same for the same text', () => {
    expect(sourceFingerprint('Hello')).toMatch(/^[0-9a-f]{12}$/);
    expect(sourceFingerprint('Hello')).toBe(sourceFingerprint('Hello'));
    expect(sourceFingerprint('Hello')).not.toBe(sourceFingerprint('Hello.'));
  });
});
