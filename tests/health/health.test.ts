import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxState } from '@/lib/outbox/queue';

const probes = vi.hoisted(() => ({
  calls: { content: 0, assessment: 0, leads: 0, outbox: 0 },
  content: async (): Promise<boolean> => true,
  assessment: async (): Promise<string | null> => null,
  leads: async (): Promise<boolean> => true,
  outbox: async (): Promise<OutboxState | undefined> => ({
    waiting: 0,
    late: 0,
    dead: 0,
    oldestWaitingMinutes: 0,
    deferred: 0,
    ceilingReached: false,
    retentionMatches: true,
  }),
}));

vi.mock('@/lib/content/ready', () => ({
  contentReady: () => (probes.calls.content++, probes.content()),
}));
vi.mock('@/lib/assessment/published-check', () => ({
  publishedAssessmentMismatch: () => (probes.calls.assessment++, probes.assessment()),
}));
vi.mock('@/lib/database', () => ({
  getLeadStore: () => ({ ready: () => (probes.calls.leads++, probes.leads()) }),
}));
vi.mock('@/lib/outbox', () => ({ outboxHealth: () => (probes.calls.outbox++, probes.outbox()) }));

const { forgetReadiness, livenessResponse, PROBE_CACHE_MS, readinessResponse } =
  await import('@/lib/health');

const quiet: OutboxState = {
  waiting: 0,
  late: 0,
  dead: 0,
  oldestWaitingMinutes: 0,
  deferred: 0,
  ceilingReached: false,
  retentionMatches: true,
};

beforeEach(() => {
  forgetReadiness();
  probes.calls = { content: 0, assessment: 0, leads: 0, outbox: 0 };
});

afterEach(() => {
  vi.useRealTimers();
  probes.content = async () => true;
  probes.assessment = async () => null;
  probes.leads = async () => true;
  probes.outbox = async () => quiet;
});

/** What the operator's scheduler sends: the CRON_SECRET opens the details. */
const OPERATOR_SECRET = 'sgVAXeFRM82SJHlbs6VuJSzVCelQhCx3PtRw8uyNvjk=';

