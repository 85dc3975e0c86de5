import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '@/lib/leads/migrations';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
  LEAD_TABLES,
  type LeadTable,
} from '@/lib/leads/rows';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';

const CHECK_VIOLATION = '23514';
const NOT_NULL_VIOLATION = '23502';
const INSUFFICIENT_PRIVILEGE = '42501';

const root = process.cwd();
let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db, root);
});

afterAll(async () => {
  await db.close();
});

function validRow(table: LeadTable): Record<string, unknown> {
  switch (table) {
    case 'contact_submissions':
      return contactSubmissionRow(aContactLead());
    case 'assessment_contacts':
      return assessmentContactRow(anAssessmentContactLead());
    case 'assessment_results':
      return assessmentResultRow(anAssessmentResultLead());
  }
}

// Runs a statement the way the Data API does for a visitor, and answers the SQLSTATE it failed with.
async function asVisitor(sql: string, params: unknown[] = [], role = 'anon'): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      await tx.query(sql, params);
    });
    return 'ok';
  } catch (error) {
    return error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
  }
}

function insertAsVisitor(table: LeadTable, row: Record<string, unknown>, role = 'anon') {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  return asVisitor(
    `insert into api.${table} (${columns.join(', ')}) values (${placeholders.join(', ')})`,
    Object.values(row),
    role,
  );
}

// Inserts as anon and names the check constraint that refused the row, or 'none'.
async function refusingConstraint(table: LeadTable, row: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  try {
    await db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      await tx.query(
        `insert into api.${table} (${columns.join(', ')}) values (${placeholders.join(', ')})`,
        Object.values(row),
      );
    });
    return 'none';
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === CHECK_VIOLATION) {
      return 'constraint' in error ? String(error.constraint) : 'unnamed';
    }
    throw error;
  }
}

async function countRows(table: LeadTable): Promise<number> {
  const result = await db.query<{ count: number }>(
    `select count(*)::int as count from api.${table}`,
  );
  return result.rows[0]?.count ?? -1;
}

