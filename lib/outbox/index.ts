import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTranslator, type Messages } from 'next-intl';
import pg from 'pg';
import { toResultsContent } from '@/lib/assessment/results/content';
import { readContentNow } from '@/lib/content/read-now';
import {
  ASSESSMENT_CATEGORIES_QUERY,
  ASSESSMENT_SETTINGS_QUERY,
  EMAIL_SETTINGS_QUERY,
  SITE_SETTINGS_QUERY,
  SITE_COPY_QUERY,
} from '@/lib/content/queries';
import { requireDocument } from '@/lib/content/require-document';
import { env, leadStoreChoice, mailChoice, type Env } from '@/lib/env';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { withSiteCopy } from '@/lib/i18n/messages';
import { getLeadStore } from '@/lib/leads';
import type { EmbeddedLeadStore } from '@/lib/leads/embedded-store';
import { salesNotification, visitorMessage, type MailContext } from '@/lib/mail/compose';
import { createMailer, MAILER_CONNECTIONS } from '@/lib/mail/transport';
import {
  forgetOldMessages,
  listUndelivered,
  type OutboxEntry,
  type WorkerConnection,
} from './queue';
import { createWebhookSender } from './webhook';
import { deliverDue, oneRunAtATime, type Deliverers, type DeliveryReport } from './worker';

const messages = { en, fr };

// One pool per process, however often the bundler evaluates this module.
const globalForOutbox = globalThis as unknown as { outboxPool?: pg.Pool };

function outboxPool(connectionString: string): pg.Pool {
  if (!globalForOutbox.outboxPool) {
    const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 5000 });
    // A connection the database drops while idle is replaced; it must not end the process.
    pool.on('error', () => {});
    globalForOutbox.outboxPool = pool;
  }
  return globalForOutbox.outboxPool;
}

/**
 * The worker's way into the outbox: the embedded database the server already holds, or a direct
 * connection to Supabase's (DATABASE_URL, as a user in the outbox_worker role).
 */
