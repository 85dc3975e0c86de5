import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
} from '@/lib/database/rows';
import {
  admitSalesNotices,
  admitVisitorMessages,
  claimDigest,
  claimMessages,
  DIGEST_EVERY_MINUTES,
  markDigestSent,
  forgetOldMessages,
  LEASE_SECONDS,
  markFailed,
  markSent,
  NO_VISITOR_CEILINGS,
  outboxState,
  retryDead,
  RETRY,
  skippedLately,
  type OutboxKind,
  type OutboxPolicy,
} from '@/lib/outbox/queue';
import { deliverDue } from '@/lib/outbox/worker';
import type { SqlTransaction, WorkerConnection } from '@/lib/database/migrations';
import { objectPerson } from '@/lib/database/rights';
import { minutesPass } from '../support/outbox-clock';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const INSUFFICIENT_PRIVILEGE = '42501';
const EVERY_KIND: OutboxKind[] = ['sales', 'visitor', 'webhook'];
/** The settings the outbox's state is weighed against: as the defaults, with no ceiling. */
const POLICY: OutboxPolicy = { visitorEmailsPerHour: null, retentionMonths: 36 };

describe.each(ENGINES.filter(engineAvailable))('the outbox on %s', (name) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await openEngine(name);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  beforeEach(async () => {
    // Each test starts from an outbox with nothing due, and nothing in the last day's counts.
    await engine.db.exec(
      `update private.outbox set status = 'sent',
         created_at = created_at - interval '2 days',
         admitted_at = admitted_at - interval '2 days',
         deferred_at = deferred_at - interval '2 days',
         sent_at = sent_at - interval '2 days'`,
    );
  });

  const asWorker: WorkerConnection = (work) =>
    engine.db.transaction(async (tx) => {
      await tx.exec('set local role outbox_worker');
      return work(tx);
    });

  /** Admits every visitor's e-mail and sales notice waiting, as a run without ceilings does. */
  async function admitEverything() {
    await admitVisitorMessages(asWorker, NO_VISITOR_CEILINGS);
    await admitSalesNotices(asWorker, null);
  }

  async function claimOne() {
    const [message = null, ...rest] = await claimMessages(asWorker, EVERY_KIND, 1);
    expect(rest).toEqual([]);
    return message;
  }

  async function asRole(
    role: string,
    sql: string,
    params: unknown[] = [],
    // A visitor of their own, as the server sends one with every lead.
    network = randomBytes(32).toString('hex'),
  ): Promise<string> {
    try {
      await engine.db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        await tx.query("select set_config('request.headers', $1, true)", [
          JSON.stringify({ 'x-submission-keys': network }),
        ]);
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

  it('tells sales of an assessment started, and gives a result only the details it names', async () => {
    const contact = anAssessmentContactLead({ email: 'Results@Example.com' });
    expect(await insertAsAnon('assessment_contacts', assessmentContactRow(contact))).toBe('ok');
    expect((await queued(contact.id)).map(({ kind }) => kind)).toEqual(['sales', 'webhook']);

    const result = anAssessmentResultLead({ email: 'results@example.com', contactId: contact.id });
    expect(await insertAsAnon('assessment_results', assessmentResultRow(result))).toBe('ok');
    const sales = (await queued(result.id)).find(({ kind }) => kind === 'sales');
    expect(sales?.payload).toMatchObject({
      table: 'assessment_results',
      lead: { total_score: 53, overall_readiness_level: 'Moderate' },
      contact: { id: contact.id, first_name: contact.firstName, company_name: contact.companyName },
    });

    // A result that names no details is nobody's by its address: anyone can type one.
    const unnamed = anAssessmentResultLead({ email: 'results@example.com' });
    expect(await insertAsAnon('assessment_results', assessmentResultRow(unnamed))).toBe('ok');
    const [first] = await queued(unnamed.id);
    expect(first?.payload).toMatchObject({ table: 'assessment_results', contact: null });
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

  it('lets the worker read the outbox and record deliveries, and nothing else', async () => {
    expect(await asRole('outbox_worker', 'select count(*) from private.outbox')).toBe('ok');
    expect(await asRole('outbox_worker', 'update private.outbox set last_error = null')).toBe('ok');
    expect(
      await asRole(
        'outbox_worker',
        `update private.outbox set status = status, attempts = attempts,
           next_attempt_at = next_attempt_at, locked_until = locked_until,
           claim_token = claim_token, last_error = last_error, sent_at = sent_at,
           admitted_at = admitted_at, tries_since = tries_since, deferred_at = deferred_at,
           digest_id = digest_id`,
      ),
    ).toBe('ok');
    // What a message says, whom it is for, what it is and whose lead: never the worker's to change.
    for (const sql of [
      `update private.outbox set payload = '{"table": "contact_submissions"}'`,
      `update private.outbox set recipient_hash = repeat('a', 64)`,
      `update private.outbox set network_hash = repeat('a', 64)`,
      "update private.outbox set kind = 'visitor'",
      'update private.outbox set lead_id = gen_random_uuid()',
      "update private.outbox set lead_table = 'contact_submissions'",
      "update private.outbox set created_at = now() - interval '1 day'",
      'select count(*) from api.contact_submissions',
      "insert into private.outbox (lead_table, lead_id, kind, payload) values ('contact_submissions', gen_random_uuid(), 'sales', '{}')",
      'select count(*) from private.submission_attempts',
    ]) {
      expect(await asRole('outbox_worker', sql)).toBe(INSUFFICIENT_PRIVILEGE);
    }
  });

  const timePasses = (minutes: number) => minutesPass(asWorker, minutes);

  async function statusOf(id: string) {
    const { rows } = await engine.db.query<{ status: string; attempts: number }>(
      'select status, attempts from private.outbox where id = $1',
      [id],
    );
    return rows[0];
  }

  it('claims each due message once, the sales notice first, and retries a failure later', async () => {
    const lead = aContactLead({ email: 'claims@example.com' });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    await admitEverything();
    const first = await claimOne();
    const second = await claimOne();
    const third = await claimOne();
    expect(first?.kind).toBe('sales');
    expect(new Set([first?.id, second?.id, third?.id]).size).toBe(3);
    expect(new Set([first?.claimToken, second?.claimToken, third?.claimToken]).size).toBe(3);
    expect(await claimOne()).toBeNull();

    expect(await markSent(asWorker, [first!])).toBe(1);
    await markFailed(asWorker, second!, 'Error ECONNREFUSED');
    const { rows } = await engine.db.query<{ status: string; last_error: string; later: boolean }>(
      `select status, last_error, next_attempt_at > now() as later from private.outbox where id = $1`,
      [second!.id],
    );
    expect(rows).toEqual([{ status: 'pending', last_error: 'Error ECONNREFUSED', later: true }]);
    // Not due yet: nobody claims it.
    expect(await claimOne()).toBeNull();
  });

  it('records a delivery only for the claim that holds the message: a late report changes nothing', async () => {
    const lead = aContactLead({ email: 'lease@example.com' });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    await admitEverything();
    const [slow] = await claimMessages(asWorker, ['sales'], 1);
    // The slow worker's lease runs out; another worker claims the message and sends it.
    await timePasses(LEASE_SECONDS / 60 + 1);
    const [fast] = await claimMessages(asWorker, ['sales'], 1);
    expect(fast?.id).toBe(slow?.id);
    expect(fast?.claimToken).not.toBe(slow?.claimToken);
    expect(await markSent(asWorker, [fast!])).toBe(1);
    // The slow worker's failure, reported late, does not set the sent message back to pending.
    await markFailed(asWorker, slow!, 'Error ETIMEDOUT');
    expect(await statusOf(slow!.id)).toEqual({ status: 'sent', attempts: 2 });
    // Nor does its own late success count twice, or a second report of the fast one.
    expect(await markSent(asWorker, [slow!, fast!])).toBe(0);
    expect(await claimMessages(asWorker, ['sales'], 1)).toEqual([]);
  });

  it('retries a failing message for 48 hours, ever more slowly up to an hour apart, before giving up', async () => {
    const lead = aContactLead({ email: 'retries@example.com' });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    let minutes = 0;
    const waits: number[] = [];
    let last: string | undefined;
    for (;;) {
      const [message] = await claimMessages(asWorker, ['webhook'], 1);
      expect(message).toBeDefined();
      await markFailed(asWorker, message!, 'WebhookRefused 500');
      last = message!.id;
      if ((await statusOf(last))?.status === 'dead') break;
      const { rows } = await engine.db.query<{ wait: number }>(
        'select ceil(extract(epoch from next_attempt_at - now()) / 60)::int as wait from private.outbox where id = $1',
        [last],
      );
      const wait = rows[0]!.wait;
      waits.push(wait);
      await timePasses(wait);
      minutes += wait;
      expect(minutes).toBeLessThan(RETRY.forHours * 60 + 120);
    }
    expect(waits.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(Math.max(...waits)).toBe(RETRY.longestWaitMinutes);
    expect(minutes).toBeGreaterThanOrEqual(RETRY.forHours * 60);
  });

  it('keeps dead messages until an operator puts them back, one or all, for another 48 hours', async () => {
    const leads = ['dead1@example.com', 'dead2@example.com'].map((email) =>
      aContactLead({ email }),
    );
    for (const lead of leads) await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    const claimed = await claimMessages(asWorker, ['webhook'], 2);
    expect(claimed).toHaveLength(2);
    await timePasses(RETRY.forHours * 60 + 1);
    for (const message of claimed) await markFailed(asWorker, message, 'WebhookRefused 503');
    for (const message of claimed) expect((await statusOf(message.id))?.status).toBe('dead');

    // A month later they are still there; what was delivered is forgotten.
    await timePasses(31 * 24 * 60);
    await forgetOldMessages(asWorker);
    for (const message of claimed) expect((await statusOf(message.id))?.status).toBe('dead');
    expect(await outboxState(asWorker, EVERY_KIND, POLICY)).toMatchObject({ dead: 2 });

    expect(await retryDead(asWorker, claimed[0]!.id)).toBe(1);
    expect((await statusOf(claimed[0]!.id))?.status).toBe('pending');
    expect((await statusOf(claimed[1]!.id))?.status).toBe('dead');
    const [again] = await claimMessages(asWorker, ['webhook'], 1);
    expect(again?.id).toBe(claimed[0]!.id);
    // Its 48 hours start again: one more failure does not kill it.
    await markFailed(asWorker, again!, 'WebhookRefused 503');
    expect((await statusOf(claimed[0]!.id))?.status).toBe('pending');

    expect(await retryDead(asWorker)).toBe(1);
    expect(await outboxState(asWorker, EVERY_KIND, POLICY)).toMatchObject({ dead: 0 });
  });

  it('tells the health check how many wait, how long the oldest has, and how many are dead', async () => {
    expect(await outboxState(asWorker, EVERY_KIND, POLICY)).toEqual({
      waiting: 0,
      late: 0,
      dead: 0,
      oldestWaitingMinutes: 0,
      deferred: 0,
      ceilingReached: false,
      retentionMatches: true,
    });
    await insertAsAnon('contact_submissions', contactSubmissionRow(aContactLead()));
    expect(await outboxState(asWorker, EVERY_KIND, POLICY)).toMatchObject({ waiting: 3, late: 0 });
    await timePasses(20);
    expect(await outboxState(asWorker, EVERY_KIND, POLICY)).toEqual({
      waiting: 3,
      late: 3,
      dead: 0,
      oldestWaitingMinutes: 20,
      deferred: 0,
      ceilingReached: false,
      retentionMatches: true,
    });
  });

  it('claims due messages in batches, none twice, and records a batch sent at once', async () => {
    for (const email of ['batch1@example.com', 'batch2@example.com']) {
      await insertAsAnon('contact_submissions', contactSubmissionRow(aContactLead({ email })));
    }
    await admitEverything();
    const first = await claimMessages(asWorker, EVERY_KIND, 4);
    const second = await claimMessages(asWorker, EVERY_KIND, 4);
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(2);
    // Both sales notices come in the first batch, whatever order it lists them in.
    expect(first.filter((message) => message.kind === 'sales')).toHaveLength(2);
    const ids = [...first, ...second].map((message) => message.id);
    expect(new Set(ids).size).toBe(6);
    expect(await claimMessages(asWorker, EVERY_KIND, 4)).toEqual([]);

    await markSent(asWorker, [...first, ...second]);
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
      confirmation: { skip: 'e-mail is switched off' },
      webhook: { skip: 'no webhook is configured' },
      event: { skip: 'no webhook is configured' },
      escalation: { skip: 'e-mail is switched off' },
      team: { skip: 'e-mail is switched off' },
    });
    expect(report).toEqual({
      sent: 1,
      failed: 0,
      skipped: 2,
      deferred: 0,
      digested: 0,
      more: false,
      notReady: [],
    });
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
    const deliverers = {
      sales: send,
      visitor: send,
      confirmation: send,
      webhook: send,
      event: send,
      escalation: send,
      team: send,
    };
    expect(await deliverDue(asWorker, deliverers, { max: 2 })).toMatchObject({
      sent: 2,
      more: true,
    });
    expect(await deliverDue(asWorker, deliverers, { max: 2 })).toMatchObject({
      sent: 1,
      more: false,
    });
  });

  it('forgets messages delivered or skipped thirty days ago, and keeps those still to send or dead', async () => {
    const lead = aContactLead({ email: 'forget@example.com' });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    await engine.db.query(
      `update private.outbox set created_at = now() - interval '31 days',
         status = case kind when 'sales' then 'sent' when 'visitor' then 'dead' else 'pending' end
       where lead_id = $1`,
      [lead.id],
    );
    await forgetOldMessages(asWorker);
    expect(await queued(lead.id)).toMatchObject([
      { kind: 'visitor', status: 'dead' },
      { kind: 'webhook', status: 'pending' },
    ]);
  });

  it('sends one mailbox at most three e-mails a day, however its address is spelt', async () => {
    const spellings = [
      'Mail.Box@gmail.com',
      'mailbox+1@gmail.com',
      'm.a.i.l.b.o.x@googlemail.com',
      'MAILBOX@GMAIL.COM',
      'mailbox+x@gmail.com',
    ];
    const statuses: (string | undefined)[] = [];
    for (const email of spellings) {
      const lead = aContactLead({ email });
      expect(await insertAsAnon('contact_submissions', contactSubmissionRow(lead))).toBe('ok');
      statuses.push((await queued(lead.id)).find(({ kind }) => kind === 'visitor')?.status);
    }
    expect(statuses).toEqual(['pending', 'pending', 'pending', 'skipped', 'skipped']);
  });

  /** A visitor network's key, as lib/visitor-keys.ts would send it. */
  const aNetwork = () => randomBytes(32).toString('hex');

  /** A contact message from `network`, to an address at `domain`: its id. */
  async function messageFrom(network: string, domain = `${aNetwork().slice(0, 12)}.example`) {
    const lead = aContactLead({ email: `visitor-${aNetwork().slice(0, 8)}@${domain}` });
    const row = contactSubmissionRow(lead);
    const columns = Object.keys(row);
    expect(
      await asRole(
        'anon',
        `insert into api.contact_submissions (${columns.join(', ')})
         values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(row),
        network,
      ),
    ).toBe('ok');
    return lead.id;
  }

  /** What became of the visitor's e-mail of each lead: admitted, held (with why), or skipped. */
  async function visitorMails(leadIds: string[]) {
    const { rows } = await engine.db.query<{
      lead_id: string;
      status: string;
      admitted: boolean;
      last_error: string | null;
    }>(
      `select lead_id, status, admitted_at is not null as admitted, last_error
       from private.outbox
       where kind = 'visitor' and lead_id = any(string_to_array($1, ',')::uuid[])`,
      [leadIds.join(',')],
    );
    return leadIds.map((id) => {
      const row = rows.find((candidate) => candidate.lead_id === id);
      if (!row) return 'none';
      if (row.status === 'skipped') return `skipped: ${row.last_error}`;
      return row.admitted ? 'admitted' : `held: ${row.last_error}`;
    });
  }

  const ceilings = (
    perHour: number | null,
    perNetwork: number | null,
    perDomain: number | null,
  ) => ({
    perHour,
    perNetwork,
    perDomain,
  });

  it('admits visitors’ e-mails up to the hourly ceiling in the order their leads came, and holds the rest for the next hour’s room', async () => {
    const leads: string[] = [];
    for (let lead = 0; lead < 7; lead += 1) leads.push(await messageFrom(aNetwork()));
    expect(await admitVisitorMessages(asWorker, ceilings(5, 3, 3))).toEqual({
      admitted: 5,
      deferred: 2,
      skipped: 0,
    });
    const held = 'held: over the ceiling of 5 visitor e-mails an hour';
    expect(await visitorMails(leads)).toEqual([...Array(5).fill('admitted'), held, held]);
    // Sales hear of every lead; only admitted e-mails are claimed.
    await admitSalesNotices(asWorker, null);
    const claimed = await claimMessages(asWorker, EVERY_KIND, 50);
    expect(claimed.filter((message) => message.kind === 'sales')).toHaveLength(7);
    expect(claimed.filter((message) => message.kind === 'visitor')).toHaveLength(5);
    await markSent(asWorker, claimed);
    const policy = { ...POLICY, visitorEmailsPerHour: 5 };
    expect(await outboxState(asWorker, EVERY_KIND, policy)).toMatchObject({
      deferred: 2,
      late: 0,
      ceilingReached: true,
    });

    // Held, not lost: still waiting within the hour, and admitted once the hour has room.
    await timePasses(30);
    expect(await admitVisitorMessages(asWorker, ceilings(5, 3, 3))).toMatchObject({ admitted: 0 });
    expect(await outboxState(asWorker, EVERY_KIND, policy)).toMatchObject({ late: 0 });
    await timePasses(31);
    expect(await admitVisitorMessages(asWorker, ceilings(5, 3, 3))).toEqual({
      admitted: 2,
      deferred: 0,
      skipped: 0,
    });
    expect(await visitorMails(leads)).toEqual(Array(7).fill('admitted'));
    expect(await claimMessages(asWorker, ['visitor'], 50)).toHaveLength(2);
    expect(await outboxState(asWorker, EVERY_KIND, policy)).toMatchObject({
      deferred: 0,
      ceilingReached: false,
    });
  });

  it('gives one visitor network its share of the hour, and passes over its backlog to e-mail other networks’ visitors', async () => {
    const flooder = aNetwork();
    const flood: string[] = [];
    // Five, the most one network may send a minute: three go, two wait.
    for (let lead = 0; lead < 5; lead += 1) flood.push(await messageFrom(flooder));
    const others = [await messageFrom(aNetwork()), await messageFrom(aNetwork())];
    expect(await admitVisitorMessages(asWorker, ceilings(60, 3, 3))).toEqual({
      admitted: 5,
      deferred: 2,
      skipped: 0,
    });
    const held = "held: over its network's share of 3 visitor e-mails an hour";
    expect(await visitorMails([...flood, ...others])).toEqual([
      ...Array(3).fill('admitted'),
      held,
      held,
      'admitted',
      'admitted',
    ]);
    // A newcomer after the backlog is not kept behind it either.
    const newcomer = await messageFrom(aNetwork());
    await admitVisitorMessages(asWorker, ceilings(60, 3, 3));
    expect(await visitorMails([newcomer, ...flood.slice(3)])).toEqual(['admitted', held, held]);
    // The network's share is not the ceiling: the health check stays quiet.
    expect(
      await outboxState(asWorker, EVERY_KIND, { ...POLICY, visitorEmailsPerHour: 60 }),
    ).toMatchObject({ deferred: 2, ceilingReached: false });
    await timePasses(61);
    await admitVisitorMessages(asWorker, ceilings(60, 3, 3));
    expect(await visitorMails(flood)).toEqual(Array(5).fill('admitted'));
  });

  it('gives one recipient domain its share of the hour, however many networks the leads claim, and e-mails other domains', async () => {
    const domain = `catch-all-${aNetwork().slice(0, 8)}.example`;
    const spellings = [domain, domain, domain.toUpperCase(), domain, domain];
    const leads: string[] = [];
    for (const spelling of spellings) leads.push(await messageFrom(aNetwork(), spelling));
    const elsewhere = await messageFrom(aNetwork());
    expect(await admitVisitorMessages(asWorker, ceilings(60, 3, 3))).toEqual({
      admitted: 4,
      deferred: 2,
      skipped: 0,
    });
    const held = "held: over its domain's share of 3 visitor e-mails an hour";
    expect(await visitorMails([...leads, elsewhere])).toEqual([
      'admitted',
      'admitted',
      'admitted',
      held,
      held,
      'admitted',
    ]);
  });

  it('counts no network’s share for an e-mail no visitor’s network caused', async () => {
    // Stored by the server itself, as a results e-mail is queued when its owner confirms.
    const leads: string[] = [];
    for (let lead = 0; lead < 4; lead += 1) {
      const stored = aContactLead({
        email: `owner-${aNetwork().slice(0, 8)}@${aNetwork().slice(0, 10)}.example`,
      });
      const row = contactSubmissionRow(stored);
      const columns = Object.keys(row);
      await engine.db.query(
        `insert into api.contact_submissions (${columns.join(', ')})
         values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(row),
      );
      leads.push(stored.id);
    }
    await admitVisitorMessages(asWorker, ceilings(60, 3, 3));
    expect(await visitorMails(leads)).toEqual(Array(4).fill('admitted'));
  });

  it('gives up on an e-mail held for a day, with the reason that held it, and counts the day from when it was first held', async () => {
    const waitedForTheWorker = await messageFrom(aNetwork());
    // Nobody admitted anything for two days (the worker was down): the e-mail still goes.
    await timePasses(2 * 24 * 60);
    expect(await admitVisitorMessages(asWorker, ceilings(60, 3, 3))).toMatchObject({
      admitted: 1,
      skipped: 0,
    });
    expect(await visitorMails([waitedForTheWorker])).toEqual(['admitted']);

    // A ceiling of none at all holds every e-mail, until a day has passed.
    const held = await messageFrom(aNetwork());
    expect(await admitVisitorMessages(asWorker, ceilings(0, 3, 3))).toEqual({
      admitted: 0,
      deferred: 1,
      skipped: 0,
    });
    await timePasses(24 * 60 - 1);
    expect(await admitVisitorMessages(asWorker, ceilings(0, 3, 3))).toMatchObject({ skipped: 0 });
    expect(await visitorMails([held])).toEqual([
      'held: over the ceiling of 0 visitor e-mails an hour',
    ]);
    await timePasses(2);
    expect(await admitVisitorMessages(asWorker, ceilings(0, 3, 3))).toEqual({
      admitted: 0,
      deferred: 0,
      skipped: 1,
    });
    expect(await visitorMails([held])).toEqual([
      'skipped: over the ceiling of 0 visitor e-mails an hour for a day',
    ]);
    expect(await skippedLately(asWorker)).toContainEqual({
      kind: 'visitor',
      reason: 'over the ceiling of 0 visitor e-mails an hour for a day',
      count: 1,
    });
  });

  it('sends sales notices on their own up to their hourly ceiling, the rest together in a digest, and one digest a quarter of an hour at most', async () => {
    const leads: string[] = [];
    for (let lead = 0; lead < 5; lead += 1) leads.push(await messageFrom(aNetwork()));
    expect(await admitSalesNotices(asWorker, 3)).toBe(2);
    const alone = await claimMessages(asWorker, ['sales'], 50);
    expect(alone.map((message) => message.payload.lead.id).sort()).toEqual(
      leads.slice(0, 3).sort(),
    );
    await markSent(asWorker, alone);

    const digest = await claimDigest(asWorker);
    expect(digest?.messages.map((message) => message.payload.lead.id)).toEqual(leads.slice(3));
    // Another worker finds the digest under way.
    expect(await claimDigest(asWorker)).toBeUndefined();
    expect(await markDigestSent(asWorker, digest!.digestId)).toBe(2);
    const { rows } = await engine.db.query<{ lead_id: string; status: string; digest_id: string }>(
      `select lead_id, status, digest_id from private.outbox
       where kind = 'sales' and lead_id = any(string_to_array($1, ',')::uuid[])
       order by created_at`,
      [leads.join(',')],
    );
    expect(rows.map(({ status, digest_id }) => [status, digest_id])).toEqual([
      ['sent', null],
      ['sent', null],
      ['sent', null],
      ['sent', digest!.digestId],
      ['sent', digest!.digestId],
    ]);

    // A lead a moment later is held for the next digest, a quarter of an hour after the last.
    const later = await messageFrom(aNetwork());
    expect(await admitSalesNotices(asWorker, 3)).toBe(1);
    expect(await claimMessages(asWorker, ['sales'], 50)).toEqual([]);
    expect(await claimDigest(asWorker)).toBeUndefined();
    await timePasses(DIGEST_EVERY_MINUTES + 1);
    const next = await claimDigest(asWorker);
    expect(next?.messages.map((message) => message.payload.lead.id)).toEqual([later]);

    // A digest that fails is tried again, as any message is: never dropped.
    await markFailed(asWorker, next!.messages[0]!, 'Error ECONNREFUSED');
    expect(await claimDigest(asWorker)).toBeUndefined();
    await timePasses(2);
    const again = await claimDigest(asWorker);
    expect(again?.messages.map((message) => message.payload.lead.id)).toEqual([later]);
    expect(await markDigestSent(asWorker, again!.digestId)).toBe(1);
  });

  it('sends every sales notice on its own without a ceiling, those held for a digest too', async () => {
    const leads = [await messageFrom(aNetwork()), await messageFrom(aNetwork())];
    expect(await admitSalesNotices(asWorker, 1)).toBe(1);
    expect(await admitSalesNotices(asWorker, null)).toBe(0);
    const claimed = await claimMessages(asWorker, ['sales'], 50);
    expect(claimed.map((message) => message.payload.lead.id).sort()).toEqual(leads.sort());
  });

  it('starts a message’s 48 hours of retries at its first try, however long it waited', async () => {
    const lead = aContactLead({ email: 'late-first-try@example.com' });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    // Nothing claimed it for three days.
    await timePasses(3 * 24 * 60);
    const [message] = await claimMessages(asWorker, ['webhook'], 1);
    await markFailed(asWorker, message!, 'WebhookRefused 503');
    expect((await statusOf(message!.id))?.status).toBe('pending');
  });

  it('takes the largest lead the forms accept, and queues its messages', async () => {
    // Three bytes in UTF-8 for every character the form counts, at every limit.
    const lead = aContactLead({
      firstName: '€'.repeat(100),
      lastName: '€'.repeat(100),
      companyName: '€'.repeat(200),
      email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
      message: '€\n"'.repeat(1666) + '€€',
    });
    expect(lead.message).toHaveLength(5000);
    expect(await insertAsAnon('contact_submissions', contactSubmissionRow(lead))).toBe('ok');
    expect(await queued(lead.id)).toHaveLength(3);
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
      const deliverers = {
        sales: record,
        visitor: record,
        confirmation: record,
        webhook: record,
        event: record,
        escalation: record,
        team: record,
      };
      const [one, two] = await Promise.all([
        deliverDue(asWorker, deliverers, { concurrency: 3 }),
        deliverDue(asOtherWorker, deliverers, { concurrency: 3 }),
      ]);
      expect(one.sent + two.sent).toBe(15);
      expect(new Set(delivered).size).toBe(15);
      expect(delivered).toHaveLength(15);
    },
  );

  describe('a person’s rights, read when a message is claimed', () => {
    const asSteward = <T>(work: (tx: SqlTransaction) => Promise<T>) =>
      engine.db.transaction(async (tx) => {
        await tx.exec('set local role leads_steward');
        return work(tx);
      });

    /** What the worker finds of `leadIds`' messages: claimed (and given back), or why not. */
    async function claimedOf(leadIds: string[], kinds: OutboxKind[] = EVERY_KIND) {
      // A sales notice is claimed once admitted under its ceiling; here there is none.
      await admitSalesNotices(asWorker, null);
      const claimed = (await claimMessages(asWorker, kinds, 100)).filter((message) =>
        leadIds.includes(message.payload.lead.id),
      );
      await markSent(asWorker, claimed);
      return claimed;
    }

    async function visitorOf(leadId: string) {
      const { rows } = await engine.db.query<{ status: string; reason: string | null }>(
        `select status, last_error as reason from private.outbox
         where lead_id = $1 and kind in ('visitor', 'confirmation')`,
        [leadId],
      );
      return rows[0];
    }

    it('claims no e-mail of a visitor who objected while it waited, as the review’s probe found', async () => {
      const lead = aContactLead({ email: 'objector@example.com' });
      await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
      await admitVisitorMessages(asWorker, { perHour: null, perNetwork: null, perDomain: null });
      await asSteward((tx) => objectPerson(tx, 'Objector+news@example.com'));
      const claimed = await claimedOf([lead.id], ['visitor']);
      expect(claimed).toEqual([]);
      expect(await visitorOf(lead.id)).toEqual({
        status: 'skipped',
        reason: 'the person objected to e-mail',
      });
    });

    it('claims no e-mail to a suppressed mailbox, however it came back to pending, and records why', async () => {
      const retrying = aContactLead({ email: 'retrying@example.com' });
      const dead = anAssessmentResultLead({ email: 'given.up@example.com' });
      const erased = aContactLead({ email: 'erased@example.com' });
      await insertAsAnon('contact_submissions', contactSubmissionRow(retrying));
      await insertAsAnon('assessment_results', assessmentResultRow(dead));
      await insertAsAnon('contact_submissions', contactSubmissionRow(erased));
      await admitVisitorMessages(asWorker, { perHour: null, perNetwork: null, perDomain: null });
      // One fails and waits for its retry; the other is given up on.
      const [first] = await claimMessages(asWorker, ['visitor'], 1);
      expect(first?.payload.lead.id).toBe(retrying.id);
      await markFailed(asWorker, first!, 'Error ECONNREFUSED');
      await engine.db.query(
        `update private.outbox set status = 'dead' where lead_id = $1 and kind = 'confirmation'`,
        [dead.id],
      );
      // The suppression list changes behind the queue's back: written as the old objection did,
      // or as an erasure after the message was queued.
      await engine.db.query(
        `insert into private.suppressed_mailboxes (mailbox_hash, reason)
         values (private.mailbox_hash($1), 'objection'), (private.mailbox_hash($2), 'objection'),
           (private.mailbox_hash($3), 'erasure')`,
        ['retrying@example.com', 'given.up@example.com', 'erased@example.com'],
      );
      await timePasses(10);
      expect(await retryDead(asWorker)).toBe(1);
      const ids = [retrying.id, dead.id, erased.id];
      expect(await claimedOf(ids, ['visitor', 'confirmation'])).toEqual([]);
      expect(await visitorOf(retrying.id)).toEqual({
        status: 'skipped',
        reason: 'the person objected to e-mail',
      });
      expect(await visitorOf(dead.id)).toMatchObject({ status: 'skipped' });
      expect(await visitorOf(erased.id)).toEqual({
        status: 'skipped',
        reason: 'the person had their data erased',
      });
      // Sales and the CRM still hear of each lead.
      expect((await claimedOf(ids, ['sales', 'webhook'])).length).toBe(6);
    });

    it('says "do not prospect" in a sales notice or webhook claimed after the objection, though queued before', async () => {
      const contact = anAssessmentContactLead({ email: 'details@example.com' });
      const result = anAssessmentResultLead({
        email: 'typed.elsewhere@example.net',
        contactId: contact.id,
      });
      const stranger = aContactLead({ email: 'stranger@example.com' });
      await insertAsAnon('assessment_contacts', assessmentContactRow(contact));
      await insertAsAnon('assessment_results', assessmentResultRow(result));
      await insertAsAnon('contact_submissions', contactSubmissionRow(stranger));
      // Queued before: the payload says the person had not objected.
      const { rows } = await engine.db.query<{ objected: boolean }>(
        `select distinct (payload ->> 'objected')::boolean as objected from private.outbox
         where lead_id = any(string_to_array($1, ',')::uuid[]) and kind in ('sales', 'webhook')`,
        [[contact.id, result.id].join(',')],
      );
      expect(rows).toEqual([{ objected: false }]);

      await asSteward((tx) => objectPerson(tx, 'DETAILS@example.com'));
      const claimed = await claimedOf([contact.id, result.id, stranger.id], ['sales', 'webhook']);
      const objected = (id: string) =>
        claimed.filter((message) => message.payload.lead.id === id).map((m) => m.payload.objected);
      expect(objected(contact.id)).toEqual([true, true]);
      // A result typed under another address, naming the person's details: theirs too.
      expect(objected(result.id)).toEqual([true, true]);
      expect(objected(stranger.id)).toEqual([false, false]);
      // Read at the claim, never written back: the worker rewrites no payload.
      const after = await engine.db.query<{ objected: boolean }>(
        `select distinct (payload ->> 'objected')::boolean as objected from private.outbox
         where lead_id = $1 and kind = 'sales'`,
        [contact.id],
      );
      expect(after.rows).toEqual([{ objected: false }]);
    });

    it('says "do not prospect" in a digest too, of a notice held before the person objected', async () => {
      const lead = aContactLead({ email: 'held.objector@example.com' });
      await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
      // Every sales notice is held for a digest.
      await admitSalesNotices(asWorker, 0);
      await asSteward((tx) => objectPerson(tx, 'held.objector@example.com'));
      await timePasses(DIGEST_EVERY_MINUTES + 1);
      const digest = await claimDigest(asWorker);
      const notice = digest?.messages.find((message) => message.payload.lead.id === lead.id);
      expect(notice?.payload.objected).toBe(true);
      await markDigestSent(asWorker, digest!.digestId);
    });
  });
});