describe('visitor access', () => {
  it.each(LEAD_TABLES)('lets anon and authenticated insert a valid row into %s', async (table) => {
    const before = await countRows(table);
    expect(await insertAsVisitor(table, validRow(table))).toBe('ok');
    expect(await insertAsVisitor(table, validRow(table), 'authenticated')).toBe('ok');
    expect(await countRows(table)).toBe(before + 2);
  });

  it.each(
    LEAD_TABLES.flatMap((table) =>
      [
        `select * from api.${table}`,
        `select count(*) from api.${table}`,
        `update api.${table} set locale = 'fr'`,
        `delete from api.${table}`,
        `truncate api.${table}`,
      ].map((sql) => [sql]),
    ),
  )('denies anon: %s', async (sql) => {
    expect(await asVisitor(sql)).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('refuses a row a visitor backdates', async () => {
    const row = { ...validRow('contact_submissions'), created_at: '2020-01-01T00:00:00Z' };
    expect(await insertAsVisitor('contact_submissions', row)).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('grants visitors INSERT and nothing else', async () => {
    const { rows } = await db.query<{
      grantee: string;
      table_name: string;
      privilege_type: string;
    }>(
      `select grantee, table_name, privilege_type from information_schema.role_table_grants
       where table_schema = 'api' and grantee in ('anon', 'authenticated')`,
    );
    expect(rows.map((row) => row.privilege_type)).not.toHaveLength(0);
    expect(new Set(rows.map((row) => row.privilege_type))).toEqual(new Set(['INSERT']));
  });

  it('has row-level security on every table, with insert policies that are not simply true', async () => {
    const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'api'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(tables.rows).toEqual(
      [...LEAD_TABLES].sort().map((relname) => ({ relname, relrowsecurity: true })),
    );
    const policies = await db.query<{ tablename: string; cmd: string; with_check: string | null }>(
      `select tablename, cmd, with_check from pg_policies where schemaname = 'api'`,
    );
    expect(policies.rows).toHaveLength(LEAD_TABLES.length);
    for (const policy of policies.rows) {
      expect(policy.cmd).toBe('INSERT');
      expect(policy.with_check).toMatch(/now\(\)/);
    }
  });
});

const PERSON_TABLES = ['contact_submissions', 'assessment_contacts'] as const;
const BLANKS = ['', '   ', '\t\n '];

type Case = [description: string, table: LeadTable, change: Record<string, unknown>, code: string];

const rejected: Case[] = [
  ...PERSON_TABLES.flatMap((table): Case[] => [
    ...['first_name', 'last_name', 'company_name', 'email'].flatMap((column) =>
      BLANKS.map((blank): Case => [`blank ${column}`, table, { [column]: blank }, CHECK_VIOLATION]),
    ),
    ...['first_name', 'last_name', 'company_name', 'company_size', 'email', 'locale'].map(
      (column): Case => [`missing ${column}`, table, { [column]: null }, NOT_NULL_VIOLATION],
    ),
    ['first name of 101 characters', table, { first_name: 'a'.repeat(101) }, CHECK_VIOLATION],
    ['last name of 101 characters', table, { last_name: 'a'.repeat(101) }, CHECK_VIOLATION],
    ['company of 201 characters', table, { company_name: 'a'.repeat(201) }, CHECK_VIOLATION],
    [
      'email of 255 characters',
      table,
      { email: `${'a'.repeat(243)}@example.com` },
      CHECK_VIOLATION,
    ],
    ...[
      'ada.example.com',
      'ada@example',
      '@example.com',
      'ada@.',
      'a da@example.com',
      'ada@ex@ample.com',
    ].map((email): Case => [`email ${email}`, table, { email }, CHECK_VIOLATION]),
    ...['1-9', '1000', '1000 +', 'large', ''].map((size): Case => [
      `company size '${size}'`,
      table,
      { company_size: size },
      CHECK_VIOLATION,
    ]),
    ...['de', 'EN', ''].map((locale): Case => [
      `locale '${locale}'`,
      table,
      { locale },
      CHECK_VIOLATION,
    ]),
    ['missing id', table, { id: null }, NOT_NULL_VIOLATION],
  ]),
  ...BLANKS.map((blank): Case => [
    'blank message',
    'contact_submissions',
    { message: blank },
    CHECK_VIOLATION,
  ]),
  [
    'message of 5001 characters',
    'contact_submissions',
    { message: 'a'.repeat(5001) },
    CHECK_VIOLATION,
  ],
  ['missing message', 'contact_submissions', { message: null }, NOT_NULL_VIOLATION],
  ['total score 19', 'assessment_results', { total_score: 19, percentage: 23.75 }, CHECK_VIOLATION],
  [
    'total score 81',
    'assessment_results',
    { total_score: 81, percentage: 101.25 },
    CHECK_VIOLATION,
  ],
  [
    'maximum of 100',
    'assessment_results',
    { max_possible_score: 100, percentage: 53 },
    CHECK_VIOLATION,
  ],
  ['percentage 66.2 for 53 points', 'assessment_results', { percentage: 66.2 }, CHECK_VIOLATION],
  ['percentage 53 for 53 points', 'assessment_results', { percentage: 53 }, CHECK_VIOLATION],
  ['level Medium', 'assessment_results', { overall_readiness_level: 'Medium' }, CHECK_VIOLATION],
  ['level high', 'assessment_results', { overall_readiness_level: 'high' }, CHECK_VIOLATION],
  ['missing level', 'assessment_results', { overall_readiness_level: null }, NOT_NULL_VIOLATION],
  ['bad result email', 'assessment_results', { email: 'grace@example' }, CHECK_VIOLATION],
  ['blank result email', 'assessment_results', { email: ' ' }, CHECK_VIOLATION],
  ['result locale de', 'assessment_results', { locale: 'de' }, CHECK_VIOLATION],
  ['missing category scores', 'assessment_results', { category_scores: null }, NOT_NULL_VIOLATION],
  ...[
    ['no category scores', []],
    ['four category scores', anAssessmentResultLead().categoryScores.slice(0, 4)],
    ['six category scores', [...anAssessmentResultLead().categoryScores, { category: 'extra' }]],
    ['five numbers', [1, 2, 3, 4, 5]],
    ['an object', { leadership: 14 }],
  ].map(([description, categoryScores]): Case => [
    String(description),
    'assessment_results',
    { category_scores: categoryScores },
    CHECK_VIOLATION,
  ]),
];

type Level = 'High' | 'Moderate' | 'Low' | 'Very Low';

// One category score as the scoring stores it, with its percentage and level stated by hand.
function category(name: string, score: number, percentage: number, readinessLevel: Level) {
  return { category: name, score, maxScore: 16, readinessLevel, percentage };
}

// Results whose every figure agrees, at the edges of the score range and of the level bands.
const CONSISTENT_RESULTS: [description: string, change: Record<string, unknown>][] = [
  [
    'the lowest score',
    {
      total_score: 20,
      percentage: 25,
      overall_readiness_level: 'Very Low',
      category_scores: ['leadership', 'organization', 'data', 'financial', 'risk'].map((name) =>
        category(name, 4, 25, 'Very Low'),
      ),
    },
  ],
  [
    'the highest score',
    {
      total_score: 80,
      percentage: 100,
      overall_readiness_level: 'High',
      category_scores: ['leadership', 'organization', 'data', 'financial', 'risk'].map((name) =>
        category(name, 16, 100, 'High'),
      ),
    },
  ],
  [
    '33 points, 41.25 %, with categories on the Low and Moderate band edges',
    {
      total_score: 33,
      percentage: 41.25,
      overall_readiness_level: 'Low',
      category_scores: [
        category('leadership', 4, 25, 'Very Low'),
        category('organization', 5, 31.25, 'Low'),
        category('data', 6, 37.5, 'Low'),
        category('financial', 9, 56.25, 'Moderate'),
        category('risk', 9, 56.25, 'Moderate'),
      ],
    },
  ],
  [
    '65 points, exactly 81.25 %: High',
    {
      total_score: 65,
      percentage: 81.25,
      overall_readiness_level: 'High',
      category_scores: [
        category('leadership', 13, 81.25, 'High'),
        category('organization', 13, 81.25, 'High'),
        category('data', 13, 81.25, 'High'),
        category('financial', 12, 75, 'Moderate'),
        category('risk', 14, 87.5, 'High'),
      ],
    },
  ],
  [
    '45 points, exactly 56.25 %: Moderate',
    {
      total_score: 45,
      percentage: 56.25,
      overall_readiness_level: 'Moderate',
      category_scores: [
        category('leadership', 9, 56.25, 'Moderate'),
        category('organization', 9, 56.25, 'Moderate'),
        category('data', 8, 50, 'Low'),
        category('financial', 10, 62.5, 'Moderate'),
        category('risk', 9, 56.25, 'Moderate'),
      ],
    },
  ],
  [
    '25 points, exactly 31.25 %: Low',
    {
      total_score: 25,
      percentage: 31.25,
      overall_readiness_level: 'Low',
      category_scores: [
        category('leadership', 5, 31.25, 'Low'),
        category('organization', 5, 31.25, 'Low'),
        category('data', 5, 31.25, 'Low'),
        category('financial', 5, 31.25, 'Low'),
        category('risk', 5, 31.25, 'Low'),
      ],
    },
  ],
];

const accepted: [description: string, table: LeadTable, change: Record<string, unknown>][] = [
  ...PERSON_TABLES.flatMap((table): [string, LeadTable, Record<string, unknown>][] => [
    ['names of 100 characters', table, { first_name: 'é'.repeat(100), last_name: 'b'.repeat(100) }],
    ['company of 200 characters', table, { company_name: 'c'.repeat(200) }],
    ['email of 254 characters', table, { email: `${'a'.repeat(242)}@example.com` }],
    ['an upper-case email', table, { email: 'ADA@EXAMPLE.COM' }],
    ...['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'].map(
      (size): [string, LeadTable, Record<string, unknown>] => [
        `size ${size}`,
        table,
        { company_size: size },
      ],
    ),
  ]),
  ['message of 5000 characters', 'contact_submissions', { message: 'm'.repeat(5000) }],
  ...CONSISTENT_RESULTS.map(
    ([description, change]): [string, LeadTable, Record<string, unknown>] => [
      description,
      'assessment_results',
      change,
    ],
  ),
];

describe('check constraints', () => {
  it.each(rejected)('rejects %s in %s', async (_, table, change, code) => {
    const before = await countRows(table);
    expect(await insertAsVisitor(table, { ...validRow(table), ...change })).toBe(code);
    expect(await countRows(table)).toBe(before);
  });

  it.each(accepted)('accepts %s in %s', async (_, table, change) => {
    expect(await insertAsVisitor(table, { ...validRow(table), ...change })).toBe('ok');
  });
});

// The fixture's result (53 points, 66.25 %, Moderate) with one category score changed.
function scoresWith(index: number, change: Record<string, unknown>, drop?: string) {
  return anAssessmentResultLead().categoryScores.map((item, position) => {
    if (position !== index) return item;
    const changed: Record<string, unknown> = { ...item, ...change };
    if (drop) delete changed[drop];
    return changed;
  });
}

const SHAPE = 'assessment_results_category_scores_shape_check';
const TOTAL = 'assessment_results_category_scores_total_check';
const LEVEL = 'assessment_results_readiness_level_check';

// Each change breaks one rule; the constraint named is the one that must refuse it.
const inconsistent: [description: string, change: Record<string, unknown>, constraint: string][] = [
  ...['category', 'score', 'maxScore', 'readinessLevel', 'percentage'].map(
    (key): [string, Record<string, unknown>, string] => [
      `a category score without ${key}`,
      { category_scores: scoresWith(0, {}, key) },
      SHAPE,
    ],
  ),
  ['a category that is a number', { category_scores: scoresWith(0, { category: 7 }) }, SHAPE],
  ['a blank category', { category_scores: scoresWith(0, { category: ' \t' }) }, SHAPE],
  [
    'a category of 101 characters',
    { category_scores: scoresWith(0, { category: 'c'.repeat(101) }) },
    SHAPE,
  ],
  ['a category twice', { category_scores: scoresWith(1, { category: 'leadership' }) }, SHAPE],
  ['a score written as text', { category_scores: scoresWith(0, { score: '14' }) }, SHAPE],
  [
    'a score of 3.5',
    {
      category_scores: scoresWith(0, { score: 13.5, percentage: 84.38 }),
    },
    SHAPE,
  ],
  [
    'a category score of 3',
    {
      total_score: 42,
      percentage: 52.5,
      overall_readiness_level: 'Low',
      category_scores: scoresWith(0, { score: 3, percentage: 18.75, readinessLevel: 'Very Low' }),
    },
    SHAPE,
  ],
  [
    'a category score of 17',
    {
      total_score: 56,
      percentage: 70,
      category_scores: scoresWith(0, { score: 17, percentage: 106.25 }),
    },
    SHAPE,
  ],
  [
    'a category out of 20 points',
    {
      category_scores: scoresWith(0, { maxScore: 20, percentage: 70, readinessLevel: 'Moderate' }),
    },
    SHAPE,
  ],
  ['a maximum written as text', { category_scores: scoresWith(0, { maxScore: '16' }) }, SHAPE],
  [
    'a category percentage that does not follow from its points',
    { category_scores: scoresWith(0, { percentage: 80 }) },
    SHAPE,
  ],
  [
    'a category percentage written as text',
    { category_scores: scoresWith(0, { percentage: '87.5' }) },
    SHAPE,
  ],
  [
    'a category level outside its band (87.5 % is High, not Moderate)',
    { category_scores: scoresWith(0, { readinessLevel: 'Moderate' }) },
    SHAPE,
  ],
  [
    'a category level just under a band edge (56.25 % is Moderate, not Low)',
    { category_scores: scoresWith(3, { readinessLevel: 'Low' }) },
    SHAPE,
  ],
  [
    'an unknown category level',
    { category_scores: scoresWith(0, { readinessLevel: 'Top' }) },
    SHAPE,
  ],
  [
    'category points that add up to 53 under a total of 54',
    { total_score: 54, percentage: 67.5 },
    TOTAL,
  ],
  [
    'category points that add up to 54 under a total of 53',
    {
      category_scores: scoresWith(2, { score: 11, percentage: 68.75 }),
    },
    TOTAL,
  ],
  ['an overall level above its band (66.25 % as High)', { overall_readiness_level: 'High' }, LEVEL],
  ['an overall level below its band (66.25 % as Low)', { overall_readiness_level: 'Low' }, LEVEL],
  [
    'an overall level just under a band edge (81.25 % as Moderate)',
    { ...CONSISTENT_RESULTS[3]![1], overall_readiness_level: 'Moderate' },
    LEVEL,
  ],
  [
    'an overall level just over a band edge (31.25 % as Very Low)',
    { ...CONSISTENT_RESULTS[5]![1], overall_readiness_level: 'Very Low' },
    LEVEL,
  ],
];

describe('assessment result consistency', () => {
  it.each(inconsistent)('refuses %s', async (_, change, constraint) => {
    const before = await countRows('assessment_results');
    const row = { ...validRow('assessment_results'), ...change };
    expect(await refusingConstraint('assessment_results', row)).toBe(constraint);
    expect(await countRows('assessment_results')).toBe(before);
  });

  it.each(CONSISTENT_RESULTS)('stores %s', async (_, change) => {
    const row = { ...validRow('assessment_results'), ...change };
    expect(await refusingConstraint('assessment_results', row)).toBe('none');
  });

  it('lets visitors run the checks but keeps their helpers out of the Data API', async () => {
    const { rows } = await db.query<{ schema: string }>(
      `select distinct n.nspname as schema from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where p.proname in ('readiness_level', 'category_score_is_valid',
                           'category_scores_are_valid', 'category_scores_total')`,
    );
    expect(rows).toEqual([{ schema: 'private' }]);
  });
});

describe('applying migrations', () => {
  it('records every migration file once and applies nothing the second time', async () => {
    const fresh = await PGlite.create();
    try {
      const files = (await readdir(path.join(root, 'supabase/migrations'))).filter((file) =>
        file.endsWith('.sql'),
      );
      const versions = files.map((file) => file.slice(0, 14)).sort();
      expect(versions.length).toBeGreaterThan(0);

      expect(await applyMigrations(fresh, root)).toEqual(versions);
      expect(await applyMigrations(fresh, root)).toEqual([]);

      const recorded = await fresh.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(recorded.rows.map((row) => row.version)).toEqual(versions);
    } finally {
      await fresh.close();
    }
  });

  it('rolls a failing migration back entirely and records only those before it', async () => {
    const project = await mkdtemp(path.join(tmpdir(), 'leads-migrations-'));
    const fresh = await PGlite.create();
    try {
      await cp(path.join(root, 'supabase/local'), path.join(project, 'supabase/local'), {
        recursive: true,
      });
      await mkdir(path.join(project, 'supabase/migrations'));
      await writeFile(
        path.join(project, 'supabase/migrations/20260101000000_first.sql'),
        'create table public.first (id int);',
      );
      await writeFile(
        path.join(project, 'supabase/migrations/20260102000000_broken.sql'),
        'create table public.half_done (id int);\nselect no_such_function();',
      );

      await expect(applyMigrations(fresh, project)).rejects.toThrow(/no_such_function/);

      const recorded = await fresh.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      );
      expect(recorded.rows).toEqual([{ version: '20260101000000' }]);
      const tables = await fresh.query<{ name: string | null }>(
        `select to_regclass('public.first')::text as name
         union all select to_regclass('public.half_done')::text`,
      );
      expect(tables.rows).toEqual([{ name: 'first' }, { name: null }]);
    } finally {
      await fresh.close();
      await rm(project, { recursive: true, force: true });
    }
  });
});
