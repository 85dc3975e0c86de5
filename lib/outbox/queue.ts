import { randomUUID } from 'node:crypto';
import type { WorkerConnection } from '@/lib/database/migrations';
import type { LeadTable, OutboxPayload } from '@/lib/database/rows';

/**
 * What the database queued (supabase/migrations: the outbox): with a lead, the sales team's notice,
 * the CRM's webhook and the visitor's e-mail (for a result, first the `confirmation` of the
 * address; the results e-mail, `visitor`, once its owner confirmed it); `event`s that tell
 * the CRM what became of a lead or a person; the `escalation` of a lead nobody took in time,
 * to the sales team, carrying the lead and its desk entry (lib/desk/store.ts, escalateLead); and,
 * when a colleague answers through a team link, the `team` e-mail to the team's owner.
 */
export type OutboxKind =
  'sales' | 'visitor' | 'webhook' | 'confirmation' | 'event' | 'escalation' | 'team';

/** The kinds that go to a visitor's address: each one admitted under the hourly ceiling. */
export const VISITOR_KINDS: readonly OutboxKind[] = ['visitor', 'confirmation'];

/**
 * The kinds that go to a person's mailbox, which its suppression stops when they are claimed. A
 * team's e-mail is not under the visitors' ceiling: it goes to an owner who proved their mailbox,
 * and each one follows a colleague's result, which the database already limits per network and
 * per mailbox.
 */
const MAILBOX_KINDS: readonly OutboxKind[] = [...VISITOR_KINDS, 'team'];

export type OutboxMessage = {
  id: string;
  kind: OutboxKind;
  /** Including this one. */
  attempts: number;
  payload: OutboxPayload;
  /** This claim's: only the worker holding it records how the delivery went. */
  claimToken: string;
};

type OutboxStatus = 'pending' | 'sent' | 'dead' | 'skipped';

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

// Only a visitor's e-mail or a sales notice admitted under its ceiling may be claimed on its own
// (admitVisitorMessages, admitSalesNotices); a sales notice held past its ceiling goes in a digest.
const CLAIMABLE = `status = 'pending' and next_attempt_at <= now()
  and (locked_until is null or locked_until < now())
  and (kind not in ('visitor', 'confirmation', 'sales') or admitted_at is not null)`;

/**
 * Takes up to `limit` messages of `kinds` that are due, for LEASE_SECONDS, each under a token of
 * its own. SKIP LOCKED lets workers running at once each take different messages instead of
 * waiting for one another. Sales hear first.
 *
 * A person's rights are read at this moment, whenever the message was queued: an e-mail to a
 * visitor's or a team owner's mailbox on the suppression list is never claimed but recorded as
 * skipped, with the reason (an objection made while it waited or retried, or before
 * `--retry-dead` put it back), and a sales notice, an escalation or a webhook says "do not
 * prospect" when the person has objected by now.
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
         and kind = any(string_to_array($2, ',')) and kind = any(string_to_array($1, ','))
         and private.suppressed_because(recipient_hash) is not null`,
      [kinds.join(','), MAILBOX_KINDS.join(',')],
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
           and (kind <> all(string_to_array($4, ','))
             or private.suppressed_because(recipient_hash) is null)
         order by next_attempt_at, kind <> 'sales', created_at
         limit $2
         for update skip locked
       )
       returning id, kind, attempts, claim_token as "claimToken",
         case when kind in ('sales', 'webhook', 'escalation')
           then payload || jsonb_build_object('objected', private.payload_objected(payload))
           else payload
         end as payload`,
      [kinds.join(','), limit, LEASE_SECONDS, MAILBOX_KINDS.join(',')],
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

/** The ceilings of visitors' e-mails; null for none. */
export type VisitorCeilings = {
  /** All visitors together, an hour (VISITOR_EMAILS_PER_HOUR). */
  perHour: number | null;
  /** One visitor network's share of it (VISITOR_EMAILS_PER_NETWORK_PER_HOUR). */
  perNetwork: number | null;
  /** One recipient domain's share of it (VISITOR_EMAILS_PER_DOMAIN_PER_HOUR). */
  perDomain: number | null;
};

export const NO_VISITOR_CEILINGS: VisitorCeilings = {
  perHour: null,
  perNetwork: null,
  perDomain: null,
};

