import 'server-only';
import { escalateWaitingLeads } from './index';

/** How often a running server looks for leads nobody took in time. */
const EVERY_MS = 60_000;

/**
 * Starts the desk's clock in a long-running server: each minute, the leads nobody took within the
 * set business minutes are escalated, without waiting for the next scheduled run. A host that
 * runs the server only per request relies on the schedule (vercel.json) instead.
 */
export function startDeskClock(): void {
  const globalForClock = globalThis as unknown as { deskClock?: ReturnType<typeof setInterval> };
  if (globalForClock.deskClock) return;
  globalForClock.deskClock = setInterval(() => {
    escalateWaitingLeads().catch((error: unknown) => {
      console.error('[desk] the leads waiting could not be escalated', {
        error: error instanceof Error ? error.name : 'unknown',
      });
    });
  }, EVERY_MS);
  globalForClock.deskClock.unref();
}
