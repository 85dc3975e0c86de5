import type { WorkerConnection } from '@/lib/outbox/queue';

/**
 * Moves every clock of the outbox back by `minutes`, as that much time passing would: what was
 * due later is due now, and what was claimed or queued is that much older.
 */
export async function minutesPass(connect: WorkerConnection, minutes: number): Promise<void> {
  await connect((tx) =>
    tx.query(
      `update private.outbox set
         created_at = created_at - make_interval(mins => $1),
         tries_since = tries_since - make_interval(mins => $1),
         next_attempt_at = next_attempt_at - make_interval(mins => $1),
         locked_until = locked_until - make_interval(mins => $1)`,
      [minutes],
    ),
  );
}
