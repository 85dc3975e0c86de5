import type { SqlTransaction } from '@/lib/leads/migrations';
import type { BriefSource, DeskRef } from './types';

// A stand-in for the desk's store, which the desk-db branch writes (private.lead_desk and its
// functions): its briefSource replaces this file when the branches meet.

/** Everything the database holds that a lead's brief shows, or null for no such lead. */
export async function briefSource(tx: SqlTransaction, ref: DeskRef): Promise<BriefSource | null> {
  void tx;
  void ref;
  throw new Error('The desk store is not built yet (lib/desk/store.ts, branch desk-db).');
}
