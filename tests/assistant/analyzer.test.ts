import { describe, expect, it } from 'vitest';
import { passagesOf, type CorpusDocuments } from '@/lib/assistant/corpus';
import { questionTerms, searchPassages } from '@/lib/assistant/search';
import { isProduct, synonymsOf } from '@/lib/assistant/synonyms';
import { isGeneral, sentencesOf, termOf, termsOf, words } from '@/lib/assistant/terms';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { ASSISTANT_CORPUS_QUERY } from '@/lib/content/queries';

// How the assistant reads a question and the pages: the same words meet however a visitor types
// them, and the words that say nothing of a question's subject weigh little.

const documents = await queryLocalDataset<CorpusDocuments>(ASSISTANT_CORPUS_QUERY);
const passages = { en: passagesOf(documents, 'en'), fr: passagesOf(documents, 'fr') };

describe('the analyzer', () => {
  it('folds accents, so that « competences » finds « compétences »', () => {
    expect(termOf('competences', 'fr')).toBe(termOf('compétences', 'fr'));
    const [best] = searchPassages(passages.fr, 'fr', 'competences techniques en interne');
    expect(best?.passage.url).toBe('/fr/faq#technical-skills');
  });

  it('drops French elisions and English contractions, typed straight or curly', () => {
    expect(termsOf('l’IA', 'fr')).toEqual(['ia']);
    expect(termsOf("l'équipe", 'fr')).toEqual(termsOf('équipe', 'fr'));
    expect(termsOf("don't you've it's", 'en')).toEqual([]);
    expect(termsOf('the team’s tools', 'en')).toEqual(termsOf('team tools', 'en'));
  });

  it('reads an address, a URL and a decimal as one word each', () => {
    expect(words('Write to boss@example.com or see https://x.example/a?b=1 for 5.44 €')).toEqual([
      'Write',
      'to',
      'boss@example.com',
      'or',
      'see',
      'https://x.example/a?b=1',
      'for',
      '5.44',
    ]);
    expect(words('5,44 € investis')).toEqual(['5,44', 'investis']);
  });

  it('cuts sentences at their ends, not inside "€5.44" or an address', () => {
    expect(sentencesOf('It returns €5.44 per euro. Write to hello@lumen-ai.example! Why?')).toEqual(
      ['It returns €5.44 per euro.', 'Write to hello@lumen-ai.example!', 'Why?'],
    );
  });

  it('brings an English irregular past back to its verb', () => {
    expect(termOf('paid', 'en')).toBe(termOf('pay', 'en'));
    expect(termOf('took', 'en')).toBe(termOf('takes', 'en'));
  });

  it('knows the general words of both languages and the visitors’ synonyms of the pages’ words', () => {
    expect(isGeneral(termOf('souvent', 'fr')!, 'fr')).toBe(true);
    expect(isGeneral(termOf('happens', 'en')!, 'en')).toBe(true);
    expect(isGeneral(termOf('weather', 'en')!, 'en')).toBe(false);
    expect(synonymsOf(termOf('staff', 'en')!, 'en')).toContain(termOf('employees', 'en'));
    expect(synonymsOf(termOf('salariés', 'fr')!, 'fr')).toContain(termOf('collaborateurs', 'fr'));
    expect(isProduct(termOf('Salesforce', 'en')!, 'en')).toBe(true);
    expect(synonymsOf(termOf('Salesforce', 'en')!, 'en')).toContain(termOf('CRM', 'en'));
  });

  it('reads a long word one slip away from a page’s word as that word, and a short one as it is', () => {
    const terms = (question: string) =>
      questionTerms(passages.en, 'en', question).map(({ term }) => term);
    expect(terms('assesment')).toEqual(terms('assessment'));
    expect(terms('questionaire')).toEqual(terms('questionnaire'));
    // « demain » is a letter from "domain": too short to correct.
    expect(questionTerms(passages.fr, 'fr', 'demain').map(({ term }) => term)).toEqual([
      termOf('demain', 'fr'),
    ]);
  });

  it('weighs a name the pages write in two words as one thing', () => {
    const terms = (locale: 'en' | 'fr', question: string) =>
      questionTerms(passages[locale], locale, question).map(({ term }) => term);
    expect(terms('en', 'president of the United States')).toEqual([
      termOf('president', 'en'),
      termOf('united', 'en'),
    ]);
    expect(terms('fr', 'président des États-Unis')).toHaveLength(2);
    // Searched in full all the same.
    expect(searchPassages(passages.en, 'en', 'United States')[0]?.terms).toContain(
      termOf('states', 'en'),
    );
  });

  it('weighs a word no page holds most, a word of every page least, and a general word little', () => {
    const weight = (word: string) => questionTerms(passages.en, 'en', word)[0]?.weight ?? 0;
    expect(weight('weather')).toBeGreaterThan(weight('invoices'));
    expect(weight('invoices')).toBeGreaterThan(weight('data'));
    expect(weight('happens')).toBeLessThanOrEqual(1);
    expect(weight('time')).toBeLessThanOrEqual(1);
  });
});
