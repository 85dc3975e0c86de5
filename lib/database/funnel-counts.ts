import type { ServerConnection } from './server-connection';
import type { FunnelCount } from './types';

/**
 * Adds an instance's counts to the funnel, as the server's own role, in one transaction: one
 * statement per step of a form in a language on a day, with the visitors added up. Throws when
 * the database refuses or cannot be reached; nothing is added then.
 */
export async function addFunnelCounts(
  connect: ServerConnection,
  counts: readonly FunnelCount[],
): Promise<void> {
  if (counts.length === 0) return;
  await connect(async (tx) => {
    for (const { day, form, locale, step, visitors } of counts) {
      await tx.query('select private.count_funnel_steps($1::date, $2, $3, $4, $5)', [
        day,
        form,
        locale,
        step,
        visitors,
      ]);
    }
  });
}
