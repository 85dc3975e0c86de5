import { tokenHash, tokenIn } from '@/lib/database/link-token';
import { storedEmail } from '@/lib/model/email';
import type { SqlTransaction } from './migrations';
import { LEAD_TABLES, type LeadTable } from './rows';

// What people may ask of their data (GDPR art. 15, 17 and 21), and the retention of leads; the
// SQL side is supabase/migrations/20261129000000_rights_and_retention.sql, and what reaches past
// the database (the queued e-mails, the comparison, the CRM) 20261204000000_rights_reach_everywhere.sql.
// Every function here runs as the leads_steward role, on PGlite or PostgreSQL (objectMailbox also
// as the outbox's worker, for the one-click link): the caller opens the transaction and sets the
// role. A person is a mailbox, however its address is spelt: `Ada@x.com`, `ada+1@x.com`.

type Row = Record<string, unknown>;

type SuppressionReason = 'objection' | 'erasure';

/** Everything the database holds about one mailbox, ready for JSON. */
export type PersonReport = {
  /** The address as the database normalises it. */
  mailbox: string;
  contactSubmissions: Row[];
  assessmentContacts: Row[];
  assessmentResults: Row[];
  /** Calls the mailbox booked through the booking provider, each with the lead it landed on. */
  callBookings: Row[];
  /** The consultants' desk entries of its leads: priority, owner, who took them, the call. */
  deskEntries: Row[];
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
  callBookings: number;
  outboxMessages: number;
  submissionAttempts: number;
};

export type ObjectionReport = {
  mailboxHash: string;
  /** The mailbox's reason on the suppression list now: an erasure stays one. */
  reason: SuppressionReason;
  /** Whether it was on the list before. */
  already: boolean;
  /** The e-mails to the mailbox that were waiting, retrying or dead, now skipped. */
  stopped: number;
};

/**
 * One entry of the register of rights, as `npm run leads -- --save-register` prints it and
 * `--reapply-erasures --register FILE` takes it back: an erasure (with its counts) or an
 * objection, each a mailbox's hash and a time, never an address.
 */
export type RegisterEntry =
  | {
      kind: 'erasure';
      mailbox_hash: string;
      erased_at: string;
      contact_submissions: number;
      assessment_contacts: number;
      assessment_results: number;
      /** Absent from a register saved before bookings were kept. */
      call_bookings?: number;
      outbox_messages: number;
      submission_attempts: number;
    }
  | { kind: 'objection'; mailbox_hash: string; since: string };

/** What erasing again everyone in the register of erasures found, after a backup was restored. */
export type ReapplyReport = {
  /** Erasures of a saved register the restored database lacked, added back to its register. */
  added: number;
  /** Objections of a saved register the restored database lacked, recorded again. */
  objections: number;
  /** Mailboxes in the register. */
  registered: number;
  /** Of those, the ones whose leads were back, and are erased again. */
  mailboxes: number;
  contactSubmissions: number;
  assessmentContacts: number;
  assessmentResults: number;
  callBookings: number;
  outboxMessages: number;
  submissionAttempts: number;
};

