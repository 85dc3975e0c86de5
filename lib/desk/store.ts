import type { SqlTransaction } from '@/lib/database/migrations';
import type { ScoresRow, StandingsRow } from '@/lib/database/rows';
import { teamViewOf } from '@/lib/database/teams';
import { isLocale } from '@/lib/i18n/locales';
import { COMPANY_SIZES } from '@/lib/model/company';
import type { DeskPayload } from '@/lib/database/rows';
import type { Tier } from '@/lib/model/tier';
import type {
  Booking,
  BriefSource,
  BriefTeam,
  DeskEntry,
  DeskRef,
  DeskTable,
  ThreadEntry,
} from './types';

/**
 * The desk in the database (supabase/migrations/20261207000000_consultants_desk.sql). Each
 * function runs in the caller's transaction, as the server's own role (outbox_worker,
 * lib/database/server-connection.ts); waitingLeads and responseTimes also as the sales team's reader
 * (lib/database/reader.ts). Nothing here is a visitor's to call.
 */

/** What reading the desk needs of a connection: the reader's has no transaction of its own. */
export type DeskReader = Pick<SqlTransaction, 'query'>;

/** An entry as the database answers it (private.lead_desk, as JSON). */
type EntryRow = {
  lead_table: DeskTable;
  lead_id: string;
  created_at: string;
  notified_at: string | null;
  tier: Tier | null;
  owner: string | null;
  taken_by: string | null;
  taken_at: string | null;
  escalated_at: string | null;
  booked_at: string | null;
  call_at: string | null;
  closed_at: string | null;
};

const iso = (time: string | null): string | null => (time ? new Date(time).toISOString() : null);

function entryOf(row: EntryRow): DeskEntry {
  return {
    table: row.lead_table,
    id: row.lead_id,
    createdAt: new Date(row.created_at).toISOString(),
    notifiedAt: iso(row.notified_at),
    tier: row.tier,
    owner: row.owner,
    takenBy: row.taken_by,
    takenAt: iso(row.taken_at),
    escalatedAt: iso(row.escalated_at),
    bookedAt: iso(row.booked_at),
    callAt: iso(row.call_at),
    closedAt: iso(row.closed_at),
  };
}

/** Calls one of the desk's functions and answers its JSON. Names are ours; values are parameters. */
async function answerOf<T>(db: DeskReader, call: string, params: unknown[]): Promise<T | null> {
  const { rows } = await db.query<{ answer: T | null }>(`select ${call} as answer`, params);
  return rows[0]?.answer ?? null;
}

/** A lead's entry, or null when it has none (a lead stored before the desk, or erased). */
export async function deskEntry(tx: SqlTransaction, ref: DeskRef): Promise<DeskEntry | null> {
  const row = await answerOf<EntryRow>(tx, 'private.desk_entry($1, $2::uuid)', [ref.table, ref.id]);
  return row && entryOf(row);
}

/**
 * The lead's notice went out, routed to `owner` with priority `tier`. The first assignment holds:
 * a retry, or a later notice of the same lead, keeps it. The escalation's clock starts at the
 * first. A lead stored before the desk existed joins it here; a lead that does not exist (erased
 * since its notice was queued) is an error.
 */
export async function assignLead(
  tx: SqlTransaction,
  ref: DeskRef,
  { tier, owner }: { tier: Tier; owner: string | null | undefined },
): Promise<DeskEntry> {
  const row = await answerOf<EntryRow>(tx, 'private.desk_assign($1, $2::uuid, $3, $4)', [
    ref.table,
    ref.id,
    tier,
    owner ?? null,
  ]);
  if (!row) throw new Error('The lead is not on the desk');
  return entryOf(row);
}

