import 'server-only';
import { logFunnelFailure } from '@/lib/database/failure';
import { addFunnelCounts } from '@/lib/database/funnel-counts';
import { serverConnection } from '@/lib/database/server-connection';
import { isCrossSite, readBody } from '@/lib/request-body';
import { MAX_STEP_BODY_BYTES, parseFunnelStep } from './steps';
import { createFunnelTally, type FunnelTally } from './tally';

const answer = (status: number) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store' } });

// Sent as text/plain, a count is a request the browser makes without asking first (no CORS
// preflight).
function isText(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'text/plain' || type === 'application/json';
}

// One tally per process, however often the bundler evaluates this module.
const globalForFunnel = globalThis as unknown as { funnelTally?: FunnelTally };

/** Why counts were not written, by the error's code alone. */
function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : 'unknown';
}

function processTally(): FunnelTally {
  if (globalForFunnel.funnelTally) return globalForFunnel.funnelTally;
  const tally = createFunnelTally({
    write: async (counts) => {
      const connect = serverConnection();
      if (!connect)
        throw Object.assign(new Error('No connection'), { code: 'OUTBOX_DATABASE_URL' });
      await addFunnelCounts(connect, counts);
    },
    lost: (error) => logFunnelFailure(codeOf(error)),
  });
  // On the way out, the counts not yet written are written: the server stops taking requests
  // before it exits. Where nothing else handles the signal, it is raised again once they are.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void tally.flush().finally(() => {
        if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
      });
    });
  }
  globalForFunnel.funnelTally = tally;
  return tally;
}

/** Writes the counts this process holds now, as the minute's write would: for tests and tools. */
export function flushFunnelCounts(): Promise<void> {
  return globalForFunnel.funnelTally?.flush() ?? Promise.resolve();
}

/**
 * Counts one step a visitor reached (lib/funnel/steps.ts), in this instance's tally, written to
 * the database once a minute (tally.ts). It reads neither cookies nor the visitor's address, and
 * logs neither them nor the body: a count is all that is kept. Counts the database could not take
 * are logged by their error's code, and lost; nobody waits for them.
 */
export async function countFunnelStepFrom(request: Request): Promise<Response> {
  if (isCrossSite(request)) return answer(403);
  if (!isText(request)) return answer(415);
  const body = await readBody(request, MAX_STEP_BODY_BYTES);
  if (body === null) return answer(413);
  const step = parseFunnelStep(body);
  if (!step) return answer(400);
  processTally().count(step);
  return answer(204);
}
