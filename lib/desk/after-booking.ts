import 'server-only';
import type { SqlTransaction } from '@/lib/leads/migrations';
import type { bookCall } from './store';

/**
 * What follows a booked call in the same transaction: the lead's tier rises with the booking,
 * `raiseTier(tx, result.ref, priorityOf(signalsOf(result.payload, true), weights).tier)`, once the
 * desk's rules (lib/desk/priority.ts) and the settings' weights are in this tree.
 */
export async function afterBooking(
  _tx: SqlTransaction,
  _result: Awaited<ReturnType<typeof bookCall>>,
): Promise<void> {}
