import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assessmentContactRow, assessmentResultRow, contactSubmissionRow } from '@/lib/leads/rows';
import {
  claimMessages,
  forgetOldMessages,
  markFailed,
  markSent,
  MAX_ATTEMPTS,
  type OutboxKind,
  type WorkerConnection,
} from '@/lib/outbox/queue';
import { deliverDue } from '@/lib/outbox/worker';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const INSUFFICIENT_PRIVILEGE = '42501';
const EVERY_KIND: OutboxKind[] = ['sales', 'visitor', 'webhook'];

describe.each(ENGINES.filter(engineAvailable))('the outbox on %s', (name) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await openEngine(name);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  beforeEach(async () => {
    // Each test starts from an outbox with nothing due; the leads stay.
    await engine.db.exec("update private.outbox set status = 'sent'");
  });

  const asWorker: WorkerConnection = (work) =>
    engine.db.transaction(async (tx) => {
      await tx.exec('set local role outbox_worker');
      return work(tx);
    });

  async function claimOne() {
    const [message = null, ...rest] = await claimMessages(asWorker, EVERY_KIND, 1);
    expect(rest).toEqual([]);
    return message;
  }

  async function asRole(role: string, sql: string, params: unknown[] = []): Promise<string> {
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

  async function insertAsAnon(table: string, row: Record<string, unknown>) {
    const columns = Object.keys(row);
    const sql = `insert into api.${table} (${columns.join(', ')})
      values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`;
    return asRole('anon', sql, Object.values(row));
  }

  async function queued(leadId: string) {
    const { rows } = await engine.db.query<{ kind: string; status: string; payload: unknown }>(
      'select kind, status, payload from private.outbox where lead_id = $1 order by kind',
      [leadId],
    );
    return rows;
  }

  it('queues the sales notice, the visitor’s e-mail and the webhook with a stored contact message', async () => {
    const lead = aContactLead({ email: 'queue@example.com' });
    expect(await insertAsAnon('contact_submissions', contactSubmissionRow(lead))).toBe('ok');
    const messages = await queued(lead.id);
    expect(messages.map(({ kind, status }) => [kind, status])).toEqual([
      ['sales', 'pending'],
      ['visitor', 'pending'],
      ['webhook', 'pending'],
    ]);
    expect(messages[0]?.payload).toMatchObject({
      table: 'contact_submissions',
      lead: { id: lead.id, email: 'queue@example.com', message: lead.message },
      contact: null,
    });
  });

  it('queues nothing for an insert that fails, nor twice for a lead sent again', async () => {
    const lead = aContactLead();
    expect(
      await insertAsAnon('contact_submissions', { ...contactSubmissionRow(lead), first_name: ' ' }),
    ).toBe('23514');
    expect(await queued(lead.id)).toEqual([]);
    expect(await insertAsAnon('contact_submissions', contactSubmissionRow(lead))).toBe('ok');
    expect(await insertAsAnon('contact_submissions', contactSubmissionRow(lead))).toBe('23505');
    expect(await queued(lead.id)).toHaveLength(3);
  });

  it('tells sales of an assessment started, and gives a result the details left before it', async () => {
    const contact = anAssessmentContactLead({ email: 'Results@Example.com' });
    expect(await insertAsAnon('assessment_contacts', assessmentContactRow(contact))).toBe('ok');
    expect((await queued(contact.id)).map(({ kind }) => kind)).toEqual(['sales', 'webhook']);

    const result = anAssessmentResultLead({ email: 'results@example.com' });
    expect(await insertAsAnon('assessment_results', assessmentResultRow(result))).toBe('ok');
    const [sales] = await queued(result.id);
    expect(sales?.payload).toMatchObject({
      table: 'assessment_results',
      lead: { total_score: 53, overall_readiness_level: 'Moderate' },
      contact: { id: contact.id, first_name: contact.firstName, company_name: contact.companyName },
    });
  });

  it('sends one address at most three e-mails a day, whatever is submitted', async () => {
    const ids: string[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const lead = aContactLead({ email: 'target@example.com', message: `Message ${attempt}` });
      ids.push(lead.id);
      expect(await insertAsAnon('contact_submissions', contactSubmissionRow(lead))).toBe('ok');
    }
    const statuses = await Promise.all(
      ids.map(async (id) => (await queued(id)).find(({ kind }) => kind === 'visitor')?.status),
    );
    expect(statuses).toEqual(['pending', 'pending', 'pending', 'skipped']);
    // The sales team hears of all four.
    const sales = await Promise.all(
      ids.map(async (id) => (await queued(id)).find(({ kind }) => kind === 'sales')?.status),
    );
    expect(sales).toEqual(['pending', 'pending', 'pending', 'pending']);
  });

  it.each([
    'select * from private.outbox',
    "update private.outbox set status = 'sent'",
    'delete from private.outbox',
  ])('keeps visitors and the sales reader out of the outbox: %s', async (sql) => {
    expect(await asRole('anon', sql)).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await asRole('leads_reader', sql)).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('lets the worker read and update the outbox, and nothing else', async () => {
    expect(await asRole('outbox_worker', 'select count(*) from private.outbox')).toBe('ok');
    expect(await asRole('outbox_worker', 'update private.outbox set last_error = null')).toBe('ok');
    for (const sql of [
      'select count(*) from api.contact_submissions',
      "insert into private.outbox (lead_table, lead_id, kind, payload) values ('contact_submissions', gen_random_uuid(), 'sales', '{}')",
      'select count(*) from private.submission_attempts',
    ]) {
      expect(await asRole('outbox_worker', sql)).toBe(INSUFFICIENT_PRIVILEGE);
    }
  });

  it('claims each due message once, the sales notice first, retries a failure later and gives up after the last attempt', async () => {
    const lead = aContactLead({ email: 'claims@example.com' });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    const first = await claimOne();
    const second = await claimOne();
    const third = await claimOne();
    expect(first?.kind).toBe('sales');
    expect(new Set([first?.id, second?.id, third?.id]).size).toBe(3);
    expect(await claimOne()).toBeNull();

    await markSent(asWorker, [first!.id]);
    await markFailed(asWorker, second!, 'Error ECONNREFUSED');
    const { rows } = await engine.db.query<{ status: string; last_error: string; later: boolean }>(
      `select status, last_error, next_attempt_at > now() as later from private.outbox where id = $1`,
      [second!.id],
    );
    expect(rows).toEqual([{ status: 'pending', last_error: 'Error ECONNREFUSED', later: true }]);
    // Not due yet: nobody claims it.
    expect(await claimOne()).toBeNull();

    await engine.db.query('update private.outbox set attempts = $2 where id = $1', [
      third!.id,
      MAX_ATTEMPTS,
    ]);
    await markFailed(asWorker, { id: third!.id, attempts: MAX_ATTEMPTS }, 'WebhookRefused 500');
    const dead = await engine.db.query<{ status: string }>(
      'select status from private.outbox where id = $1',
      [third!.id],
    );
    expect(dead.rows).toEqual([{ status: 'dead' }]);
  });

  it('claims due messages in batches, none twice, and records a batch sent at once', async () => {
    for (const email of ['batch1@example.com', 'batch2@example.com']) {
      await insertAsAnon('contact_submissions', contactSubmissionRow(aContactLead({ email })));
    }
    const first = await claimMessages(asWorker, EVERY_KIND, 4);
    const second = await claimMessages(asWorker, EVERY_KIND, 4);
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(2);
    // Both sales notices come in the first batch, whatever order it lists them in.
    expect(first.filter((message) => message.kind === 'sales')).toHaveLength(2);
    const ids = [...first, ...second].map((message) => message.id);
    expect(new Set(ids).size).toBe(6);
    expect(await claimMessages(asWorker, EVERY_KIND, 4)).toEqual([]);

    await markSent(asWorker, ids);
    const { rows } = await engine.db.query<{ status: string }>(
      "select distinct status from private.outbox where id = any(string_to_array($1, ',')::uuid[])",
      [ids.join(',')],
    );
    expect(rows).toEqual([{ status: 'sent' }]);
  });

  it('records every message of a kind nothing delivers as skipped, with the reason, and sends the rest', async () => {
    const lead = aContactLead({ email: 'skips@example.com' });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    const sent: OutboxKind[] = [];
    const report = await deliverDue(asWorker, {
      sales: async (message) => void sent.push(message.kind),
      visitor: { skip: 'e-mail is switched off' },
      webhook: { skip: 'no webhook is configured' },
    });
    expect(report).toEqual({ sent: 1, failed: 0, skipped: 2, more: false });
    expect(sent).toEqual(['sales']);
    const { rows } = await engine.db.query<{ kind: string; status: string; last_error: string }>(
      'select kind, status, last_error from private.outbox where lead_id = $1 order by kind',
      [lead.id],
    );
    expect(rows).toEqual([
      { kind: 'sales', status: 'sent', last_error: null },
      { kind: 'visitor', status: 'skipped', last_error: 'e-mail is switched off' },
      { kind: 'webhook', status: 'skipped', last_error: 'no webhook is configured' },
    ]);
  });

  it('stops at its limit and says more may be due', async () => {
    await insertAsAnon('contact_submissions', contactSubmissionRow(aContactLead()));
    const send = async () => {};
    const deliverers = { sales: send, visitor: send, webhook: send };
    expect(await deliverDue(asWorker, deliverers, { max: 2 })).toMatchObject({
      sent: 2,
      more: true,
    });
    expect(await deliverDue(asWorker, deliverers, { max: 2 })).toMatchObject({
      sent: 1,
      more: false,
    });
  });

  it('forgets messages done with for thirty days, and keeps those still to send', async () => {
    const lead = aContactLead({ email: 'forget@example.com' });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    await engine.db.query(
      `update private.outbox set created_at = now() - interval '31 days',
         status = case kind when 'sales' then 'sent' when 'visitor' then 'dead' else 'pending' end
       where lead_id = $1`,
      [lead.id],
    );
    await forgetOldMessages(asWorker);
    expect(await queued(lead.id)).toMatchObject([{ kind: 'webhook', status: 'pending' }]);
  });

  it.skipIf(name === 'PGlite')(
    'lets two workers at once, each sending three at a time, deliver each message exactly once',
    async () => {
      for (let lead = 1; lead <= 5; lead += 1) {
        const email = `worker${lead}@example.com`;
        await insertAsAnon('contact_submissions', contactSubmissionRow(aContactLead({ email })));
      }
      const other = await engine.connect();
      const asOtherWorker: WorkerConnection = (work) =>
        other.transaction(async (tx) => {
          await tx.exec('set local role outbox_worker');
          return work(tx);
        });
      const delivered: string[] = [];
      const record = async (message: { id: string }) => {
        delivered.push(message.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
      const deliverers = { sales: record, visitor: record, webhook: record };
      const [one, two] = await Promise.all([
        deliverDue(asWorker, deliverers, { concurrency: 3 }),
        deliverDue(asOtherWorker, deliverers, { concurrency: 3 }),
      ]);
      expect(one.sent + two.sent).toBe(15);
      expect(new Set(delivered).size).toBe(15);
      expect(delivered).toHaveLength(15);
    },
  );
});
