import type { SqlTransaction } from '@/lib/leads/migrations';
import type { LeadTable } from '@/lib/leads/rows';

/** What the database queued when it stored a lead (supabase/migrations: the outbox). */
export type OutboxPayload = {
  table: LeadTable;
  /** The stored row, as the database holds it. */
  lead: Record<string, unknown> & { id: string; email: string; locale: string; created_at: string };
  /** For an assessment result: the details the visitor left before the questions, if any. */
  contact: Record<string, unknown> | null;
};

export type OutboxKind = 'sales' | 'visitor' | 'webhook';

export type OutboxMessage = {
  id: string;
  kind: OutboxKind;
  /** Including this one. */
  attempts: number;
  payload: OutboxPayload;
};

export type OutboxStatus = 'pending' | 'sent' | 'dead' | 'skipped';

/** Runs `work` in one transaction as the outbox's worker role. */
export type WorkerConnection = <T>(work: (tx: SqlTransaction) => Promise<T>) => Promise<T>;

/** After this many failed attempts a message is dead: listed by `npm run outbox`, never retried. */
export const MAX_ATTEMPTS = 8;

/**
 * Takes up to `limit` messages of `kinds` that are due, for two minutes: a worker that dies while
 * sending lets them go, and until then no other worker can take them. SKIP LOCKED lets workers
 * running at once each take different messages instead of waiting for one another. Sales hear
 * first.
 */
export async function claimMessages(
  connect: WorkerConnection,
  kinds: readonly OutboxKind[],
  limit: number,
): Promise<OutboxMessage[]> {
  if (kinds.length === 0 || limit < 1) return [];
  const { rows } = await connect((tx) =>
    tx.query<OutboxMessage>(
      `update private.outbox
       set attempts = attempts + 1, locked_until = now() + interval '2 minutes'
       where id in (
         select id from private.outbox
         where status = 'pending' and next_attempt_at <= now()
           and kind = any(string_to_array($1, ','))
           and (locked_until is null or locked_until < now())
         order by next_attempt_at, kind <> 'sales', created_at
         limit $2
         for update skip locked
       )
       returning id, kind, attempts, payload`,
      [kinds.join(','), limit],
    ),
  );
  return rows;
}

/** Messages delivered: never sent again. */
export async function markSent(connect: WorkerConnection, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await connect((tx) =>
    tx.query(
      `update private.outbox
       set status = 'sent', sent_at = now(), locked_until = null, last_error = null
       where id = any(string_to_array($1, ',')::uuid[])`,
      [ids.join(',')],
    ),
  );
}

/**
 * Nothing to deliver these with (no webhook configured, e-mail off): every pending message of the
 * kind is recorded as skipped, with the reason, in one statement, and never retried.
 */
export async function skipPending(
  connect: WorkerConnection,
  kind: OutboxKind,
  reason: string,
): Promise<number> {
  const { rows } = await connect((tx) =>
    tx.query<{ skipped: number }>(
      `with skipped as (
         update private.outbox set status = 'skipped', locked_until = null, last_error = $2
         where status = 'pending' and kind = $1
           and (locked_until is null or locked_until < now())
         returning 1)
       select count(*)::int as skipped from skipped`,
      [kind, reason.slice(0, 300)],
    ),
  );
  return rows[0]?.skipped ?? 0;
}

/**
 * A failed attempt: tried again after 1, 2, 4 … minutes, up to six hours apart, and given up on
 * after MAX_ATTEMPTS. `error` names the error's kind, never what the lead holds.
 */
export async function markFailed(
  connect: WorkerConnection,
  message: Pick<OutboxMessage, 'id' | 'attempts'>,
  error: string,
): Promise<void> {
  const delayMinutes = Math.min(2 ** (message.attempts - 1), 360);
  await connect((tx) =>
    tx.query(
      `update private.outbox
       set status = case when attempts >= $2 then 'dead' else 'pending' end,
           next_attempt_at = now() + make_interval(mins => $3),
           locked_until = null,
           last_error = $4
       where id = $1`,
      [message.id, MAX_ATTEMPTS, delayMinutes, error.slice(0, 300)],
    ),
  );
}

export type OutboxEntry = {
  id: string;
  kind: OutboxKind;
  status: OutboxStatus;
  attempts: number;
  leadTable: LeadTable;
  createdAt: string;
  nextAttemptAt: string;
  lastError: string | null;
};

/** The messages not sent yet, and the dead ones, oldest first: what `npm run outbox` shows. */
export async function listUndelivered(connect: WorkerConnection): Promise<OutboxEntry[]> {
  const { rows } = await connect((tx) =>
    tx.query<OutboxEntry>(
      `select id, kind, status, attempts, lead_table as "leadTable",
         to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
         to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "nextAttemptAt",
         last_error as "lastError"
       from private.outbox where status in ('pending', 'dead') order by created_at`,
    ),
  );
  return rows;
}

/** Messages done with for 30 days hold personal data for nothing: they go. The leads stay. */
export async function forgetOldMessages(connect: WorkerConnection): Promise<void> {
  await connect((tx) =>
    tx.query(
      `delete from private.outbox
       where status <> 'pending' and created_at < now() - interval '30 days'`,
    ),
  );
}
