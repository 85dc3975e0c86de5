import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/env';
import { createEmbeddedLeadStore, type EmbeddedLeadStore } from '@/lib/leads/embedded-store';
import { createSupabaseLeadStore } from '@/lib/leads/supabase-store';
import type { LeadStore } from '@/lib/leads/types';
import { assistantKeys, submissionKeys } from '@/lib/submission/client-key';
import { startPostgrest, type PostgrestStandIn } from '../support/postgrest';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const INVALID_PARAMETER_VALUE = '22023';
const INSUFFICIENT_PRIVILEGE = '42501';

/** What the server sends as each answer's budget, and a day's budget that never runs out here. */
const ANSWER = 2500;
const AMPLE = 1_000_000;

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));

/** A visitor's key, hashed as the server sends it: each call is a visitor of their own. */
const aKey = () => randomBytes(32).toString('hex');

function codeOf(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
}

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
      'delete from private.assistant_answers; delete from private.assistant_tokens',
    );
  });

  /**
   * Reserves as the Data API calls the function for `role`: keys in the x-submission-keys header
   * (none when null), arguments by name. Answers what it returned, or the SQLSTATE it failed with.
   */
  async function reserve(
    keys: string[] | null,
    tokens: unknown = ANSWER,
    dailyTokens: unknown = AMPLE,
    role = 'anon',
  ): Promise<string> {
    try {
      return await engine.db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        await tx.query("select set_config('request.headers', $1, true)", [
          JSON.stringify(keys === null ? {} : { 'x-submission-keys': keys.join(',') }),
        ]);
        const { rows } = await tx.query<{ answer: string }>(
          'select api.assistant_reserve(tokens => $1, daily_tokens => $2) as answer',
          [tokens, dailyTokens],
        );
        return rows[0]!.answer;
      });
    } catch (error) {
      return codeOf(error);
    }
  }

  /** Runs a statement as `role`; answers 'ok' or the SQLSTATE it failed with. */
  async function as(role: string, sql: string): Promise<string> {
    try {
      await engine.db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        await tx.query(sql);
      });
      return 'ok';
    } catch (error) {
      return codeOf(error);
    }
  }

  /** The answers granted to a key, read as the owner. */
  async function answersOf(key: string): Promise<number> {
    const { rows } = await engine.db.query<{ count: number }>(
      'select count(*)::int as count from private.assistant_answers where key_hash = $1',
      [key],
    );
    return rows[0]!.count;
  }

  /** The tokens granted today, read as the owner. */
  async function tokensToday(): Promise<number> {
    const { rows } = await engine.db.query<{ granted: number }>(
      `select coalesce(sum(granted), 0)::int as granted from private.assistant_tokens
       where day = (now() at time zone 'UTC')::date`,
    );
    return rows[0]!.granted;
  }

  /** Answers the owner records for a key, at a time the database computes (SQL, no parameters). */
  async function answeredEarlier(key: string, count: number, at: string) {
    await engine.db.query(
      `insert into private.assistant_answers (key_hash, granted_at)
       select $1, ${at} from generate_series(1, $2)`,
      [key, count],
    );
  }

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

  it('refuses with overall the answer that would overspend the day’s budget, whoever asks', async () => {
    expect(await reserve([aKey()], 600, 1000)).toBe('granted');
    const refused = aKey();
    expect(await reserve([refused], 500, 1000)).toBe('overall');
    expect(await answersOf(refused)).toBe(0);
    expect(await reserve([aKey()], 400, 1000)).toBe('granted');
    expect(await tokensToday()).toBe(1000);
    expect(await reserve([aKey()], 1, 1000)).toBe('overall');
    expect(await reserve([aKey()], 1, 0)).toBe('overall');
    // A larger budget sent by the caller spends more of the day, and no more of anyone's.
    expect(await reserve([aKey()], 1, 1001)).toBe('granted');
    expect(await tokensToday()).toBe(1001);
  });

  it('refuses a visitor’s call without a key, and trusts the owner without one', async () => {
    expect(await reserve(null)).toBe(INVALID_PARAMETER_VALUE);
    expect(await reserve([])).toBe(INVALID_PARAMETER_VALUE);
    expect(await reserve(null, ANSWER, AMPLE, 'authenticated')).toBe(INVALID_PARAMETER_VALUE);
    expect(await tokensToday()).toBe(0);
    const { rows } = await engine.db.query<{ answer: string }>(
      'select api.assistant_reserve(100, 1000) as answer',
    );
    expect(rows).toEqual([{ answer: 'granted' }]);
    expect(await tokensToday()).toBe(100);
  });

  it.each([
    ['no tokens', [[aKey()], 0, AMPLE]],
    ['more than 20000 tokens', [[aKey()], 20_001, AMPLE]],
    ['negative tokens', [[aKey()], -1, AMPLE]],
    ['null tokens', [[aKey()], null, AMPLE]],
    ['a negative budget', [[aKey()], 1, -1]],
    ['a null budget', [[aKey()], 1, null]],
    ['five keys', [[aKey(), aKey(), aKey(), aKey(), aKey()], 1, AMPLE]],
    ['a key in clear', [['ip:203.0.113.7'], 1, AMPLE]],
    ['a key of capitals', [[aKey().toUpperCase()], 1, AMPLE]],
    ['a key one character short', [[aKey().slice(1)], 1, AMPLE]],
  ] as const)('refuses %s with invalid_parameter_value, granting nothing', async (_, args) => {
    const [keys, tokens, dailyTokens] = args;
    expect(await reserve([...keys], tokens, dailyTokens)).toBe(INVALID_PARAMETER_VALUE);
    const { rows } = await engine.db.query<{ count: number }>(
      'select count(*)::int as count from private.assistant_answers',
    );
    expect([rows[0]!.count, await tokensToday()]).toEqual([0, 0]);
  });

  it('takes the largest answer and four keys', async () => {
    const keys = [aKey(), aKey(), aKey(), aKey()];
    expect(await reserve(keys, 20_000, 20_000)).toBe('granted');
    for (const key of keys) expect(await answersOf(key)).toBe(1);
  });

  it('keeps every count out of visitors’ reach: they reserve and do nothing else', async () => {
    for (const role of ['anon', 'authenticated']) {
      for (const sql of [
        'select count(*) from private.assistant_answers',
        'select count(*) from private.assistant_tokens',
        "insert into private.assistant_answers (key_hash) values (repeat('a', 64))",
        'insert into private.assistant_tokens (day, granted) values (current_date, 0)',
        'update private.assistant_tokens set granted = 0',
        'delete from private.assistant_answers',
        'delete from private.assistant_tokens',
        'truncate private.assistant_tokens',
      ]) {
        expect([role, sql, await as(role, sql)]).toEqual([role, sql, INSUFFICIENT_PRIVILEGE]);
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
      { relname: 'assistant_tokens', relrowsecurity: true },
    ]);
    for (const role of ['leads_reader', 'leads_steward', 'outbox_worker']) {
      expect([role, await reserve([aKey()], ANSWER, AMPLE, role)]).toEqual([
        role,
        INSUFFICIENT_PRIVILEGE,
      ]);
    }
  });

  it('forgets answers after a day and past days’ tokens', async () => {
    const old = aKey();
    await answeredEarlier(old, 3, `now() - interval '25 hours'`);
    await engine.db.exec(
      `insert into private.assistant_tokens (day, granted)
       values ((now() at time zone 'UTC')::date - 1, 5000)`,
    );
    expect(await reserve([aKey()])).toBe('granted');
    expect(await answersOf(old)).toBe(0);
    const { rows } = await engine.db.query<{ days: number }>(
      'select count(*)::int as days from private.assistant_tokens',
    );
    expect(rows).toEqual([{ days: 1 }]);
  });

  // Two servers' reservations at once: the second waits for the first's locks, then counts what
  // it granted. PGlite runs one transaction at a time, so only PostgreSQL can show it.
  describe.skipIf(name === 'PGlite')('at the same time', () => {
    /** Holds one reservation's transaction open while another one starts, then commits it. */
    async function raceForTheLast(
      first: string[],
      second: string[],
      tokens: number,
      daily: number,
    ) {
      const holder = await engine.connect();
      const racer = await engine.connect();
      const { rows } = await racer.query<{ pid: number }>('select pg_backend_pid() as pid');
      const racerPid = rows[0]!.pid;

      const asVisitor = async (connection: typeof holder, keys: string[]) => {
        await connection.exec('set local role anon');
        await connection.query("select set_config('request.headers', $1, true)", [
          JSON.stringify({ 'x-submission-keys': keys.join(',') }),
        ]);
        const answer = await connection.query<{ answer: string }>(
          'select api.assistant_reserve($1, $2) as answer',
          [tokens, daily],
        );
        return answer.rows[0]!.answer;
      };

      await holder.exec('begin');
      const held = await asVisitor(holder, first);
      let settled = false;
      const raced = racer
        .transaction(() => asVisitor(racer, second))
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
      expect(await raceForTheLast([visitor], [visitor], ANSWER, AMPLE)).toEqual([
        'granted',
        'visitor',
      ]);
      expect(await answersOf(visitor)).toBe(10);
    });

    it('grants the day’s last tokens once, to two visitors sharing no key', async () => {
      expect(await reserve([aKey()], 1000, 3000)).toBe('granted');
      expect(await raceForTheLast([aKey()], [aKey()], 2000, 3000)).toEqual(['granted', 'overall']);
      expect(await tokensToday()).toBe(3000);
    });
  });
});