export type PurgeReport = {
  /** The retention applied: leads of mailboxes silent longer than this many months went. */
  months: number;
  /** Mailboxes last heard from before the retention period. */
  mailboxes: number;
  contactSubmissions: number;
  assessmentContacts: number;
  assessmentResults: number;
  callBookings: number;
  /** The expired leads' messages, and those sent or skipped more than 30 days ago. */
  outboxMessages: number;
  /** Rate-limit traces past their minute. */
  submissionAttempts: number;
  /** The assistant's per-visitor counts past their day. */
  assistantCounts: number;
  /** The funnel's day counts older than 25 months. */
  funnelSteps: number;
  /** The assistant's gaps and the votes on its pages older than 30 days. */
  assistantGaps: number;
  /** Objections and erasures of the register older than the years the policy keeps them. */
  registerEntries: number;
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

// What an erasure deletes was stored up to $2, or whenever when it is null: after a backup is
// restored, the rows of an erased mailbox stored up to its erasure go again, and whatever the
// person left after it stays.
const UP_TO = `created_at <= coalesce($2::timestamptz, 'infinity')`;

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

// The events that told the CRM of the person (an objection, an erasure) name the mailbox's hash.
const EVENT_OF_MAILBOX = `(kind = 'event'
  and payload -> 'data' ->> 'mailbox_hash' = private.mailbox_hash($1))`;

// The desk's events (a lead taken, escalated, booked) name their lead by its id alone.
const EVENT_OF_LEADS = `(kind = 'event'
  and payload -> 'data' ->> 'id' = any(string_to_array($3, ',')))`;

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
  const callBookings = await rowsOf(
    `select to_jsonb(b) as row from private.call_bookings b where ${OF_MAILBOX}
     order by b.created_at`,
  );
  const leadIds = [...Object.values(leads).flat(), ...callBookings].map((row) => String(row.id));
  const { rows: deskEntries } = await db.query<{ row: Row }>(
    `select to_jsonb(d) as row from private.lead_desk d
     where d.lead_id = any(string_to_array($1, ',')::uuid[]) order by d.created_at`,
    [leadIds.join(',')],
  );
  const outboxMessages = await rowsOf(
    `select to_jsonb(m) as row from (
       select id, lead_table, lead_id, kind, status, attempts, last_error, created_at, sent_at,
         payload
       from private.outbox where ${MESSAGE_OF_MAILBOX} or ${EVENT_OF_MAILBOX}) m
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
    callBookings,
    deskEntries: deskEntries.map(({ row }) => row),
    outboxMessages,
    suppressed: suppression[0] ?? null,
    erasures,
  };
}

/**
 * Deletes the mailbox's leads stored up to `until` (whenever, when null), the messages that carry
 * them or name the mailbox from then, and the rate-limit traces of it.
 */
async function eraseRows(
  db: SqlTransaction,
  stored: string,
  until: string | null,
): Promise<Omit<ErasureReport, 'mailboxHash'>> {
  const erased: string[] = [];
  const report = {
    contactSubmissions: 0,
    assessmentContacts: 0,
    assessmentResults: 0,
    callBookings: 0,
    outboxMessages: 0,
    submissionAttempts: 0,
  };
  for (const table of ERASURE_ORDER) {
    const { rows } = await db.query<{ id: string }>(
      `delete from api.${table} where ${ROWS_OF_MAILBOX[table]} and ${UP_TO} returning id`,
      [stored, until],
    );
    report[REPORT_KEYS[table]] = rows.length;
    erased.push(...rows.map(({ id }) => id));
  }
  // A lead's desk entry goes with it (private.forget_desk_entry).
  const { rows: bookings } = await db.query<{ id: string }>(
    `delete from private.call_bookings where ${OF_MAILBOX} and ${UP_TO} returning id`,
    [stored, until],
  );
  report.callBookings = bookings.length;
  erased.push(...bookings.map(({ id }) => id));
  report.outboxMessages = await count(
    db,
    `delete from private.outbox
     where (${MESSAGE_OF_MAILBOX} and ${UP_TO}) or lead_id = any(string_to_array($3, ',')::uuid[])
       or ${EVENT_OF_LEADS}`,
    [stored, until, erased.join(',')],
  );
  report.submissionAttempts = await count(
    db,
    `delete from private.submission_attempts where key_hash in (${MAILBOX_KEYS})`,
    [stored, LEAD_TABLES.join(',')],
  );
  return report;
}

/**
 * Erases the mailbox of `address` (GDPR art. 17): its leads, the messages that carry them, and the
 * rate-limit traces the database keeps of it; the person leaves the comparison, and the CRM hears
 * `lead.erased` with the ids of the leads erased (art. 19). Its hash stays on the suppression
 * list, so that the site never e-mails it again, and in the register of erasures, with the
 * counts. Repeating it erases what came since, if anything, and records the request again.
 */
export async function erasePerson(db: SqlTransaction, address: string): Promise<ErasureReport> {
  const stored = addressOf(address);
  const { rows } = await db.query<{ hash: string }>(
    // Before the rows go: the event names them, and the comparison finds the result it counted.
    'select private.mailbox_hash($1) as hash, private.record_erasure(private.mailbox_hash($1))',
    [stored],
  );
  const mailboxHash = rows[0]!.hash;
  const report: ErasureReport = { mailboxHash, ...(await eraseRows(db, stored, null)) };
  await db.query(
    `insert into private.erasures (mailbox_hash, contact_submissions, assessment_contacts,
       assessment_results, call_bookings, outbox_messages, submission_attempts)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      mailboxHash,
      report.contactSubmissions,
      report.assessmentContacts,
      report.assessmentResults,
      report.callBookings,
      report.outboxMessages,
      report.submissionAttempts,
    ],
  );
  return report;
}

