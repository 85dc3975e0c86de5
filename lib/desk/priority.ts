import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { COMPANY_SIZES, type CompanySize, type ReadinessLevel } from '@/lib/model';
import { requestIn, type Request } from './intent';
import type { DeskPayload } from '@/lib/database/rows';
import type { Tier } from '@/lib/model/tier';
import { DEFAULT_WEIGHTS, READINESS_LEVELS, type PriorityWeights } from '@/lib/settings/weights';

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
    // A sector is the visitor's words: only the weights' own names count, never "constructor".
    const points = Object.hasOwn(weights.sector, sector) ? (weights.sector[sector] ?? 0) : 0;
    earned.push([{ kind: 'sector', sector }, points]);
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

function sizeOf(value: string | null | undefined): CompanySize | null {
  return COMPANY_SIZES.find((size) => size === value) ?? null;
}

/** The sector's key as stored, the database having checked its form; none for a lead without. */
function sectorOf(value: string | null | undefined): string | null {
  return value || null;
}

/**
 * The signals of a lead as the desk reads it. A contact message gives a size and what it asks;
 * a result gives the size its contact left before the questions, and its level; a call booked
 * with no lead before gives nothing but the booking. The sector, where the person gave one, comes
 * with the size.
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
        sector: sectorOf(payload.lead.sector),
        asks: request !== null,
        request,
      };
    }
    case 'assessment_contacts':
      return {
        ...none,
        companySize: sizeOf(payload.lead.company_size),
        sector: sectorOf(payload.lead.sector),
      };
    case 'assessment_results':
      return {
        ...none,
        companySize: sizeOf(payload.contact?.company_size),
        sector: sectorOf(payload.contact?.sector),
        completed: true,
        level:
          READINESS_LEVELS.find((level) => level === payload.lead.overall_readiness_level) ?? null,
      };
    case 'call_bookings':
      // A booking with no lead before is a booking all the same.
      return { ...none, booked: true };
  }
}
