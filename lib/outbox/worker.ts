import {
  admitSalesNotices,
  admitVisitorMessages,
  claimDigest,
  claimMessages,
  dueKinds,
  markDigestSent,
  markFailed,
  markSent,
  NO_VISITOR_CEILINGS,
  skipPending,
  VISITOR_KINDS,
  type OutboxKind,
  type OutboxMessage,
  type VisitorCeilings,
} from './queue';
import type { WorkerConnection } from '@/lib/database/migrations';

type Send = (message: OutboxMessage) => Promise<void>;

/** Sends held sales notices as one e-mail, under the digest's id. */
export type SendDigest = (digestId: string, messages: readonly OutboxMessage[]) => Promise<void>;

/**
 * How one kind of message is delivered: a sender; a sender that must first get ready, reading
 * what its messages need (the e-mail texts), which a run does only when such a message is due and
 * before claiming any; or the reason nothing delivers the kind, which is recorded.
 */
type Deliverer = Send | { prepare: () => Promise<Send> } | { skip: string };

export type Deliverers = Record<OutboxKind, Deliverer>;

export type DeliveryOptions = {
  /** The most messages one run claims. */
  max?: number;
  /** How many are sent at once, claimed together and recorded together. */
  concurrency?: number;
  /** The ceilings of visitors' e-mails an hour; none when not given. */
  visitorCeilings?: Partial<VisitorCeilings>;
  /**
   * The sales notices sent on their own an hour (SALES_NOTICES_PER_HOUR), past which they go as
   * digests; without it every notice goes on its own.
   */
  salesCeiling?: { perHour: number; digest: SendDigest };
  /** How long a deliverer may take to get ready; past it, its messages wait for the next run. */
  prepareTimeoutMs?: number;
};

export type DeliveryReport = {
  sent: number;
  failed: number;
  skipped: number;
  /** Visitors' e-mails held over a ceiling or a share, which wait for room. */
  deferred: number;
  /** Sales notices sent inside a digest this run. */
  digested: number;
  /** Whether the run stopped at its `max` with messages perhaps still due. */
  more: boolean;
  /** Kinds left waiting because their deliverer could not get ready (the texts were unreadable). */
  notReady: OutboxKind[];
};

/** The error's kind, for the outbox and the log: never its message, which may quote a lead. */
function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const details = error as Error & { code?: unknown; responseCode?: unknown; status?: unknown };
  return [error.name, details.code, details.responseCode ?? details.status]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' ');
}

class NotReadyInTime extends Error {
  override name = 'NotReadyInTime';
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReadyInTime(`Not ready within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What a deliverer needs before anything is claimed: 10 s, well inside a claim's lease. */
const PREPARE_TIMEOUT_MS = 10_000;

/**
 * Delivers every message that is due, the sales team's first, up to `max`: `concurrency` at a
 * time, claimed together and recorded together. A kind nothing delivers is recorded as skipped at
 * once; visitors' e-mails are admitted under their ceilings first, and sales notices under
 * theirs, past which the held ones go as one digest after the rest. Any number of workers may
 * run at once (after a response, on a schedule, from the command line): each claim has a token,
 * and only its holder records the outcome, so a message is sent again only when its holder died
 * or overran its lease, and a sent message never goes back to pending.
 */
export async function deliverDue(
  connect: WorkerConnection,
  deliverers: Deliverers,
  {
    max = 100,
    concurrency = 1,
    visitorCeilings = {},
    salesCeiling,
    prepareTimeoutMs = PREPARE_TIMEOUT_MS,
  }: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = {
    sent: 0,
    failed: 0,
    skipped: 0,
    deferred: 0,
    digested: 0,
    more: true,
    notReady: [],
  };
  const senders = new Map<OutboxKind, Send>();
  const preparing = new Map<OutboxKind, () => Promise<Send>>();
  for (const kind of Object.keys(deliverers) as OutboxKind[]) {
    const deliver = deliverers[kind];
    if (typeof deliver === 'function') senders.set(kind, deliver);
    else if ('prepare' in deliver) preparing.set(kind, deliver.prepare);
    else report.skipped += await skipPending(connect, kind, deliver.skip);
  }
  if (VISITOR_KINDS.some((kind) => senders.has(kind) || preparing.has(kind))) {
    const admission = await admitVisitorMessages(connect, {
      ...NO_VISITOR_CEILINGS,
      ...visitorCeilings,
    });
    report.skipped += admission.skipped;
    report.deferred += admission.deferred;
  }
  const digestsHeld =
    (senders.has('sales') || preparing.has('sales')) &&
    (await admitSalesNotices(connect, salesCeiling?.perHour ?? null)) > 0;

  if (preparing.size > 0) {
    const due = new Set(await dueKinds(connect));
    for (const [kind, prepare] of preparing) {
      if (!due.has(kind)) continue;
      try {
        senders.set(kind, await within(prepare(), prepareTimeoutMs));
      } catch (error) {
        // Nothing was claimed: the messages wait, their tries untouched, for a run that can.
        report.notReady.push(kind);
        console.error('[outbox] not ready to deliver', { kind, error: errorKind(error) });
      }
    }
  }

  async function deliver(message: OutboxMessage): Promise<boolean> {
    try {
      const send = senders.get(message.kind);
      if (!send) throw new Error(`Nothing delivers ${message.kind} messages`);
      await send(message);
      return true;
    } catch (error) {
      const kind = errorKind(error);
      console.error('[outbox] delivery failed', { kind: message.kind, error: kind });
      await markFailed(connect, message, kind);
      return false;
    }
  }

  let claimed = 0;
  while (claimed < max) {
    const limit = Math.min(concurrency, max - claimed);
    const batch = await claimMessages(connect, [...senders.keys()], limit);
    claimed += batch.length;
    const delivered = await Promise.all(batch.map(deliver));
    await markSent(
      connect,
      batch.filter((_, index) => delivered[index]),
    );
    report.sent += delivered.filter(Boolean).length;
    report.failed += delivered.filter((sent) => !sent).length;
    if (batch.length < limit) {
      report.more = false;
      break;
    }
  }

  if (digestsHeld && salesCeiling) {
    const digest = await claimDigest(connect);
    if (digest) {
      try {
        await salesCeiling.digest(digest.digestId, digest.messages);
        report.digested += await markDigestSent(connect, digest.digestId);
      } catch (error) {
        const kind = errorKind(error);
        console.error('[outbox] delivery failed', { kind: 'sales digest', error: kind });
        for (const message of digest.messages) await markFailed(connect, message, kind);
        report.failed += digest.messages.length;
      }
    }
  }
  return report;
}

/**
 * Wraps a delivery run so that one runs at a time: a call while one runs asks for one more run
 * after it (which finds what the call was made for), and a run that answers true, stopped at its
 * limit, is followed by another. Every call resolves when the runs it asked for are over.
 */
export function oneRunAtATime(run: () => Promise<boolean>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let askedAgain = false;
  return () => {
    if (running) {
      askedAgain = true;
      return running;
    }
    running = (async () => {
      let more = true;
      while (more) {
        askedAgain = false;
        more = (await run()) || askedAgain;
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
}