/** What an admission did: admitted now, held (all that wait for room), skipped after a day. */
export type Admission = { admitted: number; deferred: number; skipped: number };

/**
 * Decides the visitors' e-mails waiting for it, in the order their leads came
 * (private.admit_visitor_messages): admitted while the last hour's admissions are under the
 * ceiling, under the share of the network that caused the e-mail and under the share of its
 * domain; otherwise deferred with the reason, to wait for the next hour's room, and skipped with
 * that reason once deferred for a day. One network's backlog is passed over, never waited for.
 * The lead is stored and sales hear of it either way: a flood of forms filled in with strangers'
 * addresses sends strangers no more than the ceiling, and one client cannot fill it for everyone.
 */
export async function admitVisitorMessages(
  connect: WorkerConnection,
  { perHour, perNetwork, perDomain }: VisitorCeilings,
): Promise<Admission> {
  const { rows } = await connect((tx) =>
    tx.query<{ admission: Admission }>(
      'select private.admit_visitor_messages($1::int, $2::int, $3::int) as admission',
      [perHour, perNetwork, perDomain],
    ),
  );
  return rows[0]?.admission ?? { admitted: 0, deferred: 0, skipped: 0 };
}

/**
 * Decides the sales notices waiting for it (private.admit_sales_notices): each goes on its own
 * while fewer than `perHour` went in the last hour; the rest are held for a digest. Null admits
 * every one. Answers how many wait for a digest.
 */
export async function admitSalesNotices(
  connect: WorkerConnection,
  perHour: number | null,
): Promise<number> {
  const { rows } = await connect((tx) =>
    tx.query<{ waiting: number }>('select private.admit_sales_notices($1::int) as waiting', [
      perHour,
    ]),
  );
  return rows[0]?.waiting ?? 0;
}

/** The most sales notices one digest lists: a flood takes several digests, none unreadable. */
const DIGEST_MOST_NOTICES = 200;

/**
 * How often a digest may go: past the ceiling, the sales team gets one e-mail every quarter of an
 * hour at most, however many leads arrive.
 */
export const DIGEST_EVERY_MINUTES = 15;

/** Sales notices claimed together, to go out as one digest e-mail under the digest's id. */
export type DigestClaim = { digestId: string; messages: OutboxMessage[] };

/**
 * Takes up to `limit` held sales notices that are due, every visitor network's first before
 * anyone's second, for LEASE_SECONDS, under one token, which is the digest's id; none when a digest
 * went in the last DIGEST_EVERY_MINUTES or another worker is sending one. Undefined when there is
 * nothing to send.
 */
export async function claimDigest(
  connect: WorkerConnection,
  limit = DIGEST_MOST_NOTICES,
): Promise<DigestClaim | undefined> {
  const digestId = randomUUID();
  const messages = await connect(async (tx) => {
    // One decision at a time: two workers must not both find no digest under way.
    await tx.query("select pg_advisory_xact_lock(hashtextextended('sales digest', 0))");
    const { rows } = await tx.query<OutboxMessage>(
      `with claimed as (
       update private.outbox
       set attempts = attempts + 1,
           locked_until = now() + make_interval(secs => $3),
           claim_token = $1::uuid,
           tries_since = case when attempts = 0 then now() else tries_since end
       where id in (
         -- Every network's first notice waiting before anyone's second: one network's flood
         -- never keeps another visitor's lead out of the next digest.
         select id from (
           select id, created_at, row_number() over (
             partition by coalesce(network_hash, id::text) order by created_at, id
           ) as turn
           from private.outbox
           where kind = 'sales' and status = 'pending' and admitted_at is null
             and deferred_at is not null and next_attempt_at <= now()
             and (locked_until is null or locked_until < now())
         ) as waiting
         order by turn, created_at, id
         limit $2
       )
       -- Checked again on each row as it is taken: the lock above keeps digests one at a time,
       -- and a notice admitted or claimed meanwhile is not in this one.
       and status = 'pending' and admitted_at is null
       and (locked_until is null or locked_until < now())
       and not exists (
         select from private.outbox
         where kind = 'sales' and digest_id is not null
           and sent_at > now() - make_interval(mins => $4)
       )
       and not exists (
         select from private.outbox
         where kind = 'sales' and status = 'pending' and admitted_at is null
           and locked_until >= now()
       )
       returning id, kind, attempts, payload, claim_token, created_at)
       -- The digest lists its leads in the order they came, each saying whether the person
       -- objected as of now, however long ago the notice was queued.
       select id, kind, attempts, claim_token as "claimToken",
         payload || jsonb_build_object('objected', private.payload_objected(payload)) as payload
       from claimed order by created_at, id`,
      [digestId, limit, LEASE_SECONDS, DIGEST_EVERY_MINUTES],
    );
    return rows;
  });
  return messages.length > 0 ? { digestId, messages } : undefined;
}

