import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/env';
import { createAssistantBudget } from '@/lib/database/assistant-budget';
import { createEmbeddedLeadStore, type EmbeddedLeadStore } from '@/lib/database/embedded-store';
import type { SqlTransaction } from '@/lib/database/migrations';
import type { ServerConnection } from '@/lib/database/server-connection';
import { assistantKeys, submissionKeys } from '@/lib/visitor-keys';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const INVALID_PARAMETER_VALUE = '22023';
const INSUFFICIENT_PRIVILEGE = '42501';

/** What an answer reserves here, and a day's budget that never runs out here. */
const ANSWER = 2500;
const AMPLE = 1_000_000;

/** The server's own role, which every web server reaches through its trusted connection. */
const SERVER = 'outbox_worker';
/** Every other role a caller may hold: the anon key's, a signed-in user's, the firm's readers. */
const OTHERS = ['anon', 'authenticated', 'leads_reader', 'leads_steward'];

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));

/** A visitor's key, hashed as the server sends it: each call is a visitor of their own. */
const aKey = () => randomBytes(32).toString('hex');

function codeOf(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
}

/** The statement the server reserves with (lib/database/assistant-budget.ts). */
const RESERVE =
  "select answer, reservation from private.assistant_reserve(string_to_array($1, ','), $2)";

type Reserved = { answer: string; reservation: string | null };

