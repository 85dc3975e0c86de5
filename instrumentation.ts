export async function register() {
  // The build prerenders pages in worker processes; only a running server opens the lead store.
  if (
    process.env.NEXT_RUNTIME !== 'nodejs' ||
    process.env.NEXT_PHASE === 'phase-production-build'
  ) {
    return;
  }
  const { getLeadStore } = await import('@/lib/leads');
  await getLeadStore().prepare();
}
