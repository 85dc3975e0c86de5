import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { failureReason, isAlreadyStored, logInsertFailure } from './failure';
import { leadStoreFrom, resultReadsFrom, submissionHeaders, type InsertRow } from './rows';
import { teamCallsFrom } from './teams';
import type { LeadStore } from './types';

// Inserts are not retried by supabase-js, so a hung connection would hold the form until the
// platform's own timeout; give up earlier and let the visitor retry.
const REQUEST_TIMEOUT_MS = 10_000;
/** The health check answers within two seconds, whatever the database does. */
const READY_TIMEOUT_MS = 1500;

type SupabaseLeadStoreOptions = {
  url: string;
  anonKey: string;
};

export function createSupabaseLeadStore({ url, anonKey }: SupabaseLeadStoreOptions): LeadStore {
  const supabase = createClient(url, anonKey, {
    db: { schema: 'api' },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  const insertRow: InsertRow = async (table, row, keys) => {
    let request = supabase
      .from(table)
      .insert(row)
      // Visitors have no SELECT grant, so the inserted row must not be sent back.
      .setHeader('Prefer', 'return=minimal')
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    for (const [name, value] of Object.entries(submissionHeaders(keys))) {
      request = request.setHeader(name, value);
    }
    const { error, status } = await request;
    // PostgREST names the constraint only in the message.
    if (!error || isAlreadyStored(table, error.code, error.message)) return { ok: true };
    const reason = failureReason(error.code);
    // Network failures and timeouts come back with status 0 and no code.
    if (reason !== 'rateLimited') {
      logInsertFailure(table, error.code || (status ? `HTTP ${status}` : 'network'));
    }
    return { ok: false, reason };
  };

  /** Calls one of the functions visitors may call; an error of any kind is an outage here. */
  async function call(name: string, args: Record<string, unknown>): Promise<unknown> {
    const { data, error } = await supabase
      .rpc(name, args)
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    if (error) throw new Error(`${name} failed: ${error.code || 'network'}`);
    return data;
  }

  return {
    ...leadStoreFrom(insertRow),
    ...resultReadsFrom(call),
    ...teamCallsFrom(call),
    prepare: async () => {},
    async ready() {
      try {
        const { error } = await supabase
          .rpc('ready')
          .abortSignal(AbortSignal.timeout(READY_TIMEOUT_MS));
        return !error;
      } catch {
        return false;
      }
    },
  };
}
