import 'server-only';
import { deskSettings, env, leadStoreChoice, mailChoice, siteUrl, type Env } from '@/lib/env';
import { linksFor } from '@/lib/assessment/results/link';
import { getLeadStore } from '@/lib/database';
import type { EmbeddedLeadStore } from '@/lib/database/embedded-store';
import {
  closeServerConnection,
  serverConnection as workerConnection,
} from '@/lib/database/server-connection';
import { purgeOnSchedule, type PurgeReport } from '@/lib/database/rights';
import {
  confirmationMessage,
  messageIdFor,
  salesDigest,
  salesNotification,
  teamMessage,
  visitorMessage,
} from '@/lib/mail/compose';
import { mailContext } from '@/lib/mail/context';
import { forgetOldMailFiles } from '@/lib/mail/mail-folder';
import { createMailer, MAILER_CONNECTIONS, type MailMessage } from '@/lib/mail/transport';
import {
  forgetOldMessages,
  listUndelivered,
  outboxState,
  retryDead,
  SENT_MESSAGES_KEPT_DAYS,
  skippedLately,
  type OutboxEntry,
  type OutboxKind,
  type OutboxMessage,
  type OutboxState,
} from './queue';
import type { WorkerConnection } from '@/lib/database/migrations';
import { readSectorNames } from './sector-names';
import { createWebhookSender } from './webhook';
import { assignForNotice, escalateDue, noticeDesk, refOf } from '@/lib/desk/notice';
import { briefUrl } from '@/lib/desk/server';
import { deskEntry } from '@/lib/desk/store';
import {
  deliverDue,
  oneRunAtATime,
  type Deliverers,
  type DeliveryOptions,
  type DeliveryReport,
  type SendDigest,
} from './worker';

/** An e-mail as the outbox sends it: with the Message-ID its message keeps on every try. */
function withMessageId(mail: MailMessage, message: OutboxMessage, from: string): MailMessage {
  return { ...mail, messageId: messageIdFor(message.id, from) };
}

const KINDS: readonly OutboxKind[] = [
  'sales',
  'escalation',
  'visitor',
  'confirmation',
  'team',
  'webhook',
  'event',
];