/**
 * The register of rights, oldest first: every erasure, and every objection on the suppression
 * list. A backup taken before a request holds the rows and not the request: this is the copy to
 * keep apart from the backups, and to give back to reapplyErasures after a restore.
 */
export async function rightsRegister(db: SqlTransaction): Promise<RegisterEntry[]> {
  const { rows } = await db.query<{ entry: RegisterEntry }>(
    `select entry from (
       select erased_at as at, jsonb_build_object('kind', 'erasure') || (to_jsonb(e) - 'id') as entry
       from private.erasures e
       union all
       select since, jsonb_build_object(
         'kind', 'objection', 'mailbox_hash', mailbox_hash, 'since', since)
       from private.suppressed_mailboxes where reason = 'objection'
     ) as register
     order by at, entry ->> 'mailbox_hash'`,
  );
  return rows.map(({ entry }) => entry);
}

const HASH = /^[0-9a-f]{64}$/;

/**
 * Gives back to the restored database the requests of a register saved before the restore that
 * it lacks: each erasure to its register, each objection as an objection again (the CRM hears
 * it again; its e-mails stop). Answers how many of each.
 */
async function restoreRegister(
  db: SqlTransaction,
  register: readonly RegisterEntry[],
): Promise<{ added: number; objections: number }> {
  const restored = { added: 0, objections: 0 };
  for (const entry of register) {
    const at = entry.kind === 'erasure' ? entry.erased_at : entry.since;
    if (!HASH.test(entry.mailbox_hash) || Number.isNaN(Date.parse(at))) {
      throw new Error('The register holds an entry that is no request: a hash and a time.');
    }
    if (entry.kind === 'objection') {
      const { already } = await objectMailbox(db, entry.mailbox_hash);
      if (!already) restored.objections += 1;
      continue;
    }
    const { rows } = await db.query<{ id: string }>(
      `insert into private.erasures (mailbox_hash, erased_at, contact_submissions,
         assessment_contacts, assessment_results, call_bookings, outbox_messages,
         submission_attempts)
       select $1, $2::timestamptz, $3, $4, $5, $8, $6, $7
       where not exists (
         select from private.erasures where mailbox_hash = $1 and erased_at = $2::timestamptz)
       returning id`,
      [
        entry.mailbox_hash,
        entry.erased_at,
        entry.contact_submissions,
        entry.assessment_contacts,
        entry.assessment_results,
        entry.outbox_messages,
        entry.submission_attempts,
        entry.call_bookings ?? 0,
      ],
    );
    restored.added += rows.length;
  }
  return restored;
}

/**
 * Erases again, after a backup was restored, everyone in the register of erasures (which holds
 * hashes only), completed first from `register`, the register of rights saved before the restore
 * (its objections are recorded again too): the leads of
 * each mailbox stored up to its last erasure, with the messages and traces of it, are found in
 * whatever spelling they came back and deleted; the mailbox is suppressed for its erasure again,
 * and the CRM hears `lead.erased` again for those leads. Safe to repeat: a second run finds
 * nothing. The register gains no entry of its own: these are the same requests, carried out again.
 */
