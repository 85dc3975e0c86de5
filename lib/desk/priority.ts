import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { COMPANY_SIZES, type CompanySize, type ReadinessLevel } from '@/lib/model';
import { requestIn, type Request } from './intent';
import type { DeskPayload, Tier } from './types';

/**
 * A lead's priority, fit × intent: how large the company is (and, once the forms ask it, its
 * sector), then what the person did: asked for something, completed the assessment, scored low
 * enough to need help, booked a call. The points of each make a tier, A first; the weights are
 * the firm's to tune (LEADS_PRIORITY), the defaults below a reasonable start. No weight is
 * negative, so that a lead's tier only ever rises as it does more, a booking above all.
 */

export type PrioritySignals = {
  companySize: CompanySize | null;
  /** The company's sector, in lower case, when the lead gave one. */
  sector: string | null;
  /** A message that asks the firm for something (lib/desk/intent). */
  asks: boolean;
  /** What it asked for, for the reason's words. */
  request?: Request | null;
  /** An assessment completed. */
  completed: boolean;
  /** The overall readiness level of that assessment. */
  level: ReadinessLevel | null;
  booked: boolean;
};

export type PriorityWeights = {
  size: Record<CompanySize, number>;
  /** Points for sectors by their name in lower case; a sector not listed scores none. */
  sector: Record<string, number>;
  asks: number;
  completed: number;
  level: Record<ReadinessLevel, number>;
  booked: number;
  /** The fewest points of tier A, and of tier B; fewer is C. */
  A: number;
  B: number;
};

/**
 * Fit × intent: a mid-sized firm fits best (a very large one buys through procurement, a very
 * small one has little budget); a low score is a need; asking and booking are intent.
 */
export const DEFAULT_WEIGHTS: PriorityWeights = {
  size: { '1-10': 0, '11-50': 1, '51-200': 2, '201-500': 3, '501-1000': 3, '1000+': 2 },
  sector: {},
  asks: 2,
  completed: 1,
  level: { 'Very Low': 2, Low: 2, Moderate: 1, High: 0 },
  booked: 3,
  A: 6,
  B: 3,
};

/** Why a lead has its points: each signal that earned some. */
export type PriorityReason =
  | { kind: 'size'; size: CompanySize }
  | { kind: 'sector'; sector: string }
  | { kind: 'asks'; request: Request | null }
  | { kind: 'completed' }
  | { kind: 'level'; level: ReadinessLevel }
  | { kind: 'booked' };

export type Priority = {
  tier: Tier;
  points: number;
  /** The reasons in the sales team's English, for the sales notice. */
  reasons: string[];
  /** The same reasons as data, for reasonsIn in another language. */
  because: PriorityReason[];
};

const SIZE_WORDS: Record<CompanySize, string> = {
  '1-10': '1–10 employees',
  '11-50': '11–50 employees',
  '51-200': '51–200 employees',
  '201-500': '201–500 employees',
  '501-1000': '501–1,000 employees',
  '1000+': 'more than 1,000 employees',
};

const REQUEST_WORDS: Record<Request | 'other', string> = {
  call: 'asked for a call',
  quote: 'asked for a quote',
  help: 'asked for help',
  other: 'asked for something',
};

const LEVEL_KEYS: Record<ReadinessLevel, string> = {
  High: 'high',
  Moderate: 'moderate',
  Low: 'low',
  'Very Low': 'veryLow',
};

function englishReason(reason: PriorityReason): string {
  switch (reason.kind) {
    case 'size':
      return SIZE_WORDS[reason.size];
    case 'sector':
      return `sector: ${reason.sector}`;
    case 'asks':
      return REQUEST_WORDS[reason.request ?? 'other'];
    case 'completed':
      return 'completed the assessment';
    case 'level':
      return `${reason.level === 'Very Low' ? 'Very low' : reason.level} readiness`;
    case 'booked':
      return 'call booked';
  }
}

/** A lead's tier, its points and why. */
export function priorityOf(
  signals: PrioritySignals,
  weights: PriorityWeights = DEFAULT_WEIGHTS,
): Priority {
  const earned: [PriorityReason, number][] = [];
  if (signals.companySize) {
    earned.push([{ kind: 'size', size: signals.companySize }, weights.size[signals.companySize]]);
  }
  if (signals.sector) {
    const sector = signals.sector.trim().toLowerCase();
    earned.push([{ kind: 'sector', sector }, weights.sector[sector] ?? 0]);
  }
  if (signals.asks) earned.push([{ kind: 'asks', request: signals.request ?? null }, weights.asks]);
  if (signals.completed) earned.push([{ kind: 'completed' }, weights.completed]);
  if (signals.level)
    earned.push([{ kind: 'level', level: signals.level }, weights.level[signals.level]]);
  if (signals.booked) earned.push([{ kind: 'booked' }, weights.booked]);
  const counted = earned.filter(([, points]) => points > 0);
  const points = counted.reduce((sum, [, value]) => sum + value, 0);
  const tier: Tier = points >= weights.A ? 'A' : points >= weights.B ? 'B' : 'C';
  const because = counted.map(([reason]) => reason);
  return { tier, points, reasons: because.map(englishReason), because };
}

/**
 * The reasons in a language of the site, from its dictionary (`desk.reasons`): the brief shows
 * them in the consultants' language.
 */