describe('the embedded store’s reservations', () => {
  let workDir: string;
  let faultFile: string;
  let store: EmbeddedLeadStore;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'assistant-caps-'));
    faultFile = path.join(workDir, 'database-down');
    store = createEmbeddedLeadStore({ dataDir: path.join(workDir, 'leads'), faultFile });
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('reserves as a visitor, with the keys it is given', async () => {
    const visitor = aKey();
    for (let answer = 1; answer <= 10; answer += 1) {
      expect(await store.reserveAssistantAnswer([visitor], ANSWER, AMPLE)).toBe('granted');
    }
    expect(await store.reserveAssistantAnswer([visitor], ANSWER, AMPLE)).toBe('visitor');
    expect(await store.reserveAssistantAnswer([aKey()], 1000, 500)).toBe('overall');
  });

  it('grants the last slot once to reservations made together', async () => {
    const visitor = aKey();
    for (let answer = 1; answer <= 9; answer += 1) {
      await store.reserveAssistantAnswer([visitor], ANSWER, AMPLE);
    }
    const answers = await Promise.all(
      [1, 2, 3].map(() => store.reserveAssistantAnswer([visitor], ANSWER, AMPLE)),
    );
    expect(answers.sort()).toEqual(['granted', 'visitor', 'visitor']);
  });

  it('answers unavailable while the fault file takes the database down, or to a refusal, logging the code alone', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const visitor = aKey();
      await writeFile(faultFile, '');
      expect(await store.reserveAssistantAnswer([visitor], ANSWER, AMPLE)).toBe('unavailable');
      await rm(faultFile);
      expect(await store.reserveAssistantAnswer([], ANSWER, AMPLE)).toBe('unavailable');
      expect(await store.reserveAssistantAnswer([visitor], AMPLE, AMPLE)).toBe('unavailable');
      expect(errors.mock.calls).toEqual([
        ['[assistant] reservation failed', { code: 'LEADS_FAULT_FILE' }],
        ['[assistant] reservation failed', { code: INVALID_PARAMETER_VALUE }],
        ['[assistant] reservation failed', { code: INVALID_PARAMETER_VALUE }],
      ]);
      expect(await store.reserveAssistantAnswer([visitor], ANSWER, AMPLE)).toBe('granted');
    } finally {
      vi.restoreAllMocks();
    }
  });
});

