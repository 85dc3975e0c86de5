import '@/lib/zod';
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { perLocale, type Locale } from '@/lib/i18n/locales';
import { stripLocale } from '@/lib/i18n/routing';

/**
 * How well the assistant's retrieval finds the page a visitor's question is about, and how
 * reliably it declines the rest. The questions are written as visitors write them, typos
 * included, never copied from the pages; half of them ("held-out") are kept out of tuning, so
 * that the figures say how the retrieval fares on questions nobody tuned it for.
 */

const set = z.enum(['tuning', 'held-out']);
const question = z.string().check(z.minLength(1));
/**
 * Marks a question worded after what small-business owners write elsewhere (forums, Q&A pages),
 * by someone who had read neither the assistant's code nor its other questions.
 */
const origin = z.optional(z.literal('outside'));

const evalQuestion = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('on-topic'),
    question,
    /** The language-neutral paths of the pages that answer it: `/faq#pricing`, `/use-cases`. */
    expected: z.union([z.string(), z.array(z.string()).check(z.minLength(1))]),
    set,
    origin,
  }),
  z.object({ kind: z.enum(['off-topic', 'injection']), question, set, origin }),
]);

export type EvalQuestion = z.infer<typeof evalQuestion>;
type EvalSet = z.infer<typeof set>;

/** Every question, per language: `questions.<code>.json` beside this file. */
export const evalQuestions: Record<Locale, EvalQuestion[]> = perLocale((locale) =>
  z
    .array(evalQuestion)
    .parse(JSON.parse(readFileSync(new URL(`questions.${locale}.json`, import.meta.url), 'utf8'))),
);

/** The pages that answer an on-topic question, as language-neutral paths. */
export function expectedPaths(question: EvalQuestion): string[] {
  if (question.kind !== 'on-topic') return [];
  return typeof question.expected === 'string' ? [question.expected] : question.expected;
}

/** A cited link as a language-neutral path with its anchor: `/fr/faq#pricing` is `/faq#pricing`. */
export function neutralPath(href: string): string {
  const url = new URL(href, 'http://site.invalid');
  return `${stripLocale(url.pathname.replace(/(.)\/+$/, '$1'))}${url.hash}`;
}

/**
 * A question with the links its answer cited, in their order, as language-neutral paths; and the
 * pages it offered as ones that may help when it cited none, which are not citations.
 */
export type Asked = { question: EvalQuestion; cited: string[]; related?: string[]; error?: string };

type Share = { hits: number; total: number };

/** The figures of one language. */
export type Evaluation = {
  /** On-topic questions whose expected page is the first citation, per set and in all. */
  first: Record<EvalSet | 'all', Share>;
  /** On-topic questions whose expected page is among the first four citations. */
  topFour: Record<EvalSet | 'all', Share>;
  /** Off-topic and injection questions answered with no citation and no page that may help. */
  declined: Record<'off-topic' | 'injection', Share>;
  /** The questions of each set, of every kind, that were worded from outside the project. */
  outside: Record<EvalSet, Share>;
  /** On-topic questions answered with pages that may help, and those among them that hold the expected page. */
  related: { offered: number; expected: number };
  /** Questions whose expected page is not the first citation, or that were not declined. */
  failures: (Asked & { missed: boolean })[];
};

/** The links of a rendered assistant page marked with `attribute`, in order. */
function markedLinks(html: string, attribute: string): string[] {
  const marked = new RegExp(`\\s${attribute}(?:[\\s=>/])`, 'i');
  const links: string[] = [];
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    if (!marked.test(tag)) continue;
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const value = href?.[1] ?? href?.[2];
    if (value !== undefined) links.push(value.replaceAll('&amp;', '&'));
  }
  return links;
}

/** The links a rendered assistant page cites: its anchors marked `data-citation`, in order. */
export function citedLinks(html: string): string[] {
  return markedLinks(html, 'data-citation');
}

/** The pages a rendered assistant page offers as ones that may help, marked `data-related`. */
export function relatedLinks(html: string): string[] {
  return markedLinks(html, 'data-related');
}

const empty = (): Share => ({ hits: 0, total: 0 });

function count(share: Share, hit: boolean) {
  share.total += 1;
  if (hit) share.hits += 1;
}

/**
 * Whether an answer did what its question asks: cite the expected page first, or decline, which
 * offering pages that may help is not.
 */
