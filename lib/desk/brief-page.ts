import 'server-only';
import { createTranslator, type Messages } from 'next-intl';
import { getQuestionBank } from '@/lib/content';
import { dictionary } from '@/lib/mail/context';
import { deskSettings, env, resultsLinkSecret } from '@/lib/env';
import type { CategoryKey } from '@/lib/assessment/scoring';
import { QUESTION_COUNT } from '@/lib/model/assessment-shape';
import type { Locale } from '@/lib/i18n/locales';
import { serverConnection } from '@/lib/database/server-connection';
import { buildBrief, messageOf, weakestCategories, type Brief, type ChosenQuestion } from './brief';
import { loadBriefOffers, loadCategoryNames, loadQuestionTexts, readFresh } from './brief-offers';
import { deskKey, readBriefToken } from './links';
import { priorityOf, reasonsIn, signalsOf } from './priority';
import { chooseQuestions, type QuestionReason } from './questions';
import { briefSource } from './store';
import { type Tier } from '@/lib/model/tier';
import { DESK_LINK_DAYS, type BriefSource, type DeskRef } from './types';

/**
 * What the brief needs besides the lead's own data, each a function of it: the questions to ask
 * and why the lead has its tier. The defaults leave them out until the question bank and the
 * priority rules are wired here.
 */
export type BriefWiring = {
  readSource: (ref: DeskRef) => Promise<BriefSource | null>;
  questionsFor: (source: BriefSource, locale: Locale) => Promise<readonly ChosenQuestion[]>;
  priorityOf: (source: BriefSource, locale: Locale) => BriefPriority | Promise<BriefPriority>;
  timeZone: string;
  now: () => Date;
};

type BriefPriority = { tier: Tier | null; reasons: readonly string[]; owner: string | null };

async function readSourceThroughServer(ref: DeskRef): Promise<BriefSource | null> {
  const connection = serverConnection();
  if (!connection) throw new Error('No database connection as the server: the brief needs one.');
  return connection((tx) => briefSource(tx, ref, { minGroup: env.BENCHMARK_MIN_GROUP }));
}

/** How a reason for a question reads in the consultant's language. */
function whyIn(
  why: QuestionReason,
  t: ReturnType<typeof createTranslator<Messages, 'desk.why'>>,
  categoryNames: Readonly<Partial<Record<CategoryKey, string>>>,
): string {
  const category = categoryNames[why.category] ?? why.category;
  if (why.kind === 'answer') {
    return why.answer
      ? t('answerLabelled', {
          letter: why.letter.toUpperCase(),
          answer: why.answer,
          number: why.questionNumber,
        })
      : t('answer', { letter: why.letter.toUpperCase(), number: why.questionNumber });
  }
  if (why.kind === 'level') return t('level', { category, percent: Math.round(why.percentage) });
  return t('general', { category });
}

/** The scores a question bank is chosen against: a result's, else none. */
function categoryScoresOf(source: BriefSource) {
  return source.payload.table === 'assessment_results' ? source.payload.lead.category_scores : [];
}

/**
 * The brief's wiring with the desk's own parts: the Studio's question bank and the five questions
 * it gives this lead, the priority rules' reasons, and the firm's time zone; `readSource` reads the
 * lead from the database.
 */
export function briefWiring(readSource: BriefWiring['readSource']): BriefWiring {
  const settings = deskSettings(env);
  return {
    readSource,
    questionsFor: async (source, locale) => {
      const [bank, categoryNames, messages] = await Promise.all([
        readFresh(`questions:${locale}`, () => getQuestionBank(locale)),
        loadCategoryNames(locale),
        dictionary(locale),
      ]);
      const t = createTranslator({ locale, messages, namespace: 'desk.why' });
      return chooseQuestions(bank, {
        answers: source.answers,
        questionNumbers: Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1),
        categoryScores: categoryScoresOf(source),
      }).map((question) => ({
        category: question.category,
        text: question.text,
        why: whyIn(question.why, t, categoryNames),
      }));
    },
    priorityOf: async (source, locale) => {
      const priority = priorityOf(
        signalsOf(source.payload, source.entry.bookedAt !== null),
        settings.weights,
      );
      return {
        tier: source.entry.tier ?? priority.tier,
        reasons: reasonsIn(priority.because, locale, await dictionary(locale)),
        owner: source.entry.owner,
      };
    },
    timeZone: settings.timeZone,
    now: () => new Date(),
  };
}

export const defaultWiring: BriefWiring = briefWiring(readSourceThroughServer);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a lead's links still work: DESK_LINK_DAYS after it arrived, they do not. */
function briefLinkLive(source: BriefSource, now: Date): boolean {
  const arrived = Date.parse(source.entry.createdAt);
  return Number.isFinite(arrived) && now.getTime() - arrived <= DESK_LINK_DAYS * DAY_MS;
}

/** The lead a brief's token stands for, when the server made the token; else null. */
function briefRefOf(token: string): DeskRef | null {
  const secret = resultsLinkSecret(env);
  return secret ? readBriefToken(token, deskKey(secret)) : null;
}

/**
 * The brief behind a token, in the page's language; null for a token the server did not make,
 * and for a lead erased or older than its links. The token is checked before any database read.
 */
export async function loadBriefPage(
  token: string,
  locale: Locale,
  wiring: BriefWiring = defaultWiring,
): Promise<Brief | null> {
  const ref = briefRefOf(token);
  if (!ref) return null;
  return loadBriefOf(ref, locale, wiring, { live: true });
}

/**
 * The brief of a lead, in a language; null for a lead erased, or, with `live`, one older than its
 * links. The sales notice attaches it as a PDF, the page shows it.
 */
export async function loadBriefOf(
  ref: DeskRef,
  locale: Locale,
  wiring: BriefWiring,
  { live = false }: { live?: boolean } = {},
): Promise<Brief | null> {
  const source = await wiring.readSource(ref);
  if (!source || (live && !briefLinkLive(source, wiring.now()))) return null;
  const weakest = weakestCategories(source);
  const [offers, categoryNames, questions, messages, priority, questionTexts] = await Promise.all([
    loadBriefOffers(locale, { weakest, message: messageOf(source) }),
    loadCategoryNames(locale),
    wiring.questionsFor(source, locale),
    dictionary(locale),
    wiring.priorityOf(source, locale),
    source.team?.view.questions?.length ? loadQuestionTexts(locale) : undefined,
  ]);
  return buildBrief({
    source,
    offers,
    questions,
    ...priority,
    locale,
    messages,
    categoryNames,
    questionTexts,
    timeZone: wiring.timeZone,
  });
}