export async function reapplyErasures(
  db: SqlTransaction,
  { register = [] }: { register?: readonly RegisterEntry[] } = {},
): Promise<ReapplyReport> {
  const { added, objections } = await restoreRegister(db, register);
  const { rows: registered } = await db.query<{ count: number }>(
    'select count(distinct mailbox_hash)::int as count from private.erasures',
  );
  // One address of each erased mailbox that the restored rows hold, in any spelling.
  const { rows: back } = await db.query<{ hash: string; address: string }>(
    `with addresses as (
       select email::text as address from api.contact_submissions
       union select email::text from api.assessment_contacts
       union select email::text from api.assessment_results
       union select email::text from private.call_bookings
       union select payload -> 'lead' ->> 'email' from private.outbox
       union select payload -> 'contact' ->> 'email' from private.outbox
     )
     select distinct on (hash) hash, address
     from (select private.mailbox_hash(address) as hash, address from addresses
           where address is not null) as found
     where hash in (select mailbox_hash from private.erasures)
     order by hash, address`,
  );
  const report: ReapplyReport = {
    added,
    objections,
    registered: registered[0]?.count ?? 0,
    mailboxes: 0,
    contactSubmissions: 0,
    assessmentContacts: 0,
    assessmentResults: 0,
    callBookings: 0,
    outboxMessages: 0,
    submissionAttempts: 0,
  };
  for (const { hash, address } of back) {
    const { rows } = await db.query<{ erased: string | null }>(
      "select to_jsonb(private.reapply_erasure($1)) #>> '{}' as erased",
      [hash],
    );
    const erased = await eraseRows(db, address, rows[0]?.erased ?? null);
    const leads =
      erased.contactSubmissions +
      erased.assessmentContacts +
      erased.assessmentResults +
      erased.callBookings;
    if (leads + erased.outboxMessages > 0) report.mailboxes += 1;
    for (const key of Object.keys(erased) as (keyof typeof erased)[]) report[key] += erased[key];
  }
  return report;
}

/**
 * The person of the mailbox whose hash is `mailboxHash` objects (GDPR art. 21): to e-mail, to
 * being prospected and to their score being used for it. The site sends the mailbox no automatic
 * e-mail from now on, those waiting or retrying included; the person leaves the comparison; the
 * CRM hears `lead.objected`. The leads stay, and sales still hear of new ones, marked "do not
 * prospect" (private.object_to_mailbox). The steward's command and the one-click link both come
 * here.
 */
export async function objectMailbox(
  db: SqlTransaction,
  mailboxHash: string,
): Promise<ObjectionReport> {
  const { rows } = await db.query<{
    report: { mailbox_hash: string; reason: SuppressionReason; already: boolean; stopped: number };
  }>('select private.object_to_mailbox($1) as report', [mailboxHash]);
  const report = rows[0]!.report;
  return {
    mailboxHash: report.mailbox_hash,
    reason: report.reason,
    already: report.already,
    stopped: report.stopped,
  };
}

/** The person of the mailbox of `address`, in any spelling, objects: see objectMailbox. */
export async function objectPerson(db: SqlTransaction, address: string): Promise<ObjectionReport> {
  const { rows } = await db.query<{ hash: string }>('select private.mailbox_hash($1) as hash', [
    addressOf(address),
  ]);
  return objectMailbox(db, rows[0]!.hash);
}

type PurgeRow = Partial<Record<string, number>>;

function purgeReport(months: number, leads: PurgeRow, traces: PurgeRow): PurgeReport {
  return {
    months,
    mailboxes: leads.mailboxes ?? 0,
    contactSubmissions: leads.contact_submissions ?? 0,
    assessmentContacts: leads.assessment_contacts ?? 0,
    assessmentResults: leads.assessment_results ?? 0,
    callBookings: leads.call_bookings ?? 0,
    outboxMessages: leads.outbox ?? 0,
    submissionAttempts: traces.submission_attempts ?? 0,
    assistantCounts: traces.assistant_answers ?? 0,
    funnelSteps: traces.funnel_steps ?? 0,
    assistantGaps: (traces.assistant_gaps ?? 0) + (traces.assistant_votes ?? 0),
    registerEntries: traces.register_entries ?? 0,
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
