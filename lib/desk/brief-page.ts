import 'server-only';
import type { Messages } from 'next-intl';
import { env, resultsLinkSecret } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { serverConnection } from '@/lib/leads/server-connection';
import { buildBrief, messageOf, weakestCategories, type Brief, type ChosenQuestion } from './brief';
import { loadBriefOffers, loadCategoryNames } from './brief-offers';
import { deskKey, readBriefToken } from './links';
import { briefSource } from './store';
import { DESK_LINK_DAYS, type BriefSource, type DeskRef, type Tier } from './types';

/**
 * What the brief needs besides the lead's own data, each a function of it: the questions to ask
 * and why the lead has its tier. The defaults leave them out until the question bank and the
 * priority rules are wired here.
 */
export type BriefWiring = {
  readSource: (ref: DeskRef) => Promise<BriefSource | null>;
  questionsFor: (source: BriefSource, locale: Locale) => Promise<readonly ChosenQuestion[]>;
  priorityOf: (
    source: BriefSource,
    locale: Locale,
  ) => { tier: Tier | null; reasons: readonly string[]; owner: string | null };
  timeZone: string;
  now: () => Date;
};

async function readSourceThroughServer(ref: DeskRef): Promise<BriefSource | null> {
  const connection = serverConnection();
  if (!connection) throw new Error('No database connection as the server: the brief needs one.');
  return connection((tx) => briefSource(tx, ref));
}

export const defaultWiring: BriefWiring = {
  readSource: readSourceThroughServer,
  questionsFor: async () => [],
  priorityOf: (source) => ({
    tier: source.entry.tier,
    reasons: [],
    owner: source.entry.owner,
  }),
  timeZone: 'Europe/Paris',
  now: () => new Date(),
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a lead's links still work: DESK_LINK_DAYS after it arrived, they do not. */
export function briefLinkLive(source: BriefSource, now: Date): boolean {
  const arrived = Date.parse(source.entry.createdAt);
  return Number.isFinite(arrived) && now.getTime() - arrived <= DESK_LINK_DAYS * DAY_MS;
}

/** The lead a brief's token stands for, when the server made the token; else null. */
export function briefRefOf(token: string): DeskRef | null {
  const secret = resultsLinkSecret(env);
  return secret ? readBriefToken(token, deskKey(secret)) : null;
}

async function dictionary(locale: Locale): Promise<Messages> {
  const loaded = (await import(`../i18n/messages/${locale}.json`)) as { default: Messages };
  return loaded.default;
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
  const source = await wiring.readSource(ref);
  if (!source || !briefLinkLive(source, wiring.now())) return null;
  const weakest = weakestCategories(source);
  const [offers, categoryNames, questions, messages] = await Promise.all([
    loadBriefOffers(locale, { weakest, message: messageOf(source) }),
    loadCategoryNames(locale),
    wiring.questionsFor(source, locale),
    dictionary(locale),
  ]);
  return buildBrief({
    source,
    offers,
    questions,
    ...wiring.priorityOf(source, locale),
    locale,
    messages,
    categoryNames,
    timeZone: wiring.timeZone,
  });
}
