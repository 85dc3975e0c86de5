import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedLeadStore } from '@/lib/database/embedded-store';
import { addFunnelCounts } from '@/lib/database/funnel-counts';
import type { FunnelCount } from '@/lib/database/types';
import { QUESTION_COUNT } from '@/lib/model/assessment-shape';
import { engineAvailable, openEngine } from '../support/sql-engines';

const run = promisify(execFile);
const today = new Date().toISOString().slice(0, 10);

/** The steps of a visitor who leaves after question `last`, or of one who sends the answers. */
function walk(last: number | 'submitted'): FunnelCount[] {
  const questions = last === 'submitted' ? QUESTION_COUNT : last;
  const steps = [
    'started',
    ...Array.from({ length: questions }, (_, index) => `question-${index + 1}`),
    ...(last === 'submitted' ? ['email', 'submitted'] : []),
  ];
  return steps.map((step) => ({ day: today, form: 'assessment', locale: 'en', step, visitors: 1 }));
}

/** Runs an operator's command as `npm run` would, with only the settings given. */
async function command(script: string, args: string[], settings: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      env: { ...process.env, DATABASE_URL: '', LEADS_READER_DATABASE_URL: '', ...settings },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The rows of one form and language, as `step count`. */
function rowsOf(report: string, heading: string): string[] {
  const block = report.split('\n\n').find((part) => part.split('\n')[0] === heading) ?? '';
  return block
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/).slice(0, 2).join(' '));
}

/** What a walk that stops at question 7 and one that sends everything show, step by step. */
const BOTH_WALKS = [
  'started 2',
  ...Array.from(
    { length: QUESTION_COUNT },
    (_, index) => `question-${index + 1} ${index < 7 ? 2 : 1}`,
  ),
  'email 1',
  'submitted 1',
];

describe('npm run funnel', () => {
  let workDir: string;
  let dataDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'funnel-cli-'));
    dataDir = path.join(workDir, 'leads');
    const store = createEmbeddedLeadStore({ dataDir });
    for (const count of [...walk(7), ...walk('submitted')]) {
      await addFunnelCounts((work) => store.asOutboxWorker(work), [count]);
    }
    await store.close();
  }, 120_000);

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('shows a walk that stops at question 7 and one that is sent, from the embedded database', async () => {
    const { code, stdout } = await command('scripts/funnel.mjs', ['--since', today], {
      LEADS_DATA_DIR: dataDir,
    });
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(`Funnel from ${today} to today (UTC)`);
    expect(rowsOf(stdout, 'assessment, en')).toEqual(BOTH_WALKS);
    expect(stdout).toContain('contact, en: nothing counted');
  });

  it('counts nothing before --since or after --until, and refuses a date that is not one', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await command('scripts/funnel.mjs', ['--until', yesterday], {
      LEADS_DATA_DIR: dataDir,
    });
    expect(before.stdout).toContain('assessment, en: nothing counted');
    const wrong = await command('scripts/funnel.mjs', ['--since', '2026-02-30'], {
      LEADS_DATA_DIR: dataDir,
    });
    expect(wrong).toMatchObject({ code: 1, stdout: '' });
    expect(wrong.stderr).toContain('--since takes a date such as 2026-11-01');
  });

  it('reads through the same helper as npm run leads, which still lists leads', async () => {
    const leads = await command('scripts/leads.mjs', [], { LEADS_DATA_DIR: dataDir });
    expect(leads).toMatchObject({ code: 0, stdout: 'No leads.\n' });
  });

  it.skipIf(!engineAvailable('PostgreSQL'))(
    'reads Supabase as a user in the leads_reader role',
    async () => {
      const engine = await openEngine('PostgreSQL');
      const user = `sales_${randomBytes(4).toString('hex')}`;
      try {
        await addFunnelCounts(
          (work) =>
            engine.db.transaction(async (tx) => {
              await tx.exec('set local role outbox_worker');
              return work(tx);
            }),
          [...walk(7), ...walk('submitted')],
        );
        await engine.db.exec(`create role ${user} login in role leads_reader`);
        const url = new URL(engine.url!);
        url.username = user;
        const { code, stdout, stderr } = await command('scripts/funnel.mjs', ['--since', today], {
          LEADS_READER_DATABASE_URL: url.toString(),
          LEADS_DATA_DIR: path.join(workDir, 'none'),
        });
        expect(stderr).toBe('');
        expect(code).toBe(0);
        expect(rowsOf(stdout, 'assessment, en')).toEqual(BOTH_WALKS);
      } finally {
        // Roles belong to the cluster, which outlives the test's database.
        await engine.db.exec(`drop role if exists ${user}`);
        await engine.close();
      }
    },
  );
});
