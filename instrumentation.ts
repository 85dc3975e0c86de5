export async function register() {
  // Node.js only, and not while the build prerenders pages in its workers: a running server alone
  // opens the lead store.
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { startLeadStore } = await import('@/lib/database/start-up');
    await startLeadStore();
    const { startDeskClock } = await import('@/lib/outbox/desk-clock');
    startDeskClock();
    // Not awaited: a Content Lake slow to answer must not hold up the start.
    const { checkPublishedAssessment } = await import('@/lib/assessment/published-check');
    void checkPublishedAssessment();
  }
}
