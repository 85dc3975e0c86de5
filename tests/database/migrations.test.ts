import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '@/lib/database/migrations';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
  LEAD_TABLES,
  type LeadTable,
} from '@/lib/database/rows';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';
import { postgrestInsertStatement } from '../support/postgrest';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const CHECK_VIOLATION = '23514';
const NOT_NULL_VIOLATION = '23502';
const INSUFFICIENT_PRIVILEGE = '42501';
/** The database's own SQLSTATE for a submission over the limit (HTTP 429 through the Data API). */
const RATE_LIMITED = 'PT429';

const root = process.cwd();
/** The engine the tests below run on: each engine in turn (see the describe.each at the end). */
let engine: Engine;
let db: Engine['db'];

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

/** The headers of a visitor of their own: the server sends a rate-limit key with every lead. */
function aVisitorsHeaders(): Record<string, string> {
  return { 'x-submission-keys': randomBytes(32).toString('hex') };
}

// Runs a statement the way the Data API does for a visitor, with the request's headers in
// request.headers, and answers the SQLSTATE it failed with.
async function asVisitor(
  sql: string,
  params: unknown[] = [],
  role = 'anon',
  headers: Record<string, string> = aVisitorsHeaders(),
): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
      await tx.query(sql, params);
    });
    return 'ok';
  } catch (error) {
    return error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
  }
}

function insertAsVisitor(
  table: LeadTable,
  row: Record<string, unknown>,
  role = 'anon',
  headers: Record<string, string> = aVisitorsHeaders(),
) {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  return asVisitor(
    `insert into api.${table} (${columns.join(', ')}) values (${placeholders.join(', ')})`,
    Object.values(row),
    role,
    headers,
  );
}

