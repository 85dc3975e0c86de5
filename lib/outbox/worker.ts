import {
  claimMessage,
  forgetOldMessages,
  markFailed,
  markSent,
  markSkipped,
  type OutboxKind,
  type OutboxMessage,
  type WorkerConnection,
} from './queue';

/** How each kind of message is delivered; a kind without one is skipped, with the reason. */
export type Deliverers = Record<
  OutboxKind,
  ((message: OutboxMessage) => Promise<void>) | { skip: string }
>;

export type DeliveryReport = { sent: number; failed: number; skipped: number };

/** The error's kind, for the outbox and the log: never its message, which may quote a lead. */
export function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const details = error as Error & { code?: unknown; responseCode?: unknown; status?: unknown };
  return [error.name, details.code, details.responseCode ?? details.status]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' ');
}

/**
 * Delivers every message that is due, one at a time, up to `max`. Any number of workers may run
 * at once (after a response, on a schedule, from the command line): none takes a message another
 * holds, so none is sent twice.
 */
export async function deliverDue(
  connect: WorkerConnection,
  deliverers: Deliverers,
  { max = 100 }: { max?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, skipped: 0 };
  for (let handled = 0; handled < max; handled += 1) {
    const message = await claimMessage(connect);
    if (!message) break;
    const deliver = deliverers[message.kind];
    if (typeof deliver !== 'function') {
      await markSkipped(connect, message.id, deliver.skip);
      report.skipped += 1;
      continue;
    }
    try {
      await deliver(message);
    } catch (error) {
      const kind = errorKind(error);
      console.error('[outbox] delivery failed', { kind: message.kind, error: kind });
      await markFailed(connect, message, kind);
      report.failed += 1;
      continue;
    }
    await markSent(connect, message.id);
    report.sent += 1;
  }
  await forgetOldMessages(connect);
  return report;
}
