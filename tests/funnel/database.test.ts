import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FUNNEL_FORMS, MAX_QUESTION_STEPS, stepsOf } from '@/lib/funnel/steps';
import { locales } from '@/lib/i18n/locales';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const CHECK_VIOLATION = '23514';
const INVALID_PARAMETER_VALUE = '22023';
const INSUFFICIENT_PRIVILEGE = '42501';

let engine: Engine;

/** Runs a statement as `role`; answers the SQLSTATE or 'ok'. */
async function as(role: string, sql: string, params: unknown[] = []): Promise<string> {
  try {
    await engine.db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      await tx.query(sql, params);
    });
    return 'ok';
  } catch (error) {
    return error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
  }
}

const TODAY = "(now() at time zone 'UTC')::date";

/** Adds `visitors` to a step, today unless told another day, as the server does. */
const count = (
  form: unknown,
  locale: unknown,
  step: unknown,
  { visitors = 1 as unknown, day = TODAY, role = 'outbox_worker' } = {},
) =>
  as(role, `select private.count_funnel_steps(${day}, $1, $2, $3, $4)`, [
    form,
    locale,
    step,
    visitors,
  ]);

/** Today's counts, read as the owner. */
async function counts(): Promise<Record<string, number>> {
  const { rows } = await engine.db.query<{ key: string; count: number }>(
    `select form || ' ' || locale || ' ' || step as key, count::int as count
     from private.funnel_steps where day = ${TODAY}`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.count]));
}

describe.each(ENGINES.filter(engineAvailable))('the funnel on %s', (name) => {
  beforeAll(async () => {
    engine = await openEngine(name);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  beforeEach(async () => {
    await engine.db.exec('delete from private.funnel_steps');
  });

  it('adds each minute’s visitors of a step, per day, form, language and step', async () => {
    expect(await count('assessment', 'en', 'question-7', { visitors: 2 })).toBe('ok');
    expect(await count('assessment', 'en', 'question-7', { visitors: 3 })).toBe('ok');
    expect(await count('assessment', 'fr', 'question-7')).toBe('ok');
    expect(await count('contact', 'en', 'viewed', { visitors: 100_000 })).toBe('ok');
    // The minute that ends after midnight adds yesterday's visitors to yesterday.
    expect(await count('contact', 'en', 'viewed', { day: `${TODAY} - 1` })).toBe('ok');
    expect(await counts()).toEqual({
      'assessment en question-7': 5,
      'assessment fr question-7': 1,
      'contact en viewed': 100_000,
    });
  });

  it('refuses a count of no visitors or too many, and a day other than today or yesterday', async () => {
    for (const [visitors, day] of [
      [0, TODAY],
      [-1, TODAY],
      [100_001, TODAY],
      [null, TODAY],
      [1, `${TODAY} - 2`],
      [1, `${TODAY} + 1`],
      [1, 'null::date'],
    ] as const) {
      expect([visitors, day, await count('contact', 'en', 'viewed', { visitors, day })]).toEqual([
        visitors,
        day,
        INVALID_PARAMETER_VALUE,
      ]);
    }
    expect(await counts()).toEqual({});
  });

  it('takes every step the site sends, and refuses every other with check_violation', async () => {
    for (const form of FUNNEL_FORMS) {
      for (const step of stepsOf(form, MAX_QUESTION_STEPS)) {
        expect([form, step, await count(form, locales[0], step)]).toEqual([form, step, 'ok']);
      }
    }
    for (const [form, locale, step] of [
      ['assessment', 'en', 'question-0'],
      ['assessment', 'en', `question-${MAX_QUESTION_STEPS + 1}`],
      ['assessment', 'en', 'question-07'],
      ['assessment', 'en', 'viewed'],
      ['contact', 'en', 'started'],
      ['assessmentLead', 'fr', 'question-1'],
      ['newsletter', 'en', 'viewed'],
      ['contact', 'de', 'viewed'],
      ['contact', null, 'viewed'],
      [null, 'en', 'viewed'],
      ['contact', 'en', null],
    ]) {
      expect([form, locale, step, await count(form, locale, step)]).toEqual([
        form,
        locale,
        step,
        CHECK_VIOLATION,
      ]);
    }
  });

  it('lets the server count and nothing else, and no other role count at all', async () => {
    expect(await count('contact', 'en', 'viewed')).toBe('ok');
    for (const role of ['anon', 'authenticated', 'leads_reader', 'leads_steward']) {
      expect([role, await count('contact', 'en', 'viewed', { role })]).toEqual([
        role,
        INSUFFICIENT_PRIVILEGE,
      ]);
    }
    for (const role of ['anon', 'authenticated', 'outbox_worker']) {
      for (const sql of [
        'select count(*) from private.funnel_steps',
        "insert into private.funnel_steps values (current_date, 'contact', 'en', 'viewed', 1000)",
        'update private.funnel_steps set count = 1000',
        'delete from private.funnel_steps',
        "select private.funnel_step_is_valid('contact', 'viewed')",
      ]) {
        expect([role, sql, await as(role, sql)]).toEqual([role, sql, INSUFFICIENT_PRIVILEGE]);
      }
    }
    // The Data API has no count left to call: the anon key writes no count at all.
    const { rows } = await engine.db.query<{ name: string }>(
      `select proname as name from pg_proc
       where pronamespace = 'api'::regnamespace and proname like '%funnel%'`,
    );
    expect(rows).toEqual([]);
    expect(await counts()).toEqual({ 'contact en viewed': 1 });
  });

  it('lets the sales team’s reader read the counts and change none', async () => {
    expect(await count('assessmentLead', 'fr', 'submitted')).toBe('ok');
    const read = await engine.db.transaction(async (tx) => {
      await tx.exec('set local role leads_reader');
      const { rows } = await tx.query<{ count: number }>(
        'select count::int as count from private.funnel_steps',
      );
      return rows;
    });
    expect(read).toEqual([{ count: 1 }]);
    for (const sql of [
      'update private.funnel_steps set count = 1000',
      'delete from private.funnel_steps',
      "insert into private.funnel_steps values (current_date, 'contact', 'en', 'viewed', 1000)",
      'select count(*) from private.submission_attempts',
      'select count(*) from private.outbox',
    ]) {
      expect([sql, await as('leads_reader', sql)]).toEqual([sql, INSUFFICIENT_PRIVILEGE]);
    }
  });
});