// Inserts as anon and names the check constraint that refused the row, or 'none'.
async function refusingConstraint(table: LeadTable, row: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  try {
    await db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      await tx.query("select set_config('request.headers', $1, true)", [
        JSON.stringify(aVisitorsHeaders()),
      ]);
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

/** A change to a valid row, and what it is, as a test names it. */
type Example = [description: string, change: Record<string, unknown>];

/** What a table requires (NOT NULL), refuses (CHECK) and accepts, each a change to a valid row. */
type Rules = { required: string[]; refused: Example[]; accepted: Example[] };

const BLANKS = ['', '   ', '\t\n '];

/** One example per value of a column, named by the column and the value. */
function valuesOf(column: string, values: unknown[]): Example[] {
  return values.map((value): Example => [
    `${column} ${JSON.stringify(value)}`,
    { [column]: value },
  ]);
}

type Level = 'High' | 'Moderate' | 'Low' | 'Very Low';

// One category score as the scoring stores it, with its percentage and level stated by hand.
function category(name: string, score: number, percentage: number, readinessLevel: Level) {
  return { category: name, score, maxScore: 16, readinessLevel, percentage };
}

// Results whose every figure agrees, at the edges of the score range and of the level bands.
const CONSISTENT_RESULTS: Example[] = [
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

/** An address of `length` characters with a local part and labels at their longest (64, 63). */
function emailOfLength(length: number): string {
  const start = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.`;
  return `${start}${'d'.repeat(length - start.length - 4)}.com`;
}

// The details of a person, which contact_submissions and assessment_contacts hold alike.
const PERSON: Rules = {
  required: ['id', 'first_name', 'last_name', 'company_name', 'company_size', 'email', 'locale'],
  refused: [
    ...['first_name', 'last_name', 'company_name', 'email'].flatMap((column) =>
      valuesOf(column, BLANKS),
    ),
    ['first name of 101 characters', { first_name: 'a'.repeat(101) }],
    ['last name of 101 characters', { last_name: 'a'.repeat(101) }],
    ['company of 201 characters', { company_name: 'a'.repeat(201) }],
    ['email of 255 characters', { email: emailOfLength(255) }],
    ['email with a local part of 65 characters', { email: `${'a'.repeat(65)}@example.com` }],
    ...valuesOf('email', [
      'ada.example.com',
      'ada@example',
      '@example.com',
      'ada@.',
      'a da@example.com',
      'ada@ex@ample.com',
      'Buy-now-at-evil.example<victim@gmail.com>',
      'x<victim@gmail.com>',
      'victim@gmail.com(1)',
      '"victim"@gmail.com',
      'victim@gmail.com,other@example.com',
      'victim@gmail.com;other@example.com',
    ]),
    ...valuesOf('first_name', ['Ada\nBcc: x@example.com', 'Ada\rLovelace', 'Ada\tLovelace']),
    ...valuesOf('company_name', ['Engines\r\nX-Header: 1']),
    ...valuesOf('company_size', ['1-9', '1000', '1000 +', 'large', '']),
    // A sector is a key of the Studio's list: never the visitor's words, markup or a new line.
    ...valuesOf('sector', [
      '',
      'Logistics',
      '-logistics',
      'logistics\nBcc: x@example.com',
      'logistique et transport',
      'santé',
      '<b>health</b>',
      'a'.repeat(41),
    ]),
    ...valuesOf('locale', ['de', 'EN', '']),
  ],
  accepted: [
    ['names of 100 characters', { first_name: 'é'.repeat(100), last_name: 'b'.repeat(100) }],
    ['company of 200 characters', { company_name: 'c'.repeat(200) }],
    ['email of 254 characters', { email: emailOfLength(254) }],
    ['an upper-case email', { email: 'ADA@EXAMPLE.COM' }],
    ...valuesOf('company_size', ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+']),
    ...valuesOf('sector', [null, 'logistics', 'professional-services', '4x4', 'a'.repeat(40)]),
  ],
};

/** A lead must name the notice it was collected under, its own form's, and the policy version. */
function noticeRefusals(own: 'contact' | 'assessment'): Example[] {
  const other = own === 'contact' ? 'assessment' : 'contact';
  return [
    ['no notice', { privacy_notice: null }],
    ['another form’s notice', { privacy_notice: `${other}:0123456789ab` }],
    ['a notice without its digest', { privacy_notice: own }],
    ['no policy version', { policy_version: null }],
    ['a policy version with spaces', { policy_version: 'version 1' }],
  ];
}

/** The fixture's category scores: 53 points, 66.25 %, Moderate. */
function resultScores() {
  return anAssessmentResultLead().categoryScores;
}

const RULES: Record<LeadTable, Rules> = {
  contact_submissions: {
    required: [...PERSON.required, 'message'],
    refused: [
      ...PERSON.refused,
      ...valuesOf('message', BLANKS),
      ['message of 5001 characters', { message: 'a'.repeat(5001) }],
      ...valuesOf('message', ['One\u0007bell', 'Escape\u001b[31m']),
      ...noticeRefusals('contact'),
    ],
    accepted: [
      ...PERSON.accepted,
      ['message of 5000 characters', { message: 'm'.repeat(5000) }],
      ['a message with tabs and line breaks', { message: 'One\tTwo\nThree\r\nFour' }],
    ],
  },
  assessment_contacts: { ...PERSON, refused: [...PERSON.refused, ...noticeRefusals('assessment')] },
  assessment_results: {
    required: ['overall_readiness_level', 'category_scores'],
    refused: [
      ['total score 19', { total_score: 19, percentage: 23.75 }],
      ['total score 81', { total_score: 81, percentage: 101.25 }],
      ['maximum of 100', { max_possible_score: 100, percentage: 53 }],
      ['percentage 66.2 for 53 points', { percentage: 66.2 }],
      ['percentage 53 for 53 points', { percentage: 53 }],
      ...valuesOf('overall_readiness_level', ['Medium', 'high']),
      ...valuesOf('email', ['grace@example', ' ']),
      ...valuesOf('locale', ['de']),
      ['no category scores', { category_scores: [] }],
      ['four category scores', { category_scores: resultScores().slice(0, 4) }],
      ['six category scores', { category_scores: [...resultScores(), { category: 'extra' }] }],
      ['five numbers as category scores', { category_scores: [1, 2, 3, 4, 5] }],
      ['an object as category scores', { category_scores: { leadership: 14 } }],
      ...noticeRefusals('assessment'),
    ],
    accepted: CONSISTENT_RESULTS,
  },
};

// Inserts as anon a valid row with one change, and expects it refused with this SQLSTATE, unstored.
async function expectRefused(table: LeadTable, change: Record<string, unknown>, code: string) {
  const before = await countRows(table);
  expect(await insertAsVisitor(table, { ...validRow(table), ...change })).toBe(code);
  expect(await countRows(table)).toBe(before);
}

/** The fixture's result with one category score changed, or one of its keys dropped. */
function withScore(index: number, change: Record<string, unknown>, drop?: string) {
  const categoryScores = resultScores().map((item, position) => {
    if (position !== index) return item;
    const changed: Record<string, unknown> = { ...item, ...change };
    if (drop) delete changed[drop];
    return changed;
  });
  return { category_scores: categoryScores };
}

// Each change breaks one rule; the constraint named is the one that must refuse it.
const INCONSISTENT: [constraint: string, examples: Example[]][] = [
  [
    'assessment_results_category_scores_shape_check',
    [
      ...['category', 'score', 'maxScore', 'readinessLevel', 'percentage'].map((key): Example => [
        `a category score without ${key}`,
        withScore(0, {}, key),
      ]),
      ['a category that is a number', withScore(0, { category: 7 })],
      ['a blank category', withScore(0, { category: ' \t' })],
      ['a category of 101 characters', withScore(0, { category: 'c'.repeat(101) })],
      ['a category twice', withScore(1, { category: 'leadership' })],
      ['a score written as text', withScore(0, { score: '14' })],
      ['a score of 3.5', withScore(0, { score: 13.5, percentage: 84.38 })],
      [
        'a category score of 3',
        {
          total_score: 42,
          percentage: 52.5,
          overall_readiness_level: 'Low',
          ...withScore(0, { score: 3, percentage: 18.75, readinessLevel: 'Very Low' }),
        },
      ],
      [
        'a category score of 17',
        {
          total_score: 56,
          percentage: 70,
          ...withScore(0, { score: 17, percentage: 106.25 }),
        },
      ],
      [
        'a category out of 20 points',
        withScore(0, { maxScore: 20, percentage: 70, readinessLevel: 'Moderate' }),
      ],
      ['a maximum written as text', withScore(0, { maxScore: '16' })],
      [
        'a category percentage that does not follow from its points',
        withScore(0, { percentage: 80 }),
      ],
      ['a category percentage written as text', withScore(0, { percentage: '87.5' })],
      [
        'a category level outside its band (87.5 % is High, not Moderate)',
        withScore(0, { readinessLevel: 'Moderate' }),
      ],
      [
        'a category level just under a band edge (56.25 % is Moderate, not Low)',
        withScore(3, { readinessLevel: 'Low' }),
      ],
      ['an unknown category level', withScore(0, { readinessLevel: 'Top' })],
      ['a category the scoring does not know', withScore(0, { category: 'vision' })],
      ['a category score with a field of its own', withScore(0, { note: 'x'.repeat(10) })],
    ],
  ],
  [
    'assessment_results_category_scores_total_check',
    [
      [
        'category points that add up to 53 under a total of 54',
        { total_score: 54, percentage: 67.5 },
      ],
      [
        'category points that add up to 54 under a total of 53',
        withScore(2, { score: 11, percentage: 68.75 }),
      ],
    ],
  ],
  [
    'assessment_results_readiness_level_check',
    [
      ['an overall level above its band (66.25 % as High)', { overall_readiness_level: 'High' }],
      ['an overall level below its band (66.25 % as Low)', { overall_readiness_level: 'Low' }],
      [
        'an overall level just under a band edge (81.25 % as Moderate)',
        { ...CONSISTENT_RESULTS[3]![1], overall_readiness_level: 'Moderate' },
      ],
      [
        'an overall level just over a band edge (31.25 % as Very Low)',
        { ...CONSISTENT_RESULTS[5]![1], overall_readiness_level: 'Very Low' },
      ],
    ],
  ],
];

describe.each(ENGINES.filter(engineAvailable))('on %s', (name) => {
  beforeAll(async () => {
    engine = await openEngine(name, root);
    db = engine.db;
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  /** A submission's rate-limit key, as the server hashes it; one per label. */
  const keyOf = (label: string) => createHash('sha256').update(`${name}:${label}`).digest('hex');
  const keysHeader = (...labels: string[]) => ({
    'x-submission-keys': labels.map(keyOf).join(','),
  });

  describe('visitor access', () => {
    it.each(LEAD_TABLES)(
      'lets anon and authenticated insert a valid row into %s',
      async (table) => {
        const before = await countRows(table);
        expect(await insertAsVisitor(table, validRow(table))).toBe('ok');
        expect(await insertAsVisitor(table, validRow(table), 'authenticated')).toBe('ok');
        expect(await countRows(table)).toBe(before + 2);
      },
    );

    it.each(
      LEAD_TABLES.flatMap((table) => [
        `select * from api.${table}`,
        `select count(*) from api.${table}`,
        `update api.${table} set locale = 'fr'`,
        `delete from api.${table}`,
        `truncate api.${table}`,
      ]),
    )('denies anon: %s', async (sql) => {
      expect(await asVisitor(sql)).toBe(INSUFFICIENT_PRIVILEGE);
    });

    it.each(LEAD_TABLES)('refuses a row a visitor backdates in %s', async (table) => {
      const row = { ...validRow(table), created_at: '2020-01-01T00:00:00Z' };
      expect(await insertAsVisitor(table, row)).toBe(INSUFFICIENT_PRIVILEGE);
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
      const policies = await db.query<{
        tablename: string;
        roles: string;
        cmd: string;
        with_check: string | null;
      }>(
        `select tablename, roles::text, cmd, with_check from pg_policies where schemaname = 'api'`,
      );
      const visitors = policies.rows.filter((policy) => policy.roles.includes('anon'));
      expect(visitors).toHaveLength(LEAD_TABLES.length);
      for (const policy of visitors) {
        expect(policy.cmd).toBe('INSERT');
        expect(policy.with_check).toMatch(/now\(\)/);
      }
      // The only other policies let the sales team's reader read, and the steward read and erase.
      const others = policies.rows.filter((policy) => !policy.roles.includes('anon'));
      expect(
        others.map(({ tablename, roles, cmd }) => `${tablename} ${roles} ${cmd}`).sort(),
      ).toEqual(
        LEAD_TABLES.flatMap((table) => [
          `${table} {leads_reader} SELECT`,
          `${table} {leads_steward} DELETE`,
          `${table} {leads_steward} SELECT`,
        ]).sort(),
      );
    });
  });

  describe('the sales team’s reader', () => {
    it.each(LEAD_TABLES)('reads %s and changes nothing', async (table) => {
      expect(await insertAsVisitor(table, validRow(table))).toBe('ok');
      expect(await asVisitor(`select count(*) from api.${table}`, [], 'leads_reader')).toBe('ok');
      for (const sql of [
        `update api.${table} set locale = 'fr'`,
        `delete from api.${table}`,
        `truncate api.${table}`,
      ]) {
        expect(await asVisitor(sql, [], 'leads_reader')).toBe(INSUFFICIENT_PRIVILEGE);
      }
      expect(await insertAsVisitor(table, validRow(table), 'leads_reader')).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    });

    it('sees the rows, where anon sees none', async () => {
      const count = async (role: string) =>
        db.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          const { rows } = await tx.query<{ count: number }>(
            'select count(*)::int as count from api.contact_submissions',
          );
          return rows[0]?.count;
        });
      expect(await count('leads_reader')).toBeGreaterThan(0);
      expect(await asVisitor('select count(*) from api.contact_submissions')).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect(await asVisitor('select * from private.submission_attempts', [], 'leads_reader')).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    });
  });

  describe.each(LEAD_TABLES)('constraints of %s', (table) => {
    const { required, refused, accepted } = RULES[table];

    it.each(required)('refuses a row without %s', async (column) => {
      await expectRefused(table, { [column]: null }, NOT_NULL_VIOLATION);
    });

    it.each(refused)('refuses %s', async (_, change) => {
      await expectRefused(table, change, CHECK_VIOLATION);
    });

    it.each(accepted)('accepts %s', async (_, change) => {
      expect(await insertAsVisitor(table, { ...validRow(table), ...change })).toBe('ok');
    });
  });

  describe('a lead’s sector', () => {
    it.each(['contact_submissions', 'assessment_contacts'] as const)(
      'stores the key a visitor gave in %s, and reads it back',
      async (table) => {
        const row: Record<string, unknown> = {
          ...validRow(table),
          sector: 'professional-services',
        };
        expect(await insertAsVisitor(table, row)).toBe('ok');
        const { rows } = await db.query<{ sector: string | null }>(
          `select sector::text as sector from api.${table} where id = $1`,
          [row.id],
        );
        expect(rows).toEqual([{ sector: 'professional-services' }]);
      },
    );
  });

  describe('assessment result consistency', () => {
    describe.each(INCONSISTENT)('%s', (constraint, examples) => {
      it.each(examples)('refuses %s', async (_, change) => {
        const before = await countRows('assessment_results');
        const row = { ...validRow('assessment_results'), ...change };
        expect(await refusingConstraint('assessment_results', row)).toBe(constraint);
        expect(await countRows('assessment_results')).toBe(before);
      });
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

  describe('the database as the last gate', () => {
    it.each(LEAD_TABLES)('refuses to return what anon inserted into %s', async (table) => {
      const row = validRow(table);
      const columns = Object.keys(row);
      const sql = `insert into api.${table} (${columns.join(', ')})
        values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning *`;
      expect(await asVisitor(sql, Object.values(row))).toBe(INSUFFICIENT_PRIVILEGE);
    });

    it.each(LEAD_TABLES)('stores at most one row per insert statement into %s', async (table) => {
      const before = await countRows(table);
      const rows = [validRow(table), validRow(table)];
      const columns = Object.keys(rows[0]!);
      const values = rows.map(
        (_, row) =>
          `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
      );
      const sql = `insert into api.${table} (${columns.join(', ')}) values ${values.join(', ')}`;
      expect(
        await asVisitor(
          sql,
          rows.flatMap((row) => Object.values(row)),
        ),
      ).toBe(CHECK_VIOLATION);
      expect(await countRows(table)).toBe(before);
    });

    it.each(LEAD_TABLES)(
      'takes the Data API statement for one %s row as anon, and refuses it for two',
      async (table) => {
        const before = await countRows(table);
        const row = validRow(table);
        const sql = postgrestInsertStatement(table, Object.keys(row));
        const headers = keysHeader(`postgrest-${table}`);
        expect(await asVisitor(sql, [JSON.stringify(row)], 'anon', headers)).toBe('ok');
        expect(await countRows(table)).toBe(before + 1);
        const two = JSON.stringify([validRow(table), validRow(table)]);
        expect(await asVisitor(sql, [two], 'anon', headers)).toBe(CHECK_VIOLATION);
        expect(await countRows(table)).toBe(before + 1);
      },
    );

    it('refuses category scores padded past 2 KB, though every figure in them is right', async () => {
      const row = validRow('assessment_results');
      const padded = JSON.stringify(row.category_scores).replace(
        /"score":(\d+)/g,
        (_, score: string) => `"score":${score}.${'0'.repeat(500)}`,
      );
      const columns = Object.keys(row).filter((column) => column !== 'category_scores');
      const sql = `insert into api.assessment_results (${columns.join(', ')}, category_scores)
        values (${columns.map((_, index) => `$${index + 1}`).join(', ')}, $${columns.length + 1}::text::jsonb)`;
      const params = [...columns.map((column) => row[column]), padded];
      expect(await asVisitor(sql, params)).toBe(CHECK_VIOLATION);
      const unpadded = padded.replace(/\.0+/g, '');
      expect(await asVisitor(sql, [...params.slice(0, -1), unpadded])).toBe('ok');
    });

    it('answers the health check as anon, and tells nothing', async () => {
      expect(await asVisitor('select api.ready()')).toBe('ok');
      const { rows } = await db.query<{ ready: boolean }>('select api.ready() as ready');
      expect(rows).toEqual([{ ready: true }]);
    });
  });

  describe('the submission limit', () => {
    const send = (labels: string[], row = validRow('contact_submissions')) =>
      insertAsVisitor('contact_submissions', row, 'anon', keysHeader(...labels));

    it('takes five leads a minute per key, refuses the sixth unstored, and keeps keys apart', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1)
        expect(await send(['visitor-a'])).toBe('ok');
      const before = await countRows('contact_submissions');
      expect(await send(['visitor-a'])).toBe(RATE_LIMITED);
      expect(await countRows('contact_submissions')).toBe(before);
      expect(await send(['visitor-b'])).toBe('ok');
    });

    it('counts a lead against each of its keys', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(await send([`client-${attempt}`, 'shared-address'])).toBe('ok');
      }
      expect(await send(['client-6', 'shared-address'])).toBe(RATE_LIMITED);
      expect(await send(['client-6', 'other-address'])).toBe('ok');
    });

    it('counts neither a refused lead nor one already stored against the visitor', async () => {
      const refused = { ...validRow('contact_submissions'), first_name: ' ' };
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        expect(await send(['refused-visitor'], refused)).toBe(CHECK_VIOLATION);
      }
      const row = validRow('contact_submissions');
      expect(await send(['retrying-visitor'], row)).toBe('ok');
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        expect(await send(['retrying-visitor'], row)).toBe('23505');
      }
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect(await send(['refused-visitor'])).toBe('ok');
        expect(await send(['retrying-visitor'])).toBe('ok');
      }
    });

    it.skipIf(name === 'PGlite')(
      'holds across connections, as across the instances of a server',
      async () => {
        const other = await engine.connect();
        const insert = (connection: typeof db) =>
          connection.transaction(async (tx) => {
            await tx.exec('set local role anon');
            await tx.query("select set_config('request.headers', $1, true)", [
              JSON.stringify(keysHeader('busy-visitor')),
            ]);
            const row = validRow('contact_submissions');
            const columns = Object.keys(row);
            await tx.query(
              `insert into api.contact_submissions (${columns.join(', ')})
               values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
              Object.values(row),
            );
          });
        for (const connection of [db, other, db, other, db]) await insert(connection);
        await expect(insert(other)).rejects.toMatchObject({ code: RATE_LIMITED });
      },
    );

    it.each(['anon', 'authenticated'])(
      'refuses a lead %s sends without a key, and stores nothing',
      async (role) => {
        const before = await countRows('contact_submissions');
        for (const headers of [{}, { 'x-submission-keys': '' }] as Record<string, string>[]) {
          expect(
            await insertAsVisitor(
              'contact_submissions',
              validRow('contact_submissions'),
              role,
              headers,
            ),
          ).toBe('22023');
        }
        expect(await countRows('contact_submissions')).toBe(before);
      },
    );

    it('counts the mailbox itself: five leads a minute to one mailbox, however spelt and by whomever', async () => {
      const spellings = [
        'mailbox.owner@gmail.com',
        'MAILBOX.OWNER@gmail.com',
        'mailboxowner+1@gmail.com',
        'm.a.i.l.b.o.x.owner@googlemail.com',
        ' mailbox.owner+x@Gmail.com',
        'mailbox.owner+again@gmail.com',
      ];
      const row = (email: string) => ({ ...validRow('contact_submissions'), email: email.trim() });
      for (const [index, email] of spellings.slice(0, 5).entries()) {
        expect(await send([`mailbox-visitor-${index}`], row(email))).toBe('ok');
      }
      expect(await send(['mailbox-visitor-6'], row(spellings[5]!))).toBe(RATE_LIMITED);
      // Another form keeps its own count.
      expect(
        await insertAsVisitor(
          'assessment_contacts',
          { ...validRow('assessment_contacts'), email: 'mailboxowner@gmail.com' },
          'anon',
          keysHeader('mailbox-visitor-7'),
        ),
      ).toBe('ok');
    });

    it('trusts the owner, who inserts without a key', async () => {
      const row = validRow('contact_submissions');
      const columns = Object.keys(row);
      await db.query(
        `insert into api.contact_submissions (${columns.join(', ')})
         values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(row),
      );
      expect(await countRows('contact_submissions')).toBeGreaterThan(0);
    });

    it('stores only hashes, and refuses keys that are not', async () => {
      expect(
        await insertAsVisitor('contact_submissions', validRow('contact_submissions'), 'anon', {
          'x-submission-keys': 'ip:203.0.113.7',
        }),
      ).toBe('22023');
      const { rows } = await db.query<{ clear: number }>(
        `select count(*)::int as clear from private.submission_attempts
         where key_hash !~ '^[0-9a-f]{64}$'`,
      );
      expect(rows).toEqual([{ clear: 0 }]);
    });

    it('forgets attempts once the minute is over', async () => {
      await db.query(
        `insert into private.submission_attempts (key_hash, attempted_at)
         values ($1, now() - interval '2 minutes')`,
        [keyOf('old-visitor')],
      );
      expect(await send(['new-visitor'])).toBe('ok');
      const { rows } = await db.query<{ old: number }>(
        `select count(*)::int as old from private.submission_attempts
         where attempted_at < now() - interval '1 minute'`,
      );
      expect(rows).toEqual([{ old: 0 }]);
    });

    it.each([
      'select * from private.submission_attempts',
      'delete from private.submission_attempts',
      "update private.submission_attempts set attempted_at = now() - interval '1 hour'",
      'truncate private.submission_attempts',
      "insert into private.submission_attempts (key_hash) values (repeat('a', 64))",
      'select private.count_submission()',
    ])('lets anon take a slot but not read or reset anyone’s: %s', async (sql) => {
      expect(await asVisitor(sql)).toBe(INSUFFICIENT_PRIVILEGE);
    });
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
