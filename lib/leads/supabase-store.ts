import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { failureReason, logInsertFailure, UNIQUE_VIOLATION } from './failure';
import { leadStoreFrom, type InsertRow } from './rows';
import type { LeadStore } from './types';

// Inserts are not retried by supabase-js, so a hung connection would hold the form until the
// platform's own timeout; give up earlier and let the visitor retry.
const REQUEST_TIMEOUT_MS = 10_000;

type SupabaseLeadStoreOptions = {
  url: string;
  anonKey: string;
};

export function createSupabaseLeadStore({ url, anonKey }: SupabaseLeadStoreOptions): LeadStore {
  const supabase = createClient(url, anonKey, {
    db: { schema: 'api' },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  const insertRow: InsertRow = async (table, row) => {
    const { error, status } = await supabase
      .from(table)
      .insert(row)
      // Visitors have no SELECT grant, so the inserted row must not be sent back.
      .setHeader('Prefer', 'return=minimal')
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    if (!error || error.code === UNIQUE_VIOLATION) return { ok: true };
    // Network failures and timeouts come back with status 0 and no code.
    logInsertFailure(table, error.code || (status ? `HTTP ${status}` : 'network'));
    return { ok: false, reason: failureReason(error.code) };
  };

  return { ...leadStoreFrom(insertRow), prepare: async () => {} };
}