function workerConnection(): WorkerConnection | undefined {
  const store = leadStoreChoice(env);
  if (store?.kind === 'embedded') {
    const embedded = getLeadStore() as EmbeddedLeadStore;
    return (work) => embedded.asOutboxWorker(work);
  }
  if (!env.DATABASE_URL) return undefined;
  const pool = outboxPool(env.DATABASE_URL);
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

let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function reportFonts() {
  const file = (name: string) =>
    readFile(path.join(process.cwd(), 'node_modules/geist/dist/fonts/geist-sans', name));
  fonts ??= Promise.all([file('Geist-Regular.ttf'), file('Geist-Bold.ttf')]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fonts;
}

/** Answers `read` once a locale: what one delivery run reads, it reads once. */
function oncePerLocale<T>(read: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  const answers = new Map<Locale, Promise<T>>();
  return (locale) => {
    if (!answers.has(locale)) answers.set(locale, read(locale));
    return answers.get(locale) as Promise<T>;
  };
}

/**
 * The texts, content and fonts the messages need, read when a delivery run starts: an edit
 * published in the Studio reaches the next run's messages.
 */
export async function mailContext(from: string, salesTo: string[]): Promise<MailContext> {
  const settings = requireDocument(
    await readContentNow(SITE_SETTINGS_QUERY, { locale: defaultLocale }),
    'site settings',
  );
  return {
    from,
    salesTo,
    siteName: settings.companyName,
    schedulingUrl: settings.schedulingUrl,
    content: oncePerLocale(async (locale) => {
      const [categories, assessment] = await Promise.all([
        readContentNow(ASSESSMENT_CATEGORIES_QUERY, { locale }),
        readContentNow(ASSESSMENT_SETTINGS_QUERY, { locale }),
      ]);
      return toResultsContent(categories, assessment);
    }),
    texts: oncePerLocale(async (locale) =>
      requireDocument(
        await readContentNow(EMAIL_SETTINGS_QUERY, { locale }),
        'e-mails to visitors',
      ),
    ),
    t: oncePerLocale(async (locale) => {
      const copy = await readContentNow(SITE_COPY_QUERY, { locale });
      const results = withSiteCopy(messages[locale], copy);
      return createTranslator({ locale, messages: results as Messages, namespace: 'results' });
    }),
    fonts: reportFonts,
  };
}

/**
 * How each kind of message goes out with these settings, or why it does not, for one delivery
 * run; `close` ends the run's SMTP connections.
 */
export function createDeliverers(settings: Env): { deliverers: Deliverers; close(): void } {
  const mail = mailChoice(settings);
  const webhook =
    settings.LEADS_WEBHOOK_URL && settings.LEADS_WEBHOOK_SECRET
      ? createWebhookSender(settings.LEADS_WEBHOOK_URL, settings.LEADS_WEBHOOK_SECRET)
      : { skip: 'no webhook is configured (LEADS_WEBHOOK_URL)' };
  if (!mail || mail.kind === 'off') {
    const skip = { skip: 'e-mail is switched off (MAIL_DELIVERY=off)' };
    return { deliverers: { sales: skip, visitor: skip, webhook }, close() {} };
  }
  const mailer = createMailer(mail);
  const salesTo = settings.LEADS_NOTIFY_TO ?? [];
  let context: Promise<MailContext> | undefined;
  const ready = () => (context ??= mailContext(mail.from, salesTo));
  return {
    deliverers: {
      sales: salesTo.length
        ? async (message) => mailer.send(await salesNotification(message.payload, await ready()))
        : { skip: 'no sales address is set (LEADS_NOTIFY_TO)' },
      visitor: async (message) => mailer.send(await visitorMessage(message.payload, await ready())),
      webhook,
    },
    close: () => mailer.close(),
  };
}

// Messages done with are forgotten once an hour, not at every run.
const FORGET_EVERY_MS = 60 * 60 * 1000;
let forgotAt = 0;

/**
 * Delivers what the outbox holds that is due. Called right after a lead is stored, on a
 * schedule, and from `npm run outbox`; undefined when this server has no way into the outbox.
 */
export async function deliverOutbox(): Promise<DeliveryReport | undefined> {
  const connect = workerConnection();
  if (!connect) return undefined;
  const { deliverers, close } = createDeliverers(env);
  let report: DeliveryReport;
  try {
    report = await deliverDue(connect, deliverers, { concurrency: MAILER_CONNECTIONS });
  } finally {
    close();
  }
  if (Date.now() - forgotAt > FORGET_EVERY_MS) {
    forgotAt = Date.now();
    await forgetOldMessages(connect);
  }
  return report;
}

/** Whether this server sends anything at all: e-mail, or a webhook. */
function sendsAnything(settings: Env): boolean {
  const mail = mailChoice(settings);
  return Boolean(
    (mail && mail.kind !== 'off') || (settings.LEADS_WEBHOOK_URL && settings.LEADS_WEBHOOK_SECRET),
  );
}

// With nothing to send, a run only records the queued messages as skipped: once a minute will do.
const SKIP_ONLY_EVERY_MS = 60 * 1000;
let skippedAt = 0;

/**
 * For after(): delivers the outbox in the background, logging a failed run, which the next one
 * retries. However many leads arrive at once, this process runs one delivery at a time.
 */
export const deliverOutboxSoon = oneRunAtATime(async () => {
  if (!sendsAnything(env)) {
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

/** Lets a command end: closes the pool, or the embedded database it opened. */
export async function closeOutbox(): Promise<void> {
  await globalForOutbox.outboxPool?.end();
  globalForOutbox.outboxPool = undefined;
  if (leadStoreChoice(env)?.kind === 'embedded')
    await (getLeadStore() as EmbeddedLeadStore).close();
}