/** The answer the operator gets, with the details. */
async function answer() {
  const response = await readinessResponse(`Bearer ${OPERATOR_SECRET}`, OPERATOR_SECRET);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe('readiness', () => {
  it('answers 200 when leads can be stored and nothing waits, never cached by a proxy or indexed', async () => {
    const { status, body, headers } = await answer();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      leads: 'ok',
      content: 'ok',
      outbox: { status: 'ok', ...quiet },
    });
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-robots-tag')).toBe('noindex');
  });

  it('answers 503 when leads cannot be stored, and nothing more than that', async () => {
    probes.leads = async () => false;
    const { status, body } = await answer();
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'failing', leads: 'failing', content: 'ok' });
  });

  it('calls a Content Lake outage degraded, never failing: pages serve from the last build', async () => {
    probes.content = () => Promise.reject(new Error('getaddrinfo ENOTFOUND abc.api.sanity.io'));
    const { status, body } = await answer();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'degraded', leads: 'ok', content: 'degraded' });
    expect(JSON.stringify(body)).not.toContain('sanity.io');
  });

  it('calls content degraded, and says why, when the published questions part from the shape', async () => {
    const why = 'position 5 is beyond the 4 questions of "risk"';
    probes.assessment = async () => why;
    const { status, body } = await answer();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'degraded',
      leads: 'ok',
      content: 'degraded',
      contentProblem: `the published questions do not match the assessment's shape: ${why}`,
      outbox: { status: 'ok', ...quiet },
    });
  });

  it('calls content degraded when the questions cannot be read while the site settings can', async () => {
    probes.assessment = () => Promise.reject(new Error('query timed out'));
    const { body } = await answer();
    expect(body).toMatchObject({ status: 'degraded', content: 'degraded' });
    expect(body).not.toHaveProperty('contentProblem');
  });

  it.each([
    [
      'a message has waited over 15 minutes',
      { ...quiet, waiting: 4, late: 1, oldestWaitingMinutes: 17 },
    ],
    ['a message is dead', { ...quiet, dead: 2 }],
    [
      'visitors’ e-mails reached their hourly ceiling',
      { ...quiet, deferred: 5, ceilingReached: true },
    ],
    ['the database keeps leads longer than the policy says', { ...quiet, retentionMatches: false }],
  ])('is degraded, still 200, with the counts, when %s', async (_, state) => {
    probes.outbox = async () => state;
    const { status, body } = await answer();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'degraded', outbox: { status: 'degraded', ...state } });
  });

  it('stays ok while e-mails wait only for their network’s or domain’s share', async () => {
    probes.outbox = async () => ({ ...quiet, deferred: 12 });
    expect((await answer()).body).toMatchObject({
      status: 'ok',
      outbox: { status: 'ok', deferred: 12 },
    });
  });

  it('is degraded when the outbox cannot be read, and says so when this server has none', async () => {
    probes.outbox = () => Promise.reject(new Error('connection refused'));
    expect((await answer()).body).toMatchObject({
      status: 'degraded',
      outbox: { status: 'failing' },
    });
    forgetReadiness();
    probes.outbox = async () => undefined;
    expect((await answer()).body).toMatchObject({ status: 'ok', outbox: { status: 'none' } });
  });

  it('gives up on a component that hangs after a second and a half', async () => {
    vi.useFakeTimers();
    probes.leads = () => new Promise(() => {});
    const pending = readinessResponse(null, OPERATOR_SECRET);
    await vi.advanceTimersByTimeAsync(1499);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'failing' });
  });

  it('probes once for every caller within a few seconds, and once at a time', async () => {
    vi.useFakeTimers();
    let finish: (ready: boolean) => void = () => {};
    probes.leads = () => new Promise((resolve) => (finish = resolve));
    const callers = Array.from({ length: 50 }, () => readinessResponse(null, OPERATOR_SECRET));
    finish(true);
    const statuses = (await Promise.all(callers)).map((response) => response.status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(probes.calls).toEqual({ content: 1, assessment: 1, leads: 1, outbox: 1 });

    await vi.advanceTimersByTimeAsync(PROBE_CACHE_MS - 1);
    await readinessResponse(null, OPERATOR_SECRET);
    expect(probes.calls.leads).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    probes.leads = async () => false;
    expect((await readinessResponse(null, OPERATOR_SECRET)).status).toBe(503);
    expect(probes.calls.leads).toBe(2);
  });
});

describe('readiness to anyone else', () => {
  it('says only its status, whatever the outbox holds, and the same code as the operator gets', async () => {
    probes.outbox = async () => ({
      waiting: 7,
      late: 2,
      dead: 1,
      oldestWaitingMinutes: 31,
      deferred: 3,
      ceilingReached: true,
      retentionMatches: true,
    });
    for (const authorization of [
      null,
      'Bearer ',
      `Bearer ${OPERATOR_SECRET.slice(0, -1)}x`,
      `Basic ${OPERATOR_SECRET}`,
      OPERATOR_SECRET,
    ]) {
      const response = await readinessResponse(authorization, OPERATOR_SECRET);
      expect(response.status, String(authorization)).toBe(200);
      expect(await response.json()).toEqual({ status: 'degraded' });
    }
    expect((await answer()).body).toMatchObject({ outbox: { waiting: 7, dead: 1 } });
  });

  it('says only its status when the published questions part from the shape', async () => {
    probes.assessment = async () => 'position 5 is beyond the 4 questions of "risk"';
    const response = await readinessResponse(null, OPERATOR_SECRET);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'degraded' });
  });

  it('gives nobody the details while no CRON_SECRET is set', async () => {
    const response = await readinessResponse('Bearer ', undefined);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with the status alone when leads cannot be stored', async () => {
    probes.leads = async () => false;
    const response = await readinessResponse(null, OPERATOR_SECRET);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'failing' });
  });
});

describe('liveness', () => {
  it('answers 200 from this process, whatever the database does', async () => {
    probes.leads = async () => false;
    const response = livenessResponse();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(probes.calls.leads).toBe(0);
  });
});
