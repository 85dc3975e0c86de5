import type { SqlTransaction } from '@/lib/leads/migrations';
import type { LeadTable, OutboxPayload } from '@/lib/leads/rows';

export type { OutboxPayload };

/**
 * What the database queued (supabase/migrations: the outbox): with a lead, the sales team's notice,
 * the CRM's webhook and the visitor's e-mail (for a result, first the `confirmation` of the
 * address; the results e-mail, `visitor`, once its owner confirmed it); and `event`s that tell
 * the CRM what became of a lead or a person.
 */
export type OutboxKind = 'sales' | 'visitor' | 'webhook' | 'confirmation' | 'event';

/** The kinds that go to a visitor's address: each one admitted under the hourly ceiling. */
export const VISITOR_KINDS: readonly OutboxKind[] = ['visitor', 'confirmation'];

export type OutboxMessage = {
  id: string;
  kind: OutboxKind;
  /** Including this one. */
  attempts: number;
  payload: OutboxPayload;
  /** This claim's: only the worker holding it records how the delivery went. */
  claimToken: string;
};

export type OutboxStatus = 'pending' | 'sent' | 'dead' | 'skipped';

/** Runs `work` in one transaction as the outbox's worker role. */
export type WorkerConnection = <T>(work: (tx: SqlTransaction) => Promise<T>) => Promise<T>;

/**
 * How long a claim lasts. A worker that dies while sending lets its messages go after this; every
 * step of a delivery has a timeout well within it (SMTP 20 s, the webhook 15 s), and the texts an
 * e-mail needs are read before anything is claimed.
 */
export const LEASE_SECONDS = 120;

/**
 * A message that keeps failing is tried again after 1, 2, 4 … minutes, then every hour, for 48
 * hours from its first try, and only then is it dead: an outage of a weekend's night, of the SMTP
 * server, the CRM or the Content Lake, delays messages but loses none.
 */
export const RETRY = { forHours: 48, longestWaitMinutes: 60 } as const;

// Only a visitor's e-mail admitted under the hourly ceiling may be claimed (admitVisitorMessages).
const CLAIMABLE = `status = 'pending' and next_attempt_at <= now()
  and (locked_until is null or locked_until < now())
  and (kind not in ('visitor', 'confirmation') or admitted_at is not null)`;

/**
 * Takes up to `limit` messages of `kinds` that are due, for LEASE_SECONDS, each under a token of
 * its own. SKIP LOCKED lets workers running at once each take different messages instead of
 * waiting for one another. Sales hear first.
 *
 * A person's rights are read at this moment, whenever the message was queued: a visitor's e-mail
 * to a mailbox on the suppression list is never claimed but recorded as skipped, with the reason
 * (an objection made while it waited or retried, or before `--retry-dead` put it back), and a
 * sales notice or a webhook says "do not prospect" when the person has objected by now.
 */
export async function claimMessages(
  connect: WorkerConnection,
  kinds: readonly OutboxKind[],
  limit: number,
): Promise<OutboxMessage[]> {
  if (kinds.length === 0 || limit < 1) return [];
  const { rows } = await connect(async (tx) => {
    await tx.query(
      `update private.outbox
       set status = 'skipped', last_error = private.suppressed_because(recipient_hash)
       where status = 'pending' and (locked_until is null or locked_until < now())
         and kind in ('visitor', 'confirmation') and kind = any(string_to_array($1, ','))
         and private.suppressed_because(recipient_hash) is not null`,
      [kinds.join(',')],
    );
    return tx.query<OutboxMessage>(
      `update private.outbox
       set attempts = attempts + 1,
           locked_until = now() + make_interval(secs => $3),
           claim_token = gen_random_uuid(),
           -- The 48 hours of retries start at the first try, however long the message waited.
           tries_since = case when attempts = 0 then now() else tries_since end
       where id in (
         select id from private.outbox
         where ${CLAIMABLE} and kind = any(string_to_array($1, ','))
           and (kind not in ('visitor', 'confirmation')
             or private.suppressed_because(recipient_hash) is null)
         order by next_attempt_at, kind <> 'sales', created_at
         limit $2
         for update skip locked
       )
       returning id, kind, attempts, claim_token as "claimToken",
         case when kind in ('sales', 'webhook')
           then payload || jsonb_build_object('objected', private.payload_objected(payload))
           else payload
         end as payload`,
      [kinds.join(','), limit, LEASE_SECONDS],
    );
  });
  return rows;
}

