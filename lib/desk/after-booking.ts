import 'server-only';
import { deskSettings, env } from '@/lib/env';
import type { SqlTransaction } from '@/lib/database/migrations';
import { priorityOf, signalsOf } from './priority';
import { raiseTier, type bookCall } from './store';

/**
 * What follows a booked call in the same transaction: the lead's tier rises with the booking. A
 * booking that matched no lead is a lead of its own, ranked and routed when its notice goes out.
 */
export async function afterBooking(
  tx: SqlTransaction,
  result: Awaited<ReturnType<typeof bookCall>>,
): Promise<void> {
  if (!result.matched) return;
  const { tier } = priorityOf(signalsOf(result.payload, true), deskSettings(env).weights);
  await raiseTier(tx, result.ref, tier);
}
