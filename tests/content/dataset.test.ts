import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocalDataset, type DatasetDocument } from '@/lib/content/local-dataset';
import {
  assessmentShape,
  CATEGORY_FIGURES,
  CATEGORY_KEYS,
  QUESTION_COUNT,
  questionNumber,
} from '@/lib/model/assessment-shape';
import { isSectorKey } from '@/lib/model/sector';
import { singletonTypes } from '@/schemas';
import { describeMarkers, studioValidation } from './studio-validation';

const seedDirectory = path.resolve('studio/seed');
const seedPath = path.join(seedDirectory, 'production.ndjson');
const localizedTypes = ['localeString', 'localeText', 'localeBlockContent'];

let dataset: DatasetDocument[];
let content: DatasetDocument[];

beforeAll(async () => {
  ({ documents: dataset } = await loadLocalDataset(seedPath));
  content = dataset.filter((document) => document._type !== 'sanity.imageAsset');
});

function ofType(type: string): DatasetDocument[] {
  return content.filter((document) => document._type === type);
}

function only(type: string): DatasetDocument {
  const [document, ...others] = ofType(type);
  if (!document || others.length > 0) throw new Error(`Expected exactly one ${type}.`);
  return document;
}

type Visit = { value: unknown; path: string };

function* walk(value: unknown, at: string): Generator<Visit> {
  yield { value, path: at };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${at}[${index}]`);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) yield* walk(child, `${at}.${key}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string, or rich text, with more than whitespace in it. */
function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  return plainText(value).trim().length > 0;
}

type Block = {
  markDefs?: Array<{ _key: string; _type: string; reference?: { _ref?: string } }>;
  children?: Array<{ text?: string; marks?: string[] }>;
};

function plainText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return (blocks as Block[])
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
    .join('\n');
}

/** The documents the text's internal links point at, by id. */
function linkedDocuments(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return (blocks as Block[]).flatMap((block) => {
    const links = (block.markDefs ?? []).filter((mark) => mark._type === 'internalLink');
    const used = new Set((block.children ?? []).flatMap((span) => span.marks ?? []));
    return links.filter((link) => used.has(link._key)).map((link) => link.reference?._ref ?? '');
  });
}

function localized(document: DatasetDocument, field: string, language: 'en' | 'fr'): unknown {
  const value = document[field];
  return isRecord(value) ? value[language] : undefined;
}

