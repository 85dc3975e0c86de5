export async function register() {
  // The build prerenders pages in worker processes; only a running server opens the lead store.
  if (
    process.env.NEXT_RUNTIME !== 'nodejs' ||
    process.env.NEXT_PHASE === 'phase-production-build'
  ) {
    return;
  }
  const { env, leadStoreChoice, NO_LEAD_STORE_MESSAGE } = await import('@/lib/env');
  if (!leadStoreChoice(env)) {
    // A production server that would keep leads on a disk it may lose does not start at all.
    console.error(`[leads] ${NO_LEAD_STORE_MESSAGE}`);
    process.exit(1);
  }
  const { describeLeadStore, getLeadStore } = await import('@/lib/leads');
  console.info(`[leads] storing leads in ${describeLeadStore()}`);
  await getLeadStore().prepare();
}
