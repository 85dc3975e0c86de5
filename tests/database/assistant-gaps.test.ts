import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { gapQuestion } from '@/lib/assistant/gaps';
import { createAssistantGaps, type Gap } from '@/lib/database/assistant-gaps';
import { purgeOnSchedule } from '@/lib/database/rights';
import type { SqlTransaction } from '@/lib/database/migrations';
import type { ServerConnection } from '@/lib/database/server-connection';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const INSUFFICIENT_PRIVILEGE = '42501';
const CHECK_VIOLATION = '23514';

/** The server's own role, which every web server reaches through its trusted connection. */
const SERVER = 'outbox_worker';
/** Every other role a caller may hold: the anon key's, a signed-in user's, the firm's steward. */
const OTHERS = ['anon', 'authenticated', 'leads_steward'];

function codeOf(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
}

const gap = (question: string, overrides: Partial<Gap> = {}): Gap => ({
  locale: 'en',
  reason: 'declined',
  question: gapQuestion(question),
  closestPage: '/en/faq',
  ...overrides,
});

type GapRow = {
  day: string;
  locale: string;
  reason: string;
  question: string;
  closest_page: string | null;
  count: number;
};

describe.each(ENGINES.filter(engineAvailable))('the assistant’s gaps on %s', (name) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await openEngine(name);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  beforeEach(async () => {
    await engine.db.exec('delete from private.assistant_gaps; delete from private.assistant_votes');
  });

  /** Runs `work` as `role`, in a transaction of its own. */
  const as =
    (role: string): ServerConnection =>
    (work) =>
      engine.db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        return work(tx as SqlTransaction);
      });

  const gaps = () => createAssistantGaps(as(SERVER));

  /** Every row, as the owner reads them. */
  async function rows(): Promise<GapRow[]> {
    const { rows: found } = await engine.db.query<GapRow>(
      `select day::text as day, locale::text as locale, reason, question, closest_page,
         count::int as count
       from private.assistant_gaps order by question`,
    );
    return found;
  }

  it('keeps a question declined three times, however typed, as one row counted three times', async () => {
    for (const typed of [
      'Do you repair espresso machines?',
      '  do you   repair ESPRESSO machines ',
      'Do you repair espresso machines?!',
    ]) {
      await gaps().record(gap(typed));
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(await rows()).toEqual([
      {
        day: today,
        locale: 'en',
        reason: 'declined',
        question: 'do you repair espresso machines',
        closest_page: '/en/faq',
        count: 3,
      },
    ]);
  });

  it('stores no e-mail address, telephone, card or account number the question held', async () => {
    await gaps().record(
      gap(
        'Mail jo.bloggs@example.com or call +33 6 12 34 56 78, card 4111 1111 1111 1111, customer 7730045, IBAN FR76 3000 6000 0112 3456 7890 189?',
      ),
    );
    const [row] = await rows();
    expect(row?.question).toBe(
      'mail [e-mail] or call [phone], card [card], customer [number], iban [iban]',
    );
    // Whatever the wording, not one digit of them nor the address is left.
    expect(row?.question).not.toMatch(/\d|@|bloggs/);
  });

  it('keeps no more than 200 characters of a question', async () => {
    await gaps().record(gap(`Can you ${'really '.repeat(60)}help?`));
    const [row] = await rows();
    expect(Array.from(row?.question ?? '')).toHaveLength(200);
  });

  it('counts each thumb on each page per day and language', async () => {
    expect(await gaps().vote({ locale: 'en', page: '/en/faq', vote: 'up' })).toBe(true);
    expect(await gaps().vote({ locale: 'en', page: '/en/faq', vote: 'up' })).toBe(true);
    expect(await gaps().vote({ locale: 'en', page: '/en/faq', vote: 'down' })).toBe(true);
    expect(await gaps().vote({ locale: 'fr', page: '/fr/faq', vote: 'up' })).toBe(true);
    const { rows: votes } = await engine.db.query<{ key: string; count: number }>(
      `select locale || ' ' || page || ' ' || vote as key, count::int as count
       from private.assistant_votes order by key`,
    );
    expect(votes).toEqual([
      { key: 'en /en/faq down', count: 1 },
      { key: 'en /en/faq up', count: 2 },
      { key: 'fr /fr/faq up', count: 1 },
    ]);
  });

  it('refuses a page that is not a path of the site, and a question the server would not keep', async () => {
    const refused = async (sql: string, params: unknown[]) => {
      try {
        await as(SERVER)((tx) => tx.query(sql, params));
        return 'ok';
      } catch (error) {
        return codeOf(error);
      }
    };
    const vote = 'select private.assistant_count_vote($1, $2, $3)';
    const record = 'select private.assistant_record_gap($1, $2, $3, $4)';
    expect(await refused(vote, ['en', 'https://evil.example/', 'up'])).toBe(CHECK_VIOLATION);
    expect(await refused(vote, ['en', '//evil.example/x', 'up'])).toBe(CHECK_VIOLATION);
    expect(await refused(vote, ['de', '/en/faq', 'up'])).toBe(CHECK_VIOLATION);
    expect(await refused(vote, ['en', '/en/faq', 'sideways'])).toBe(CHECK_VIOLATION);
    expect(await refused(record, ['en', 'declined', 'x'.repeat(201), null])).toBe(CHECK_VIOLATION);
    expect(await refused(record, ['en', 'declined', 'a\u001b[2Jb', null])).toBe(CHECK_VIOLATION);
    expect(await refused(record, ['en', 'bored', 'a question', null])).toBe(CHECK_VIOLATION);
    expect(await refused(record, ['en', 'declined', 'a question', null])).toBe('ok');
  });

  it('keeps at most 1,000 questions a day per language, and still counts those it holds', async () => {
    await engine.db.query(
      `insert into private.assistant_gaps (day, locale, reason, question, count)
       select (now() at time zone 'UTC')::date, 'en', 'declined', 'question ' || n, 1
       from generate_series(1, 1000) as n`,
    );
    const counted = async (question: string, locale = 'en') =>
      (
        await as(SERVER)((tx) =>
          tx.query<{ counted: boolean }>(
            "select private.assistant_record_gap($1, 'declined', $2, null) as counted",
            [locale, question],
          ),
        )
      ).rows[0]?.counted;
    expect(await counted('one question too many')).toBe(false);
    expect(await counted('question 7')).toBe(true);
    expect(await counted('one question too many', 'fr')).toBe(true);
    const { rows: held } = await engine.db.query<{ en: number; seventh: number }>(
      `select count(*) filter (where locale = 'en')::int as en,
         max(count) filter (where question = 'question 7')::int as seventh
       from private.assistant_gaps`,
    );
    expect(held[0]).toEqual({ en: 1000, seventh: 2 });
  });

  it('lets no role but the server’s count, and none but the readers’ read', async () => {
    const codes: Record<string, string[]> = {};
    for (const role of OTHERS) {
      codes[role] = [];
      for (const sql of [
        "select private.assistant_record_gap('en', 'declined', 'a question', null)",
        "select private.assistant_count_vote('en', '/en/faq', 'up')",
        'select count(*) from private.assistant_gaps',
        'select count(*) from private.assistant_votes',
        "insert into private.assistant_gaps (day, locale, reason, question, count) values (current_date, 'en', 'declined', 'a question', 1)",
        "insert into private.assistant_votes (day, locale, page, vote, count) values (current_date, 'en', '/en/faq', 'up', 1)",
      ]) {
        try {
          await as(role)((tx) => tx.query(sql));
          codes[role].push('ok');
        } catch (error) {
          codes[role].push(codeOf(error));
        }
      }
    }
    for (const role of OTHERS) {
      expect([role, codes[role]]).toEqual([role, Array(6).fill(INSUFFICIENT_PRIVILEGE)]);
    }
    // The server counts without reading what it counted.
    await expect(
      as(SERVER)((tx) => tx.query('select count(*) from private.assistant_gaps')),
    ).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
    // The team's reader reads, and writes nothing.
    await expect(
      as('leads_reader')((tx) => tx.query('select count(*) from private.assistant_gaps')),
    ).resolves.toBeDefined();
    await expect(
      as('leads_reader')((tx) =>
        tx.query("select private.assistant_count_vote('en', '/en/faq', 'up')"),
      ),
    ).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
  });

  it('is deleted by the daily purge after 30 days', async () => {
    await engine.db.exec(
      `insert into private.assistant_gaps (day, locale, reason, question, count) values
         ((now() at time zone 'UTC')::date - 31, 'en', 'declined', 'old question', 4),
         ((now() at time zone 'UTC')::date - 30, 'en', 'declined', 'recent question', 2);
       insert into private.assistant_votes (day, locale, page, vote, count) values
         ((now() at time zone 'UTC')::date - 31, 'en', '/en/faq', 'up', 1),
         ((now() at time zone 'UTC')::date - 30, 'en', '/en/faq', 'down', 1);`,
    );
    const report = await as(SERVER)((tx) => purgeOnSchedule(tx));
    expect(report.assistantGaps).toBe(2);
    expect((await rows()).map(({ question }) => question)).toEqual(['recent question']);
    const { rows: votes } = await engine.db.query<{ vote: string }>(
      'select vote from private.assistant_votes',
    );
    expect(votes).toEqual([{ vote: 'down' }]);
  });

  it('never throws when the database refuses: the failure is logged by its code only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(createAssistantGaps(as('anon')).record(gap('secret words'))).resolves.toBe(
      undefined,
    );
    await expect(
      createAssistantGaps(as('anon')).vote({ locale: 'en', page: '/en/faq', vote: 'up' }),
    ).resolves.toBe(false);
    expect(JSON.stringify(logged.mock.calls)).not.toContain('secret');
    expect(logged.mock.calls[0]?.[1]).toEqual({ code: INSUFFICIENT_PRIVILEGE });
    logged.mockRestore();
  });
});
