import 'server-only';
import { env, leadStoreChoice, NO_LEAD_STORE_MESSAGE } from '@/lib/env';
import { describeLeadStore, getLeadStore } from './index';

/**
 * Run once when a server starts. A production server that would keep leads on a disk it may
 * lose does not start at all; any other says where leads go and opens the store, so the first
 * visitor does not wait for it.
 */
export async function startLeadStore(): Promise<void> {
  if (!leadStoreChoice(env)) {
    console.error(`[leads] ${NO_LEAD_STORE_MESSAGE}`);
    process.exit(1);
  }
  console.info(`[leads] storing leads in ${describeLeadStore()}`);
  await getLeadStore().prepare();
}
