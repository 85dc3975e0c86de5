import type { Locale } from '@/lib/i18n/locales';
import type { CategoryScore, CompanySize, ReadinessLevel, ResultStandings } from '@/lib/model';
import type { TeamCalls } from './teams';

export type { CategoryScore, ReadinessLevel, ResultStandings };

// `id` is generated once per submission by the form, so a retry carries the same id.
type Lead = {
  id: string;
  locale: Locale;
} & NoticeRecord;

/**
 * The notice a lead was collected under (lib/forms/server/notice.ts): which form's, with a digest of its
 * text in the visitor's language, and the privacy policy's version.
 */
export type NoticeRecord = {
  privacyNotice: string;
  policyVersion: string;
};

export type ContactLead = Lead & {
  firstName: string;
  lastName: string;
  companyName: string;
  companySize: CompanySize;
  /** The key of the sector the person chose from the published list, if they chose one. */
  sector?: string | null;
  email: string;
  message: string;
};

export type AssessmentContactLead = Lead & {
  firstName: string;
  lastName: string;
  companyName: string;
  companySize: CompanySize;
  sector?: string | null;
  email: string;
};

export type AssessmentResultLead = Lead & {
  email: string;
  /** The details left before the questions, stored under this id; null when the wizard had none. */
  contactId: string | null;
  /** The result's own nonce, which its links are made with (lib/database/link-token.ts). */
  linkNonce: string;
  /** The SHA-256 of each of its links' tokens: the page's, the owner's and the confirmation's. */
  accessHash: string;
  ownerHash: string;
  confirmHash: string;
  /**
   * One option letter a question, in lower case, in the questions' order (question 1 first):
   * what the consultant asks about. It stays with the site, for the brief: neither the CRM nor
   * the visitor's page gets it.
   */
  answers: string;
  /** The SHA-256 of the team link the respondent came through, if any (lib/teams/link.ts). */
  teamInvite?: string | null;
  totalScore: number;
  maxPossibleScore: number;
  overallReadinessLevel: ReadinessLevel;
  percentage: number;
  categoryScores: CategoryScore[];
};

/** A stored result's scores, as the results page draws them. */
export type ResultScores = {
  id: string;
  createdAt: string;
  locale: Locale;
  totalScore: number;
  maxPossibleScore: number;
  overallReadinessLevel: ReadinessLevel;
  percentage: number;
  categoryScores: CategoryScore[];
};

/** Who a result was prepared for: the details left before the questions, never the address. */
type ResultPerson = {
  firstName: string;
  lastName: string;
  companyName: string;
  companySize: CompanySize;
  /** The key of the sector the person chose, or null for none. */
  sector: string | null;
};

/**
 * A result read through one of its private links: where it stands, and, through the owner's link
 * of a confirmed result only, the mailbox's confirmed result before it.
 */
export type LinkedResult = {
  result: ResultScores;
  person: ResultPerson | null;
  /** Whether the link was the owner's (the results e-mail's). */
  owner: boolean;
  /** Whether the mailbox's owner confirmed the result. */
  confirmed: boolean;
  standings: ResultStandings | null;
  previous: ResultScores | null;
};

/**
 * What following a confirmation link did. 'confirmed' the first time, 'already' after; both give
 * what the owner's link is made of. 'expired': too old, or its links were revoked. 'unknown': no
 * such link.
 */
export type Confirmation =
  | { status: 'confirmed' | 'already'; resultId: string; linkNonce: string; locale: Locale }
  | { status: 'expired' | 'unknown' };

// 'rejected': the database refused these values. 'rateLimited': it refused more submissions for
// these keys within the minute. 'unavailable': it could not be reached or used.
export type SaveFailureReason = 'unavailable' | 'rejected' | 'rateLimited';

export type SaveResult = { ok: true } | { ok: false; reason: SaveFailureReason };

/**
 * The visitors who reached a step of a form on a UTC day (YYYY-MM-DD), added up by one instance:
 * lib/funnel names the steps, the database checks them.
 */
export type FunnelCount = {
  day: string;
  form: string;
  locale: Locale;
  step: string;
  visitors: number;
};

// What the caps said of one answer of the assistant's language model: only 'granted' lets the
// model write, and names the reservation to settle once it has. 'visitor': this visitor has had
// their answers for now. 'overall': the day's budget is spent. 'unavailable': the database could
// not answer, refused the call, or this server has no way in as its own role.
export type AssistantReservation =
  { answer: 'granted'; id: string } | { answer: 'visitor' | 'overall' | 'unavailable' };

// Expected failures resolve to a reason and never throw; database error text never leaves the store.
export type LeadStore = TeamCalls & {
  // Gets the store ready at server start, so the first visitor does not wait for it.
  prepare(): Promise<void>;
  // Whether the database serves visitors now; for the health check. Never throws.
  ready(): Promise<boolean>;
  // `keys`: the hashed keys the submission counts against in the database's rate limit
  // (lib/visitor-keys.ts); the database refuses a visitor's lead that carries none.
  saveContact(lead: ContactLead, keys: readonly string[]): Promise<SaveResult>;
  saveAssessmentContact(lead: AssessmentContactLead, keys: readonly string[]): Promise<SaveResult>;
  saveAssessmentResult(lead: AssessmentResultLead, keys: readonly string[]): Promise<SaveResult>;
  // The result one of whose links' tokens hashes to `tokenHash`, or null, with its standings in
  // groups of `minGroup` at least (the database's floor is 10). Throws when the database cannot
  // answer, so that an outage is never told as a wrong link.
  readResult(tokenHash: string, minGroup: number): Promise<LinkedResult | null>;
  // Confirms the result whose confirmation link's token hashes to `confirmHash`, which queues its
  // results e-mail. Throws when the database cannot answer.
  confirmResult(confirmHash: string, minGroup: number): Promise<Confirmation>;
};