describe('seed dataset', () => {
  it('holds every document of the content model, with fixed ids', () => {
    const counts = Object.fromEntries(
      [...new Set(content.map((document) => document._type))].map((type) => [
        type,
        ofType(type).length,
      ]),
    );
    expect(counts).toEqual({
      siteSettings: 1,
      homePage: 1,
      aiSolutionsPage: 1,
      useCasesPage: 1,
      faqPage: 1,
      contactPage: 1,
      assessmentInfoPage: 1,
      assessmentPage: 1,
      resultsPage: 1,
      legalNoticePage: 1,
      privacyPolicyPage: 1,
      assessmentSettings: 1,
      emailSettings: 1,
      service: 6,
      useCase: 5,
      faqItem: 12,
      statistic: 4,
      sector: 10,
      assessmentCategory: CATEGORY_KEYS.length,
      assessmentQuestion: QUESTION_COUNT,
      briefQuestion: 42,
    });
    for (const singleton of singletonTypes) {
      expect(only(singleton)._id).toBe(singleton);
    }
  });

  it('uses public document ids: a dot in an id hides the document from token-less reads', () => {
    const ids = dataset.map((document) => document._id);
    expect(ids.filter((id) => id.includes('.'))).toEqual([]);
    expect(ids.filter((id) => !/^[A-Za-z0-9_-]+$/.test(id))).toEqual([]);
    const references = content.flatMap((document) =>
      [...walk(document, document._id)].flatMap(({ value }) =>
        isRecord(value) && typeof value._ref === 'string' ? [value._ref] : [],
      ),
    );
    expect(references.filter((reference) => !ids.includes(reference))).toEqual([]);
  });

  it('passes the Studio validation rules, with no field outside the schema', async () => {
    const problems = await Promise.all(
      content.map(async (document) =>
        describeMarkers(await studioValidation(document, dataset, 'cli')).map(
          (marker) => `${document._id}: ${marker}`,
        ),
      ),
    );
    expect(problems.flat()).toEqual([]);
  });

  it('has a non-empty English and French value in every localized field', () => {
    const missing = content.flatMap((document) =>
      [...walk(document, document._id)].flatMap(({ value, path: at }) => {
        if (!isRecord(value) || !localizedTypes.includes(String(value._type))) return [];
        return (['en', 'fr'] as const)
          .filter((language) => !isFilled(value[language]))
          .map((language) => `${at}.${language}`);
      }),
    );
    expect(missing).toEqual([]);
  });

  it('gives every array object a unique _key and a _type, as the Studio writes them', () => {
    const problems = content.flatMap((document) =>
      [...walk(document, document._id)].flatMap(({ value, path: at }) => {
        if (!Array.isArray(value)) return [];
        const objects = value.filter(isRecord);
        const keys = objects.map((item) => item._key);
        return [
          ...objects
            .filter((item) => typeof item._key !== 'string')
            .map(() => `${at}: item without _key`),
          ...objects
            .filter((item) => typeof item._type !== 'string')
            .map(() => `${at}: item without _type`),
          ...keys
            .filter((key, index) => keys.indexOf(key) !== index)
            .map((key) => `${at}: repeated _key ${String(key)}`),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('has the six services and five use cases in order, under their fixed ids', () => {
    const slugs = (type: string) =>
      ofType(type)
        .sort((a, b) => Number(a.order) - Number(b.order))
        .map((document) => (isRecord(document.slug) ? document.slug.current : undefined));
    expect(slugs('service')).toEqual([
      'strategy',
      'development',
      'training',
      'data',
      'roi',
      'ethics',
    ]);
    expect(slugs('useCase')).toEqual([
      'logistics',
      'financial',
      'customer-service',
      'predictive-maintenance',
      'hr-talent',
    ]);
    for (const document of [...ofType('service'), ...ofType('useCase')]) {
      expect(document._id).toBe(
        `${document._type}-${isRecord(document.slug) ? String(document.slug.current) : ''}`,
      );
    }
  });

  it('titles the five use cases, from Optimizing Logistics Operations to HR & Talent Management, and ships their images', () => {
    const titles = ofType('useCase')
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((document) => localized(document, 'title', 'en'));
    expect(titles).toEqual([
      'Optimizing Logistics Operations',
      'Automating Financial Processes',
      'Enhancing Customer Service',
      'Predictive Maintenance',
      'HR & Talent Management',
    ]);
    for (const document of ofType('useCase')) {
      const slug = isRecord(document.slug) ? String(document.slug.current) : '';
      expect(existsSync(path.join(seedDirectory, 'images', `${slug}.jpg`))).toBe(true);
    }
  });

  it('has the twelve FAQ items in order: 1 to 3 weeks, data kept in Europe or the US under the GDPR, a free evaluation, examples that link to the use cases', () => {
    const items = ofType('faqItem').sort((a, b) => Number(a.order) - Number(b.order));
    expect(items.map((item) => item.key)).toEqual([
      'implementation-time',
      'technical-skills',
      'custom-vs-generic',
      'evolving-needs',
      'pricing',
      'examples',
      'data-security',
      'replacement',
      'typical-project',
      'free-evaluation',
      'support-level',
      'tools-compatibility',
    ]);
    const answer = (key: string, language: 'en' | 'fr') => {
      const item = items.find((candidate) => candidate.key === key);
      if (!item) throw new Error(`No FAQ item ${key}.`);
      return localized(item, 'answer', language);
    };
    expect(plainText(answer('implementation-time', 'en'))).toMatch(/1 to 3 weeks/);
    expect(plainText(answer('implementation-time', 'fr'))).toMatch(/1 à 3 semaines/);
    expect(plainText(answer('data-security', 'en'))).toMatch(
      /Europe.*United States|United States.*Europe/,
    );
    expect(plainText(answer('data-security', 'en'))).toMatch(/GDPR/);
    expect(plainText(answer('data-security', 'fr'))).toMatch(
      /Europe.*États-Unis|États-Unis.*Europe/,
    );
    expect(plainText(answer('data-security', 'fr'))).toMatch(/RGPD/);
    expect(plainText(answer('free-evaluation', 'en'))).toMatch(/free AI maturity evaluation/i);
    expect(plainText(answer('free-evaluation', 'fr'))).toMatch(/évaluation gratuite/i);
    expect(linkedDocuments(answer('examples', 'en'))).toContain('useCasesPage');
    expect(linkedDocuments(answer('examples', 'fr'))).toContain('useCasesPage');
  });

  it('has the four statistics 79%, 5H+, 74% and 5.44€, with their icons', () => {
    const statistics = ofType('statistic').sort((a, b) => Number(a.order) - Number(b.order));
    const value = (en: string, fr: string) => ({ _type: 'localeString', en, fr });
    // The texts only: each value also records the English its French was translated from.
    const texts = ({ sources: _sources, ...value }: Record<string, unknown>) => value;
    const shown = statistics.map(({ key, icon, value }) => ({
      key,
      icon,
      value: texts(value as Record<string, unknown>),
    }));
    expect(shown).toEqual([
      { key: 'reviews', icon: 'star', value: value('79%', '79\u00a0%') },
      { key: 'hours', icon: 'clock', value: value('5H+', '+\u00a0de\u00a05\u00a0h') },
      { key: 'chatbot', icon: 'message-circle', value: value('74%', '74\u00a0%') },
      { key: 'roi', icon: 'trending-up', value: value('5.44€', '5,44\u00a0€') },
    ]);
  });

  it('lists the sectors of the lead forms once each, in both languages, with every story in one', () => {
    const sectors = ofType('sector').sort((a, b) => Number(a.order) - Number(b.order));
    const keys = sectors.map((sector) => String(sector.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => !isSectorKey(key))).toEqual([]);
    expect(new Set(sectors.map((sector) => sector.order)).size).toBe(sectors.length);
    for (const sector of sectors) {
      expect(sector._id).toBe(`sector-${String(sector.key)}`);
      expect(isFilled(localized(sector, 'name', 'en')), sector._id).toBe(true);
      expect(isFilled(localized(sector, 'name', 'fr')), sector._id).toBe(true);
    }
    // "Other" comes last, so that a visitor reads the list before giving up on it.
    expect(keys.at(-1)).toBe('other');
    const ids = new Set(sectors.map((sector) => sector._id));
    const storySectors = ofType('useCase').map((story) => (story.sector as { _ref?: string })._ref);
    expect(storySectors.filter((ref) => !ref || !ids.has(ref))).toEqual([]);
  });

  it('has the questions of the assessment’s shape, placed by category and position, with its options and points', () => {
    const categories = ofType('assessmentCategory').sort(
      (a, b) => Number(a.order) - Number(b.order),
    );
    expect(categories.map((category) => category.key)).toEqual(CATEGORY_KEYS);
    const questions = ofType('assessmentQuestion');
    expect(questions.filter((question) => 'number' in question)).toEqual([]);
    const places = questions.map((question) => {
      const { _ref } = question.category as { _ref: string };
      return `${_ref.replace('assessmentCategory-', '')} ${String(question.position)}`;
    });
    expect(places.sort()).toEqual(
      CATEGORY_FIGURES.flatMap(({ key, questions: count }) =>
        Array.from({ length: count }, (_, index) => `${key} ${index + 1}`),
      ).sort(),
    );
    for (const question of questions) {
      const { _ref } = question.category as { _ref: string };
      const number = questionNumber(
        _ref.replace('assessmentCategory-', ''),
        Number(question.position),
      );
      // The ids keep the numbers an older Studio gave them, which consultants' questions refer to.
      expect(question._id).toBe(`assessmentQuestion-${number}`);
      const options = Array.isArray(question.options) ? question.options.filter(isRecord) : [];
      expect(options.map((option) => [option.letter, option.points])).toEqual(
        assessmentShape.options.map(({ letter, points }) => [letter, points]),
      );
    }
  });

  it('offers the return-on-investment horizons under 6 months, 6 months to 1 year, 1 to 2 years and over 2 years', () => {
    const labels = ofType('assessmentQuestion').map((question) =>
      (Array.isArray(question.options) ? question.options.filter(isRecord) : []).map((option) =>
        isRecord(option.label) ? option.label.en : undefined,
      ),
    );
    expect(labels).toContainEqual([
      'Under 6 months',
      '6 months to 1 year',
      '1 to 2 years',
      'Over 2 years',
    ]);
  });
});

describe('validation rules that block publishing', () => {
  const validationErrors = async (document: DatasetDocument) =>
    (await studioValidation(document, [...dataset, document])).filter(
      (marker) => marker.level === 'error',
    );

  const copy = (id: string): DatasetDocument => {
    const document = content.find((candidate) => candidate._id === id);
    if (!document) throw new Error(`No document ${id}.`);
    return structuredClone(document);
  };

  it('warn, without blocking, about an ordinary space before French punctuation', async () => {
    const faq = copy('faqItem-pricing');
    faq.question = { _type: 'localeString', en: 'How much?', fr: 'Combien ça coûte ?' };
    const markers = await studioValidation(faq, [...dataset, faq]);
    expect(markers.filter((marker) => marker.level === 'error')).toEqual([]);
    expect(describeMarkers(markers)).toEqual([
      expect.stringMatching(
        /^warning at \["question","fr"\]: French copy: 1\. An ordinary space before "\?": French puts a narrow no-break space \(U\+202F\).*Option\+Space.*Alt\+0160.*202F/,
      ),
    ]);
    faq.question = { _type: 'localeString', en: 'How much?', fr: 'Combien ça coûte\u202f?' };
    expect(await studioValidation(faq, [...dataset, faq])).toEqual([]);
  });

  it('warn, without blocking, with every problem the French lint finds, in one message', async () => {
    const faq = copy('faqItem-pricing');
    faq.question = {
      _type: 'localeString',
      en: 'How much?',
      fr: "Combien coûte l'évaluation IA\u00a0?",
    };
    const markers = await studioValidation(faq, [...dataset, faq]);
    expect(markers.filter((marker) => marker.level === 'error')).toEqual([]);
    const [message, ...others] = describeMarkers(markers);
    expect(others).toEqual([]);
    expect(message).toMatch(/^warning at \["question","fr"\]: French copy: 1\. /);
    expect(message).toContain('2. ');
    expect(message).toContain('3. ');
    expect(message).toContain('apostrophe');
    expect(message).toContain('« évaluation IA »');
    expect(message).toContain('U+202F');
  });

  it('warn, without blocking, about a calque in French rich text', async () => {
    const faq = copy('faqItem-pricing');
    const block = (text: string) => ({
      _type: 'block',
      _key: 'a',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 'a-span', text, marks: [] }],
    });
    faq.answer = {
      _type: 'localeBlockContent',
      en: localized(faq, 'answer', 'en'),
      fr: [block('Nous reviendrons vers vous avec un devis.')],
    };
    const markers = await studioValidation(faq, [...dataset, faq]);
    expect(markers.filter((marker) => marker.level === 'error')).toEqual([]);
    expect(describeMarkers(markers)).toEqual([
      expect.stringMatching(/^warning at \["answer","fr"\]: French copy: 1\. « revenir vers/),
    ]);
    faq.answer = {
      _type: 'localeBlockContent',
      en: localized(faq, 'answer', 'en'),
      fr: [block('Nous vous recontacterons avec un devis.')],
    };
    expect(await studioValidation(faq, [...dataset, faq])).toEqual([]);
  });

  it('require the French value', async () => {
    const faq = copy('faqItem-pricing');
    faq.question = { _type: 'localeString', en: 'How much does it cost?', fr: '  ' };
    expect(describeMarkers(await validationErrors(faq))).toEqual([
      expect.stringContaining('["question","fr"]'),
    ]);
  });

  it('require the English rich text', async () => {
    const faq = copy('faqItem-pricing');
    faq.answer = { _type: 'localeBlockContent', en: [], fr: localized(faq, 'answer', 'fr') };
    expect(describeMarkers(await validationErrors(faq))).toEqual([
      expect.stringContaining('["answer","en"]'),
    ]);
  });

  it('require French rich text with words in it, not only blank lines', async () => {
    const faq = copy('faqItem-pricing');
    const blank = (key: string, text: string) => ({
      _type: 'block',
      _key: key,
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: `${key}-span`, text, marks: [] }],
    });
    faq.answer = {
      _type: 'localeBlockContent',
      en: localized(faq, 'answer', 'en'),
      fr: [blank('a', '   '), blank('b', '\n\t')],
    };
    expect(describeMarkers(await validationErrors(faq))).toEqual([
      expect.stringContaining('["answer","fr"]'),
    ]);
  });

  it('enforce the 4/3/2/1 point pattern of the options', async () => {
    const question = copy('assessmentQuestion-3');
    const options = Array.isArray(question.options) ? question.options.filter(isRecord) : [];
    question.options = options.map((option) =>
      option.letter === 'B' ? { ...option, points: 4 } : option,
    );
    expect(await validationErrors(question)).not.toEqual([]);
  });

  it('enforce exactly four options', async () => {
    const question = copy('assessmentQuestion-3');
    question.options = Array.isArray(question.options) ? question.options.slice(0, 3) : [];
    expect(await validationErrors(question)).not.toEqual([]);
  });

  it('enforce one question per position in a category', async () => {
    const question: DatasetDocument = {
      ...copy('assessmentQuestion-3'),
      _id: 'assessmentQuestion-extra',
    };
    expect(describeMarkers(await validationErrors(question))).toEqual([
      expect.stringContaining(
        '["position"]: The leadership category already has a question at position 3.',
      ),
    ]);
    // The same position in another category is free, and so is a draft of the question itself.
    question.category = { _type: 'reference', _ref: 'assessmentCategory-data' };
    question.position = 4;
    expect(describeMarkers(await validationErrors(question))).toEqual([
      expect.stringContaining(
        '["position"]: The data category already has a question at position 4.',
      ),
    ]);
    const draft = { ...copy('assessmentQuestion-3'), _id: 'drafts.assessmentQuestion-3' };
    expect(await validationErrors(draft)).toEqual([]);
  });

  it('count a question an older Studio numbered as holding the position its number meant', async () => {
    const older = copy('assessmentQuestion-7');
    delete older.position;
    older.number = 7;
    const newer = { ...copy('assessmentQuestion-7'), _id: 'assessmentQuestion-extra' };
    const dataset7 = [...dataset.filter(({ _id }) => _id !== older._id), older, newer];
    const errors = (await studioValidation(newer, dataset7)).filter(
      (marker) => marker.level === 'error',
    );
    expect(describeMarkers(errors)).toEqual([
      expect.stringContaining('The organization category already has a question at position 3.'),
    ]);
  });

  it('read a question an older Studio numbered without a warning about its number', async () => {
    const older = copy('assessmentQuestion-7');
    delete older.position;
    older.number = 7;
    const markers = await studioValidation(older, [...dataset, older], 'cli');
    // Only the position it lacks blocks publishing again; its number is a field the schema knows.
    expect(describeMarkers(markers)).toContain('error at ["position"]: Required');
    expect(markers.filter(({ path }) => path[0] !== 'position')).toEqual([]);
  });

  it.each([
    ['faqItem-pricing', 'pricing'],
    ['statistic-hours', 'hours'],
    ['assessmentCategory-data', 'data'],
  ])('enforce one document per key: a copy of %s reusing its key is rejected', async (id, key) => {
    const duplicate = { ...copy(id), _id: `${id}-copy` };
    expect(describeMarkers(await validationErrors(duplicate))).toEqual([
      expect.stringContaining(`["key"]: Another document already uses the key "${key}"`),
    ]);
    expect(await validationErrors({ ...copy(id), _id: `drafts.${id}` })).toEqual([]);
  });

  it("enforce a question's position within its category's count, and a category the code knows", async () => {
    const last = copy('assessmentQuestion-20');
    expect(await validationErrors(last)).toEqual([]);
    last.position = 5;
    expect(describeMarkers(await validationErrors(last))).toEqual([
      expect.stringContaining(
        '["position"]: The risk category holds 4 questions: choose a position from 1 to 4.',
      ),
    ]);
    last.position = 0;
    expect(describeMarkers(await validationErrors(last))).toEqual([
      expect.stringContaining('["position"]'),
    ]);
    const newCategory: DatasetDocument = {
      ...copy('assessmentCategory-risk'),
      _id: 'assessmentCategory-ethics',
    };
    newCategory.key = 'ethics';
    const question: DatasetDocument = {
      ...copy('assessmentQuestion-20'),
      _id: 'assessmentQuestion-ethics-1',
    };
    question.category = { _type: 'reference', _ref: 'assessmentCategory-ethics' };
    question.position = 1;
    const errors = (await studioValidation(question, [...dataset, newCategory, question])).filter(
      (marker) => marker.level === 'error',
    );
    expect(describeMarkers(errors)).toEqual([
      expect.stringContaining(
        '["position"]: The assessment has no ethics category yet: its code must be deployed before its questions are published.',
      ),
    ]);
  });

  it('enforce a consultant question’s category, at least one level, and a question in both languages', async () => {
    const question = copy('briefQuestion-data-low-1');
    expect(await validationErrors(question)).toEqual([]);
    delete question.category;
    question.levels = [];
    question.question = { _type: 'localeText', en: 'Where does your data live?' };
    expect(describeMarkers(await validationErrors(question))).toEqual([
      expect.stringContaining('["category"]: Required'),
      expect.stringContaining('["levels"]: Must have at least 1 item'),
      expect.stringContaining('["question","fr"]: Français is missing'),
    ]);
  });

  it('let a consultant question go without its note, but not with half of it', async () => {
    const question = copy('briefQuestion-data-low-1');
    delete question.purpose;
    expect(await validationErrors(question)).toEqual([]);
    question.purpose = { _type: 'localeText', en: 'Listen for their data sources.' };
    expect(describeMarkers(await validationErrors(question))).toEqual([
      expect.stringContaining('["purpose","fr"]: Français is missing'),
    ]);
  });

  it('enforce that a question tied to an answer names the answers and shares the answered question’s category', async () => {
    const question = copy('briefQuestion-q10-scattered-data');
    expect(await validationErrors(question)).toEqual([]);
    question.whenAnswered = {
      question: { _type: 'reference', _ref: 'assessmentQuestion-3' },
      letters: [],
    };
    expect(describeMarkers(await validationErrors(question))).toEqual([
      expect.stringContaining('["whenAnswered","letters"]: Must have at least 1 item'),
      expect.stringContaining(
        '["whenAnswered","question"]: Question 3 is in the leadership category: choose leadership as this question’s category, or another assessment question.',
      ),
    ]);
    question.general = true;
    expect(describeMarkers(await studioValidation(question, [...dataset, question]))).toContain(
      'warning at ["general"]: A question tied to an answer is asked only of someone who gave that answer: untick this, or empty “When answered”.',
    );
  });

  it('enforce exactly three solutions per use case', async () => {
    const useCase = copy('useCase-logistics');
    useCase.solutions = Array.isArray(useCase.solutions) ? useCase.solutions.slice(0, 2) : [];
    expect(await validationErrors(useCase)).not.toEqual([]);
  });

  it('enforce two leadership recommendations per category', async () => {
    const category = copy('assessmentCategory-risk');
    if (!isRecord(category.recommendations) || !Array.isArray(category.recommendations.refinement))
      throw new Error('Unexpected shape.');
    category.recommendations = {
      ...category.recommendations,
      leadership: category.recommendations.refinement,
    };
    expect(await validationErrors(category)).not.toEqual([]);
  });

  it('enforce the four expertise cards by key', async () => {
    const home = copy('homePage');
    if (!isRecord(home.expertise) || !Array.isArray(home.expertise.cards))
      throw new Error('Unexpected shape.');
    const cards = home.expertise.cards.filter(isRecord);
    home.expertise = {
      ...home.expertise,
      cards: cards.map((card) => ({ ...card, key: 'assistants' })),
    };
    expect(await validationErrors(home)).not.toEqual([]);
  });

  it('reject an FAQ key outside the twelve ids and a service slug outside the six', async () => {
    expect(await validationErrors({ ...copy('faqItem-pricing'), key: 'costs' })).not.toEqual([]);
    expect(
      await validationErrors({
        ...copy('service-roi'),
        slug: { _type: 'slug', current: 'return' },
      }),
    ).not.toEqual([]);
  });

  it('reject an internal link to nothing', async () => {
    const faq = copy('faqItem-examples');
    const answer = structuredClone(faq.answer);
    for (const { value } of walk(answer, '')) {
      if (isRecord(value) && value._type === 'internalLink') delete value.reference;
    }
    faq.answer = answer;
    expect(await validationErrors(faq)).not.toEqual([]);
  });
});
