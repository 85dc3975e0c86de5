import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { createEmbeddedLeadStore } from './embedded-store';
import { createSupabaseLeadStore } from './supabase-store';
import type { LeadStore } from './types';

export type {
  AssessmentContactLead,
  AssessmentResultLead,
  ContactLead,
  LeadStore,
  SaveFailureReason,
  SaveResult,
} from './types';

// One store per process even if the bundler evaluates this module more than once: two embedded
// databases on one directory would corrupt it.
const globalForLeads = globalThis as unknown as { leadStore?: LeadStore };

export function getLeadStore(): LeadStore {
  globalForLeads.leadStore ??=
    env.SUPABASE_URL && env.SUPABASE_ANON_KEY
      ? createSupabaseLeadStore({ url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY })
      : createEmbeddedLeadStore({
          dataDir: path.resolve(process.cwd(), env.LEADS_DATA_DIR),
          faultFile: env.LEADS_FAULT_FILE && path.resolve(process.cwd(), env.LEADS_FAULT_FILE),
        });
  return globalForLeads.leadStore;
}
