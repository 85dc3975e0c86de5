import 'server-only';
import type { SqlTransaction } from '@/lib/leads/migrations';
import type { Booking, DeskEntry, DeskPayload, DeskRef } from './types';

/**
 * The desk's reads and writes in the database, as the server's own role. Until the desk's tables
 * exist (supabase/migrations), booking a call fails, and the booking webhook answers 503.
 */

/** A call booked: the lead it went to (a lead of its own when no lead came before), and its entry. */
export function bookCall(
  _tx: SqlTransaction,
  _booking: Booking,
): Promise<{ ref: DeskRef; matched: boolean; entry: DeskEntry; payload: DeskPayload }> {
  return Promise.reject(new Error('The desk’s store is not built yet'));
}