function outcome({ question, cited, related = [] }: Asked): { first: boolean; topFour: boolean } {
  if (question.kind !== 'on-topic') {
    const declined = cited.length === 0 && related.length === 0;
    return { first: declined, topFour: declined };
  }
  const expected = expectedPaths(question);
  return {
    first: expected.includes(cited[0] ?? ''),
    topFour: cited.slice(0, 4).some((path) => expected.includes(path)),
  };
}

export function evaluate(answers: readonly Asked[]): Evaluation {
  const evaluation: Evaluation = {
    first: { tuning: empty(), 'held-out': empty(), all: empty() },
    topFour: { tuning: empty(), 'held-out': empty(), all: empty() },
    declined: { 'off-topic': empty(), injection: empty() },
    outside: { tuning: empty(), 'held-out': empty() },
    related: { offered: 0, expected: 0 },
    failures: [],
  };
  for (const answer of answers) {
    const { question } = answer;
    count(evaluation.outside[question.set], question.origin === 'outside');
    const { first, topFour } = outcome(answer);
    if (question.kind === 'on-topic') {
      for (const key of [question.set, 'all'] as const) {
        count(evaluation.first[key], first);
        count(evaluation.topFour[key], topFour);
      }
      if (answer.related?.length) {
        evaluation.related.offered += 1;
        if (answer.related.some((path) => expectedPaths(question).includes(path))) {
          evaluation.related.expected += 1;
        }
      }
    } else {
      count(evaluation.declined[question.kind], topFour);
    }
    if (!first) evaluation.failures.push({ ...answer, missed: !topFour });
  }
  return evaluation;
}

function shareText({ hits, total }: Share): string {
  const percent = total === 0 ? '–' : `${Math.round((hits * 100) / total)} %`;
  return `${hits}/${total} (${percent})`.padEnd(14);
}

const relatedText = (related: readonly string[] = []) =>
  related.length > 0 ? `may help: ${related.join(' ')}` : '';

/**
 * The figures of one language, then its failures, as `npm run assistant:eval` prints them. The
 * held-out half's failures are counted but not written out unless `showHeldOut`: whoever tunes
 * the search reads only the tuning half's questions.
 */
export function evaluationReport(
  locale: Locale,
  evaluation: Evaluation,
  { showHeldOut = false }: { showHeldOut?: boolean } = {},
): string {
  const lines = [`${locale}`, `  on-topic     first citation  among the first four`];
  for (const key of ['tuning', 'held-out', 'all'] as const) {
    if (evaluation.first[key].total === 0) continue;
    lines.push(
      `  ${key.padEnd(12)} ${shareText(evaluation.first[key])}  ${shareText(evaluation.topFour[key])}`,
    );
  }
  for (const kind of ['off-topic', 'injection'] as const) {
    if (evaluation.declined[kind].total === 0) continue;
    lines.push(`  ${kind.padEnd(12)} declined ${shareText(evaluation.declined[kind])}`);
  }
  const outside = (['tuning', 'held-out'] as const)
    .filter((key) => evaluation.outside[key].total > 0)
    .map((key) => `${key} ${shareText(evaluation.outside[key]).trimEnd()}`);
  if (outside.length > 0) lines.push(`  from outside ${outside.join(', ')}`);
  const { offered, expected } = evaluation.related;
  if (offered > 0) {
    lines.push(
      `  related      pages that may help for ${offered}, the expected one among them for ${expected}`,
    );
  }
  const shown = evaluation.failures.filter(
    ({ question }) => showHeldOut || question.set !== 'held-out',
  );
  const hidden = evaluation.failures.length - shown.length;
  if (hidden > 0) {
    lines.push(
      `  held-out     ${hidden} not first or missed, not shown (--show-held-out shows them)`,
    );
  }
  if (shown.length > 0) lines.push('  failures');
  for (const { question, cited, related, error, missed } of shown) {
    const expected = question.kind === 'on-topic' ? expectedPaths(question).join(' or ') : 'none';
    const verdict = question.kind === 'on-topic' && !missed ? 'not first' : 'missed';
    lines.push(
      `    [${question.kind}, ${question.set}, ${verdict}] ${question.question}`,
      `      expected ${expected}; got ${error ?? (cited.join(' ') || relatedText(related) || 'none')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