describe.each(ENGINES.filter(engineAvailable))('the assistant’s caps on %s', (name) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await openEngine(name);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  beforeEach(async () => {
    await engine.db.exec(
      `delete from private.assistant_answers; delete from private.assistant_reservations;
       update private.assistant_budget set daily_tokens = ${AMPLE}`,
    );
  });

  /** Runs `sql` as `role`; answers its rows, or the SQLSTATE it failed with. */
  async function as<Row>(
    role: string,
    sql: string,
    params: unknown[] = [],
  ): Promise<Row[] | string> {
    try {
      return await engine.db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        return (await tx.query<Row>(sql, params)).rows;
      });
    } catch (error) {
      return codeOf(error);
    }
  }

  /** Reserves as `role` does: the answer and the reservation's id, or the SQLSTATE. */
  async function reserved(
    keys: readonly string[],
    tokens: unknown = ANSWER,
    role = SERVER,
  ): Promise<Reserved | string> {
    const rows = await as<Reserved>(role, RESERVE, [keys.join(','), tokens]);
    return typeof rows === 'string' ? rows : rows[0]!;
  }

  /** Reserves as the server; answers what it said, or the SQLSTATE. */
  async function reserve(keys: readonly string[], tokens: unknown = ANSWER): Promise<string> {
    const answer = await reserved(keys, tokens);
    return typeof answer === 'string' ? answer : answer.answer;
  }

  async function settle(reservation: unknown, used: unknown, role = SERVER): Promise<string> {
    const rows = await as(role, 'select private.assistant_settle($1, $2)', [reservation, used]);
    return typeof rows === 'string' ? rows : 'ok';
  }

  async function setBudget(dailyTokens: unknown, role = SERVER): Promise<string> {
    const rows = await as(role, 'select private.assistant_set_daily_tokens($1)', [dailyTokens]);
    return typeof rows === 'string' ? rows : 'ok';
  }

  /** The answers granted to a key, read as the owner. */
  async function answersOf(key: string): Promise<number> {
    const { rows } = await engine.db.query<{ count: number }>(
      'select count(*)::int as count from private.assistant_answers where key_hash = $1',
      [key],
    );
    return rows[0]!.count;
  }

  /** Today's tokens, each answer at what it used or else at what it reserved, read as the owner. */
  async function tokensToday(): Promise<number> {
    const { rows } = await engine.db.query<{ spent: number }>(
      `select coalesce(sum(coalesce(used, reserved)), 0)::int as spent
       from private.assistant_reservations where day = (now() at time zone 'UTC')::date`,
    );
    return rows[0]!.spent;
  }

  /** Answers the owner records for a key, at a time the database computes (SQL, no parameters). */
  async function answeredEarlier(key: string, count: number, at: string) {
    await engine.db.query(
      `insert into private.assistant_answers (key_hash, granted_at)
       select $1, ${at} from generate_series(1, $2)`,
      [key, count],
    );
  }

  it('lets no role but the server’s reserve, settle or set the budget', async () => {
    const granted = await reserved([aKey()]);
    expect(granted).toMatchObject({ answer: 'granted', reservation: expect.any(String) });
    const id = (granted as Reserved).reservation;
    for (const role of OTHERS) {
      expect([role, await reserved([aKey()], ANSWER, role)]).toEqual([
        role,
        INSUFFICIENT_PRIVILEGE,
      ]);
      expect([role, await settle(id, 0, role)]).toEqual([role, INSUFFICIENT_PRIVILEGE]);
      expect([role, await setBudget(AMPLE * 10, role)]).toEqual([role, INSUFFICIENT_PRIVILEGE]);
    }
    expect(await tokensToday()).toBe(ANSWER);
    // The Data API has no reservation left to call: the anon key's only way in is gone.
    const { rows } = await engine.db.query<{ name: string }>(
      `select proname as name from pg_proc
       where pronamespace = 'api'::regnamespace and proname like 'assistant%'`,
    );
    expect(rows).toEqual([]);
  });

  it('grants ten answers in ten minutes per key, and refuses the eleventh to that key alone', async () => {
    const visitor = aKey();
    for (let answer = 1; answer <= 10; answer += 1) {
      expect([answer, await reserve([visitor])]).toEqual([answer, 'granted']);
    }
    expect(await reserve([visitor])).toBe('visitor');
    const another = aKey();
    expect(await reserve([another])).toBe('granted');
    // A refusal grants nothing: no answer for either key of the call, no tokens.
    expect(await reserve([another, visitor])).toBe('visitor');
    expect([await answersOf(visitor), await answersOf(another)]).toEqual([10, 1]);
    expect(await tokensToday()).toBe(11 * ANSWER);
  });

  it('grants forty answers a UTC day per key, counting from midnight UTC', async (context) => {
    const { rows } = await engine.db.query<{ room: boolean }>(
      `select now() - date_trunc('day', now(), 'UTC') > interval '15 minutes' as room`,
    );
    // In the day's first minutes every answer of the day is also within the ten minutes.
    if (!rows[0]!.room) context.skip();

    const midnight = `date_trunc('day', now(), 'UTC')`;
    const visitor = aKey();
    await answeredEarlier(visitor, 39, midnight);
    expect(await reserve([visitor])).toBe('granted');
    expect(await reserve([visitor])).toBe('visitor');
    expect(await answersOf(visitor)).toBe(40);

    // Forty answers just before midnight are yesterday's: the day starts afresh.
    const lateLastNight = aKey();
    await answeredEarlier(lateLastNight, 40, `${midnight} - interval '1 second'`);
    expect(await reserve([lateLastNight])).toBe('granted');
  });

  it('refuses with overall the answer that would overspend the budget the database keeps', async () => {
    expect(await setBudget(1000)).toBe('ok');
    expect(await reserve([aKey()], 600)).toBe('granted');
    const refused = aKey();
    expect(await reserve([refused], 500)).toBe('overall');
    expect(await answersOf(refused)).toBe(0);
    expect(await reserve([aKey()], 400)).toBe('granted');
    expect(await tokensToday()).toBe(1000);
    expect(await reserve([aKey()], 1)).toBe('overall');
    // The server raises the budget; nobody else can (above).
    expect(await setBudget(1001)).toBe('ok');
    expect(await reserve([aKey()], 1)).toBe('granted');
    expect(await setBudget(0)).toBe('ok');
    expect(await reserve([aKey()], 1)).toBe('overall');
  });

  it('gives back at settlement what an answer reserved and did not use, once', async () => {
    expect(await setBudget(3000)).toBe('ok');
    const first = (await reserved([aKey()], 2000)) as Reserved;
    expect(first.answer).toBe('granted');
    expect(await reserve([aKey()], 2000)).toBe('overall');

    expect(await settle(first.reservation, 500)).toBe('ok');
    expect(await tokensToday()).toBe(500);
    const second = (await reserved([aKey()], 2000)) as Reserved;
    expect(second.answer).toBe('granted');
    // A reservation is settled once: a second settlement changes nothing.
    expect(await settle(first.reservation, 0)).toBe('ok');
    expect(await tokensToday()).toBe(2500);
    // An answer that used more than it reserved counts what it used.
    expect(await settle(second.reservation, 2400)).toBe('ok');
    expect(await tokensToday()).toBe(2900);
    expect(await reserve([aKey()], 101)).toBe('overall');
    expect(await reserve([aKey()], 100)).toBe('granted');
  });

  it.each([
    ['no tokens', [[aKey()], 0]],
    ['more than 20000 tokens', [[aKey()], 20_001]],
    ['negative tokens', [[aKey()], -1]],
    ['null tokens', [[aKey()], null]],
    ['no key', [[], 1]],
    ['five keys', [[aKey(), aKey(), aKey(), aKey(), aKey()], 1]],
    ['a key in clear', [['ip:203.0.113.7'], 1]],
    ['a key of capitals', [[aKey().toUpperCase()], 1]],
    ['a key one character short', [[aKey().slice(1)], 1]],
  ] as const)(
    'refuses to reserve %s with invalid_parameter_value, granting nothing',
    async (_, args) => {
      const [keys, tokens] = args;
      expect(await reserve(keys, tokens)).toBe(INVALID_PARAMETER_VALUE);
      const { rows } = await engine.db.query<{ count: number }>(
        'select count(*)::int as count from private.assistant_answers',
      );
      expect([rows[0]!.count, await tokensToday()]).toEqual([0, 0]);
    },
  );

  it('refuses a settlement or a budget out of bounds', async () => {
    const { reservation } = (await reserved([aKey()])) as Reserved;
    for (const used of [-1, null, 1_000_001]) {
      expect([used, await settle(reservation, used)]).toEqual([used, INVALID_PARAMETER_VALUE]);
    }
    for (const budget of [-1, null]) {
      expect([budget, await setBudget(budget)]).toEqual([budget, INVALID_PARAMETER_VALUE]);
    }
    expect(await tokensToday()).toBe(ANSWER);
  });

  it('keeps every count and the budget out of every role’s reach but through the functions', async () => {
    for (const role of [...OTHERS, SERVER]) {
      for (const sql of [
        'select count(*) from private.assistant_answers',
        'select count(*) from private.assistant_reservations',
        'select daily_tokens from private.assistant_budget',
        "insert into private.assistant_answers (key_hash) values (repeat('a', 64))",
        'insert into private.assistant_reservations (day, reserved) values (current_date, 1)',
        'update private.assistant_reservations set used = 0',
        'update private.assistant_budget set daily_tokens = 0',
        'delete from private.assistant_answers',
        'delete from private.assistant_reservations',
      ]) {
        const answer = await as(role, sql);
        expect([role, sql, answer]).toEqual([role, sql, INSUFFICIENT_PRIVILEGE]);
      }
    }
    // Row-level security too, as every other table: a grant made by mistake still shows no row.
    const { rows } = await engine.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'private'::regnamespace and relname like 'assistant_%' and relkind = 'r'
       order by relname`,
    );
    expect(rows).toEqual([
      { relname: 'assistant_answers', relrowsecurity: true },
      { relname: 'assistant_budget', relrowsecurity: true },
      { relname: 'assistant_gaps', relrowsecurity: true },
      { relname: 'assistant_reservations', relrowsecurity: true },
      { relname: 'assistant_votes', relrowsecurity: true },
    ]);
  });

  it('forgets answers after a day and past days’ reservations', async () => {
    const old = aKey();
    await answeredEarlier(old, 3, `now() - interval '25 hours'`);
    await engine.db.exec(
      `insert into private.assistant_reservations (day, reserved)
       values ((now() at time zone 'UTC')::date - 1, 5000)`,
    );
    expect(await reserve([aKey()])).toBe('granted');
    expect(await answersOf(old)).toBe(0);
    const { rows } = await engine.db.query<{ days: number }>(
      'select count(distinct day)::int as days from private.assistant_reservations',
    );
    expect(rows).toEqual([{ days: 1 }]);
  });

  // Two servers' reservations at once: the second waits for the first's locks, then counts what
  // it granted. PGlite runs one transaction at a time, so only PostgreSQL can show it.
  describe.skipIf(name === 'PGlite')('at the same time', () => {
    /** Holds one reservation's transaction open while another one starts, then commits it. */
    async function raceForTheLast(first: string[], second: string[], tokens: number) {
      const holder = await engine.connect();
      const racer = await engine.connect();
      const { rows } = await racer.query<{ pid: number }>('select pg_backend_pid() as pid');
      const racerPid = rows[0]!.pid;

      const asServer = async (connection: typeof holder, keys: string[]) => {
        await connection.exec(`set local role ${SERVER}`);
        const answer = await connection.query<Reserved>(RESERVE, [keys.join(','), tokens]);
        return answer.rows[0]!.answer;
      };

      await holder.exec('begin');
      const held = await asServer(holder, first);
      let settled = false;
      const raced = racer
        .transaction(() => asServer(racer, second))
        .finally(() => (settled = true));
      // Until the racer waits on a lock, or has answered without waiting, which the test refuses.
      for (;;) {
        const waiting = await engine.db.query<{ waiting: boolean }>(
          `select coalesce(bool_or(wait_event_type = 'Lock'), false) as waiting
           from pg_stat_activity where pid = $1`,
          [racerPid],
        );
        if (waiting.rows[0]!.waiting || settled) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await holder.exec('commit');
      return [held, await raced];
    }

    it('grants the last of a visitor’s ten answers once', async () => {
      const visitor = aKey();
      for (let answer = 1; answer <= 9; answer += 1) await reserve([visitor]);
      expect(await raceForTheLast([visitor], [visitor], ANSWER)).toEqual(['granted', 'visitor']);
      expect(await answersOf(visitor)).toBe(10);
    });

    it('grants the day’s last tokens once, to two visitors sharing no key', async () => {
      expect(await setBudget(3000)).toBe('ok');
      expect(await reserve([aKey()], 1000)).toBe('granted');
      expect(await raceForTheLast([aKey()], [aKey()], 2000)).toEqual(['granted', 'overall']);
      expect(await tokensToday()).toBe(3000);
    });
  });
});

describe('the server’s budget on the embedded database', () => {
  let workDir: string;
  let faultFile: string;
  let store: EmbeddedLeadStore;
  const connect: ServerConnection = (work) => store.asOutboxWorker(work);

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'assistant-caps-'));
    faultFile = path.join(workDir, 'database-down');
    store = createEmbeddedLeadStore({ dataDir: path.join(workDir, 'leads'), faultFile });
    // As the server opens it at start: the first reservation does not wait for the opening.
    await store.prepare();
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  /** Reads the database as the owner would, through the worker's transaction with its role reset. */
  async function asOwner<Row>(sql: string): Promise<Row[]> {
    return store.asOutboxWorker(async (tx: SqlTransaction) => {
      await tx.exec('reset role');
      return (await tx.query<Row>(sql)).rows;
    });
  }

  it('writes its daily budget into the database, reserves with an id, and settles', async () => {
    const budget = createAssistantBudget(connect, 4000);
    const visitor = aKey();
    const first = await budget.reserve([visitor], 2500);
    expect(first).toEqual({ answer: 'granted', id: expect.any(String) });
    expect(await asOwner('select daily_tokens from private.assistant_budget')).toEqual([
      { daily_tokens: 4000 },
    ]);
    expect(await budget.reserve([aKey()], 2500)).toEqual({ answer: 'overall' });
    if (first.answer === 'granted') await budget.settle(first.id, 15);
    expect(await budget.reserve([aKey()], 2500)).toMatchObject({ answer: 'granted' });
  });

  it('grants the last slot once to reservations made together', async () => {
    const budget = createAssistantBudget(connect, AMPLE);
    const visitor = aKey();
    for (let answer = 1; answer <= 9; answer += 1) await budget.reserve([visitor], ANSWER);
    const answers = await Promise.all([1, 2, 3].map(() => budget.reserve([visitor], ANSWER)));
    expect(answers.map(({ answer }) => answer).sort()).toEqual(['granted', 'visitor', 'visitor']);
  });

  it('answers unavailable to an outage or a refusal, logging the code alone, and without a way in', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const budget = createAssistantBudget(connect, AMPLE);
      await writeFile(faultFile, '');
      expect(await budget.reserve([aKey()], ANSWER)).toEqual({ answer: 'unavailable' });
      await rm(faultFile);
      expect(await budget.reserve([], ANSWER)).toEqual({ answer: 'unavailable' });
      expect(await budget.reserve([aKey()], AMPLE)).toEqual({ answer: 'unavailable' });
      expect(errors.mock.calls).toEqual([
        ['[assistant] reservation failed', { code: 'unknown' }],
        ['[assistant] reservation failed', { code: INVALID_PARAMETER_VALUE }],
        ['[assistant] reservation failed', { code: INVALID_PARAMETER_VALUE }],
      ]);
      expect(await budget.reserve([aKey()], ANSWER)).toMatchObject({ answer: 'granted' });

      const nowhere = createAssistantBudget(undefined, AMPLE);
      expect(await nowhere.reserve([aKey()], ANSWER)).toEqual({ answer: 'unavailable' });
      await nowhere.settle('1', 0);
      expect(errors).toHaveBeenCalledTimes(3);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

// The production path: the server's own pool to PostgreSQL (OUTBOX_DATABASE_URL), as the
// outbox_worker role, beside a Supabase lead store.
describe.skipIf(!engineAvailable('PostgreSQL'))('the server’s budget on PostgreSQL', () => {
  let engine: Engine;
  let closeServerConnection: () => Promise<void>;
  let connect: ServerConnection;

  beforeAll(async () => {
    engine = await openEngine('PostgreSQL');
    vi.resetModules();
    vi.stubEnv('SUPABASE_URL', 'http://127.0.0.1:9');
    vi.stubEnv('SUPABASE_ANON_KEY', 'test-anon-key');
    vi.stubEnv('OUTBOX_DATABASE_URL', engine.url!);
    const server = await import('@/lib/database/server-connection');
    closeServerConnection = server.closeServerConnection;
    connect = server.serverConnection()!;
  }, 120_000);

  afterAll(async () => {
    vi.unstubAllEnvs();
    await closeServerConnection?.();
    await engine?.close();
  });

  it('reserves, settles and gives the last slot once, as the server’s own role', async () => {
    expect(connect).toBeTypeOf('function');
    const role = await connect(
      async (tx) => (await tx.query<{ role: string }>('select current_user as role')).rows,
    );
    expect(role).toEqual([{ role: SERVER }]);

    const budget = createAssistantBudget(connect, 6000);
    const visitor = aKey();
    const first = await budget.reserve([visitor], 2500);
    expect(first).toMatchObject({ answer: 'granted' });
    if (first.answer === 'granted') await budget.settle(first.id, 100);
    for (let answer = 2; answer <= 9; answer += 1) {
      expect(await budget.reserve([visitor], 1)).toMatchObject({ answer: 'granted' });
    }
    const answers = await Promise.all([1, 2, 3].map(() => budget.reserve([visitor], 1)));
    expect(answers.map(({ answer }) => answer).sort()).toEqual(['granted', 'visitor', 'visitor']);
    expect(await budget.reserve([aKey()], 5892)).toEqual({ answer: 'overall' });
    expect(await budget.reserve([aKey()], 5891)).toMatchObject({ answer: 'granted' });
  });
});

describe('the assistant’s key', () => {
  const visitorAt = (address: string) => new Headers({ 'x-forwarded-for': address });

  it('is one hash per visitor, apart from the same visitor’s keys for the forms', async () => {
    requestHeaders.current = visitorAt('198.51.100.7');
    const [key] = await assistantKeys();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await assistantKeys()).toEqual([key]);
    for (const form of ['contact', 'assessmentLead', 'assessment'] as const) {
      expect(await submissionKeys(form)).not.toContain(key);
    }
    requestHeaders.current = visitorAt('198.51.100.8');
    expect(await assistantKeys()).not.toContain(key);
  });
});

describe('ASSISTANT_DAILY_TOKENS', () => {
  it('is 200000 unless told another whole number of 0 or more', () => {
    expect(parseEnv({}).ASSISTANT_DAILY_TOKENS).toBe(200_000);
    expect(parseEnv({ ASSISTANT_DAILY_TOKENS: ' 5000 ' }).ASSISTANT_DAILY_TOKENS).toBe(5000);
    expect(parseEnv({ ASSISTANT_DAILY_TOKENS: '0' }).ASSISTANT_DAILY_TOKENS).toBe(0);
    for (const value of ['-1', '1.5', 'lots', '3000000000']) {
      expect(() => parseEnv({ ASSISTANT_DAILY_TOKENS: value })).toThrow(/ASSISTANT_DAILY_TOKENS/);
    }
  });
});
