import 'server-only';
import pg from 'pg';
import { env, leadStoreChoice, mailChoice, siteUrl, type Env } from '@/lib/env';
import { linksFor } from '@/lib/assessment/link';
import { getLeadStore } from '@/lib/leads';
import type { EmbeddedLeadStore } from '@/lib/leads/embedded-store';
import { pgConfig, readCa } from '@/lib/pg-connection';
import { purgeExpired, type PurgeReport } from '@/lib/leads/rights';
import {
  confirmationMessage,
  messageIdFor,
  salesNotification,
  visitorMessage,
} from '@/lib/mail/compose';
import { mailContext } from '@/lib/mail/context';
import { createMailer, MAILER_CONNECTIONS, type MailMessage } from '@/lib/mail/transport';
import {
  forgetOldMessages,
  listUndelivered,
  outboxState,
  retryDead,
  skippedLately,
  type OutboxEntry,
  type OutboxKind,
  type OutboxMessage,
  type OutboxState,
  type WorkerConnection,
} from './queue';
import { createWebhookSender } from './webhook';
import { deliverDue, oneRunAtATime, type Deliverers, type DeliveryReport } from './worker';

// One pool per process, however often the bundler evaluates this module.
const globalForOutbox = globalThis as unknown as { outboxPool?: pg.Pool };

function outboxPool(settings: Env, url: string): pg.Pool {
  if (!globalForOutbox.outboxPool) {
    const pool = new pg.Pool({
      ...pgConfig(url, { setting: 'OUTBOX_DATABASE_URL', ca: readCa(settings.DATABASE_CA_CERT) }),
      max: 2,
      connectionTimeoutMillis: 5000,
      // A database that hangs must not hold the two connections for ever: the health check and
      // the next delivery run need them. Every statement here takes milliseconds.
      statement_timeout: 15_000,
      query_timeout: 20_000,
    });
    // A connection the database drops while idle is replaced; it must not end the process.
    pool.on('error', () => {});
    globalForOutbox.outboxPool = pool;
  }
  return globalForOutbox.outboxPool;
}

/**
 * The worker's way into the outbox: the embedded database the server already holds, or a direct
 * connection to Supabase's (OUTBOX_DATABASE_URL, as a user in the outbox_worker role).
 */
