import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { serviceSlugs, useCaseSlugs } from '@/lib/routes';

const { unstableCache } = vi.hoisted(() => ({
  unstableCache: vi.fn(<T>(read: T, _keyParts: string[], _options: { tags: string[] }) => read),
}));
vi.mock('next/cache', () => ({ unstable_cache: unstableCache, revalidateTag: vi.fn() }));

const seedPath = path.resolve('studio/seed/production.ndjson');
const languages: Locale[] = ['en', 'fr'];

type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

let seed: SeedDocument[];

function seedDocument(id: string): SeedDocument {
  const document = seed.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`No seed document ${id}.`);
  return document;
}

function localizedValue(value: unknown, language: Locale): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[language]
    : undefined;
}

async function loadContent(datasetPath?: string) {
  vi.resetModules();
  vi.stubEnv('SANITY_PROJECT_ID', '');
  vi.stubEnv('CONTENT_DATASET_PATH', datasetPath ?? '');
  return import('@/lib/content');
}

beforeAll(async () => {
  seed = (await readFile(seedPath, 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SeedDocument);
});

afterEach(() => {
  vi.unstubAllEnvs();
  unstableCache.mockClear();
});

describe.each(languages)('content queries from the local dataset (%s)', (locale) => {
  it('reads the site settings', async () => {
    const { getSiteSettings } = await loadContent();
    const settings = await getSiteSettings(locale);
    expect(settings).toMatchObject({
      companyName: 'Lumen AI Consulting',
      contactEmail: 'hello@lumen-ai.example',
    });
    expect(settings?.seoTitle).toBe(localizedValue(seedDocument('siteSettings').seoTitle, locale));
  });

  it('reads the home page with its cards, five use cases, four statistics and twelve FAQ items', async () => {
    const { getHomePage } = await loadContent();
    const home = await getHomePage(locale);
    if (!home) throw new Error('No home page.');
    const hero = seedDocument('homePage').hero as Record<string, unknown>;
    expect(home.hero.title).toBe(localizedValue(hero.title, locale));
    expect(home.expertise.cards.map((card) => card.key)).toEqual([
      'assistants',
      'content',
      'chatbots',
      'feedback',
    ]);
    expect(home.services.analyse.steps.length).toBeGreaterThanOrEqual(3);
    expect(home.services.build.steps.length).toBeGreaterThanOrEqual(3);
    expect(home.useCases.items.map((item) => item.slug)).toEqual([
      'logistics',
      'financial',
      'customer-service',
      'predictive-maintenance',
      'hr-talent',
    ]);
    // Each language writes its figures its own way: a no-break space before % and € in French.
    expect(home.statistics.items.map((statistic) => statistic.value)).toEqual(
      {
        en: ['79%', '5H+', '74%', '5.44€'],
        fr: ['79\u00a0%', '+\u00a0de\u00a05\u00a0h', '74\u00a0%', '5,44\u00a0€'],
      }[locale],
    );
    expect(home.faq.items).toHaveLength(12);
    expect(home.closingCta.primaryCtaLabel).toBe(
      localizedValue(
        (seedDocument('homePage').closingCta as Record<string, unknown>).primaryCtaLabel,
        locale,
      ),
    );
  });

  it('reads the AI solutions page with the six service cards', async () => {
    const { getAiSolutionsPage } = await loadContent();
    const page = await getAiSolutionsPage(locale);
    if (!page) throw new Error('No AI solutions page.');
    expect(page.benefits.items).toHaveLength(4);
    expect(page.capabilities.items).toHaveLength(7);
    expect(page.technology.groups).toHaveLength(4);
    expect(page.process.steps).toHaveLength(4);
    expect(page.approach.steps).toHaveLength(4);
    expect(page.services.items.map((service) => service.slug)).toEqual([
      'strategy',
      'development',
      'training',
      'data',
      'roi',
      'ethics',
    ]);
  });

  it('reads the six services in the order of the route table, each by slug, and null for an unknown slug', async () => {
    const { getAiSolutionsPage, getService } = await loadContent();
    const services = (await getAiSolutionsPage(locale)).services.items;
    expect(services.map(({ slug }) => slug)).toEqual([...serviceSlugs]);
    for (const slug of serviceSlugs) {
      const service = await getService(locale, slug);
      expect(service?.title).toBe(localizedValue(seedDocument(`service-${slug}`).title, locale));
      expect(service?.whatWeDo.items.length).toBeGreaterThanOrEqual(4);
    }
    expect(await getService(locale, 'unknown')).toBeNull();
  });

  it('reads five use cases with their images, each by slug, and null for an unknown slug', async () => {
    const { getUseCase, getUseCases } = await loadContent();
    const useCases = await getUseCases(locale);
    expect(useCases.map(({ slug }) => slug)).toEqual([...useCaseSlugs]);
    for (const { image } of useCases) {
      expect(image.url).toMatch(/^\/seed-images\/[0-9a-f]{40}-1200x800\.jpg$/);
      expect(image).toMatchObject({ width: 1200, height: 800 });
      expect(image.alt).not.toBe('');
    }
    for (const slug of useCaseSlugs) {
      const useCase = await getUseCase(locale, slug);
      expect(useCase?.title).toBe(localizedValue(seedDocument(`useCase-${slug}`).title, locale));
      expect(useCase?.solutions).toHaveLength(3);
      expect(useCase?.results).toHaveLength(3);
    }
    expect(await getUseCase(locale, 'unknown')).toBeNull();
  });

  it('reads twelve FAQ items in order, answers as portable text in the language', async () => {
    const { getFaqItems } = await loadContent();
    const items = await getFaqItems(locale);
    expect(items).toHaveLength(12);
    expect(items[0]?.key).toBe('implementation-time');
    const examples = items.find((item) => item.key === 'examples');
    const seeded = localizedValue(seedDocument('faqItem-examples').answer, locale) as {
      markDefs?: { reference?: unknown }[];
    }[];
    // The same blocks, each internal link carrying the type and slug of the page it points at.
    expect(examples?.answer).toEqual(
      seeded.map((block) => ({
        ...block,
        markDefs: block.markDefs?.map((mark) => ({
          ...mark,
          target: { _type: 'useCasesPage', slug: null },
        })),
      })),
    );
  });

  it('reads four statistics', async () => {
    const { getHomePage } = await loadContent();
    expect((await getHomePage(locale)).statistics.items.map((statistic) => statistic.key)).toEqual([
      'reviews',
      'hours',
      'chatbot',
      'roi',
    ]);
  });

  it('reads five categories and twenty questions, four per category, scored 4/3/2/1', async () => {
    const { getAssessmentCategories, getAssessmentQuestions, getAssessmentSettings } =
      await loadContent();
    const categories = await getAssessmentCategories(locale);
    expect(categories.map((category) => category.key)).toEqual([
      'leadership',
      'organization',
      'data',
      'financial',
      'risk',
    ]);
    for (const category of categories) {
      expect(category.recommendations.improvement).toHaveLength(3);
      expect(category.recommendations.refinement).toHaveLength(3);
      expect(category.recommendations.leadership).toHaveLength(2);
      expect(category.levelExplanations.veryLow).not.toBe('');
    }
    const questions = await getAssessmentQuestions(locale);
    expect(questions.map((question) => question.number)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    for (const category of categories) {
      expect(questions.filter((question) => question.category === category.key)).toHaveLength(4);
    }
    for (const question of questions) {
      expect(question.options.map(({ letter, points }) => `${letter}${points}`)).toEqual([
        'A4',
        'B3',
        'C2',
        'D1',
      ]);
      expect(question.question).toBe(
        localizedValue(seedDocument(`assessmentQuestion-${question.number}`).question, locale),
      );
    }
    const settings = await getAssessmentSettings(locale);
    expect(settings?.overallLevels.veryLow.title).not.toBe('');
  });
});

describe('localized values', () => {
  it('come back in French for fr and in English for en', async () => {
    const { getHomePage } = await loadContent();
    const [english, french] = await Promise.all([getHomePage('en'), getHomePage('fr')]);
    expect(french?.hero.title).not.toBe(english?.hero.title);
    const hero = seedDocument('homePage').hero as Record<string, unknown>;
    expect(english?.hero.title).toBe(localizedValue(hero.title, 'en'));
    expect(french?.hero.title).toBe(localizedValue(hero.title, 'fr'));
  });
});

describe('the local dataset', () => {
  let directory: string;
  let copy: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'content-dataset-'));
    copy = path.join(directory, 'production.ndjson');
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  async function writeDataset(change: (document: SeedDocument) => SeedDocument) {
    const lines = seed.map((document) => JSON.stringify(change(structuredClone(document))));
    await writeFile(copy, `${lines.join('\n')}\n`);
  }

  it('falls back to English where a French value is missing', async () => {
    await writeDataset((document) =>
      document._id === 'faqItem-pricing'
        ? { ...document, question: { _type: 'localeString', en: 'What does it cost?' } }
        : document,
    );
    const { getFaqItems } = await loadContent(copy);
    const pricing = (await getFaqItems('fr')).find((item) => item.key === 'pricing');
    expect(pricing?.question).toBe('What does it cost?');
  });

  it('is read again after the file changes, as after a revalidation', async () => {
    await copyFile(seedPath, copy);
    const { getFaqItems } = await loadContent(copy);
    const before = (await getFaqItems('en')).find((item) => item.key === 'pricing');
    expect(before?.question).toBe(localizedValue(seedDocument('faqItem-pricing').question, 'en'));
    await writeDataset((document) =>
      document._id === 'faqItem-pricing'
        ? {
            ...document,
            question: { _type: 'localeString', en: 'Edited question', fr: 'Question modifiée' },
          }
        : document,
    );
    const after = (await getFaqItems('en')).find((item) => item.key === 'pricing');
    expect(after?.question).toBe('Edited question');
  });

  it('resolves images beside the dataset or, for a copy elsewhere, in studio/seed/images', async () => {
    await copyFile(seedPath, copy);
    const { getUseCases } = await loadContent(copy);
    const { readSeedImage } = await import('@/lib/content/seed-images');
    const [first] = await getUseCases('en');
    const image = await readSeedImage(path.basename(first?.image.url ?? ''));
    expect(image?.mimeType).toBe('image/jpeg');
    expect(
      Buffer.from(image?.bytes ?? []).equals(
        await readFile(path.resolve('studio/seed/images/logistics.jpg')),
      ),
    ).toBe(true);
    expect(await readSeedImage('unknown.jpg')).toBeNull();
  });

  it('serves seed images at their URL with immutable caching, and 404 for others', async () => {
    const { getUseCases } = await loadContent();
    const { GET } = await import('@/app/seed-images/[file]/route');
    const [first] = await getUseCases('en');
    const file = path.basename(first?.image.url ?? '');
    const response = await GET(new Request(`http://localhost/seed-images/${file}`), {
      params: Promise.resolve({ file }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const missing = await GET(new Request('http://localhost/seed-images/x.jpg'), {
      params: Promise.resolve({ file: 'x.jpg' }),
    });
    expect(missing.status).toBe(404);
  });

  it('tags every read with the document types it depends on', async () => {
    const { getHomePage } = await loadContent();
    await getHomePage('en');
    const [, keyParts, options] = unstableCache.mock.calls[0] ?? [];
    expect(options?.tags).toEqual(
      expect.arrayContaining(['homePage', 'useCase', 'statistic', 'faqItem']),
    );
    expect(keyParts?.join(' ')).toContain(seedPath);
  });
});
