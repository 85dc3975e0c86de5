import type {
  AssessmentContactLead,
  AssessmentResultLead,
  CategoryScore,
  ContactLead,
  LeadStore,
  NoticeRecord,
  ReadinessLevel,
  SaveResult,
} from './types';
import type { CompanySize } from '@/lib/model';

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
  };
};

export type LeadTable = keyof LeadRows;

/** A lead as the database holds it: the columns written, and the time it was stored. */
export type StoredRow<T extends LeadTable> = LeadRows[T] & { created_at: string };

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
  };
}

// An adapter only knows how to insert one row; the mapping from the app's leads is shared.
export function leadStoreFrom(
  insertRow: InsertRow,
): Omit<LeadStore, 'prepare' | 'ready' | 'countFunnelStep'> {
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
