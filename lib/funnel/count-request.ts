import 'server-only';
import { getLeadStore } from '@/lib/leads';
import { isCrossSite, readBody } from '@/lib/request-body';
import { MAX_STEP_BODY_BYTES, parseFunnelStep } from './steps';

const answer = (status: number) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store' } });

// Sent as text/plain, a count is a request the browser makes without asking first (no CORS
// preflight).
function isText(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'text/plain' || type === 'application/json';
}

/**
 * Counts one step a visitor reached (lib/funnel/steps.ts). It reads neither cookies nor the
 * visitor's address, and logs neither them nor the body: a count is all that is kept. A count the
 * database could not take is logged by the store and answered like any other, as nobody waits for
 * the answer.
 */
export async function countFunnelStepFrom(request: Request): Promise<Response> {
  if (isCrossSite(request)) return answer(403);
  if (!isText(request)) return answer(415);
  const body = await readBody(request, MAX_STEP_BODY_BYTES);
  if (body === null) return answer(413);
  const step = parseFunnelStep(body);
  if (!step) return answer(400);
  await getLeadStore().countFunnelStep(step);
  return answer(204);
}