/** The lead's priority rises to `tier` if that is higher (a call booked); it never falls. */
export async function raiseTier(
  tx: SqlTransaction,
  ref: DeskRef,
  tier: Tier,
): Promise<DeskEntry | null> {
  const row = await answerOf<EntryRow>(tx, 'private.desk_raise_tier($1, $2::uuid, $3)', [
    ref.table,
    ref.id,
    tier,
  ]);
  return row && entryOf(row);
}

/**
 * A consultant takes the lead. `first`: it is theirs now, and the CRM hears `lead.taken`;
 * otherwise the entry says who took it and when, and nothing changed. Null for no such lead.
 */
export async function takeLead(
  tx: SqlTransaction,
  ref: DeskRef,
  consultant: string,
): Promise<{ first: boolean; entry: DeskEntry } | null> {
  const answer = await answerOf<{ first: boolean; entry: EntryRow }>(
    tx,
    'private.desk_take($1, $2::uuid, $3)',
    [ref.table, ref.id, consultant],
  );
  return answer && { first: answer.first === true, entry: entryOf(answer.entry) };
}

/**
 * The leads whose notice went out in the last 14 days and that nobody took, closed or
 * escalated, oldest notice first: the caller decides, with the business hours, which are due.
 */
export async function dueForEscalation(tx: SqlTransaction): Promise<DeskEntry[]> {
  const rows = await answerOf<EntryRow[]>(tx, 'private.desk_due_for_escalation()', []);
  return (rows ?? []).map(entryOf);
}

/**
 * Escalates the lead if nobody took it and it was not escalated before: one `escalation` message
 * is queued (the lead as the outbox carries it, with `entry`, its desk entry) and the CRM hears
 * `lead.escalated`, in this transaction. Answers whether this call escalated it.
 */
export async function escalateLead(tx: SqlTransaction, ref: DeskRef): Promise<boolean> {
  return (
    (await answerOf<boolean>(tx, 'private.desk_escalate($1, $2::uuid)', [ref.table, ref.id])) ===
    true
  );
}

/** What a booking came to: the lead it landed on, or the booking itself as a lead. */
export type BookedCall = {
  ref: DeskRef;
  /** Whether it landed on an earlier lead of the same mailbox. */
  matched: boolean;
  entry: DeskEntry;
  /** The lead as the outbox carries it, whether the person objected included. */
  payload: DeskPayload;
};

/**
 * Records a call booked through the provider's webhook, once per booking however often the
 * provider retries: it lands on the newest lead of the same mailbox still kept (its entry records
 * the booking), or, with none, is a lead of its own with a sales notice and a webhook. The CRM
 * hears `lead.booked`. A language the site does not speak is no language.
 */
export async function bookCall(tx: SqlTransaction, booking: Booking): Promise<BookedCall> {
  const answer = await answerOf<{
    ref: DeskRef;
    matched: boolean;
    entry: EntryRow | null;
    payload: DeskPayload | null;
  }>(tx, 'private.desk_book_call($1, $2, $3::timestamptz, $4, $5)', [
    booking.email,
    booking.name,
    booking.callAt,
    booking.locale !== null && isLocale(booking.locale) ? booking.locale : null,
    booking.uri,
  ]);
  if (!answer?.entry || !answer.payload) {
    // Only a booking whose lead was erased since, and the booking with it, answers no entry.
    throw new Error('The booking has no lead on the desk');
  }
  return {
    ref: answer.ref,
    matched: answer.matched === true,
    entry: entryOf(answer.entry),
    payload: answer.payload,
  };
}

type ThreadRow = {
  table: DeskTable;
  id: string;
  created_at: string;
  locale: string;
  email: string;
  name: string;
  company_name: string | null;
  company_size: string | null;
  message: string | null;
  percentage: number | string | null;
  level: string | null;
  call_at: string | null;
  same_mailbox: boolean;
};