/** The kinds that have a message to claim now: a run reads e-mail texts only when it needs them. */
export async function dueKinds(connect: WorkerConnection): Promise<OutboxKind[]> {
  const { rows } = await connect((tx) =>
    tx.query<{ kind: OutboxKind }>(`select distinct kind from private.outbox where ${CLAIMABLE}`),
  );
  return rows.map((row) => row.kind);
}

/**
 * Messages delivered: never sent again. Only those whose claim the worker still holds; one whose
 * lease ran out belongs to whoever claimed it next.
 */
export async function markSent(
  connect: WorkerConnection,
  messages: readonly Pick<OutboxMessage, 'claimToken'>[],
): Promise<number> {
  if (messages.length === 0) return 0;
  const { rows } = await connect((tx) =>
    tx.query<{ marked: number }>(
      `with marked as (
         update private.outbox
         set status = 'sent', sent_at = now(), locked_until = null, claim_token = null,
             last_error = null
         where claim_token = any(string_to_array($1, ',')::uuid[]) and status = 'pending'
         returning 1)
       select count(*)::int as marked from marked`,
      [messages.map((message) => message.claimToken).join(',')],
    ),
  );
  return rows[0]?.marked ?? 0;
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
         update private.outbox
         set status = 'skipped', locked_until = null, claim_token = null, last_error = $2
         where status = 'pending' and kind = $1
           and (locked_until is null or locked_until < now())
         returning 1)
       select count(*)::int as skipped from skipped`,
      [kind, reason.slice(0, 300)],
    ),
  );
  return rows[0]?.skipped ?? 0;
}

/** Why a visitor's e-mail over the hourly ceiling was not sent, as `npm run outbox` shows it. */
export function overCeilingReason(perHour: number): string {
  return `over the ceiling of ${perHour} visitor e-mails an hour`;
}

/**
 * Decides the visitors' e-mails waiting for it, in the order their leads came: admitted while
 * fewer than `perHour` were admitted in the hour before each, the rest skipped with the reason
 * (supabase/migrations: private.admit_visitor_messages). The lead is stored and sales hear of it
 * either way: a flood of forms filled in with strangers' addresses sends strangers no more than
 * the ceiling, and a backlog left by an outage goes out at the ceiling's pace. `perHour` null
 * admits everything. Answers how many were skipped.
 */
export async function admitVisitorMessages(
  connect: WorkerConnection,
  perHour: number | null,
): Promise<number> {
  const { rows } = await connect((tx) =>
    tx.query<{ skipped: number }>('select private.admit_visitor_messages($1::int, $2) as skipped', [
      perHour,
      overCeilingReason(perHour ?? 0),
    ]),
  );
  return rows[0]?.skipped ?? 0;
}

/**
 * A failed attempt, recorded only if the worker still holds the message: tried again after 1, 2,
 * 4 … minutes, then hourly, and dead once it has failed for RETRY.forHours. `error` names the
 * error's kind, never what the lead holds.
 */
export async function markFailed(
  connect: WorkerConnection,
  message: Pick<OutboxMessage, 'id' | 'claimToken'>,
  error: string,
): Promise<void> {
  await connect((tx) =>
    tx.query(
      `update private.outbox
       set status = case when tries_since <= now() - make_interval(hours => $3) then 'dead'
             else 'pending' end,
           next_attempt_at = now()
             + make_interval(mins => least(power(2, least(greatest(attempts - 1, 0), 16)), $4)::int),
           locked_until = null,
           claim_token = null,
           last_error = $5
       where id = $1 and claim_token = $2 and status = 'pending'`,
      [
        message.id,
        message.claimToken,
        RETRY.forHours,
        RETRY.longestWaitMinutes,
        error.slice(0, 300),
      ],
    ),
  );
}

/**
 * Puts dead messages back to be tried again, for another 48 hours: all of them, or the one with
 * `id`. What an operator does once the cause is fixed.
 */
export async function retryDead(connect: WorkerConnection, id?: string): Promise<number> {
  const { rows } = await connect((tx) =>
    tx.query<{ retried: number }>(
      `with retried as (
         update private.outbox
         set status = 'pending', next_attempt_at = now(), tries_since = now(),
             locked_until = null, claim_token = null
         where status = 'dead' and ($1::uuid is null or id = $1::uuid)
         returning 1)
       select count(*)::int as retried from retried`,
      [id ?? null],
    ),
  );
  return rows[0]?.retried ?? 0;
}

/** How the outbox is doing, for the health check: nothing about any lead, only counts. */
export type OutboxState = {
  /** Messages not delivered yet. */
  waiting: number;
  /** Of those, how many have waited longer than LATE_AFTER_MINUTES. */
  late: number;
  /** Messages given up on, which wait for an operator. */
  dead: number;
  /** How long the oldest waiting message has waited, in whole minutes; 0 when none waits. */
  oldestWaitingMinutes: number;
};

/** A message waiting longer than this means delivery is failing, not just busy. */
export const LATE_AFTER_MINUTES = 15;

/** The state of the messages of `kinds`, those this server delivers; the others wait for none. */
export async function outboxState(
  connect: WorkerConnection,
  kinds: readonly OutboxKind[],
): Promise<OutboxState> {
  const { rows } = await connect((tx) =>
    tx.query<OutboxState>(
      `with mine as (
         select status, created_at from private.outbox
         where kind = any(string_to_array($2, ',')) and status in ('pending', 'dead'))
       select
         (select count(*)::int from mine where status = 'pending') as waiting,
         (select count(*)::int from mine
          where status = 'pending' and created_at < now() - make_interval(mins => $1)) as late,
         (select count(*)::int from mine where status = 'dead') as dead,
         coalesce((select floor(extract(epoch from now() - min(created_at)) / 60)::int
          from mine where status = 'pending'), 0) as "oldestWaitingMinutes"`,
      [LATE_AFTER_MINUTES, kinds.join(',')],
    ),
  );
  return rows[0] ?? { waiting: 0, late: 0, dead: 0, oldestWaitingMinutes: 0 };
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

/** Why visitors' e-mails and other messages were skipped lately, with how many: the last day. */
export async function skippedLately(
  connect: WorkerConnection,
): Promise<{ kind: OutboxKind; reason: string; count: number }[]> {
  const { rows } = await connect((tx) =>
    tx.query<{ kind: OutboxKind; reason: string; count: number }>(
      `select kind, coalesce(last_error, 'no reason recorded') as reason, count(*)::int as count
       from private.outbox
       where status = 'skipped' and created_at > now() - interval '1 day'
       group by kind, last_error order by kind, count desc`,
    ),
  );
  return rows;
}

/** How long a message delivered or skipped is kept, as the privacy policy says. */
export const SENT_MESSAGES_KEPT_DAYS = 30;

/**
 * Messages delivered or skipped 30 days ago hold personal data for nothing: they go. The leads
 * stay, and so do dead messages, until an operator has seen them.
 */
export async function forgetOldMessages(connect: WorkerConnection): Promise<void> {
  await connect((tx) =>
    tx.query(
      `delete from private.outbox
       where status in ('sent', 'skipped')
         and created_at < now() - make_interval(days => $1)`,
      [SENT_MESSAGES_KEPT_DAYS],
    ),
  );
}
