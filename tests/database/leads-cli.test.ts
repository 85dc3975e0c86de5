import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedLeadStore } from '@/lib/database/embedded-store';
import { parseCsv } from '../support/csv';
import { aContactLead, aVisitor } from '../support/lead-fixtures';
import { readEmbeddedLeads } from '../support/embedded-leads';

const run = promisify(execFile);

describe('npm run leads: the rights that reach past the database', () => {
  let workDir: string;
  let dataDir: string;
  let backupDir: string;
  const erased = aContactLead({ email: 'erased.person@example.com', message: 'Forget me.' });
  const objector = aContactLead({ email: 'objector@example.com', message: 'Call me never.' });
  const unsubscribed = aContactLead({
    email: 'unsubscribed@example.com',
    message: 'Quiet, please.',
  });

  /** Runs the command as `npm run leads --` would, against the embedded database. */
  async function leads(...args: string[]) {
    try {
      const { stdout, stderr } = await run(process.execPath, ['scripts/leads.mjs', ...args], {
        env: {
          ...process.env,
          DATABASE_URL: '',
          LEADS_READER_DATABASE_URL: '',
          LEADS_STEWARD_DATABASE_URL: '',
          LEADS_DATA_DIR: dataDir,
          MAIL_OUTBOX_DIR: path.join(workDir, 'mail'),
        },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'leads-cli-'));
    dataDir = path.join(workDir, 'leads');
    backupDir = path.join(workDir, 'backup');
    const store = createEmbeddedLeadStore({ dataDir });
    expect(await store.saveContact(erased, aVisitor())).toEqual({ ok: true });
    expect(await store.saveContact(objector, aVisitor())).toEqual({ ok: true });
    expect(await store.saveContact(unsubscribed, aVisitor())).toEqual({ ok: true });
    await store.close();
    // The nightly backup, taken before anyone asked for anything.
    await cp(dataDir, backupDir, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('erases again, after a restore, whoever the saved register names, and says what it did', async () => {
    expect((await leads('--erase', erased.email, '--yes')).code).toBe(0);
    expect((await leads('--object', unsubscribed.email, '--yes')).code).toBe(0);
    const register = await leads('--save-register');
    expect(register.code).toBe(0);
    const entries = register.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const hash = (address: string) => createHash('sha256').update(address).digest('hex');
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'erasure',
        mailbox_hash: hash(erased.email),
        contact_submissions: 1,
      }),
      { kind: 'objection', mailbox_hash: hash(unsubscribed.email), since: expect.any(String) },
    ]);
    expect(register.stdout).not.toContain('@');
    const saved = path.join(workDir, 'register.ndjson');
    await writeFile(saved, register.stdout);

    // The database is restored from the backup: the person is back, and the register forgot both
    // requests.
    await rm(dataDir, { recursive: true, force: true });
    await cp(backupDir, dataDir, { recursive: true });
    expect((await readEmbeddedLeads(dataDir)).contact_submissions).toHaveLength(3);
    expect((await leads('--reapply-erasures', '--yes')).stdout).toContain(
      'Erased again 0 mailboxes of the 0 in the register',
    );

    const reapplied = await leads('--reapply-erasures', '--register', saved, '--yes');
    expect(reapplied.code).toBe(0);
    expect(reapplied.stdout).toContain(
      `From ${saved}: 1 erasure added back to the register, 1 objection recorded again.`,
    );
    expect(reapplied.stdout).toMatch(
      /Erased again 1 mailbox of the 1 in the register: 1 contact message, 0 assessment contacts, 0 assessment results, 0 call bookings, 3 outbox messages/,
    );
    const left = await readEmbeddedLeads(dataDir);
    expect(left.contact_submissions.map((lead) => lead.id).sort()).toEqual(
      [objector.id, unsubscribed.id].sort(),
    );
    const person = JSON.parse((await leads('--person', unsubscribed.email)).stdout) as {
      suppressed: { reason: string } | null;
    };
    expect(person.suppressed?.reason).toBe('objection');

    // Safe to repeat.
    const again = await leads('--reapply-erasures', '--register', saved, '--yes');
    expect(again.stdout).toContain(
      `From ${saved}: 0 erasures added back to the register, 0 objections recorded again.`,
    );
    expect(again.stdout).toContain('Erased again 0 mailboxes of the 1 in the register');
    // Each command opens the embedded database afresh: minutes on a busy machine.
  }, 300_000);

  it('lists the leads nobody took and the week’s response times, as the sales team reads them', async () => {
    const waiting = await leads('--waiting');
    expect(waiting.code).toBe(0);
    expect(waiting.stdout).toMatch(/^Waiting longest first/);
    const listed = waiting.stdout.split('\n').filter((line) => line.includes('@'));
    // Every lead the file stored is on the desk, untaken, its notice not sent: the worker never ran.
    expect(listed.length).toBeGreaterThanOrEqual(2);
    for (const line of listed) expect(line).toMatch(/\(no notice yet\)$/);
    expect(waiting.stdout).not.toContain(erased.email);

    const times = await leads('--response-times', '--weeks', '3');
    expect(times.code).toBe(0);
    expect(times.stdout.split('\n').filter((line) => /^\d{4}-W\d{2} /.test(line))).toHaveLength(3);

    const wrong = await leads('--waiting', '--csv');
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain('--waiting takes neither --csv nor --limit.');
  }, 180_000);

  it('marks an objector "do not prospect" in the export, and warns that a CSV escapes retention', async () => {
    const objected = await leads('--object', objector.email.toUpperCase(), '--yes');
    expect(objected.code).toBe(0);
    expect(objected.stdout).toContain('marked "do not prospect"');
    expect(objected.stdout).toContain('1 e-mail waiting for it stopped.');

    const csv = await leads('--csv');
    expect(csv.code).toBe(0);
    expect(csv.stderr).toContain('escapes the retention period and erasures: delete it once used');
    const [header, ...rows] = parseCsv(csv.stdout);
    const column = header!.indexOf('Do not prospect');
    expect(rows.find((row) => row.includes(objector.email))?.[column]).toBe('yes');

    const table = await leads();
    expect(table.stdout).toMatch(/<objector@example\.com>.*\[do not prospect\]/);
  }, 180_000);
});
