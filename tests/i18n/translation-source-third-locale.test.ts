import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { translatedLocales, type Locale } from '@/lib/i18n/locales';
import { translationReport } from '@/lib/i18n/translation-report';
import { confirmTranslation, translationIssues } from '@/lib/i18n/translation-source';
import { localeText } from '@/schemas/objects/locale-text';

// The registry with a throwaway third language, as tests/i18n/third-locale.test.ts adds it.
vi.mock('@/lib/i18n/locale-registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/i18n/locale-registry')>();
  return {
    ...original,
    localeRegistry: [
      ...original.localeRegistry,
      {
        code: 'de',
        name: 'Deutsch',
        englishName: 'German',
        languageTag: 'de-DE',
        openGraph: 'de_DE',
      },
    ],
  };
});

const german = 'de' as Locale;

type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

const seed = readFileSync(path.resolve('studio/seed/production.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SeedDocument);

/** Every localized value of the seed with its English written, by the seed's own walk. */
function localizedPaths(): string[] {
  const types = ['localeString', 'localeText', 'localeBlockContent'];
  const paths: string[] = [];
  const visit = (value: unknown, at: string) => {
    if (Array.isArray(value)) {
      value.forEach((item: { _key?: string }, index) =>
        visit(item, `${at}${item?._key ? `[_key=="${item._key}"]` : `[${index}]`}`),
      );
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (types.includes(String(record._type))) {
        if (record.en !== undefined) paths.push(at);
        return;
      }
      for (const [key, child] of Object.entries(record)) {
        if (!key.startsWith('_')) visit(child, at.endsWith(' ') ? `${at}${key}` : `${at}.${key}`);
      }
    }
  };
  for (const document of seed) visit(document, `${document._id} `);
  return paths;
}

describe('a third language added to the registry', () => {
  it('is missing in every localized field of the seed, while French stays current', () => {
    expect(translatedLocales).toEqual(['fr', german]);
    const report = translationReport(seed, translatedLocales);
    const listed = report.documents.flatMap((document) =>
      document.issues.map((issue) => `${document.id} ${issue.path} ${issue.locale} ${issue.state}`),
    );
    const expected = localizedPaths().map((at) => `${at} de missing`);
    expect(expected.length).toBeGreaterThan(100);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('records its own source beside French', () => {
    const value = confirmTranslation(
      { _type: 'localeString', en: 'Hello', fr: 'Bonjour', de: 'Hallo' },
      german,
    );
    expect(translationIssues({ _id: 'x', _type: 'faqItem', value })).toEqual([
      { path: 'value', locale: 'fr', state: 'stale' },
    ]);
    const sources = localeText.fields.find((field) => field.name === 'sources') as {
      fields: Array<{ name: string }>;
    };
    expect(sources.fields.map((field) => field.name)).toEqual(['fr', 'de']);
  });
});