export function reasonsIn(
  because: readonly PriorityReason[],
  locale: Locale,
  messages: Messages,
): string[] {
  const t = createTranslator({ locale, messages, namespace: 'desk.reasons' });
  return because.map((reason) => {
    switch (reason.kind) {
      case 'size':
        return t(`size.${reason.size}`);
      case 'sector':
        return t('sector', { sector: reason.sector });
      case 'asks':
        return t(`asks.${reason.request ?? 'other'}`);
      case 'completed':
        return t('completed');
      case 'level':
        return t(`level.${LEVEL_KEYS[reason.level]}` as 'level.high');
      case 'booked':
        return t('booked');
    }
  });
}

const LEVELS = Object.keys(LEVEL_KEYS) as ReadinessLevel[];

function sizeOf(value: string | null | undefined): CompanySize | null {
  return COMPANY_SIZES.find((size) => size === value) ?? null;
}

/**
 * The signals of a lead as the desk reads it. A contact message gives a size and what it asks;
 * a result gives the size its contact left before the questions, and its level; a call booked
 * with no lead before gives nothing but the booking. Nothing the forms collect names a sector yet.
 */
export function signalsOf(payload: DeskPayload, booked: boolean): PrioritySignals {
  const none: PrioritySignals = {
    companySize: null,
    sector: null,
    asks: false,
    request: null,
    completed: false,
    level: null,
    booked,
  };
  switch (payload.table) {
    case 'contact_submissions': {
      const request = requestIn(payload.lead.message);
      return {
        ...none,
        companySize: sizeOf(payload.lead.company_size),
        asks: request !== null,
        request,
      };
    }
    case 'assessment_contacts':
      return { ...none, companySize: sizeOf(payload.lead.company_size) };
    case 'assessment_results':
      return {
        ...none,
        companySize: sizeOf(payload.contact?.company_size),
        completed: true,
        level: LEVELS.find((level) => level === payload.lead.overall_readiness_level) ?? null,
      };
    case 'call_bookings':
      // A booking with no lead before is a booking all the same.
      return { ...none, booked: true };
  }
}

/** The most points one signal may weigh. */
const MAX_POINTS = 100;

/** The settings' spelling of each level: lower case, a hyphen for the space. */
const LEVEL_SETTING_KEYS = Object.fromEntries(
  LEVELS.map((level) => [level.toLowerCase().replace(' ', '-'), level]),
) as Record<string, ReadinessLevel>;

const SECTOR_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** What LEADS_PRIORITY looks like, for the messages that refuse it. */
export const WEIGHTS_FORMAT =
  'key=points, comma-separated, such as size.201-500=3, asks=2, booked=3, A=6, B=3, sector.logistics=1';

/**
 * The weights a LEADS_PRIORITY setting makes of the defaults, or why it cannot be read, as the
 * end of a sentence naming the setting. Keys: size.<size>, sector.<name>, asks, completed,
 * level.<high|moderate|low|very-low>, booked, and the tiers' thresholds A and B; whole points
 * from 0 to 100.
 */
export function parseWeights(
  text: string,
  base: PriorityWeights = DEFAULT_WEIGHTS,
): PriorityWeights | { problem: string } {
  const weights: PriorityWeights = {
    ...base,
    size: { ...base.size },
    sector: { ...base.sector },
    level: { ...base.level },
  };
  const seen = new Set<string>();
  const entries = text.split(',').map((entry) => entry.trim());
  for (const [index, entry] of entries.entries()) {
    if (entries.length === 1 && entry === '') break;
    const match = /^([^=\s]+)\s*=\s*(\S+)$/.exec(entry);
    if (!match) {
      return { problem: `has “${entry}” as entry ${index + 1}, not key=points: ${WEIGHTS_FORMAT}` };
    }
    const rawKey = match[1]!;
    const rawValue = match[2]!;
    const key = rawKey.toLowerCase();
    const value = Number(rawValue);
    if (!/^\d+$/.test(rawValue) || value > MAX_POINTS) {
      return { problem: `gives ${rawKey} “${rawValue}”: points are whole numbers from 0 to 100` };
    }
    if (seen.has(key)) return { problem: `names ${rawKey} twice` };
    seen.add(key);
    const [group, name = ''] = key.split(/\.(.*)/s) as [string, string?];
    if (group === 'size' && COMPANY_SIZES.some((size) => size === name)) {
      weights.size[name as CompanySize] = value;
    } else if (group === 'sector' && SECTOR_NAME.test(name)) {
      weights.sector[name] = value;
    } else if (group === 'level' && LEVEL_SETTING_KEYS[name]) {
      weights.level[LEVEL_SETTING_KEYS[name]] = value;
    } else if (key === 'asks' || key === 'completed' || key === 'booked') {
      weights[key] = value;
    } else if (key === 'a' || key === 'b') {
      weights[key === 'a' ? 'A' : 'B'] = value;
    } else {
      return {
        problem: `names ${rawKey}, which is no weight: size.${COMPANY_SIZES.join('|')}, sector.<name>, asks, completed, level.${Object.keys(LEVEL_SETTING_KEYS).join('|')}, booked, A or B`,
      };
    }
  }
  if (weights.B < 1 || weights.A < weights.B) {
    return {
      problem: `sets A=${weights.A} and B=${weights.B}: B must be 1 at least, so that a lead with no points is C, and A no less than B`,
    };
  }
  return weights;
}
