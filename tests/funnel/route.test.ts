import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedLeadStore, type EmbeddedLeadStore } from '@/lib/database/embedded-store';

const { leads } = vi.hoisted(() => ({ leads: { store: undefined as unknown } }));
vi.mock('@/lib/database', () => ({ getLeadStore: () => leads.store }));

let workDir: string;
let faultFile: string;
let store: EmbeddedLeadStore;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'funnel-route-'));
  faultFile = path.join(workDir, 'database-down');
  store = createEmbeddedLeadStore({ dataDir: path.join(workDir, 'leads'), faultFile });
  leads.store = store;
  await store.prepare();
}, 120_000);

afterAll(async () => {
  await store?.close();
  await rm(workDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const SEVENTH = '{"form":"assessment","locale":"en","step":"question-7"}';

/** A count as the site's own page sends it, with what a browser adds. */
function aCount(body: BodyInit | null = SEVENTH, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/api/funnel', {
    method: 'POST',
    body,
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    },
  });
}

async function post(request: Request) {
  const { POST } = await import('@/app/api/funnel/route');
  return POST(request);
}

/** Writes what the instance has counted, as its minute's write would. */
async function flush() {
  const { flushFunnelCounts } = await import('@/lib/funnel/count-request');
  await flushFunnelCounts();
}

/**
 * The visitors counted in the database, of one step (`form locale step`) or of all: read as the
 * owner, in the store's own database, the worker's role set aside.
 */
async function counted(step?: string): Promise<number> {
  return store.asOutboxWorker(async (db) => {
    await db.exec('reset role');
    const { rows } = await db.query<{ count: number }>(
      `select coalesce(sum(count), 0)::int as count from private.funnel_steps
       where $1::text is null or form || ' ' || locale || ' ' || step = $1`,
      [step ?? null],
    );
    return rows[0]?.count ?? 0;
  });
}

describe('POST /api/funnel', () => {
  it('counts the step and answers 204, uncached, without reading or setting a cookie', async () => {
    const before = await counted('assessment en question-7');
    const request = aCount(SEVENTH, { cookie: '_ga=GA1.1.123.456', 'x-real-ip': '203.0.113.9' });
    const read = vi.spyOn(request.headers, 'get');
    const response = await post(request);

    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe('');
    expect(read.mock.calls.map(([name]) => name.toLowerCase())).not.toContain('cookie');
    expect(read.mock.calls.map(([name]) => name.toLowerCase())).not.toContain('x-real-ip');
    await flush();
    expect(await counted('assessment en question-7')).toBe(before + 1);
  });

  it('takes a count sent as JSON, or by a client that is not a browser', async () => {
    const before = await counted('contact fr viewed');
    const body = '{"form":"contact","locale":"fr","step":"viewed"}';
    expect((await post(aCount(body, { 'content-type': 'application/json' }))).status).toBe(204);
    const bare = new Request('http://localhost:3000/api/funnel', {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain' },
    });
    expect((await post(bare)).status).toBe(204);
    await flush();
    expect(await counted('contact fr viewed')).toBe(before + 2);
  });

  it.each([
    ['junk', 'hello', 400],
    ['an unknown step', '{"form":"assessment","locale":"en","step":"question-41"}', 400],
    ['an extra key', '{"form":"contact","locale":"en","step":"viewed","id":"a1b2"}', 400],
    ['nothing', null, 400],
    ['a body past 200 bytes', `${' '.repeat(200)}${SEVENTH}`, 413],
  ])('refuses %s and counts nothing', async (_, body, status) => {
    const before = await counted();
    const response = await post(aCount(body));
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await flush();
    expect(await counted()).toBe(before);
  });

  it('refuses a body that claims to be large before reading it', async () => {
    const request = aCount(SEVENTH, { 'content-length': '5000' });
    expect((await post(request)).status).toBe(413);
    expect(request.bodyUsed).toBe(false);
  });

  it('refuses a form post, which another site could make its visitors send', async () => {
    const before = await counted();
    const form = aCount('form=assessment&locale=en&step=started', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect((await post(form)).status).toBe(415);
    await flush();
    expect(await counted()).toBe(before);
  });

  it.each([
    ['another site, as Sec-Fetch-Site says', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['a page typed in the address bar', { 'sec-fetch-site': 'none' }],
    [
      'another origin, as an older browser says',
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ],
    ['an opaque origin', { 'sec-fetch-site': '', origin: 'null' }],
  ])('refuses a count from %s', async (_, headers) => {
    const before = await counted();
    const request = aCount(SEVENTH, headers);
    if (headers['sec-fetch-site'] === '') request.headers.delete('sec-fetch-site');
    expect((await post(request)).status).toBe(403);
    await flush();
    expect(await counted()).toBe(before);
  });

  it('answers 204 when the database cannot count, and logs the failure by its kind alone', async () => {
    const logs = [
      vi.spyOn(console, 'error').mockImplementation(() => {}),
      vi.spyOn(console, 'warn').mockImplementation(() => {}),
      vi.spyOn(console, 'log').mockImplementation(() => {}),
      vi.spyOn(console, 'info').mockImplementation(() => {}),
    ];
    const before = await counted();
    await writeFile(faultFile, '');
    try {
      const response = await post(aCount(SEVENTH, { 'x-real-ip': '203.0.113.9' }));
      expect(response.status).toBe(204);
      await flush();
    } finally {
      await rm(faultFile);
    }
    expect(logs.flatMap((log) => log.mock.calls)).toEqual([
      ['[funnel] count failed', { code: 'unknown' }],
    ]);
    // The minute's counts that could not be written are lost, not kept to grow.
    await flush();
    expect(await counted()).toBe(before);
  });

  it('writes a burst of 3,000 counts as one statement per step, in one transaction', async () => {
    const before = {
      seventh: await counted('assessment en question-7'),
      viewed: await counted('contact en viewed'),
      submitted: await counted('contact en submitted'),
    };
    const statements: string[] = [];
    let transactions = 0;
    const asWorker = store.asOutboxWorker.bind(store);
    vi.spyOn(store, 'asOutboxWorker').mockImplementation((work) => {
      transactions += 1;
      return asWorker((tx) =>
        work({
          exec: (sql) => (statements.push(sql), tx.exec(sql)),
          query: (sql, params) => (statements.push(sql), tx.query(sql, params)),
        }),
      );
    });
    const bodies = [
      SEVENTH,
      '{"form":"contact","locale":"en","step":"viewed"}',
      '{"form":"contact","locale":"en","step":"submitted"}',
    ];
    for (let count = 0; count < 3000; count += 1) {
      expect((await post(aCount(bodies[count % 3]))).status).toBe(204);
    }
    expect(transactions).toBe(0);
    await flush();
    expect(transactions).toBe(1);
    expect(statements.filter((sql) => sql.includes('count_funnel_steps'))).toHaveLength(3);
    expect(statements.length).toBeLessThanOrEqual(5);
    expect({
      seventh: await counted('assessment en question-7'),
      viewed: await counted('contact en viewed'),
      submitted: await counted('contact en submitted'),
    }).toEqual({
      seventh: before.seventh + 1000,
      viewed: before.viewed + 1000,
      submitted: before.submitted + 1000,
    });
  });
});
