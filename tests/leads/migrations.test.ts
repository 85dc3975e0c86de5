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
  [
    'the lowest score',
    'assessment_results',
    { total_score: 20, percentage: 25, overall_readiness_level: 'Very Low' },
  ],
  [
    'the highest score',
    'assessment_results',
    { total_score: 80, percentage: 100, overall_readiness_level: 'High' },
  ],
  [
    '33 points, 41.25 %',
    'assessment_results',
    { total_score: 33, percentage: 41.25, overall_readiness_level: 'Low' },
  ],
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
