import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gapQuestion } from '@/lib/assistant/gaps';
import { createAssistantGaps, type AssistantGaps, type Gap } from '@/lib/database/assistant-gaps';
import { createEmbeddedLeadStore } from '@/lib/database/embedded-store';
import { engineAvailable, openEngine } from '../support/sql-engines';

const run = promisify(execFile);
const today = new Date().toISOString().slice(0, 10);

/** Runs an operator's command as `npm run` would, with only the settings given. */
async function command(args: string[], settings: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['scripts/assistant-gaps.mjs', ...args],
      {
        env: { ...process.env, DATABASE_URL: '', LEADS_READER_DATABASE_URL: '', ...settings },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const declined = (locale: Gap['locale'], question: string, closestPage: string | null): Gap => ({
  locale,
  reason: 'declined',
  question: gapQuestion(question),
  closestPage,
});

/** What visitors asked and voted, as the site records it. */
async function visit(gaps: AssistantGaps): Promise<void> {
  for (const typed of [
    'Can you fix my printer? Write to jo@example.com',
    'can you FIX my printer?  write to ann@example.org',
    'Can you fix my printer?   Write to JO@EXAMPLE.COM',
  ]) {
    await gaps.record(declined('en', typed, '/en/ai-solutions/data'));
  }
  await gaps.record(declined('en', 'Do you sell laptops?', null));
  await gaps.record(declined('fr', 'Réparez-vous les imprimantes ?', '/fr/faq'));
  await gaps.vote({ locale: 'en', page: '/en/faq', vote: 'up' });
  await gaps.vote({ locale: 'en', page: '/en/faq', vote: 'up' });
  await gaps.vote({ locale: 'en', page: '/en/faq', vote: 'down' });
}

/** The lines of a section, cell by cell. */
function rowsOf(report: string, heading: string): string[][] {
  const block = report.split('\n\n').find((part) => part.split('\n')[0] === heading) ?? '';
  return block
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.trim().split(/\s{2,}/));
}

describe('npm run assistant:gaps', () => {
  let workDir: string;
  let dataDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'gaps-cli-'));
    dataDir = path.join(workDir, 'leads');
    const store = createEmbeddedLeadStore({ dataDir });
    await visit(createAssistantGaps((work) => store.asOutboxWorker(work)));
    await store.close();
  }, 120_000);

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('lists a question declined three times as one line counted 3, beside its closest page, per language', async () => {
    const { code, stdout, stderr } = await command(['--since', today], { LEADS_DATA_DIR: dataDir });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(rowsOf(stdout, 'Questions not answered well, en')).toEqual([
      ['Count', 'Reason', 'Question', 'Closest page'],
      ['3', 'declined', 'can you fix my printer? write to [e-mail]', '/en/ai-solutions/data'],
      ['1', 'declined', 'do you sell laptops', '-'],
    ]);
    expect(rowsOf(stdout, 'Questions not answered well, fr')).toEqual([
      ['Count', 'Reason', 'Question', 'Closest page'],
      ['1', 'declined', 'réparez-vous les imprimantes', '/fr/faq'],
    ]);
    expect(rowsOf(stdout, 'Votes on cited pages, en')).toEqual([
      ['Up', 'Down', 'Page'],
      ['2', '1', '/en/faq'],
    ]);
    expect(rowsOf(stdout, 'Votes on cited pages, fr')).toEqual([['None.']]);
    // Nothing the visitors typed to reach them is stored, so nothing of it is printed.
    expect(stdout).not.toMatch(/@|\d{2} \d{2}/);
  });

  it('shows one language with --locale and the most asked with --limit', async () => {
    const { stdout } = await command(['--since', today, '--locale', 'en', '--limit', '1'], {
      LEADS_DATA_DIR: dataDir,
    });
    expect(stdout).not.toContain(', fr');
    expect(rowsOf(stdout, 'Questions not answered well, en')).toEqual([
      ['Count', 'Reason', 'Question', 'Closest page'],
      ['3', 'declined', 'can you fix my printer? write to [e-mail]', '/en/ai-solutions/data'],
    ]);
  });

  it('counts nothing before --since, and refuses what is not a date, a language or a limit', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = await command(['--since', tomorrow], { LEADS_DATA_DIR: dataDir });
    expect(rowsOf(later.stdout, 'Questions not answered well, en')).toEqual([['None.']]);
    for (const [args, message] of [
      [[], '--since is needed'],
      [['--since', '2026-02-30'], '--since takes a date'],
      [['--since', today, '--locale', 'de'], '--locale is one of en, fr'],
      [['--since', today, '--limit', '0'], '--limit is a whole number'],
    ] as const) {
      const wrong = await command([...args], { LEADS_DATA_DIR: dataDir });
      expect(wrong).toMatchObject({ code: 1, stdout: '' });
      expect(wrong.stderr).toContain(message);
    }
  });

  it.skipIf(!engineAvailable('PostgreSQL'))(
    'reads Supabase as a user in the leads_reader role',
    async () => {
      const engine = await openEngine('PostgreSQL');
      const user = `sales_${randomBytes(4).toString('hex')}`;
      try {
        await visit(
          createAssistantGaps((work) =>
            engine.db.transaction(async (tx) => {
              await tx.exec('set local role outbox_worker');
              return work(tx);
            }),
          ),
        );
        await engine.db.exec(`create role ${user} login in role leads_reader`);
        const url = new URL(engine.url!);
        url.username = user;
        const { code, stdout, stderr } = await command(['--since', today, '--locale', 'en'], {
          LEADS_READER_DATABASE_URL: url.toString(),
          LEADS_DATA_DIR: path.join(workDir, 'none'),
        });
        expect(stderr).toBe('');
        expect(code).toBe(0);
        expect(rowsOf(stdout, 'Questions not answered well, en')[1]).toEqual([
          '3',
          'declined',
          'can you fix my printer? write to [e-mail]',
          '/en/ai-solutions/data',
        ]);
      } finally {
        // Roles belong to the cluster, which outlives the test's database.
        await engine.db.exec(`drop role if exists ${user}`);
        await engine.close();
      }
    },
  );
});