export function workerConnection(): WorkerConnection | undefined {
  const store = leadStoreChoice(env);
  if (store?.kind === 'embedded') {
    const embedded = getLeadStore() as EmbeddedLeadStore;
    return (work) => embedded.asOutboxWorker(work);
  }
  if (!env.OUTBOX_DATABASE_URL) return undefined;
  const pool = outboxPool(env, env.OUTBOX_DATABASE_URL);
  return async (work) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local role outbox_worker');
      const result = await work({
        exec: (sql) => client.query(sql),
        query: async <Row>(sql: string, params?: unknown[]) => ({
          rows: (await client.query(sql, params)).rows as Row[],
        }),
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
}

/** An e-mail as the outbox sends it: with the Message-ID its message keeps on every try. */
function withMessageId(mail: MailMessage, message: OutboxMessage, from: string): MailMessage {
  return { ...mail, messageId: messageIdFor(message.id, from) };
}

const KINDS: readonly OutboxKind[] = ['sales', 'visitor', 'confirmation', 'webhook', 'event'];

/** Why these settings deliver no message of a kind; a kind not named is delivered. */
function skipReasons(settings: Env): Partial<Record<OutboxKind, string>> {
  const mail = mailChoice(settings);
  const reasons: Partial<Record<OutboxKind, string>> = {};
  if (!mail || mail.kind === 'off') {
    reasons.sales =
      reasons.visitor =
      reasons.confirmation =
        'e-mail is switched off (MAIL_DELIVERY=off)';
  } else if (!settings.LEADS_NOTIFY_TO?.length) {
    reasons.sales = 'no sales address is set (LEADS_NOTIFY_TO)';
  }
  if (!settings.LEADS_WEBHOOK_URL || !settings.LEADS_WEBHOOK_SECRET) {
    reasons.webhook = reasons.event = 'no webhook is configured (LEADS_WEBHOOK_URL)';
  }
  return reasons;
}

/** The kinds of message these settings deliver. */
function deliveredKinds(settings: Env): OutboxKind[] {
  const reasons = skipReasons(settings);
  return KINDS.filter((kind) => !reasons[kind]);
}

/**
 * How each kind of message goes out with these settings, or why it does not, for one delivery
 * run; `close` ends the run's SMTP connections.
 */
export function createDeliverers(settings: Env): { deliverers: Deliverers; close(): void } {
  const reasons = skipReasons(settings);
  const skip = (kind: OutboxKind) => ({ skip: reasons[kind] ?? '' });
  const sender =
    !reasons.webhook && settings.LEADS_WEBHOOK_URL && settings.LEADS_WEBHOOK_SECRET
      ? createWebhookSender(settings.LEADS_WEBHOOK_URL, settings.LEADS_WEBHOOK_SECRET)
      : undefined;
  const webhook = sender ?? skip('webhook');
  const event = sender ?? skip('event');
  const mail = mailChoice(settings);
  if (!mail || mail.kind === 'off') {
    return {
      deliverers: {
        sales: skip('sales'),
        visitor: skip('visitor'),
        confirmation: skip('confirmation'),
        webhook,
        event,
      },
      close() {},
    };
  }
  const mailer = createMailer(mail);
  const sales = {
    from: mail.from,
    salesTo: settings.LEADS_NOTIFY_TO ?? [],
    siteUrl,
    resultLinks: linksFor,
  };
  /** A visitor's e-mail, composed with the texts read before the run claimed anything. */
  const toVisitor = (compose: typeof visitorMessage) => ({
    async prepare() {
      const context = await mailContext(sales);
      return async (message: OutboxMessage) =>
        mailer.send(withMessageId(await compose(message.payload, context), message, mail.from));
    },
  });
  return {
    deliverers: {
      sales: reasons.sales
        ? skip('sales')
        : async (message) =>
            mailer.send(
              withMessageId(await salesNotification(message.payload, sales), message, mail.from),
            ),
      visitor: toVisitor(visitorMessage),
      confirmation: toVisitor(confirmationMessage),
      webhook,
      event,
    },
    close: () => mailer.close(),
  };
}

// Messages done with are forgotten once an hour, and expired leads once a day, not at every run.
const FORGET_EVERY_MS = 60 * 60 * 1000;
const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;
let forgotAt = 0;
let purgedAt = 0;

/** A delivery run's report, with what the day's purge of expired leads deleted, if it ran. */
export type OutboxRunReport = DeliveryReport & { purged?: PurgeReport };

/**
 * Delivers what the outbox holds that is due, and once a day deletes the leads past
 * LEADS_RETENTION_MONTHS. Called right after a lead is stored, on a schedule, and from
 * `npm run outbox`; undefined when this server has no way into the outbox.
 */
export async function deliverOutbox(): Promise<OutboxRunReport | undefined> {
  const connect = workerConnection();
  if (!connect) return undefined;
  const { deliverers, close } = createDeliverers(env);
  let report: DeliveryReport;
  try {
    report = await deliverDue(connect, deliverers, {
      concurrency: MAILER_CONNECTIONS,
      visitorEmailsPerHour: env.VISITOR_EMAILS_PER_HOUR,
    });
  } finally {
    close();
  }
  if (Date.now() - forgotAt > FORGET_EVERY_MS) {
    forgotAt = Date.now();
    await forgetOldMessages(connect);
  }
  if (Date.now() - purgedAt > PURGE_EVERY_MS) {
    purgedAt = Date.now();
    const purged = await connect((tx) => purgeExpired(tx, { months: env.LEADS_RETENTION_MONTHS }));
    return { ...report, purged };
  }
  return report;
}

// With nothing to send, a run only records the queued messages as skipped: once a minute will do.
const SKIP_ONLY_EVERY_MS = 60 * 1000;
let skippedAt = 0;

/**
 * For after(): delivers the outbox in the background, logging a failed run, which the next one
 * retries. However many leads arrive at once, this process runs one delivery at a time.
 */
export const deliverOutboxSoon = oneRunAtATime(async () => {
  if (deliveredKinds(env).length === 0) {
    if (Date.now() - skippedAt < SKIP_ONLY_EVERY_MS) return false;
    skippedAt = Date.now();
  }
  try {
    return (await deliverOutbox())?.more ?? false;
  } catch (error) {
    console.error('[outbox] delivery run failed', {
      error: error instanceof Error ? error.name : 'unknown',
    });
    return false;
  }
});

/** The messages not delivered yet and the dead ones, for `npm run outbox`. */
export async function undeliveredMessages(): Promise<OutboxEntry[]> {
  const connect = workerConnection();
  return connect ? listUndelivered(connect) : [];
}

/** What was skipped in the last day, and why, for `npm run outbox`. */
export async function skippedMessages(): Promise<Awaited<ReturnType<typeof skippedLately>>> {
  const connect = workerConnection();
  return connect ? skippedLately(connect) : [];
}

/** Puts dead messages back to be tried again: all, or the one with `id`. For `npm run outbox`. */
export async function retryDeadMessages(id?: string): Promise<number | undefined> {
  const connect = workerConnection();
  return connect ? retryDead(connect, id) : undefined;
}

/**
 * The outbox's counts for the health check, of the kinds of message this server delivers;
 * undefined when it delivers none, or has no way into the outbox.
 */
export async function outboxHealth(): Promise<OutboxState | undefined> {
  const connect = workerConnection();
  const kinds = deliveredKinds(env);
  return connect && kinds.length > 0 ? outboxState(connect, kinds) : undefined;
}

/** Lets a command end: closes the pool, or the embedded database it opened. */
export async function closeOutbox(): Promise<void> {
  await globalForOutbox.outboxPool?.end();
  globalForOutbox.outboxPool = undefined;
  if (leadStoreChoice(env)?.kind === 'embedded')
    await (getLeadStore() as EmbeddedLeadStore).close();
}
