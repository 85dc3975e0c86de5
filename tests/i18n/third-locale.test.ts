import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { evaluate, parse } from 'groq-js';
import { createTranslator } from 'next-intl';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAssessmentReport } from '@/lib/assessment/report/build-report';
import { toResultsContent } from '@/lib/assessment/results/content';
import { loadLocalDataset } from '@/lib/content/local-dataset';
import { ASSESSMENT_CATEGORIES_QUERY, ASSESSMENT_SETTINGS_QUERY } from '@/lib/content/queries';
import { localeRegistry } from '@/lib/i18n/locale-registry';
import { isLocale, locales, translatedLocales, type Locale } from '@/lib/i18n/locales';
import { localizedGroq, localizedGroqSource } from '@/lib/i18n/localized-groq';
import { localeRedirect } from '@/lib/i18n/routing';
import { confirmTranslation } from '@/lib/i18n/translation-source';
import { applyMigrations } from '@/lib/database/migrations';
import { contactSubmissionRow } from '@/lib/database/rows';
import { shapeChecksSql } from '@/lib/database/shape-checks';
import { composeMetadata } from '@/lib/seo/metadata';
import { localeString } from '@/schemas/objects/locale-string';
import { localizedValuePreview } from '@/schemas/shared/preview';
import { aContactLead } from '../support/lead-fixtures';
import { dictionaries, resultsCopy } from '../support/messages';
import { aStoredResult } from '../support/stored-result-fixture';

// The registry with a throwaway third language: everything that derives from the registry must
// take it without another change.
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

// The type knows only the languages written in the registry; the mock adds one at run time.
const german = 'de' as Locale;

describe('a third language added to the registry', () => {
  it('becomes a language of the routes', () => {
    expect(localeRegistry.map((entry) => entry.code)).toContain('de');
    expect(locales).toContain(german);
    expect(translatedLocales).toContain(german);
    expect(isLocale('de')).toBe(true);
    expect(localeRedirect('/de/contact')).toBeUndefined();
    expect(localeRedirect('/DE/contact')).toBe('/de/contact');
  });

  it('is read from a localized field, and falls back to the default language where missing', async () => {
    // The queries' fallback as `npm run registry:sync` would write it for this registry.
    expect(localizedGroqSource()).toContain(
      '$locale == "de" => coalesce(${field}.de, ${field}.en)',
    );
    const query = `*[_type == "faqItem"] | order(order asc){ "question": ${localizedGroq('question')} }`;
    const { documents } = await loadLocalDataset();
    const first = documents
      .filter((document) => document._type === 'faqItem')
      .sort((a, b) => Number(a.order) - Number(b.order))[0]!;
    const dataset = documents.map((document) =>
      document._id === first._id
        ? { ...first, question: { ...(first.question as object), de: 'Was ist KI-Bereitschaft?' } }
        : document,
    );
    const [inGerman, inEnglish] = await Promise.all(
      ['de', 'en'].map(async (locale) => {
        const params = { locale };
        return (await evaluate(parse(query, { params }), { dataset, params })).get();
      }),
    );
    expect(inGerman[0].question).toBe('Was ist KI-Bereitschaft?');
    expect(inGerman.slice(1)).toEqual(inEnglish.slice(1));
    expect(inEnglish[0].question).not.toBe(inGerman[0].question);
  });

  it('gets a field, a title and a missing-translation flag in the Studio', () => {
    const field = localeString.fields.find((candidate) => candidate.name === 'de');
    expect(field).toMatchObject({ name: 'de', title: 'Deutsch', type: 'string' });
    expect(localizedValuePreview.select).toMatchObject({ de: 'de' });
    // Translated from the English it has now: current in every language written.
    const translated = (value: Record<string, unknown>) =>
      confirmTranslation(confirmTranslation(value, 'fr'), 'de' as Locale);
    expect(localizedValuePreview.prepare(translated({ en: 'Hello', fr: 'Bonjour' })).subtitle).toBe(
      'DE missing',
    );
    expect(
      localizedValuePreview.prepare(translated({ en: 'Hello', fr: 'Bonjour', de: 'Hallo' }))
        .subtitle,
    ).toBe('');
    expect(
      localizedValuePreview.prepare({ en: 'Hello', fr: 'Bonjour', de: 'Hallo' }).subtitle,
    ).toBe('FR to check · DE to check');
  });

  it('gets its alternate address and Open Graph locale in every page’s metadata', () => {
    const metadata = composeMetadata(
      { locale: german, page: { name: 'contact' }, title: 'Kontakt' },
      { siteUrl: 'https://example.com', siteName: 'Lumen', description: 'AI' },
    );
    expect(metadata.alternates?.languages).toMatchObject({
      de: 'https://example.com/de/contact',
      en: 'https://example.com/en/contact',
    });
    expect(metadata.openGraph).toMatchObject({ locale: 'de_DE' });
    const english = composeMetadata(
      { locale: 'en', page: { name: 'contact' }, title: 'Contact' },
      { siteUrl: 'https://example.com', siteName: 'Lumen', description: 'AI' },
    );
    expect(english.openGraph).toMatchObject({ alternateLocale: ['fr_FR', 'de_DE'] });
  });

  it('tags the PDF report with its language', async () => {
    const fontFile = (name: string) => readFile(`node_modules/geist/dist/fonts/geist-sans/${name}`);
    const [categories, settings] = await Promise.all(
      [ASSESSMENT_CATEGORIES_QUERY, ASSESSMENT_SETTINGS_QUERY].map(async (query) => {
        const { documents } = await loadLocalDataset();
        const params = { locale: 'de' };
        return (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
      }),
    );
    const bytes = await buildAssessmentReport({
      locale: german,
      result: aStoredResult(),
      content: toResultsContent(categories, settings),
      sectors: [],
      copy: await resultsCopy('en'),
      siteName: 'Lumen AI Consulting',
      schedulingUrl: 'https://calendly.com/lumen-ai/30min',
      // No German dictionary: the interface's words stay English, the language tag is German.
      t: createTranslator({
        locale: 'en',
        messages: dictionaries.en,
        namespace: 'results',
      }),
      fonts: {
        regular: await fontFile('Geist-Regular.ttf'),
        bold: await fontFile('Geist-Bold.ttf'),
      },
    });
    const pdf = await PDFDocument.load(bytes);
    const language = pdf.catalog.lookup(PDFName.of('Lang'), PDFString);
    expect(language.decodeText()).toBe('de-DE');
  });

  describe('in the database', () => {
    let db: PGlite;
    beforeAll(async () => {
      db = await PGlite.create();
      await applyMigrations(db, process.cwd());
      // What `npm run registry:sync` would write for this registry.
      await db.exec(shapeChecksSql(locales));
    });
    afterAll(() => db.close());

    async function storeContact(locale: string) {
      const row = contactSubmissionRow(aContactLead({ locale: locale as Locale }));
      const columns = Object.keys(row);
      await db.query(
        `insert into api.contact_submissions (${columns.join(', ')})
         values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(row),
      );
      return row.id;
    }

    it('stores its leads, and still refuses a language the registry lacks', async () => {
      const id = await storeContact('de');
      const { rows } = await db.query<{ locale: string }>(
        'select locale from api.contact_submissions where id = $1',
        [id],
      );
      expect(rows).toEqual([{ locale: 'de' }]);
      await expect(storeContact('it')).rejects.toThrow(/locale_is_known/);
    });
  });
});
