import 'server-only';
import { contentShapeMismatchSentence } from '@/lib/assessment/content-shape';
import { bearerMatches } from '@/lib/bearer';
import { publishedAssessmentMismatch } from '@/lib/assessment/published-check';
import { contentReady } from '@/lib/content/ready';
import { env } from '@/lib/env';
import { getLeadStore } from '@/lib/database';
import { outboxHealth } from '@/lib/outbox';
import type { OutboxState } from '@/lib/outbox/queue';

/** Each check gets this long, so the answer comes within two seconds whatever a component does. */
const CHECK_TIMEOUT_MS = 1500;

/**
 * How long one probe's answer serves: a load balancer polling every second, or a stranger polling
 * a thousand times a second, costs the database and the Content Lake one probe in this time.
 */
export const PROBE_CACHE_MS = 5000;

const HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

/** A probe's answer, or undefined when it threw or took longer than CHECK_TIMEOUT_MS. */
async function within<T>(probe: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(undefined);
    }, CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe(controller.signal).catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type OutboxReport =
  | ({ status: 'ok' | 'degraded' } & OutboxState)
  | { status: 'failing' }
  /** This server has no way into the outbox (e-mail and the webhook are off). */
  | { status: 'none' };

type Readiness = {
  status: 'ok' | 'degraded' | 'failing';
  /** Whether leads can be stored: the one thing whose failure takes this server out of service. */
  leads: 'ok' | 'failing';
  /** Pages are served from the last build whatever the Content Lake does: degraded at worst. */
  content: 'ok' | 'degraded';
  /**
   * Why content is degraded while the Content Lake answers: the published questions do not match
   * the assessment's shape, so every submission is turned away until code and content agree.
   */
  contentProblem?: string;
  outbox: OutboxReport;
};

function outboxReport(state: OutboxState | null | undefined): OutboxReport {
  if (state === null) return { status: 'none' };
  if (state === undefined) return { status: 'failing' };
  // Visitors' e-mails waiting for the hourly ceiling's room, or a daily purge that would make the
  // privacy policy untrue, are the operator's to look into, as a late or dead message is.
  const degraded =
    state.late > 0 || state.dead > 0 || state.ceilingReached || !state.retentionMatches;
  return { status: degraded ? 'degraded' : 'ok', ...state };
}

async function probe(): Promise<Readiness> {
  const [content, mismatch, leads, outbox] = await Promise.all([
    within(contentReady),
    within(publishedAssessmentMismatch),
    within(() => getLeadStore().ready()),
    within(async () => (await outboxHealth()) ?? null),
  ]);
  const report: Readiness = {
    status: 'ok',
    leads: leads ? 'ok' : 'failing',
    // Questions that cannot be read while the site settings can turn submissions away as well.
    content: content && mismatch === null ? 'ok' : 'degraded',
    ...(content && mismatch ? { contentProblem: contentShapeMismatchSentence(mismatch) } : {}),
    outbox: outboxReport(outbox),
  };
  if (report.leads === 'failing') report.status = 'failing';
  else if (report.content !== 'ok' || !['ok', 'none'].includes(report.outbox.status))
    report.status = 'degraded';
  return report;
}

let cached: { at: number; readiness: Promise<Readiness> } | undefined;

/**
 * The last probe's answer while it is fresh, otherwise a new probe: one at a time, since a probe
 * ends within CHECK_TIMEOUT_MS, well inside its freshness, and every caller meanwhile shares it.
 */
function readiness(now = Date.now()): Promise<Readiness> {
  if (!cached || now - cached.at >= PROBE_CACHE_MS) cached = { at: now, readiness: probe() };
  return cached.readiness;
}

/** Forgets the cached answer: for tests. */
export function forgetReadiness(): void {
  cached = undefined;
}

/**
 * Readiness, for load balancers: 200 while leads can be stored, 503 when they cannot. The outbox
 * (a message waiting over 15 minutes, a dead one), the Content Lake and published questions that
 * part from the assessment's shape make it "degraded", still 200: pages keep serving from the last
 * build and leads keep being stored. Anyone gets the status alone, since the outbox's counts rise
 * and fall with the leads coming in; the operator, with `Authorization: Bearer $CRON_SECRET`, gets
 * what each part says, the counts and how the questions part from the shape, never a host, an
 * error or a lead.
 */
export async function readinessResponse(
  authorization: string | null,
  operatorSecret: string | undefined = env.CRON_SECRET,
): Promise<Response> {
  const report = await readiness();
  const body = bearerMatches(authorization, operatorSecret) ? report : { status: report.status };
  return Response.json(body, {
    status: report.status === 'failing' ? 503 : 200,
    headers: HEADERS,
  });
}

/** Liveness: this process answers. Restarting it is the cure only when it does not. */
export function livenessResponse(): Response {
  return Response.json({ status: 'ok' }, { headers: HEADERS });
}