// The production path: the Supabase adapter, through the Data API, into the migrated PostgreSQL.
describe.skipIf(!engineAvailable('PostgreSQL'))('the Supabase store’s reservations', () => {
  let engine: Engine;
  let postgrest: PostgrestStandIn;
  let store: LeadStore;

  beforeAll(async () => {
    engine = await openEngine('PostgreSQL');
    const url = new URL(engine.url!);
    url.username = 'authenticator';
    postgrest = await startPostgrest(url.toString());
    store = createSupabaseLeadStore({ url: postgrest.url, anonKey: 'test-anon-key' });
  }, 120_000);

  afterAll(async () => {
    await postgrest?.close();
    await engine?.close();
  });

  it('sends the keys in the header, and reads each answer', async () => {
    const visitor = aKey();
    for (let answer = 1; answer <= 10; answer += 1) {
      expect(await store.reserveAssistantAnswer([visitor], 100, 1500)).toBe('granted');
    }
    expect(await store.reserveAssistantAnswer([visitor], 100, 1500)).toBe('visitor');
    expect(await store.reserveAssistantAnswer([aKey()], 600, 1500)).toBe('overall');
    expect(await store.reserveAssistantAnswer([aKey()], 500, 1500)).toBe('granted');
  });

  it('grants the last slot once to reservations made together', async () => {
    const visitor = aKey();
    for (let answer = 1; answer <= 9; answer += 1) {
      await store.reserveAssistantAnswer([visitor], 1, AMPLE);
    }
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => store.reserveAssistantAnswer([visitor], 1, AMPLE)),
    );
    expect(answers.sort()).toEqual(['granted', 'visitor', 'visitor', 'visitor']);
  });

  it('answers unavailable to a refusal or an outage, logging the code alone', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await store.reserveAssistantAnswer([], ANSWER, AMPLE)).toBe('unavailable');
      const down = createSupabaseLeadStore({ url: 'http://127.0.0.1:9', anonKey: 'test-anon-key' });
      expect(await down.reserveAssistantAnswer([aKey()], ANSWER, AMPLE)).toBe('unavailable');
      expect(errors.mock.calls).toEqual([
        ['[assistant] reservation failed', { code: INVALID_PARAMETER_VALUE }],
        ['[assistant] reservation failed', { code: 'network' }],
      ]);
    } finally {
      vi.restoreAllMocks();
    }
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
