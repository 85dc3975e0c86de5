import type {
  AssessmentContactLead,
  AssessmentResultLead,
  CategoryScore,
  Confirmation,
  ContactLead,
  LeadStore,
  LinkedResult,
  NoticeRecord,
  ReadinessLevel,
  ResultScores,
  ResultStandings,
  SaveResult,
} from './types';
import { localeOr } from '@/lib/i18n/locales';
import { COMPANY_SIZES, type CompanySize, type Standing } from '@/lib/model';
import { isSectorKey, sectorGroupOf } from '@/lib/model/sector';

// The shape of supabase/migrations, table by table, as both adapters send it.
export type LeadRows = {
  contact_submissions: LeadRows['assessment_contacts'] & { message: string };
  assessment_contacts: {
    id: string;
    locale: string;
    privacy_notice: string;
    policy_version: string;
    first_name: string;
    last_name: string;
    company_name: string;
    company_size: CompanySize;
    /** A sector's key (lib/model/sector.ts); absent from messages queued before it existed. */
    sector?: string | null;
    email: string;
  };
  assessment_results: {
    id: string;
    locale: string;
    privacy_notice: string;
    policy_version: string;
    email: string;
    total_score: number;
    max_possible_score: number;
    overall_readiness_level: ReadinessLevel;
    percentage: number;
    category_scores: CategoryScore[];
    contact_id: string | null;
    link_nonce: string;
    access_hash: string;
    owner_hash: string;
    confirm_hash: string;
    answers: string;
    /** Sent only; the database turns it into the team and never keeps it. */
    team_invite?: string | null;
  };
};

/** The columns of a stored result that never leave the database: its links' hashes. */
type LinkHashes = 'access_hash' | 'owner_hash' | 'confirm_hash';

export type LeadTable = keyof LeadRows;

/**
 * A lead as the outbox receives it: the columns written, and the time it was stored. A result's
 * links' hashes stay in the database; its confirmation and the links' expiry come with it.
 */
export type StoredRow<T extends LeadTable> = Omit<LeadRows[T], LinkHashes> & {
  created_at: string;
} & (T extends 'assessment_results'
    ? { confirmed_at?: string | null; link_expires_at?: string | null; team_id?: string | null }
    : unknown);

/** A team as the firm's notice, the CRM and its owner's e-mail name it (private.team_summary). */
type TeamSummaryRow = { id: string; company_name: string | null; respondents: number };

/** A result's standings as the database answers them (private.standings_of). */
export type StandingsRow = {
  group: string;
  members: number;
  total: number;
  categories: Record<string, number>;
}[];

/**
 * What the database queues with each lead for the outbox (supabase/migrations, the outbox
 * trigger): the stored row as JSON, for a result the contact the visitor left before, and
 * whether the person objected to being prospected. A result's e-mail, queued once its mailbox's
 * owner confirmed it, also carries the mailbox's confirmed result before it and the standings.
 */
export type OutboxPayload = {
  [T in LeadTable]: {
    table: T;
    lead: StoredRow<T>;
    /** For an assessment result: the details the visitor left before the questions, if any. */
    contact: T extends 'assessment_results' ? StoredRow<'assessment_contacts'> | null : null;
    /** The person objected: "do not prospect". Absent from messages queued before it existed. */
    objected?: boolean;
  } & (T extends 'assessment_results'
    ? {
        previous?: ScoresRow | null;
        standings?: StandingsRow | null;
        /** The team a colleague's result belongs to, with how many have answered. */
        team?: TeamSummaryRow | null;
      }
    : unknown);
}[LeadTable];

/** The payload of one table's leads. */
export type OutboxPayloadOf<T extends LeadTable> = Extract<OutboxPayload, { table: T }>;

export const LEAD_TABLES: readonly LeadTable[] = [
  'contact_submissions',
  'assessment_contacts',
  'assessment_results',
];

export type InsertRow = <T extends LeadTable>(
  table: T,
  row: LeadRows[T],
  keys: readonly string[],
) => Promise<SaveResult>;

/** The columns every lead has: its id, its language and the notice it was collected under. */
function leadColumns(lead: NoticeRecord & { id: string; locale: string }) {
  return {
    id: lead.id,
    locale: lead.locale,
    privacy_notice: lead.privacyNotice,
    policy_version: lead.policyVersion,
  };
}

/** The columns a contact message and an assessment contact share: who the lead is. */
function personRow(lead: AssessmentContactLead): LeadRows['assessment_contacts'] {
  return {
    ...leadColumns(lead),
    first_name: lead.firstName,
    last_name: lead.lastName,
    company_name: lead.companyName,
    company_size: lead.companySize,
    sector: lead.sector || null,
    email: lead.email,
  };
}

export function contactSubmissionRow(lead: ContactLead): LeadRows['contact_submissions'] {
  return { ...personRow(lead), message: lead.message };
}

export function assessmentContactRow(lead: AssessmentContactLead): LeadRows['assessment_contacts'] {
  return personRow(lead);
}

export function assessmentResultRow(lead: AssessmentResultLead): LeadRows['assessment_results'] {
  return {
    ...leadColumns(lead),
    email: lead.email,
    total_score: lead.totalScore,
    max_possible_score: lead.maxPossibleScore,
    overall_readiness_level: lead.overallReadinessLevel,
    percentage: lead.percentage,
    category_scores: lead.categoryScores,
    contact_id: lead.contactId,
    link_nonce: lead.linkNonce,
    access_hash: lead.accessHash,
    owner_hash: lead.ownerHash,
    confirm_hash: lead.confirmHash,
    answers: lead.answers,
    ...(lead.teamInvite ? { team_invite: lead.teamInvite } : {}),
  };
}

