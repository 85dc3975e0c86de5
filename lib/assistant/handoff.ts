import { perLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { pagePath } from '@/lib/routes';
import type { HandoffKind } from './protocol';
import { lexicons } from './lexicon';
import { synonymsOf } from './synonyms';
import { termsOf } from './terms';

type Topic = Exclude<HandoffKind, 'write'>;

/**
 * Where an answer hands the visitor on. A question about being ready for AI goes to the
 * assessment first; one about a price, a budget, a delay or a meeting is for a consultant on a
 * call, as is one the pages cannot answer; anything else, to the contact form, with the question
 * already written there. A call and the form are always offered. The words of each topic are
 * the lexicon's (lexicon/<code>.ts).
 */
const topicTerms = perLocale((locale) => {
  const { assessment, book } = lexicons[locale].handoffTopics;
  return {
    assessment: new Set(termsOf(assessment, locale)),
    book: new Set(termsOf(book, locale)),
  } satisfies Record<Topic, Set<string>>;
});

// A visitor's own word for a topic counts: a "quiz" is the assessment, « payant » asks a price.
function isAbout(kind: Topic, locale: Locale, question: string): boolean {
  return termsOf(question, locale).some((term) =>
    [term, ...synonymsOf(term, locale)].some((word) => topicTerms[locale][kind].has(word)),
  );
}

/** The hand-offs for a question and what answered it, the best fit first. */
export function offersFor(
  locale: Locale,
  question: string,
  citations: readonly { url: string }[],
): HandoffKind[] {
  const assessmentPages = [
    pagePath({ name: 'assessmentInfo' }),
    pagePath({ name: 'assessment' }),
  ].map((path) => localizedPath(locale, path));
  const aboutReadiness =
    isAbout('assessment', locale, question) || assessmentPages.includes(citations[0]?.url ?? '');
  if (aboutReadiness) return ['assessment', 'book', 'write'];
  if (citations.length === 0 || isAbout('book', locale, question)) return ['book', 'write'];
  return ['write', 'book'];
}
