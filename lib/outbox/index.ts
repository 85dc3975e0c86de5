import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import pg from 'pg';
import { toResultsContent } from '@/lib/assessment/results/content';
import { readContentNow } from '@/lib/content/read-now';
import {
  ASSESSMENT_CATEGORIES_QUERY,
  ASSESSMENT_SETTINGS_QUERY,
  EMAIL_SETTINGS_QUERY,
  SITE_SETTINGS_QUERY,
} from '@/lib/content/queries';
import { requireDocument } from '@/lib/content/require-document';
import { env, leadStoreChoice, mailChoice, type Env } from '@/lib/env';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';
import { defaultLocale } from '@/lib/i18n/locales';
import { getLeadStore } from '@/lib/leads';
import type { EmbeddedLeadStore } from '@/lib/leads/embedded-store';
import { salesNotification, visitorMessage, type MailContext } from '@/lib/mail/compose';
import { createMailer } from '@/lib/mail/transport';
import { listUndelivered, type OutboxEntry, type WorkerConnection } from './queue';
import { createWebhookSender } from './webhook';
import { deliverDue, type Deliverers, type DeliveryReport } from './worker';

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

/** The texts, content and fonts the messages need, read when they are sent. */
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
    async content(locale) {
      const [categories, assessment] = await Promise.all([
        readContentNow(ASSESSMENT_CATEGORIES_QUERY, { locale }),
        readContentNow(ASSESSMENT_SETTINGS_QUERY, { locale }),
      ]);
      return toResultsContent(categories, assessment);
    },
    async texts(locale) {
      return requireDocument(
        await readContentNow(EMAIL_SETTINGS_QUERY, { locale }),
        'e-mails to visitors',
      );
    },
    t: (locale) => createTranslator({ locale, messages: messages[locale], namespace: 'results' }),
    fonts: reportFonts,
  };
}

/** How each kind of message goes out with these settings, or why it does not. */
export function createDeliverers(settings: Env): Deliverers {
  const mail = mailChoice(settings);
  const webhook =
    settings.LEADS_WEBHOOK_URL && settings.LEADS_WEBHOOK_SECRET
      ? createWebhookSender(settings.LEADS_WEBHOOK_URL, settings.LEADS_WEBHOOK_SECRET)
      : { skip: 'no webhook is configured (LEADS_WEBHOOK_URL)' };
  if (!mail || mail.kind === 'off') {
    const skip = { skip: 'e-mail is switched off (MAIL_DELIVERY=off)' };
    return { sales: skip, visitor: skip, webhook };
  }
  const mailer = createMailer(mail);
  const salesTo = settings.LEADS_NOTIFY_TO ?? [];
  let context: Promise<MailContext> | undefined;
  const ready = () => (context ??= mailContext(mail.from, salesTo));
  return {
    sales: salesTo.length
      ? async (message) => mailer.send(await salesNotification(message.payload, await ready()))
      : { skip: 'no sales address is set (LEADS_NOTIFY_TO)' },
    visitor: async (message) => mailer.send(await visitorMessage(message.payload, await ready())),
    webhook,
  };
}

/**
 * Delivers what the outbox holds that is due. Called right after a lead is stored, on a
 * schedule, and from `npm run outbox`; undefined when this server has no way into the outbox.
 */
export async function deliverOutbox(): Promise<DeliveryReport | undefined> {
  const connect = workerConnection();
  if (!connect) return undefined;
  return deliverDue(connect, createDeliverers(env));
}

/** For after(): a delivery that fails is logged and tried again by the next run. */
export function deliverOutboxSoon(): Promise<void> {
  return deliverOutbox().then(
    () => undefined,
    (error: unknown) => {
      console.error('[outbox] delivery run failed', {
        error: error instanceof Error ? error.name : 'unknown',
      });
    },
  );
}

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
