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
 * Takes the next message that is due, for two minutes: a worker that dies while sending lets it
 * go, and until then no other worker can take it. SKIP LOCKED lets workers running at once each
 * take a different message instead of waiting for one another.
 */
export async function claimMessage(connect: WorkerConnection): Promise<OutboxMessage | null> {
  const { rows } = await connect((tx) =>
    tx.query<OutboxMessage>(
      `update private.outbox
       set attempts = attempts + 1, locked_until = now() + interval '2 minutes'
       where id = (
         select id from private.outbox
         where status = 'pending' and next_attempt_at <= now()
           and (locked_until is null or locked_until < now())
         order by next_attempt_at, created_at
         limit 1
         for update skip locked
       )
       returning id, kind, attempts, payload`,
    ),
  );
  return rows[0] ?? null;
}

export async function markSent(connect: WorkerConnection, id: string): Promise<void> {
  await connect((tx) =>
    tx.query(
      `update private.outbox
       set status = 'sent', sent_at = now(), locked_until = null, last_error = null
       where id = $1`,
      [id],
    ),
  );
}

/** Nothing to deliver it with (no webhook configured, e-mail off): recorded, not retried. */
export async function markSkipped(
  connect: WorkerConnection,
  id: string,
  reason: string,
): Promise<void> {
  await connect((tx) =>
    tx.query(
      `update private.outbox set status = 'skipped', locked_until = null, last_error = $2
       where id = $1`,
      [id, reason.slice(0, 300)],
    ),
  );
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
