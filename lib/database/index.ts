import 'server-only';
import path from 'node:path';
import { env, leadStoreChoice, NO_LEAD_STORE_MESSAGE } from '@/lib/env';
import { createEmbeddedLeadStore } from './embedded-store';
import { createSupabaseLeadStore } from './supabase-store';
import type { LeadStore } from './types';

export type { LeadStore, SaveResult } from './types';

// One store per process even if the bundler evaluates this module more than once: two embedded
// databases on one directory would corrupt it.
const globalForLeads = globalThis as unknown as { leadStore?: LeadStore };

/** The lead store this server was configured with; see leadStoreChoice in lib/env.ts. */
export function getLeadStore(): LeadStore {
  globalForLeads.leadStore ??= createLeadStore();
  return globalForLeads.leadStore;
}

function createLeadStore(): LeadStore {
  const choice = leadStoreChoice(env);
  if (!choice) throw new Error(NO_LEAD_STORE_MESSAGE);
  if (choice.kind === 'supabase') return createSupabaseLeadStore(choice);
  // Folders named at run time: the embedded database's, which the build has nothing to trace in.
  return createEmbeddedLeadStore({
    dataDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), choice.dataDir),
    faultFile:
      env.LEADS_FAULT_FILE &&
      path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.LEADS_FAULT_FILE),
  });
}

/** Where leads go, for the server's start-up log: never a key, only the kind and the folder. */
export function describeLeadStore(): string {
  const choice = leadStoreChoice(env);
  if (!choice) return 'none';
  if (choice.kind === 'supabase') return 'Supabase';
  return `the embedded database at ${path.resolve(/*turbopackIgnore: true*/ process.cwd(), choice.dataDir)}`;
}
