import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { pagePath } from '@/lib/routes';
import type { HandoffKind } from './protocol';
import { synonymsOf } from './synonyms';
import { termsOf } from './terms';

/**
 * Where an answer hands the visitor on. A question about being ready for AI goes to the
 * assessment first; one about a price, a budget, a delay or a meeting is for a consultant on a
 * call, as is one the pages cannot answer; anything else, to the contact form, with the question
 * already written there. A call and the form are always offered.
 */
const topics: Record<Exclude<HandoffKind, 'write'>, Record<Locale, string>> = {
  assessment: {
    en: 'ready readiness mature maturity assess assessment evaluate evaluation score scorecard start started begin diagnostic questionnaire',
    fr: 'prêt prête prêts maturité mature évaluer évaluation évaluez diagnostic score questionnaire commencer démarrer débuter niveau',
  },
  book: {
    en: 'price prices pricing cost costs costly budget quote fee fees rate rates expensive cheap afford how long timeline deadline delay meeting call appointment talk speak consultant',
    fr: 'prix tarif tarifs coût coûts coûte budget devis honoraires cher combien durée délai délais rendez-vous appel appeler échanger parler consultant réunion',
  },
};

const topicTerms = Object.fromEntries(
  Object.entries(topics).map(([kind, byLocale]) => [
    kind,
    Object.fromEntries(
      Object.entries(byLocale).map(([locale, list]) => [
        locale,
        new Set(termsOf(list, locale as Locale)),
      ]),
    ),
  ]),
) as Record<Exclude<HandoffKind, 'write'>, Record<Locale, Set<string>>>;

// A visitor's own word for a topic counts: a "quiz" is the assessment, « payant » asks a price.
function isAbout(kind: Exclude<HandoffKind, 'write'>, locale: Locale, question: string): boolean {
  return termsOf(question, locale).some((term) =>
    [term, ...synonymsOf(term, locale)].some((word) => topicTerms[kind][locale].has(word)),
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
