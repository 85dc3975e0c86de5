import path from 'node:path';
import type { DocumentDefinition, PreviewValue } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocalDataset, type DatasetDocument } from '@/lib/content/local-dataset';
import { assessmentQuestion } from '@/schemas/documents/assessment-question';
import { briefQuestion } from '@/schemas/documents/brief-question';
import { faqItem } from '@/schemas/documents/faq-item';
import { homePage } from '@/schemas/documents/home-page';
import { siteSettings } from '@/schemas/documents/site-settings';
import { statistic } from '@/schemas/documents/statistic';
import { useCase } from '@/schemas/documents/use-case';
import { missingFlag, toCheckFlag } from '@/schemas/shared/preview';

const frenchMissing = missingFlag('fr');
const frenchToCheck = toCheckFlag('fr');

let dataset: DatasetDocument[];

beforeAll(async () => {
  ({ documents: dataset } = await loadLocalDataset(path.resolve('studio/seed/production.ndjson')));
});

function seedDocument(id: string): DatasetDocument {
  const document = dataset.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`No document ${id}.`);
  return structuredClone(document);
}

function valueAt(value: unknown, fieldPath: string): unknown {
  return fieldPath
    .split('.')
    .reduce<unknown>(
      (current, key) =>
        typeof current === 'object' && current !== null
          ? (current as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}

const typesWithPreview = [
  faqItem,
  useCase,
  assessmentQuestion,
  briefQuestion,
  homePage,
  siteSettings,
  statistic,
] satisfies DocumentDefinition[];

/** What the Studio hands prepare(): each selected path of the document (references unresolved). */
function preview(document: Record<string, unknown>): PreviewValue {
  const type = typesWithPreview.find((candidate) => candidate.name === document._type);
  const { select, prepare } = type?.preview ?? {};
  if (!select || !prepare) throw new Error(`${String(document._type)} has no preview.`);
  return prepare(
    Object.fromEntries(
      Object.entries(select).map(([key, fieldPath]) => [key, valueAt(document, fieldPath)]),
    ),
  );
}

describe('Studio previews', () => {
  it('show the English title and no flag for a translated document', () => {
    const faq = seedDocument('faqItem-pricing');
    const shown = preview(faq);
    expect(shown.title).toBe(valueAt(faq, 'question.en'));
    expect(shown.subtitle).not.toContain(frenchMissing);
    expect(shown.subtitle).toContain('pricing');
  });

  it('flag an FAQ item whose French answer is only blank lines', () => {
    const faq = seedDocument('faqItem-pricing');
    (faq.answer as Record<string, unknown>).fr = [
      {
        _type: 'block',
        _key: 'blank',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 'blank-span', text: '  ', marks: [] }],
      },
    ];
    expect(preview(faq).subtitle).toMatch(new RegExp(`^${frenchMissing}`));
  });

  it('flag a missing French value deep in a use case: the third solution', () => {
    const useCase = seedDocument('useCase-logistics');
    expect(preview(useCase).subtitle).not.toContain(frenchMissing);
    const solution = valueAt(useCase, 'solutions.2') as Record<string, unknown>;
    delete solution.fr;
    const shown = preview(useCase);
    expect(shown.title).toBe(valueAt(useCase, 'title.en'));
    expect(shown.subtitle).toContain(frenchMissing);
  });

  it('flag a question whose last option lacks its French description', () => {
    const question = seedDocument('assessmentQuestion-20');
    expect(preview(question).subtitle).not.toContain(frenchMissing);
    (valueAt(question, 'options.3.description') as Record<string, unknown>).fr = '';
    expect(preview(question).subtitle).toContain(frenchMissing);
  });

  it('number a question from its category and position, or from an older Studio’s number', () => {
    // The Studio resolves the category's reference before prepare() sees it.
    const question: Record<string, unknown> = {
      ...seedDocument('assessmentQuestion-19'),
      category: { key: 'risk' },
    };
    const text = valueAt(question, 'question.en');
    expect(preview(question).title).toBe(`19. ${text}`);
    const { position: _, ...older } = question;
    expect(preview({ ...older, number: 19 }).title).toBe(`19. ${text}`);
    expect(preview({ ...question, position: 9 }).title).toBe(`?. ${text}`);
  });

  it('name the assessment question a consultant question is tied to by its number', () => {
    const question = seedDocument('briefQuestion-q10-scattered-data');
    question.whenAnswered = {
      question: { category: { key: 'data' }, position: 2 },
      letters: ['C', 'D'],
    };
    expect(preview(question).subtitle).toContain('Q10: C, D');
    question.whenAnswered = { question: { category: { key: 'data' }, number: 10 }, letters: ['D'] };
    expect(preview(question).subtitle).toContain('Q10: D');
  });

  it('flag a consultant question half translated, but not one without its optional note', () => {
    const question = seedDocument('briefQuestion-data-low-1');
    expect(preview(question)).toEqual({
      title: valueAt(question, 'question.en'),
      subtitle: 'data · Low, Moderate',
      media: undefined,
    });
    delete question.purpose;
    expect(preview(question).subtitle).toBe('data · Low, Moderate');
    question.purpose = { _type: 'localeText', en: 'Listen for their data sources.' };
    expect(preview(question).subtitle).toBe(`${frenchMissing} · data · Low, Moderate`);
    delete question.purpose;
    (valueAt(question, 'question') as Record<string, unknown>).fr = '';
    expect(preview(question).subtitle).toContain(frenchMissing);
  });

  it('flag a singleton with one untranslated label, and a localized field left out', () => {
    const home = seedDocument('homePage');
    expect(preview(home)).toMatchObject({ title: 'Home page', subtitle: '' });
    (valueAt(home, 'closingCta.secondaryCtaLabel') as Record<string, unknown>).fr = ' ';
    expect(preview(home).subtitle).toBe(frenchMissing);

    const settings = seedDocument('siteSettings');
    expect(preview(settings).subtitle).toBe('');
    delete settings.seoDescription;
    expect(preview(settings).subtitle).toBe(frenchMissing);
  });

  it('flag a new, empty document', () => {
    const value = { _type: 'localeString', en: '42%' };
    expect(preview({ _type: 'statistic', value })).toMatchObject({
      title: '42%',
      subtitle: frenchMissing,
    });
  });

  it('flag a document whose English changed after its French was translated, deep in an array', () => {
    const useCase = seedDocument('useCase-logistics');
    expect(preview(useCase).subtitle).not.toContain(frenchToCheck);
    const solution = valueAt(useCase, 'solutions.2') as Record<string, unknown>;
    solution.en = `${String(solution.en)} Now on every route.`;
    expect(preview(useCase).subtitle).toContain(frenchToCheck);
    expect(preview(useCase).subtitle).not.toContain(frenchMissing);
    // A missing French is flagged as missing, not as to check too.
    delete solution.fr;
    expect(preview(useCase).subtitle).toContain(frenchMissing);
    expect(preview(useCase).subtitle).not.toContain(frenchToCheck);
  });

  it('flag a French value a provider drafted until it is confirmed', () => {
    const faq = seedDocument('faqItem-pricing');
    const question = faq.question as { sources: { fr: Record<string, unknown> } };
    question.sources.fr.draft = true;
    expect(preview(faq).subtitle).toContain(frenchToCheck);
  });
});