/** Why these settings deliver no message of a kind; a kind not named is delivered. */
function skipReasons(settings: Env): Partial<Record<OutboxKind, string>> {
  const mail = mailChoice(settings);
  const reasons: Partial<Record<OutboxKind, string>> = {};
  const desk = deskSettings(settings);
  if (!mail || mail.kind === 'off') {
    reasons.sales =
      reasons.escalation =
      reasons.visitor =
      reasons.confirmation =
      reasons.team =
        'e-mail is switched off (MAIL_DELIVERY=off)';
  } else {
    if (!settings.LEADS_NOTIFY_TO?.length && !desk.fallback) {
      reasons.sales = 'no sales address is set (LEADS_NOTIFY_TO)';
    }
    if (!desk.fallback) {
      reasons.escalation = 'no address takes escalations (LEADS_FALLBACK_TO)';
    }
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
 * run, with the digest that sales notices past their ceiling go in; `close` ends the run's SMTP
 * connections.
 */
export function createDeliverers(
  settings: Env,
  /** The database the desk is kept in; without it, notices go without the desk's part. */
  connect?: WorkerConnection,
): {
  deliverers: Deliverers;
  salesDigest?: SendDigest;
  close(): void;
} {
  const reasons = skipReasons(settings);
  // The firm reads a lead's sector by its name in the consultants' language.
  const { consultantLocale } = deskSettings(settings);
  const skip = (kind: OutboxKind) => ({ skip: reasons[kind] ?? '' });
  const sender =
    !reasons.webhook && settings.LEADS_WEBHOOK_URL && settings.LEADS_WEBHOOK_SECRET
      ? createWebhookSender(settings.LEADS_WEBHOOK_URL, settings.LEADS_WEBHOOK_SECRET, () =>
          readSectorNames(consultantLocale),
        )
      : undefined;
  const webhook = sender ?? skip('webhook');
  const event = sender ?? skip('event');
  const mail = mailChoice(settings);
  if (!mail || mail.kind === 'off') {
    return {
      deliverers: {
        sales: skip('sales'),
        escalation: skip('escalation'),
        visitor: skip('visitor'),
        confirmation: skip('confirmation'),
        team: skip('team'),
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
  /**
   * A visitor's or a team owner's e-mail, composed with the texts read before the run claimed
   * anything.
   */
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
        : async (message) => {
            const named = { ...sales, sectorNames: await readSectorNames(consultantLocale) };
            const desk = connect && (await noticeDesk(connect, message.payload, settings));
            if (!desk) {
              await mailer.send(
                withMessageId(await salesNotification(message.payload, named), message, mail.from),
              );
              return;
            }
            // Each recipient gets their own copy: its take link is made for them.
            const { recipients, deskFor } = desk;
            for (const [index, recipient] of recipients.entries()) {
              const notice = await salesNotification(
                message.payload,
                { ...named, salesTo: [recipient] },
                deskFor(recipient),
              );
              await mailer.send({
                ...notice,
                messageId: messageIdFor(
                  index === 0 ? message.id : `${message.id}.${index}`,
                  mail.from,
                ),
              });
            }
          },
      escalation:
        reasons.escalation || !connect
          ? skip('escalation')
          : async (message) => {
              const fallback = deskSettings(settings).fallback!;
              // Taken while the reminder waited to go out (the mail server was down): no reminder.
              const entry = await connect((tx) => deskEntry(tx, refOf(message.payload)));
              if (!entry || entry.takenAt) return;
              const desk = await noticeDesk(connect, message.payload, settings);
              // The lead was erased while it waited: nobody is to be reminded of it.
              if (!desk) return;
              const notice = await salesNotification(
                message.payload,
                {
                  ...sales,
                  salesTo: [fallback],
                  sectorNames: await readSectorNames(consultantLocale),
                },
                {
                  ...desk.deskFor(fallback),
                  waitingMinutes: settings.LEADS_ESCALATE_AFTER_MINUTES,
                },
              );
              await mailer.send(withMessageId(notice, message, mail.from));
            },
      visitor: toVisitor(visitorMessage),
      confirmation: toVisitor(confirmationMessage),
      team: toVisitor(teamMessage),
      webhook,
      event,
    },
    salesDigest: reasons.sales
      ? undefined
      : async (digestId, messages) => {
          // A lead in a digest is on the desk too: routed, ranked, and its clock started.
          const desks = [];
          for (const message of messages) {
            if (!connect) break;
            const entry = (await assignForNotice(connect, message.payload, settings))?.entry;
            desks.push({
              tier: entry?.tier ?? 'C',
              owner: entry?.owner ?? '',
              briefUrl: briefUrl(refOf(message.payload)),
            } as const);
          }
          await mailer.send(
            await salesDigest(
              digestId,
              messages.map((message) => message.payload),
              { ...sales, perHour: settings.SALES_NOTICES_PER_HOUR, desks },
            ),
          );
        },
    close: () => mailer.close(),
  };
}

/** The ceilings these settings put on a delivery run, with the digest past the sales ceiling. */
export function deliveryOptions(settings: Env, salesDigest?: SendDigest): DeliveryOptions {
  return {
    concurrency: MAILER_CONNECTIONS,
    visitorCeilings: {
      perHour: settings.VISITOR_EMAILS_PER_HOUR,
      perNetwork: settings.VISITOR_EMAILS_PER_NETWORK_PER_HOUR,
      perDomain: settings.VISITOR_EMAILS_PER_DOMAIN_PER_HOUR,
    },
    salesCeiling: salesDigest
      ? { perHour: settings.SALES_NOTICES_PER_HOUR, digest: salesDigest }
      : undefined,
  };
}

// Messages done with are forgotten once an hour, and expired leads once a day, not at every run.
const FORGET_EVERY_MS = 60 * 60 * 1000;
const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;
let forgotAt = 0;
let purgedAt = 0;

/** What the day's purge deleted: in the database, and the mail folder's old files. */
type DailyPurgeReport = PurgeReport & { mailFiles: number };

/** A delivery run's report, with what the day's purge deleted, if it ran. */
export type OutboxRunReport = DeliveryReport & { purged?: DailyPurgeReport };

/**
 * The day's purge: the leads past the retention the database holds, the traces past their time,
 * and, where e-mail goes to the folder, its files past the days the outbox keeps sent messages.
 * A retention other than LEADS_RETENTION_MONTHS, which the privacy policy prints, is logged (and
 * the health check is degraded) until the steward sets it (npm run leads -- --retention).
 */
async function purgeDaily(connect: WorkerConnection): Promise<DailyPurgeReport> {
  const purged = await connect((tx) => purgeOnSchedule(tx));
  if (purged.months !== env.LEADS_RETENTION_MONTHS) {
    console.warn('[outbox] the database keeps leads for another period than the privacy policy', {
      database: purged.months,
      LEADS_RETENTION_MONTHS: env.LEADS_RETENTION_MONTHS,
    });
  }
  const mail = mailChoice(env);
  const mailFiles =
    mail?.kind === 'folder' ? await forgetOldMailFiles(mail.dir, SENT_MESSAGES_KEPT_DAYS) : 0;
  return { ...purged, mailFiles };
}

/**
 * Delivers what the outbox holds that is due, and once a day purges what is kept no longer.
 * Called right after a lead is stored, on a schedule, and from `npm run outbox`; undefined when
 * this server has no way into the outbox.
 */
export async function deliverOutbox(): Promise<OutboxRunReport | undefined> {
  const connect = workerConnection();
  if (!connect) return undefined;
  const { deliverers, salesDigest: digest, close } = createDeliverers(env, connect);
  let report: DeliveryReport;
  try {
    // Leads nobody took in time are escalated first, so that this run sends their reminders.
    if (!skipReasons(env).escalation) {
      await escalateDue(connect, env).catch((error: unknown) => {
        console.error('[desk] the leads waiting could not be escalated', {
          error: error instanceof Error ? error.name : 'unknown',
        });
      });
    }
    report = await deliverDue(connect, deliverers, deliveryOptions(env, digest));
  } finally {
    close();
  }
  if (Date.now() - forgotAt > FORGET_EVERY_MS) {
    forgotAt = Date.now();
    await forgetOldMessages(connect);
  }
  if (Date.now() - purgedAt > PURGE_EVERY_MS) {
    purgedAt = Date.now();
    return { ...report, purged: await purgeDaily(connect) };
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
  return connect && kinds.length > 0
    ? outboxState(connect, kinds, {
        visitorEmailsPerHour: env.VISITOR_EMAILS_PER_HOUR,
        retentionMonths: env.LEADS_RETENTION_MONTHS,
      })
    : undefined;
}

/** Lets a command end: closes the pool, or the embedded database it opened. */
export async function closeOutbox(): Promise<void> {
  await closeServerConnection();
  if (leadStoreChoice(env)?.kind === 'embedded')
    await (getLeadStore() as EmbeddedLeadStore).close();
}

/**
 * Escalates the leads nobody took in time, and sends their reminders at once: what a running
 * server does every minute, between the scheduled runs. Returns how many were escalated.
 */
export async function escalateWaitingLeads(): Promise<number> {
  const connect = workerConnection();
  if (!connect || skipReasons(env).escalation) return 0;
  const escalated = await escalateDue(connect, env);
  if (escalated > 0) await deliverOutboxSoon();
  return escalated;
}
