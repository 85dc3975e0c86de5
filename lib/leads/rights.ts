import { tokenHash, tokenIn } from '@/lib/assessment/link/token';
import { storedEmail } from '@/lib/model/email';
import type { SqlTransaction } from './migrations';
import { LEAD_TABLES, type LeadTable } from './rows';

// What people may ask of their data (GDPR art. 15, 17 and 21), and the retention of leads; the
// SQL side is supabase/migrations/20261129000000_rights_and_retention.sql. Every function here
// runs as the leads_steward role, on PGlite or PostgreSQL: the caller opens the transaction and
// sets the role. A person is a mailbox, however its address is spelt: `Ada@x.com`, `ada+1@x.com`.

type Row = Record<string, unknown>;

export type SuppressionReason = 'objection' | 'erasure';

/** Everything the database holds about one mailbox, ready for JSON. */
export type PersonReport = {
  /** The address as the database normalises it. */
  mailbox: string;
  contactSubmissions: Row[];
  assessmentContacts: Row[];
  assessmentResults: Row[];
  /** The messages queued for the leads, sent or not, with what they carry. */
  outboxMessages: Row[];
  suppressed: { reason: SuppressionReason; since: string } | null;
  /** Earlier erasures of the mailbox: when, and how many rows each deleted. */
  erasures: Row[];
};

export type ErasureReport = {
  mailboxHash: string;
  contactSubmissions: number;
  assessmentContacts: number;
  assessmentResults: number;
  outboxMessages: number;
  submissionAttempts: number;
};

export type ObjectionReport = {
  mailboxHash: string;
  /** The mailbox's reason on the suppression list now: an erasure stays one. */
  reason: SuppressionReason;
  /** Whether it was on the list before. */
  already: boolean;
};

export type PurgeReport = {
  /** The retention applied: leads of mailboxes silent longer than this many months went. */
  months: number;
  /** Mailboxes last heard from before the retention period. */
  mailboxes: number;
  contactSubmissions: number;
  assessmentContacts: number;
  assessmentResults: number;
  /** The expired leads' messages, and those sent or skipped more than 30 days ago. */
  outboxMessages: number;
  /** Rate-limit traces past their minute. */
  submissionAttempts: number;
  /** The funnel's day counts older than 25 months. */
  funnelSteps: number;
};

const REPORT_KEYS: Record<
  LeadTable,
  'contactSubmissions' | 'assessmentContacts' | 'assessmentResults'
> = {
  contact_submissions: 'contactSubmissions',
  assessment_contacts: 'assessmentContacts',
  assessment_results: 'assessmentResults',
};

const OF_MAILBOX = 'private.normalized_email(email) = private.normalized_email($1)';

// A result belongs to its own address and to the details left before it, whose address may be
// another: a person's results are found by either.
const ROWS_OF_MAILBOX: Record<LeadTable, string> = {
  contact_submissions: OF_MAILBOX,
  assessment_contacts: OF_MAILBOX,
  assessment_results: `(${OF_MAILBOX} or contact_id in (
    select id from api.assessment_contacts where ${OF_MAILBOX}))`,
};

/** The tables in the order a person's rows are erased: a result before the details it names. */
const ERASURE_ORDER: readonly LeadTable[] = [...LEAD_TABLES].sort(
  (a, b) => Number(b === 'assessment_results') - Number(a === 'assessment_results'),
);

// A result's messages carry the details its visitor left before: a mailbox appears as the lead's
// or as the contact's.
const MESSAGE_OF_MAILBOX = `(
  private.normalized_email(payload -> 'lead' ->> 'email') = private.normalized_email($1)
  or private.normalized_email(payload -> 'contact' ->> 'email') = private.normalized_email($1))`;

// The rate-limit keys the database counts a mailbox under, one per form (private.count_submission).
const MAILBOX_KEYS = `select encode(sha256(convert_to(
    'mailbox:' || lead_table || ':' || private.normalized_email($1), 'UTF8')), 'hex')
  from unnest(string_to_array($2, ',')) as lead_table`;

/** The address as the forms store it, so that `a@café.fr` finds what `a@xn--caf-dma.fr` left. */
function addressOf(address: string): string {
  const stored = storedEmail(address);
  if (!stored.includes('@')) throw new Error(`"${address}" is not an e-mail address.`);
  return stored;
}

async function count(db: SqlTransaction, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `with gone as (${sql} returning 1) select count(*)::int as count from gone`,
    params,
  );
  return rows[0]?.count ?? 0;
}

