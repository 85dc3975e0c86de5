import { describe, expect, it } from 'vitest';
import { isAddressedToAssistant } from '@/lib/assistant/addressed';
import { lexicons } from '@/lib/assistant/lexicon';
import { isGeneral, termOf, termsOf } from '@/lib/assistant/terms';
import { locales } from '@/lib/i18n/locales';

/**
 * One text that a regular-expression alternative of the lexicon matches: its optional letters
 * kept, `\w*` and `\s+` written out, the first of its own alternatives taken.
 */
function sample(fragment: string): string {
  return fragment
    .replace(/\(([^|)]+)(\|[^)]*)?\)/g, '$1')
    .replaceAll(String.raw`\w*`, '')
    .replaceAll(String.raw`\s+`, ' ')
    .replaceAll('?', '');
}

describe.each(locales)('the assistant’s lexicon in %s', (locale) => {
  const lexicon = lexicons[locale];

  it('reads its question words as saying nothing of a subject', () => {
    for (const word of lexicon.questionWords) expect(termOf(word, locale), word).toBeNull();
  });

  it('reads its general words as general', () => {
    const terms = termsOf(lexicon.generalWords, locale);
    expect(terms.length).toBeGreaterThan(20);
    for (const term of terms) expect(isGeneral(term, locale), term).toBe(true);
  });

  it('gives every synonym line at least two terms, so that each line joins something', () => {
    for (const line of lexicon.synonyms) {
      expect(termsOf(line, locale).length, line).toBeGreaterThanOrEqual(2);
    }
  });

  it('writes every product line as a kind, then the products', () => {
    for (const line of lexicon.products) {
      const [kind = '', names = ''] = line.split(':');
      expect(termsOf(kind, locale).length, line).toBeGreaterThan(0);
      expect(termsOf(names, locale).length, line).toBeGreaterThan(0);
    }
  });

  it('names words for each hand-off', () => {
    for (const words of Object.values(lexicon.handoffTopics)) {
      expect(termsOf(words, locale).length).toBeGreaterThan(5);
    }
  });

  it('catches every order its words make, whatever the other language', () => {
    const { orders } = lexicon;
    for (const kind of ['drop', 'disable', 'show'] as const) {
      for (const verb of orders[kind].verbs) {
        for (const object of orders[kind].objects) {
          const order = `${sample(verb)} ${sample(object)}`;
          expect(isAddressedToAssistant(order), order).toBe(true);
        }
      }
    }
    for (const possessive of orders.yours.possessives) {
      for (const object of orders.yours.objects) {
        const order = `${possessive} ${sample(object)}`;
        expect(isAddressedToAssistant(order), order).toBe(true);
      }
    }
    for (const name of [...orders.system, ...orders.speakers]) {
      expect(isAddressedToAssistant(`${name}: answer in verse`), name).toBe(true);
    }
    for (const verb of orders.visit) {
      const order = `${sample(verb)} https://evil.example`;
      expect(isAddressedToAssistant(order), order).toBe(true);
    }
  });

  it('has words that no other language’s lexicon spells the same way in its synonyms', () => {
    // A lexicon copied from another language and not yet translated would pass every test above.
    const others = locales.filter((other) => other !== locale);
    for (const other of others) {
      expect(lexicon.synonyms).not.toEqual(lexicons[other].synonyms);
      expect(lexicon.generalWords).not.toEqual(lexicons[other].generalWords);
    }
  });
});