/** A digest delivered: each notice it listed is sent, noted with the digest's id. */
export async function markDigestSent(connect: WorkerConnection, digestId: string): Promise<number> {
  const { rows } = await connect((tx) =>
    tx.query<{ marked: number }>(
      `with marked as (
         update private.outbox
         set status = 'sent', sent_at = now(), locked_until = null, claim_token = null,
             last_error = null, digest_id = $1::uuid
         where claim_token = $1::uuid and status = 'pending'
         returning 1)
       select count(*)::int as marked from marked`,
      [digestId],
    ),
  );
  return rows[0]?.marked ?? 0;
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
  /** Messages not delivered yet, those held under a ceiling aside. */
  waiting: number;
  /** Of those, how many have waited longer than LATE_AFTER_MINUTES. */
  late: number;
  /** Messages given up on, which wait for an operator. */
  dead: number;
  /** How long the oldest waiting message has waited, in whole minutes; 0 when none waits. */
  oldestWaitingMinutes: number;
  /** Visitors' e-mails held over a ceiling or a share, and sales notices held for a digest. */
  deferred: number;
  /** Whether the last hour's visitors' e-mails reached VISITOR_EMAILS_PER_HOUR: others wait. */
  ceilingReached: boolean;
  /**
   * Whether the retention the database holds, which the daily purge applies, is the one the
   * privacy policy prints (LEADS_RETENTION_MONTHS).
   */
  retentionMatches: boolean;
};

/** A message waiting longer than this means delivery is failing, not just busy. */
const LATE_AFTER_MINUTES = 15;

/** What the outbox's state is weighed against: the settings of this server. */
export type OutboxPolicy = {
  /** VISITOR_EMAILS_PER_HOUR; null for none. */
  visitorEmailsPerHour: number | null;
  /** LEADS_RETENTION_MONTHS, which the privacy policy prints. */
  retentionMonths: number;
};

/** The state of the messages of `kinds`, those this server delivers; the others wait for none. */
export async function outboxState(
  connect: WorkerConnection,
  kinds: readonly OutboxKind[],
  { visitorEmailsPerHour, retentionMonths }: OutboxPolicy,
): Promise<OutboxState> {
  const { rows } = await connect((tx) =>
    tx.query<OutboxState>(
      `with mine as (
         select status, created_at, admitted_at is null and deferred_at is not null as held
         from private.outbox
         where kind = any(string_to_array($2, ',')) and status in ('pending', 'dead'))
       select
         (select count(*)::int from mine where status = 'pending' and not held) as waiting,
         (select count(*)::int from mine
          where status = 'pending' and not held
            and created_at < now() - make_interval(mins => $1)) as late,
         (select count(*)::int from mine where status = 'dead') as dead,
         coalesce((select floor(extract(epoch from now() - min(created_at)) / 60)::int
          from mine where status = 'pending' and not held), 0) as "oldestWaitingMinutes",
         (select count(*)::int from mine where status = 'pending' and held) as deferred,
         coalesce($3::int <= (
           select count(*) from private.outbox
           where kind = any(string_to_array($2, ',')) and kind in ('visitor', 'confirmation')
             and admitted_at > now() - interval '1 hour'
         ), false) as "ceilingReached",
         private.lead_retention_months() = $4::int as "retentionMatches"`,
      [
        LATE_AFTER_MINUTES,
        kinds.join(','),
        VISITOR_KINDS.some((kind) => kinds.includes(kind)) ? visitorEmailsPerHour : null,
        retentionMonths,
      ],
    ),
  );
  const [state] = rows;
  if (!state) throw new Error('The outbox answered no state');
  return state;
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
       -- An e-mail held over a ceiling is skipped a day after it was first held.
       where status = 'skipped'
         and coalesce(deferred_at + interval '1 day', created_at) > now() - interval '1 day'
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