/** Everything held about the mailbox of `address`, in every spelling (GDPR art. 15). */
export async function personReport(db: SqlTransaction, address: string): Promise<PersonReport> {
  const stored = addressOf(address);
  const rowsOf = async (sql: string) =>
    (await db.query<{ row: Row }>(sql, [stored])).rows.map(({ row }) => row);
  const leads: Record<LeadTable, Row[]> = {
    contact_submissions: [],
    assessment_contacts: [],
    assessment_results: [],
  };
  for (const table of LEAD_TABLES) {
    leads[table] = await rowsOf(
      `select to_jsonb(t) as row from api.${table} t where ${ROWS_OF_MAILBOX[table]}
       order by t.created_at`,
    );
  }
  const outboxMessages = await rowsOf(
    `select to_jsonb(m) as row from (
       select id, lead_table, lead_id, kind, status, attempts, last_error, created_at, sent_at,
         payload
       from private.outbox where ${MESSAGE_OF_MAILBOX}) m
     order by m.created_at, m.kind`,
  );
  const { rows: suppression } = await db.query<{ reason: SuppressionReason; since: string }>(
    `select reason, to_jsonb(since) #>> '{}' as since from private.suppressed_mailboxes
     where mailbox_hash = private.mailbox_hash($1)`,
    [stored],
  );
  const erasures = await rowsOf(
    `select to_jsonb(e) - 'id' - 'mailbox_hash' as row from private.erasures e
     where mailbox_hash = private.mailbox_hash($1) order by erased_at`,
  );
  const { rows: mailbox } = await db.query<{ mailbox: string }>(
    'select private.normalized_email($1) as mailbox',
    [stored],
  );
  return {
    mailbox: mailbox[0]?.mailbox ?? stored,
    contactSubmissions: leads.contact_submissions,
    assessmentContacts: leads.assessment_contacts,
    assessmentResults: leads.assessment_results,
    outboxMessages,
    suppressed: suppression[0] ?? null,
    erasures,
  };
}

/**
 * Erases the mailbox of `address` (GDPR art. 17): its leads, the messages that carry them, and the
 * rate-limit traces the database keeps of it. Its hash stays on the suppression list, so that the
 * site never e-mails it again, and in the register of erasures, with the counts. Repeating it
 * erases what came since, if anything, and records the request again.
 */
