import 'server-only';
import { env, startupProblems } from '@/lib/env';
import { describeLeadStore, getLeadStore } from './index';

/**
 * Run once when a server starts. A production server that would keep leads on a disk it may
 * lose, or let nobody hear of them, does not start at all; any other says where leads go and
 * opens the store, so the first visitor does not wait for it.
 */
export async function startLeadStore(): Promise<void> {
  const problems = startupProblems(env);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`[start] ${problem}`);
    process.exit(1);
  }
  console.info(`[leads] storing leads in ${describeLeadStore()}`);
  await getLeadStore().prepare();
}