export type ScoresRow = Pick<
  LeadRows['assessment_results'],
  | 'id'
  | 'locale'
  | 'total_score'
  | 'max_possible_score'
  | 'overall_readiness_level'
  | 'percentage'
  | 'category_scores'
> & { created_at: string };

export function scoresOf(row: ScoresRow): ResultScores {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    locale: localeOr(row.locale),
    totalScore: row.total_score,
    maxPossibleScore: row.max_possible_score,
    overallReadinessLevel: row.overall_readiness_level,
    percentage: Number(row.percentage),
    categoryScores: row.category_scores,
  };
}

type LinkedRow = {
  result: ScoresRow;
  contact:
    | (Record<'first_name' | 'last_name' | 'company_name' | 'company_size', string> & {
        sector?: string | null;
      })
    | null;
  owner: boolean;
  confirmed: boolean;
  standings: StandingsRow | null;
  previous: ScoresRow | null;
};

/** A group the database answered, as the results know it; undefined for one they do not. */
function standingGroupOf(group: string): Standing['group'] | undefined {
  if (group === 'all') return 'all';
  return COMPANY_SIZES.find((size) => size === group) ?? sectorGroupOf(group);
}

/** The standings the database answers, as the results read them; null for none. */
export function standingsOf(rows: StandingsRow | null | undefined): ResultStandings | null {
  const groups = (Array.isArray(rows) ? rows : []).flatMap((row) => {
    const group = standingGroupOf(row.group);
    return group ? [{ ...row, group }] : [];
  });
  if (groups.length === 0) return null;
  const standing = (group: Standing['group'], members: number, percentAhead: number) => ({
    group,
    members,
    percentAhead,
  });
  const categories = new Set(groups.flatMap((row) => Object.keys(row.categories ?? {})));
  return {
    overall: groups.map((row) => standing(row.group, row.members, row.total)),
    categories: Object.fromEntries(
      [...categories].map((category) => [
        category,
        groups.map((row) => standing(row.group, row.members, row.categories[category] ?? 0)),
      ]),
    ),
  };
}

/** What api.assessment_result answers, as the app reads it; null for no result. */
function linkedResultOf(json: unknown): LinkedResult | null {
  if (json === null || typeof json !== 'object') return null;
  const { result, contact, owner, confirmed, standings, previous } = json as LinkedRow;
  const companySize = COMPANY_SIZES.find((size) => size === contact?.company_size);
  const sector = contact?.sector;
  return {
    result: scoresOf(result),
    person:
      contact && companySize
        ? {
            firstName: contact.first_name,
            lastName: contact.last_name,
            companyName: contact.company_name,
            companySize,
            sector: typeof sector === 'string' && isSectorKey(sector) ? sector : null,
          }
        : null,
    owner: owner === true,
    confirmed: confirmed === true,
    standings: standingsOf(standings),
    // The database answers it only through the owner's link: never trust more than that.
    previous: owner === true && previous ? scoresOf(previous) : null,
  };
}

/** What api.confirm_result answers, as the app reads it. */
function confirmationOf(json: unknown): Confirmation {
  const answer = (json ?? {}) as {
    status?: unknown;
    id?: unknown;
    link_nonce?: unknown;
    locale?: unknown;
  };
  if (
    (answer.status === 'confirmed' || answer.status === 'already') &&
    typeof answer.id === 'string' &&
    typeof answer.link_nonce === 'string'
  ) {
    return {
      status: answer.status,
      resultId: answer.id,
      linkNonce: answer.link_nonce,
      locale: localeOr(typeof answer.locale === 'string' ? answer.locale : undefined),
    };
  }
  return { status: answer.status === 'expired' ? 'expired' : 'unknown' };
}

/** Calls one of the functions visitors may call, with named arguments, and answers its JSON. */
export type CallFunction = (name: string, args: Record<string, unknown>) => Promise<unknown>;

// An adapter only knows how to call a function; what the app asks and reads back is shared.
export function resultReadsFrom(
  call: CallFunction,
): Pick<LeadStore, 'readResult' | 'confirmResult'> {
  return {
    readResult: async (tokenHash, minGroup) =>
      linkedResultOf(
        await call('assessment_result', { token_hash: tokenHash, min_group: minGroup }),
      ),
    confirmResult: async (confirmHash, minGroup) =>
      confirmationOf(
        await call('confirm_result', { confirm_hash: confirmHash, min_group: minGroup }),
      ),
  };
}

// An adapter only knows how to insert one row; the mapping from the app's leads is shared.
export function leadStoreFrom(
  insertRow: InsertRow,
): Pick<LeadStore, 'saveContact' | 'saveAssessmentContact' | 'saveAssessmentResult'> {
  return {
    saveContact: (lead, keys) => insertRow('contact_submissions', contactSubmissionRow(lead), keys),
    saveAssessmentContact: (lead, keys) =>
      insertRow('assessment_contacts', assessmentContactRow(lead), keys),
    saveAssessmentResult: (lead, keys) =>
      insertRow('assessment_results', assessmentResultRow(lead), keys),
  };
}

/** The headers a submission carries to the database: its rate-limit keys (see the migrations). */
export function submissionHeaders(keys: readonly string[]): Record<string, string> {
  return keys.length > 0 ? { 'x-submission-keys': keys.join(',') } : {};
}

/** A call booked by someone who left no lead before: kept as a lead of its own. */
export type BookingLead = {
  table: 'call_bookings';
  lead: {
    id: string;
    created_at: string;
    email: string;
    name: string;
    call_at: string;
    locale: string | null;
  };
  contact: null;
  objected?: boolean;
};

/** A lead as the desk reads it: the outbox's payload of the forms' leads, or a booking's. */
export type DeskPayload = OutboxPayload | BookingLead;
