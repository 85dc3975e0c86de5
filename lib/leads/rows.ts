import type {
  AssessmentContactLead,
  AssessmentResultLead,
  BenchmarkGroup,
  CategoryScore,
  ContactLead,
  LeadStore,
  LinkedResult,
  NoticeRecord,
  ReadinessLevel,
  ResultScores,
  SaveResult,
} from './types';
import { localeOr } from '@/lib/i18n/locales';
import { COMPANY_SIZES, type CompanySize } from '@/lib/model';

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
    access_hash: string;
  };
};

export type LeadTable = keyof LeadRows;

/**
 * A lead as the outbox receives it: the columns written, and the time it was stored. A result's
 * link hash stays in the database.
 */
export type StoredRow<T extends LeadTable> = Omit<LeadRows[T], 'access_hash'> & {
  created_at: string;
};

/**
 * What the database queues with each lead for the outbox (supabase/migrations, the outbox
 * trigger): the stored row as JSON, and for a result the contact the visitor left before.
 */
export type OutboxPayload = {
  [T in LeadTable]: {
    table: T;
    lead: StoredRow<T>;
    /** For an assessment result: the details the visitor left before the questions, if any. */
    contact: T extends 'assessment_results' ? StoredRow<'assessment_contacts'> | null : null;
  };
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
    access_hash: lead.accessHash,
  };
}

type ScoresRow = Pick<
  LeadRows['assessment_results'],
  | 'id'
  | 'locale'
  | 'total_score'
  | 'max_possible_score'
  | 'overall_readiness_level'
  | 'percentage'
  | 'category_scores'
> & { created_at: string };

function scoresOf(row: ScoresRow): ResultScores {
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
  contact: Record<'first_name' | 'last_name' | 'company_name' | 'company_size', string> | null;
  previous: ScoresRow | null;
};

/** What api.assessment_result answers, as the app reads it; null for no result. */
function linkedResultOf(json: unknown): LinkedResult | null {
  if (json === null || typeof json !== 'object') return null;
  const { result, contact, previous } = json as LinkedRow;
  const companySize = COMPANY_SIZES.find((size) => size === contact?.company_size);
  return {
    result: scoresOf(result),
    person:
      contact && companySize
        ? {
            firstName: contact.first_name,
            lastName: contact.last_name,
            companyName: contact.company_name,
            companySize,
          }
        : null,
    previous: previous ? scoresOf(previous) : null,
  };
}

/** What api.assessment_benchmark answers, as the app reads it. */
function benchmarkGroupsOf(json: unknown): BenchmarkGroup[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry: { group?: unknown; members?: unknown; scores?: unknown }) => {
    const group =
      entry.group === 'all' ? 'all' : COMPANY_SIZES.find((size) => size === entry.group);
    if (!group || typeof entry.members !== 'number' || typeof entry.scores !== 'object') return [];
    return [{ group, members: entry.members, scores: entry.scores as BenchmarkGroup['scores'] }];
  });
}

/** Calls one of the functions visitors may call, with named arguments, and answers its JSON. */
export type CallFunction = (name: string, args: Record<string, unknown>) => Promise<unknown>;

// An adapter only knows how to call a function; what the app asks and reads back is shared.
export function resultReadsFrom(call: CallFunction): Pick<LeadStore, 'readResult' | 'benchmark'> {
  return {
    readResult: async (tokenHash) =>
      linkedResultOf(await call('assessment_result', { token_hash: tokenHash })),
    benchmark: async (minGroup) =>
      benchmarkGroupsOf(await call('assessment_benchmark', { min_group: minGroup })),
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
