import { perLocale, type Locale } from '@/lib/i18n/locales';
import { lexicons } from './lexicon';
import { termsOf } from './terms';

/**
 * Words visitors use for what the pages say in other words, from each language's lexicon
 * (lexicon/<code>.ts): a question's word brings the other words of its line into the search, at
 * a lower weight than its own, and counts as found when one of them is. A product brings its kind.
 */
type Related = ReadonlyMap<string, ReadonlySet<string>>;

/** For each term, the terms of every group it belongs to, itself left out. */
function relatedTerms(locale: Locale): Related {
  const related = new Map<string, Set<string>>();
  for (const group of lexicons[locale].synonyms) {
    const terms = termsOf(group, locale);
    for (const term of terms) {
      const others = related.get(term) ?? new Set<string>();
      for (const other of terms) if (other !== term) others.add(other);
      related.set(term, others);
    }
  }
  for (const line of lexicons[locale].products) {
    const [kind = '', names = ''] = line.split(':');
    for (const name of termsOf(names, locale)) related.set(name, new Set(termsOf(kind, locale)));
  }
  return related;
}

const related = perLocale(relatedTerms);

const productNames = perLocale(
  (locale) =>
    new Set(termsOf(lexicons[locale].products.map((line) => line.split(':')[1]).join(' '), locale)),
);

/** Whether a term names a product, which the pages speak of only by its kind. */
export function isProduct(term: string, locale: Locale): boolean {
  return productNames[locale].has(term);
}

/** Every word of the groups, as visitors type them: what a mistyped word may have meant. */
export function synonymWords(locale: Locale): string[] {
  return [...lexicons[locale].synonyms, ...lexicons[locale].products].flatMap((line) =>
    line.replace(':', ' ').split(' '),
  );
}

/** The terms that mean what `term` means, for the pages. */
export function synonymsOf(term: string, locale: Locale): ReadonlySet<string> {
  return related[locale].get(term) ?? new Set();
}
