import type { WorkerConnection } from '@/lib/database/migrations';

/**
 * Moves every clock of the outbox back by `minutes`, as that much time passing would: what was
 * due later is due now, and what was claimed, queued, admitted, held or sent is that much older.
 * The clock is the database owner's: the worker may not change when a message was queued.
 */
export async function minutesPass(connect: WorkerConnection, minutes: number): Promise<void> {
  await connect(async (tx) => {
    await tx.exec('reset role');
    await tx.query(
      `update private.outbox set
         created_at = created_at - make_interval(mins => $1),
         tries_since = tries_since - make_interval(mins => $1),
         next_attempt_at = next_attempt_at - make_interval(mins => $1),
         locked_until = locked_until - make_interval(mins => $1),
         admitted_at = admitted_at - make_interval(mins => $1),
         deferred_at = deferred_at - make_interval(mins => $1),
         sent_at = sent_at - make_interval(mins => $1)`,
      [minutes],
    );
  });
}
