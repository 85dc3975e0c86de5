import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocalDataset, type DatasetDocument } from '@/lib/content/local-dataset';
import { locales } from '@/lib/i18n/locales';
import { schemaTypes } from '@/schemas';
import { describeMarkers, studioValidation } from './studio-validation';

// What the Studio says of "Questions this page answers" before a marketer publishes.

let dataset: DatasetDocument[];

beforeAll(async () => {
  ({ documents: dataset } = await loadLocalDataset());
});

function withQuestions(id: string, visitorQuestions: unknown): DatasetDocument {
  const document = dataset.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`No document ${id}.`);
  return { ...structuredClone(document), visitorQuestions };
}

async function markers(document: DatasetDocument): Promise<string[]> {
  return describeMarkers(await studioValidation(document, [...dataset, document]));
}

type Field = { name: string; type: string; title?: string; description?: string };

function fieldsOf(type: string): Field[] {
  const found = schemaTypes.find((candidate) => candidate.name === type);
  return found && 'fields' in found ? (found.fields as Field[]) : [];
}

describe('the questions a page answers, in the Studio', () => {
  it('are a field of every service, story, FAQ answer and the assessment, contact and privacy pages', () => {
    const owners = schemaTypes
      .filter(({ name }) => fieldsOf(name).some((field) => field.name === 'visitorQuestions'))
      .map(({ name }) => name);
    expect(owners.sort()).toEqual(
      [
        'service',
        'useCase',
        'faqItem',
        'assessmentInfoPage',
        'contactPage',
        'privacyPolicyPage',
      ].sort(),
    );
    for (const owner of owners) {
      expect(fieldsOf(owner).find((field) => field.name === 'visitorQuestions')).toMatchObject({
        type: 'localeQuestions',
        title: 'Questions this page answers',
        description: expect.stringMatching(/visitors.*own words.*assistant cites this page/),
      });
    }
    // One list per language of the registry, in its order.
    expect(fieldsOf('localeQuestions').map(({ name, type }) => [name, type])).toEqual(
      locales.map((locale) => [locale, 'array']),
    );
  });

  it('are optional, on every page that has them', async () => {
    for (const id of ['faqItem-pricing', 'service-data', 'useCase-logistics', 'contactPage']) {
      const { visitorQuestions: _, ...without } = withQuestions(id, undefined);
      expect(await markers(without as DatasetDocument), id).toEqual([]);
    }
  });

  it('block publishing a wording twice in a language, whatever its case and spacing', async () => {
    const faq = withQuestions('faqItem-pricing', {
      _type: 'localeQuestions',
      en: ['how much does it cost', 'How much  does it cost ', 'what are your prices'],
      fr: ['combien ça coûte\u202f?'],
    });
    expect(await markers(faq)).toEqual([
      'error at ["visitorQuestions","en"]: Each question once: remove the repeated “How much  does it cost”.',
    ]);
  });

  it('block publishing a wording shorter than 3 or longer than 200 characters', async () => {
    const faq = withQuestions('faqItem-pricing', {
      _type: 'localeQuestions',
      en: ['$?', 'a'.repeat(200), `${'a'.repeat(201)}`],
      fr: ['  ok  '],
    });
    expect(await markers(faq)).toEqual([
      expect.stringMatching(/^error at \["visitorQuestions","en",0\]: .*3 to 200 .*has 2\)\.$/),
      expect.stringMatching(/^error at \["visitorQuestions","en",2\]: .*has 201\)\.$/),
      expect.stringMatching(/^error at \["visitorQuestions","fr",0\]: .*has 2\)\.$/),
    ]);
  });

  it('warn, without blocking, about French typography, and leave visitors’ words alone', async () => {
    const faq = withQuestions('faqItem-pricing', {
      _type: 'localeQuestions',
      en: ['how much is the AI maturity diagnostic'],
      fr: ["c'est combien ?", 'un diagnostic de maturité en IA, c’est payant\u202f?'],
    });
    const found = await markers(faq);
    expect(found).toEqual([
      expect.stringMatching(/^warning at \["visitorQuestions","fr",0\]: French copy: 1\. .*’/),
    ]);
    expect(found[0]).toMatch(/U\+202F/);
  });
});