function threadEntryOf(row: ThreadRow): ThreadEntry {
  return {
    table: row.table,
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    locale: row.locale,
    email: row.email,
    name: row.name,
    companyName: row.company_name,
    companySize: COMPANY_SIZES.find((size) => size === row.company_size) ?? null,
    message: row.message,
    percentage: row.percentage === null ? null : Number(row.percentage),
    level: row.level,
    callAt: iso(row.call_at),
    sameMailbox: row.same_mailbox === true,
  };
}

/**
 * Everything the database holds that the lead's brief shows (BriefSource), or null for a lead not
 * on the desk. `minGroup`: the comparison's smallest group, BENCHMARK_MIN_GROUP (10 at least).
 */
export async function briefSource(
  tx: SqlTransaction,
  ref: DeskRef,
  { minGroup = 10 }: { minGroup?: number } = {},
): Promise<BriefSource | null> {
  const answer = await answerOf<{
    entry: EntryRow;
    payload: DeskPayload;
    answers: string | null;
    standings: StandingsRow | null;
    previous: ScoresRow | null;
    thread: ThreadRow[];
  }>(tx, 'private.desk_brief_source($1, $2::uuid, $3::int)', [ref.table, ref.id, minGroup]);
  if (!answer) return null;
  return {
    team: ref.table === 'assessment_results' ? await teamOfResult(tx, ref.id) : null,
    entry: entryOf(answer.entry),
    payload: answer.payload,
    answers: answer.answers,
    standings:
      Array.isArray(answer.standings) && answer.standings.length > 0 ? answer.standings : null,
    previous: answer.previous,
    thread: answer.thread.map(threadEntryOf),
  };
}

/**
 * The team a result joined through a colleague's link, else the one it opened (the database's
 * view of it, private.team_of_result, never one person's answers); null for none.
 */
export async function teamOfResult(
  tx: SqlTransaction,
  resultId: string,
): Promise<BriefTeam | null> {
  const answer = await answerOf<{ role: string; view: unknown }>(
    tx,
    'private.team_of_result($1::uuid)',
    [resultId],
  );
  if (!answer) return null;
  return { role: answer.role === 'owner' ? 'owner' : 'member', view: teamViewOf(answer.view) };
}

/** A lead nobody took yet, with who it is, for the sales team's list. */
export type WaitingLead = DeskEntry & { name: string; companyName: string | null; email: string };

/** The leads nobody took, none closed, that arrived since `since` (all without), newest first. */
export async function waitingLeads(db: DeskReader, since?: Date): Promise<WaitingLead[]> {
  const rows = await answerOf<
    (EntryRow & { name: string; company_name: string | null; email: string })[]
  >(db, 'private.desk_waiting($1::timestamptz)', [since ? since.toISOString() : null]);
  return (rows ?? []).map((row) => ({
    ...entryOf(row),
    name: row.name,
    companyName: row.company_name,
    email: row.email,
  }));
}

/** How fast leads were taken in one ISO week of their notices (UTC). */
export type ResponseWeek = {
  /** The ISO week, 2026-W48. */
  week: string;
  /** Its Monday, 2026-11-23. */
  starts: string;
  taken: number;
  /** Minutes from the notice to the take, over the leads taken; null when none was. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Of the leads notified that week, those nobody took yet. */
  waiting: number;
};

/** The last `weeks` ISO weeks, this one included, oldest first. */
export async function responseTimes(db: DeskReader, weeks = 12): Promise<ResponseWeek[]> {
  const rows = await answerOf<
    {
      week: string;
      starts: string;
      taken: number;
      median_minutes: number | null;
      p90_minutes: number | null;
      waiting: number;
    }[]
  >(db, 'private.desk_response_times($1::int)', [weeks]);
  return (rows ?? []).map((row) => ({
    week: row.week,
    starts: row.starts,
    taken: row.taken,
    medianMinutes: row.median_minutes === null ? null : Number(row.median_minutes),
    p90Minutes: row.p90_minutes === null ? null : Number(row.p90_minutes),
    waiting: row.waiting,
  }));
}
