import {
  claimMessages,
  markFailed,
  markSent,
  skipPending,
  type OutboxKind,
  type OutboxMessage,
  type WorkerConnection,
} from './queue';

/** How each kind of message is delivered; a kind without one is skipped, with the reason. */
export type Deliverers = Record<
  OutboxKind,
  ((message: OutboxMessage) => Promise<void>) | { skip: string }
>;

export type DeliveryReport = {
  sent: number;
  failed: number;
  skipped: number;
  /** Whether the run stopped at its `max` with messages perhaps still due. */
  more: boolean;
};

/** The error's kind, for the outbox and the log: never its message, which may quote a lead. */
export function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const details = error as Error & { code?: unknown; responseCode?: unknown; status?: unknown };
  return [error.name, details.code, details.responseCode ?? details.status]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' ');
}

/**
 * Delivers every message that is due, the sales team's first, up to `max`: `concurrency` at a
 * time, claimed together and recorded together. A kind nothing delivers is recorded as skipped at
 * once. Any number of workers may run at once (after a response, on a schedule, from the command
 * line): none takes a message another holds, so none is sent twice.
 */
export async function deliverDue(
  connect: WorkerConnection,
  deliverers: Deliverers,
  { max = 100, concurrency = 1 }: { max?: number; concurrency?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, skipped: 0, more: true };
  const senders = new Map<OutboxKind, (message: OutboxMessage) => Promise<void>>();
  for (const kind of Object.keys(deliverers) as OutboxKind[]) {
    const deliver = deliverers[kind];
    if (typeof deliver === 'function') senders.set(kind, deliver);
    else report.skipped += await skipPending(connect, kind, deliver.skip);
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
      batch.filter((_, index) => delivered[index]).map((message) => message.id),
    );
    report.sent += delivered.filter(Boolean).length;
    report.failed += delivered.filter((sent) => !sent).length;
    if (batch.length < limit) {
      report.more = false;
      break;
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