export async function erasePerson(db: SqlTransaction, address: string): Promise<ErasureReport> {
  const stored = addressOf(address);
  const { rows } = await db.query<{ hash: string }>(
    // The lock the outbox trigger takes for the mailbox: a lead stored meanwhile waits, then finds
    // the mailbox suppressed.
    `select private.mailbox_hash($1) as hash,
       pg_advisory_xact_lock(hashtextextended(private.mailbox_hash($1), 0))`,
    [stored],
  );
  const mailboxHash = rows[0]!.hash;
  const report: ErasureReport = {
    mailboxHash,
    contactSubmissions: 0,
    assessmentContacts: 0,
    assessmentResults: 0,
    outboxMessages: 0,
    submissionAttempts: 0,
  };
  for (const table of ERASURE_ORDER) {
    report[REPORT_KEYS[table]] = await count(
      db,
      `delete from api.${table} where ${ROWS_OF_MAILBOX[table]}`,
      [stored],
    );
  }
  report.outboxMessages = await count(
    db,
    `delete from private.outbox where ${MESSAGE_OF_MAILBOX}`,
    [stored],
  );
  report.submissionAttempts = await count(
    db,
    `delete from private.submission_attempts where key_hash in (${MAILBOX_KEYS})`,
    [stored, LEAD_TABLES.join(',')],
  );
  await db.query(
    `delete from private.suppressed_mailboxes where mailbox_hash = $1 and reason = 'objection'`,
    [mailboxHash],
  );
  await db.query(
    `insert into private.suppressed_mailboxes (mailbox_hash, reason) values ($1, 'erasure')
     on conflict (mailbox_hash) do nothing`,
    [mailboxHash],
  );
  await db.query(
    `insert into private.erasures (mailbox_hash, contact_submissions, assessment_contacts,
       assessment_results, outbox_messages, submission_attempts)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      mailboxHash,
      report.contactSubmissions,
      report.assessmentContacts,
      report.assessmentResults,
      report.outboxMessages,
      report.submissionAttempts,
    ],
  );
  return report;
}

/**
 * The person objects to e-mail (GDPR art. 21): the site sends their mailbox none from now on. The
 * leads stay, and sales still hear of new ones.
 */
export async function objectPerson(db: SqlTransaction, address: string): Promise<ObjectionReport> {
  const stored = addressOf(address);
  const { rows: added } = await db.query<{ hash: string }>(
    `insert into private.suppressed_mailboxes (mailbox_hash, reason)
     values (private.mailbox_hash($1), 'objection')
     on conflict (mailbox_hash) do nothing
     returning mailbox_hash as hash`,
    [stored],
  );
  const { rows } = await db.query<{ hash: string; reason: SuppressionReason }>(
    `select mailbox_hash as hash, reason from private.suppressed_mailboxes
     where mailbox_hash = private.mailbox_hash($1)`,
    [stored],
  );
  const entry = rows[0]!;
  return { mailboxHash: entry.hash, reason: entry.reason, already: added.length === 0 };
}

type PurgeRow = Partial<Record<string, number>>;

function purgeReport(months: number, leads: PurgeRow, traces: PurgeRow): PurgeReport {
  return {
    months,
    mailboxes: leads.mailboxes ?? 0,
    contactSubmissions: leads.contact_submissions ?? 0,
    assessmentContacts: leads.assessment_contacts ?? 0,
    assessmentResults: leads.assessment_results ?? 0,
    outboxMessages: leads.outbox ?? 0,
    submissionAttempts: traces.submission_attempts ?? 0,
    funnelSteps: traces.funnel_steps ?? 0,
  };
}

/**
 * The steward's purge: deletes the leads of every mailbox last heard from more than `months`
 * months ago, with their messages (private.purge_expired_leads), and the traces past their time
 * (private.purge_traces); `dryRun` deletes nothing and answers what would go.
 */
export async function purgeExpired(
  db: SqlTransaction,
  { months, dryRun = false }: { months: number; dryRun?: boolean },
): Promise<PurgeReport> {
  if (!Number.isInteger(months) || months < 1) {
    throw new RangeError(`Leads are kept a whole number of months, 1 at least, not ${months}.`);
  }
  const { rows } = await db.query<{ leads: PurgeRow; traces: PurgeRow }>(
    `select private.purge_expired_leads($1::int, $2::boolean) as leads,
       private.purge_traces($2::boolean) as traces`,
    [months, dryRun],
  );
  return purgeReport(months, rows[0]?.leads ?? {}, rows[0]?.traces ?? {});
}

/**
 * The outbox worker's daily purge (private.purge_on_schedule): the same, with the retention the
 * database holds, which the worker can neither choose nor change.
 */
export async function purgeOnSchedule(db: SqlTransaction): Promise<PurgeReport> {
  const { rows } = await db.query<{ report: PurgeRow }>(
    'select private.purge_on_schedule() as report',
  );
  const report = rows[0]?.report ?? {};
  return purgeReport(report.months ?? 0, report, report);
}

/** The retention the database holds, which the worker's daily purge applies. */
export async function retentionMonths(db: SqlTransaction): Promise<number> {
  const { rows } = await db.query<{ months: number }>(
    'select private.lead_retention_months() as months',
  );
  return rows[0]!.months;
}

/**
 * Sets the retention the database holds, from 1 to 36 months: what the steward runs when
 * LEADS_RETENTION_MONTHS, which the privacy policy prints, changes.
 */
export async function setRetentionMonths(db: SqlTransaction, months: number): Promise<number> {
  if (!Number.isInteger(months) || months < 1 || months > 36) {
    throw new RangeError(`Leads are kept a whole number of months from 1 to 36, not ${months}.`);
  }
  const { rows } = await db.query<{ months: number }>(
    'select private.set_lead_retention($1::int) as months',
    [months],
  );
  return rows[0]!.months;
}

/**
 * Revokes the result one of whose links is `link` (the address, or its token): none of its links
 * opens it any more, and its confirmation confirms nothing. Answers how many results it revoked:
 * 0 when no result has the link, or it was revoked already.
 */
export async function revokeResultLink(db: SqlTransaction, link: string): Promise<number> {
  const token = tokenIn(link);
  if (!token) throw new Error(`"${link}" is not a link to a result.`);
  const { rows } = await db.query<{ revoked: number }>(
    'select private.revoke_result_link($1) as revoked',
    [tokenHash(token)],
  );
  return rows[0]?.revoked ?? 0;
}
