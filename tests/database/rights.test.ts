import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeEmail } from '@/lib/model/email';
import type { SqlTransaction } from '@/lib/database/migrations';
import {
  erasePerson,
  objectPerson,
  personReport,
  purgeExpired,
  purgeOnSchedule,
  reapplyErasures,
  retentionMonths,
  revokeResultLink,
  rightsRegister,
  setRetentionMonths,
} from '@/lib/database/rights';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
  LEAD_TABLES,
  type LeadTable,
} from '@/lib/database/rows';
import { forgetOldMailFiles, mailFilesOf } from '@/lib/mail/mail-folder';
import { createMailer, type MailMessage } from '@/lib/mail/transport';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
  linksOf,
} from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const INSUFFICIENT_PRIVILEGE = '42501';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A Gmail mailbox of its own, and three spellings that reach it. */
function aMailbox() {
  const local = `person${randomBytes(4).toString('hex')}`;
  return {
    mailbox: `${local}@gmail.com`,
    spellings: [
      `${local}@gmail.com`,
      `${local.slice(0, 3).toUpperCase()}.${local.slice(3)}+quiz@gmail.com`,
      `${local}@GoogleMail.com`,
    ] as const,
  };
}

/** The key the database counts a mailbox's submissions under, for one form. */
const mailboxKey = (table: LeadTable, mailbox: string) => sha256(`mailbox:${table}:${mailbox}`);

/** Thrown to roll a probe back: what a role may do is tried, never kept. */
class RolledBack extends Error {}

describe.each(ENGINES.filter(engineAvailable))('people’s rights on %s', (name) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await openEngine(name);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  function as<T>(role: string, work: (tx: SqlTransaction) => Promise<T>): Promise<T> {
    return engine.db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      // A visitor of their own, as the server sends one with every lead.
      await tx.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ 'x-submission-keys': randomBytes(32).toString('hex') }),
      ]);
      return work(tx);
    });
  }

  const asSteward = <T>(work: (tx: SqlTransaction) => Promise<T>) => as('leads_steward', work);

  /** Whether `role` may run `sql`: 'ok' or the SQLSTATE. Nothing it does is kept. */
  async function mayRun(role: string, sql: string): Promise<string> {
    try {
      await as(role, async (tx) => {
        await tx.query(sql);
        throw new RolledBack();
      });
      return 'unreachable';
    } catch (error) {
      if (error instanceof RolledBack) return 'ok';
      return error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
    }
  }

  async function insertAsAnon<T extends LeadTable>(table: T, row: Record<string, unknown>) {
    const columns = Object.keys(row);
    await as('anon', (tx) =>
      tx.query(
        `insert into api.${table} (${columns.join(', ')})
         values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(row),
      ),
    );
  }

  /** A contact message, an assessment contact and a result, each under another spelling. */
  async function submitAll(spellings: readonly [string, string, string]) {
    const contact = aContactLead({ email: spellings[0] });
    const assessmentContact = anAssessmentContactLead({ email: spellings[1] });
    const result = anAssessmentResultLead({ email: spellings[2] });
    await insertAsAnon('contact_submissions', contactSubmissionRow(contact));
    await insertAsAnon('assessment_contacts', assessmentContactRow(assessmentContact));
    await insertAsAnon('assessment_results', assessmentResultRow(result));
    return {
      contact,
      assessmentContact,
      result,
      ids: [contact.id, assessmentContact.id, result.id],
    };
  }

  /** What the owner sees of a mailbox, in every table. */
  async function heldAbout(mailbox: string) {
    const one = async (sql: string, params: unknown[] = [mailbox]) =>
      (await engine.db.query<{ count: number }>(sql, params)).rows[0]?.count;
    const leads: Record<string, number | undefined> = {};
    for (const table of LEAD_TABLES) {
      leads[table] = await one(
        `select count(*)::int as count from api.${table} where private.normalized_email(email) = $1`,
      );
    }
    return {
      ...leads,
      outbox: await one(
        `select count(*)::int as count from private.outbox
         where private.normalized_email(payload -> 'lead' ->> 'email') = $1
           or private.normalized_email(payload -> 'contact' ->> 'email') = $1`,
      ),
      submissionAttempts: await one(
        `select count(*)::int as count from private.submission_attempts
         where key_hash = any(string_to_array($1, ','))`,
        [LEAD_TABLES.map((table) => mailboxKey(table, mailbox)).join(',')],
      ),
    };
  }

  async function visitorMessageOf(leadId: string) {
    const { rows } = await engine.db.query<{ kind: string; status: string; last_error: string }>(
      'select kind, status, last_error from private.outbox where lead_id = $1 order by kind',
      [leadId],
    );
    return rows;
  }

  type PersonEvent = { type: string; data: Record<string, unknown> & { lead_ids: string[] } };

  /** The events queued for the CRM about a mailbox, oldest first. */
  async function eventsOf(mailbox: string): Promise<PersonEvent[]> {
    const { rows } = await engine.db.query<{ payload: PersonEvent }>(
      `select payload from private.outbox
       where kind = 'event' and payload -> 'data' ->> 'mailbox_hash' = $1
       order by created_at, payload ->> 'type'`,
      [sha256(mailbox)],
    );
    return rows.map(({ payload }) => payload);
  }

  /** The status of each message of a lead, by kind. */
  async function statusesOf(leadId: string): Promise<Record<string, string>> {
    const rows = await visitorMessageOf(leadId);
    return Object.fromEntries(rows.map(({ kind, status }) => [kind, status]));
  }

  it('reports everything held about a mailbox, in every spelling, and nothing of anyone else', async () => {
    const { mailbox, spellings } = aMailbox();
    const { ids } = await submitAll(spellings);
    const other = aContactLead();
    await insertAsAnon('contact_submissions', contactSubmissionRow(other));

    const report = await asSteward((tx) => personReport(tx, spellings[1]));
    expect(report.mailbox).toBe(mailbox);
    expect(report.contactSubmissions.map((row) => row.id)).toEqual([ids[0]]);
    expect(report.contactSubmissions[0]).toMatchObject({
      email: spellings[0],
      message: expect.any(String),
    });
    expect(report.assessmentContacts.map((row) => row.id)).toEqual([ids[1]]);
    expect(report.assessmentResults.map((row) => row.id)).toEqual([ids[2]]);
    // Sales, visitor and webhook for the message and the result; sales and webhook for the contact.
    expect(report.outboxMessages.map((message) => message.lead_id).sort()).toEqual(
      [ids[0], ids[0], ids[0], ids[1], ids[1], ids[2], ids[2], ids[2]].sort(),
    );
    expect(report.outboxMessages[0]).toHaveProperty('payload.lead.email');
    expect(JSON.stringify(report)).not.toContain(other.email);
    expect(report.suppressed).toBeNull();
    expect(report.erasures).toEqual([]);
  });

  it('erases a mailbox from every table, keeps everyone else’s, and records it by hash only', async () => {
    const { mailbox, spellings } = aMailbox();
    const { ids } = await submitAll(spellings);
    const other = aContactLead();
    await insertAsAnon('contact_submissions', contactSubmissionRow(other));
    const otherMailbox = normalizeEmail(other.email);
    const before = await heldAbout(mailbox);
    const otherBefore = await heldAbout(otherMailbox);
    expect(before).toEqual({
      contact_submissions: 1,
      assessment_contacts: 1,
      assessment_results: 1,
      outbox: 8,
      submissionAttempts: 3,
    });

    const report = await asSteward((tx) => erasePerson(tx, spellings[2].toUpperCase()));
    expect(report).toEqual({
      mailboxHash: sha256(mailbox),
      contactSubmissions: 1,
      assessmentContacts: 1,
      assessmentResults: 1,
      callBookings: 0,
      outboxMessages: 8,
      submissionAttempts: 3,
    });
    expect(await heldAbout(mailbox)).toEqual({
      contact_submissions: 0,
      assessment_contacts: 0,
      assessment_results: 0,
      outbox: 0,
      submissionAttempts: 0,
    });
    expect(await heldAbout(otherMailbox)).toEqual(otherBefore);

    const { rows: erasures } = await engine.db.query<{ row: string }>(
      'select to_jsonb(e)::text as row from private.erasures e where mailbox_hash = $1',
      [sha256(mailbox)],
    );
    expect(erasures).toHaveLength(1);
    expect(erasures[0]?.row).not.toContain('@');
    expect(erasures[0]?.row).not.toContain(mailbox.split('@')[0]);
    const { rows: suppressed } = await engine.db.query(
      'select reason from private.suppressed_mailboxes where mailbox_hash = $1',
      [sha256(mailbox)],
    );
    expect(suppressed).toEqual([{ reason: 'erasure' }]);

    // Again: nothing left to delete, the request recorded once more, nothing else changed.
    const again = await asSteward((tx) => erasePerson(tx, spellings[0]));
    expect(again).toMatchObject({
      contactSubmissions: 0,
      outboxMessages: 0,
      submissionAttempts: 0,
    });
    const report2 = await asSteward((tx) => personReport(tx, spellings[0]));
    expect(report2).toMatchObject({
      contactSubmissions: [],
      assessmentContacts: [],
      assessmentResults: [],
      suppressed: { reason: 'erasure' },
    });
    expect(report2.erasures).toHaveLength(2);
    expect(await heldAbout(otherMailbox)).toEqual(otherBefore);

    // The CRM hears of each request: the mailbox's hash and the ids erased, never an address.
    const events = await eventsOf(mailbox);
    expect(events.map((event) => event.type)).toEqual(['lead.erased', 'lead.erased']);
    expect(events[0]?.data).toEqual({
      mailbox_hash: sha256(mailbox),
      lead_ids: expect.arrayContaining(ids),
      erased_at: expect.any(String),
    });
    expect(events[0]?.data.lead_ids).toHaveLength(3);
    expect(events[1]?.data.lead_ids).toEqual([]);
    expect(JSON.stringify(events)).not.toContain('@');
    expect(report2.outboxMessages.map((message) => message.kind)).toEqual(['event', 'event']);
  });

  it('stores a new lead of an erased mailbox and tells sales, but e-mails the person no more', async () => {
    const { spellings } = aMailbox();
    await asSteward((tx) => erasePerson(tx, spellings[0]));
    const lead = aContactLead({ email: spellings[1] });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    expect(await visitorMessageOf(lead.id)).toEqual([
      { kind: 'sales', status: 'pending', last_error: null },
      { kind: 'visitor', status: 'skipped', last_error: 'the person had their data erased' },
      { kind: 'webhook', status: 'pending', last_error: null },
    ]);
  });

  it('e-mails a mailbox that objected no more, keeps its leads, and lets an erasure take over', async () => {
    const { mailbox, spellings } = aMailbox();
    const earlier = aContactLead({ email: spellings[0] });
    await insertAsAnon('contact_submissions', contactSubmissionRow(earlier));

    expect(await asSteward((tx) => objectPerson(tx, spellings[2]))).toEqual({
      mailboxHash: sha256(mailbox),
      reason: 'objection',
      already: false,
      // The confirmation of the contact message, queued and not sent yet.
      stopped: 1,
    });
    expect(await asSteward((tx) => objectPerson(tx, spellings[0]))).toMatchObject({
      reason: 'objection',
      already: true,
    });
    const result = anAssessmentResultLead({ email: spellings[1] });
    await insertAsAnon('assessment_results', assessmentResultRow(result));
    expect(await visitorMessageOf(result.id)).toEqual([
      { kind: 'confirmation', status: 'skipped', last_error: 'the person objected to e-mail' },
      { kind: 'sales', status: 'pending', last_error: null },
      { kind: 'webhook', status: 'pending', last_error: null },
    ]);
    expect(await heldAbout(mailbox)).toMatchObject({
      contact_submissions: 1,
      assessment_results: 1,
    });

    await asSteward((tx) => erasePerson(tx, spellings[0]));
    expect(await asSteward((tx) => objectPerson(tx, spellings[0]))).toMatchObject({
      reason: 'erasure',
      already: true,
    });
  });

  it('stops the mailbox’s e-mails waiting, retrying or given up on, tells the CRM once, and leaves everyone else’s', async () => {
    const { mailbox, spellings } = aMailbox();
    const waiting = aContactLead({ email: spellings[0] });
    const result = anAssessmentResultLead({ email: spellings[1] });
    const dead = aContactLead({ email: spellings[2] });
    const other = aContactLead();
    await insertAsAnon('contact_submissions', contactSubmissionRow(waiting));
    await insertAsAnon('assessment_results', assessmentResultRow(result));
    await insertAsAnon('contact_submissions', contactSubmissionRow(dead));
    await insertAsAnon('contact_submissions', contactSubmissionRow(other));
    // One failed for 48 hours and was given up on; one is retrying.
    await engine.db.query(
      `update private.outbox set status = 'dead', attempts = 30 where lead_id = $1 and kind = 'visitor'`,
      [dead.id],
    );
    await engine.db.query(
      `update private.outbox set attempts = 3, last_error = 'Error ECONNREFUSED',
         next_attempt_at = now() + interval '4 minutes'
       where lead_id = $1 and kind = 'confirmation'`,
      [result.id],
    );

    const report = await asSteward((tx) => objectPerson(tx, spellings[1].toUpperCase()));
    expect(report).toMatchObject({ already: false, reason: 'objection', stopped: 3 });
    for (const lead of [waiting, result, dead]) {
      const visitor = (await visitorMessageOf(lead.id)).find(
        ({ kind }) => kind === 'visitor' || kind === 'confirmation',
      );
      expect(visitor).toMatchObject({
        status: 'skipped',
        last_error: 'the person objected to e-mail',
      });
      // Sales and the CRM still hear of the leads, marked "do not prospect" when they go out.
      expect(await statusesOf(lead.id)).toMatchObject({ sales: 'pending', webhook: 'pending' });
    }
    expect(await statusesOf(other.id)).toEqual({
      sales: 'pending',
      visitor: 'pending',
      webhook: 'pending',
    });

    const [event, ...more] = await eventsOf(mailbox);
    expect(more).toEqual([]);
    expect(event).toEqual({
      type: 'lead.objected',
      data: {
        mailbox_hash: sha256(mailbox),
        lead_ids: expect.arrayContaining([waiting.id, result.id, dead.id]),
        objected_at: expect.any(String),
      },
    });
    expect(event?.data.lead_ids).toHaveLength(3);
    expect(JSON.stringify(event)).not.toContain('@');

    // The one-click link after the command: nothing more to stop, nothing more to tell.
    expect(await asSteward((tx) => objectPerson(tx, spellings[0]))).toMatchObject({
      already: true,
      stopped: 0,
    });
    expect(await eventsOf(mailbox)).toHaveLength(1);
  });

  it('tells the CRM of an objection in events of 400 leads at most, however many leads a mailbox has', async () => {
    const { mailbox } = aMailbox();
    // As a flood of forms under someone's address would leave them, over weeks; stored as the
    // owner, one statement a lead as the database asks.
    await engine.db.exec(`do $$ begin
      for n in 1..850 loop
        insert into api.contact_submissions (id, locale, first_name, last_name, email,
          company_name, company_size, message, privacy_notice, policy_version)
        values (gen_random_uuid(), 'en', 'Ada', 'Lovelace', '${mailbox}', 'Engines', '11-50',
          'Hello', 'contact:0123456789ab', '1.0');
      end loop;
    end $$`);
    await asSteward((tx) => objectPerson(tx, mailbox));
    const events = await eventsOf(mailbox);
    expect(events.map((event) => event.data.lead_ids.length)).toEqual([400, 400, 50]);
    expect(new Set(events.flatMap((event) => event.data.lead_ids)).size).toBe(850);
  });

  it('erases again, after a restore, the leads of everyone in the register, and nothing left since', async () => {
    const { mailbox, spellings } = aMailbox();
    const before = await submitAll(spellings);
    await asSteward((tx) => erasePerson(tx, spellings[0]));
    // The person comes back after the erasure: what they leave now is theirs to keep.
    const since = aContactLead({ email: spellings[1], message: 'Back again.' });
    await insertAsAnon('contact_submissions', contactSubmissionRow(since));

    // A backup taken before the erasure is restored: its rows come back, as they were.
    const restoredAt = "now() - interval '2 days'";
    await engine.db.query(
      `insert into api.contact_submissions (id, locale, first_name, last_name, email, company_name,
         company_size, message, privacy_notice, policy_version, created_at)
       values ($1, 'en', 'Ada', 'Lovelace', $2, 'Engines', '11-50', 'Hello',
         'contact:0123456789ab', '1.0', ${restoredAt})`,
      [before.contact.id, spellings[0]],
    );
    await engine.db.query(
      `insert into api.assessment_contacts (id, locale, first_name, last_name, email, company_name,
         company_size, privacy_notice, policy_version, created_at)
       values ($1, 'fr', 'Émilie', 'du Châtelet', $2, 'Calcul', '201-500',
         'assessment:0123456789ab', '1.0', ${restoredAt})`,
      [before.assessmentContact.id, spellings[1]],
    );
    await engine.db.query(
      `insert into api.assessment_results
       select * from jsonb_populate_record(null::api.assessment_results, $1::jsonb)`,
      [
        JSON.stringify({
          ...assessmentResultRow(before.result),
          created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        }),
      ],
    );
    await engine.db.query(
      `update private.outbox set created_at = now() - interval '2 days'
       where lead_id = any(string_to_array($1, ',')::uuid[])`,
      [before.ids.join(',')],
    );
    expect(await heldAbout(mailbox)).toMatchObject({
      contact_submissions: 2,
      assessment_contacts: 1,
      assessment_results: 1,
    });

    const report = await asSteward((tx) => reapplyErasures(tx));
    expect(report.registered).toBeGreaterThanOrEqual(1);
    expect(report).toMatchObject({
      mailboxes: 1,
      contactSubmissions: 1,
      assessmentContacts: 1,
      assessmentResults: 1,
    });
    expect(report.outboxMessages).toBeGreaterThanOrEqual(8);
    expect(await heldAbout(mailbox)).toMatchObject({
      contact_submissions: 1,
      assessment_contacts: 0,
      assessment_results: 0,
    });
    expect(await statusesOf(since.id)).toMatchObject({ sales: 'pending', webhook: 'pending' });
    const events = await eventsOf(mailbox);
    expect(events.map((event) => event.type)).toEqual(['lead.erased', 'lead.erased']);
    expect([...events[1]!.data.lead_ids].sort()).toEqual([...before.ids].sort());

    // Safe to repeat: nothing left to erase, nothing more to tell.
    expect(await asSteward((tx) => reapplyErasures(tx))).toMatchObject({
      mailboxes: 0,
      contactSubmissions: 0,
      assessmentContacts: 0,
      assessmentResults: 0,
      outboxMessages: 0,
    });
    expect(await eventsOf(mailbox)).toHaveLength(2);
    const { rows } = await engine.db.query<{ count: number }>(
      'select count(*)::int as count from private.erasures where mailbox_hash = $1',
      [sha256(mailbox)],
    );
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('gives back to a restored database the erasures and objections of a register saved before', async () => {
    const erased = aMailbox();
    const objected = aMailbox();
    const lead = aContactLead({ email: erased.spellings[0] });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    await asSteward((tx) => erasePerson(tx, erased.mailbox));
    await asSteward((tx) => objectPerson(tx, objected.spellings[2]));
    const saved = await asSteward((tx) => rightsRegister(tx));
    const mine = saved.filter((entry) =>
      [sha256(erased.mailbox), sha256(objected.mailbox)].includes(entry.mailbox_hash),
    );
    expect(mine.map((entry) => entry.kind)).toEqual(['erasure', 'objection']);
    expect(JSON.stringify(saved)).not.toContain('@');

    // A backup from before both requests: the lead is back, the requests are not.
    await engine.db.query('delete from private.erasures where mailbox_hash = $1', [
      sha256(erased.mailbox),
    ]);
    await engine.db.query(
      "delete from private.suppressed_mailboxes where mailbox_hash = any(string_to_array($1, ','))",
      [[sha256(erased.mailbox), sha256(objected.mailbox)].join(',')],
    );
    await engine.db.query(
      `insert into api.contact_submissions (id, locale, first_name, last_name, email, company_name,
         company_size, message, privacy_notice, policy_version, created_at)
       values ($1, 'en', 'Ada', 'Lovelace', $2, 'Engines', '11-50', 'Hello',
         'contact:0123456789ab', '1.0', now() - interval '2 days')`,
      [lead.id, lead.email],
    );

    const report = await asSteward((tx) => reapplyErasures(tx, { register: mine }));
    expect(report).toMatchObject({ added: 1, objections: 1, contactSubmissions: 1 });
    expect(await heldAbout(erased.mailbox)).toMatchObject({ contact_submissions: 0 });
    const { rows } = await engine.db.query<{ hash: string; reason: string }>(
      `select mailbox_hash as hash, reason from private.suppressed_mailboxes
       where mailbox_hash = any(string_to_array($1, ',')) order by reason`,
      [[sha256(erased.mailbox), sha256(objected.mailbox)].join(',')],
    );
    expect(rows).toEqual([
      { hash: sha256(erased.mailbox), reason: 'erasure' },
      { hash: sha256(objected.mailbox), reason: 'objection' },
    ]);
    expect(await asSteward((tx) => reapplyErasures(tx, { register: mine }))).toMatchObject({
      added: 0,
      objections: 0,
      mailboxes: 0,
    });
    await expect(
      asSteward((tx) =>
        reapplyErasures(tx, {
          register: [{ kind: 'objection', mailbox_hash: 'ada@example.com', since: 'now' }],
        }),
      ),
    ).rejects.toThrow('no request');
  });

  it('revokes a result’s links from a pasted address, once', async () => {
    const result = anAssessmentResultLead();
    await insertAsAnon('assessment_results', assessmentResultRow(result));
    const { owner } = linksOf(result);
    const link = `https://lumen.example/fr/results/${owner}?from=mail`;
    expect(await asSteward((tx) => revokeResultLink(tx, link))).toBe(1);
    expect(await asSteward((tx) => revokeResultLink(tx, link))).toBe(0);
    await expect(asSteward((tx) => revokeResultLink(tx, 'https://lumen.example/'))).rejects.toThrow(
      'is not a link to a result',
    );
    const { rows } = await engine.db.query<{ revoked: boolean }>(
      'select link_revoked_at is not null as revoked from api.assessment_results where id = $1',
      [result.id],
    );
    expect(rows).toEqual([{ revoked: true }]);
  });

  it('purges a mailbox last heard from before the retention period, and keeps one heard from since', async () => {
    const months = 36;
    const old = aMailbox();
    const recent = aMailbox();
    const oldContact = aContactLead({ email: old.spellings[0] });
    const oldResult = anAssessmentResultLead({ email: old.spellings[1] });
    const recentOld = aContactLead({ email: recent.spellings[0] });
    const recentNew = anAssessmentContactLead({ email: recent.spellings[2] });
    await insertAsAnon('contact_submissions', contactSubmissionRow(oldContact));
    await insertAsAnon('assessment_results', assessmentResultRow(oldResult));
    await insertAsAnon('contact_submissions', contactSubmissionRow(recentOld));
    await insertAsAnon('assessment_contacts', assessmentContactRow(recentNew));
    const backdate = (table: LeadTable, id: string, interval: string) =>
      engine.db.query(`update api.${table} set created_at = now() - $2::interval where id = $1`, [
        id,
        interval,
      ]);
    await backdate('contact_submissions', oldContact.id, '37 months');
    await backdate('assessment_results', oldResult.id, '36 months 1 day');
    await backdate('contact_submissions', recentOld.id, '40 months');
    // Its sales notice was sent long ago: forgotten with the purge, the lead itself stays.
    await engine.db.query(
      `update private.outbox set status = 'sent', created_at = now() - interval '31 days'
       where lead_id = $1 and kind = 'sales'`,
      [recentOld.id],
    );
    const oldBefore = await heldAbout(old.mailbox);
    const recentBefore = await heldAbout(recent.mailbox);
    expect(oldBefore).toMatchObject({ contact_submissions: 1, assessment_results: 1, outbox: 6 });

    const expected = {
      mailboxes: 1,
      contactSubmissions: 1,
      assessmentContacts: 0,
      assessmentResults: 1,
      outboxMessages: 7,
    };
    expect(await asSteward((tx) => purgeExpired(tx, { months, dryRun: true }))).toMatchObject({
      months,
      ...expected,
    });
    expect(await heldAbout(old.mailbox)).toEqual(oldBefore);
    expect(await heldAbout(recent.mailbox)).toEqual(recentBefore);

    // The cron route runs it as the outbox's worker, with the months the database holds.
    expect(await as('outbox_worker', (tx) => purgeOnSchedule(tx))).toMatchObject({
      months,
      ...expected,
    });
    expect(await heldAbout(old.mailbox)).toMatchObject({
      contact_submissions: 0,
      assessment_contacts: 0,
      assessment_results: 0,
      outbox: 0,
    });
    expect(await heldAbout(recent.mailbox)).toEqual({
      ...recentBefore,
      outbox: recentBefore.outbox! - 1,
    });
    expect(await as('outbox_worker', (tx) => purgeOnSchedule(tx))).toMatchObject({
      mailboxes: 0,
      outboxMessages: 0,
    });
    await expect(asSteward((tx) => purgeExpired(tx, { months: 0 }))).rejects.toThrow(RangeError);
  });

  it('purges on schedule with the retention the database holds, which only the steward sets', async () => {
    const mailbox = aMailbox();
    const lead = aContactLead({ email: mailbox.spellings[0] });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    await engine.db.query(
      `update api.contact_submissions set created_at = now() - interval '13 months' where id = $1`,
      [lead.id],
    );
    const worker = <T>(work: (tx: SqlTransaction) => Promise<T>) => as('outbox_worker', work);
    expect(await worker((tx) => retentionMonths(tx))).toBe(36);
    expect(await worker((tx) => purgeOnSchedule(tx))).toMatchObject({ months: 36, mailboxes: 0 });
    expect(await heldAbout(mailbox.mailbox)).toMatchObject({ contact_submissions: 1 });

    // The worker may neither choose the months nor change them.
    expect(await mayRun('outbox_worker', 'select private.purge_expired_leads(12, false)')).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await mayRun('outbox_worker', 'select private.set_lead_retention(12)')).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await mayRun('outbox_worker', 'update private.retention set lead_months = 12')).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await heldAbout(mailbox.mailbox)).toMatchObject({ contact_submissions: 1 });

    try {
      expect(await asSteward((tx) => setRetentionMonths(tx, 12))).toBe(12);
      expect(await worker((tx) => purgeOnSchedule(tx))).toMatchObject({
        months: 12,
        mailboxes: 1,
        contactSubmissions: 1,
      });
      expect(await heldAbout(mailbox.mailbox)).toMatchObject({ contact_submissions: 0 });
      // Three years at most, the CNIL's for prospects, whatever the caller.
      await expect(asSteward((tx) => setRetentionMonths(tx, 37))).rejects.toThrow(RangeError);
      expect(await mayRun('leads_steward', 'select private.set_lead_retention(37)')).toBe('22023');
      expect(await mayRun('leads_steward', 'update private.retention set lead_months = 37')).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    } finally {
      await asSteward((tx) => setRetentionMonths(tx, 36));
    }
  });

  it('deletes the rate-limit traces past their minute and the funnel’s days older than 25 months', async () => {
    const key = () => randomBytes(32).toString('hex');
    const [stale, fresh] = [key(), key()];
    await engine.db.query(
      `insert into private.submission_attempts (key_hash, attempted_at)
       values ($1, now() - interval '2 minutes'), ($2, now())`,
      [stale, fresh],
    );
    await engine.db.exec(
      `insert into private.funnel_steps (day, form, locale, step, count) values
         (current_date - interval '25 months' - interval '2 days', 'contact', 'en', 'viewed', 4),
         (current_date - interval '25 months' - interval '2 days', 'contact', 'fr', 'viewed', 2),
         (current_date - interval '24 months', 'contact', 'en', 'viewed', 3)`,
    );
    const traces = async () =>
      (
        await engine.db.query<{ attempts: string[]; days: number }>(
          `select
             (select array_agg(key_hash order by key_hash) from private.submission_attempts
              where key_hash in ($1, $2)) as attempts,
             (select count(*)::int from private.funnel_steps) as days`,
          [stale, fresh],
        )
      ).rows[0];
    const before = await traces();
    expect(before?.attempts).toHaveLength(2);

    const dryRun = await asSteward((tx) => purgeExpired(tx, { months: 36, dryRun: true }));
    expect(dryRun.submissionAttempts).toBeGreaterThanOrEqual(1);
    expect(dryRun.funnelSteps).toBe(2);
    expect(await traces()).toEqual(before);

    const purged = await as('outbox_worker', (tx) => purgeOnSchedule(tx));
    expect(purged.submissionAttempts).toBe(dryRun.submissionAttempts);
    expect(purged.funnelSteps).toBe(2);
    expect(await traces()).toEqual({ attempts: [fresh], days: before!.days - 2 });
  });

  it('deletes the assistant’s counts past their day and the register’s entries past five years', async () => {
    const key = () => randomBytes(32).toString('hex');
    const [staleKey, freshKey] = [key(), key()];
    await engine.db.query(
      `insert into private.assistant_answers (key_hash, granted_at)
       values ($1, now() - interval '25 hours'), ($2, now() - interval '23 hours')`,
      [staleKey, freshKey],
    );
    const [oldMailbox, recentMailbox] = [key(), key()];
    await engine.db.query(
      `insert into private.suppressed_mailboxes (mailbox_hash, reason, since)
       values ($1, 'objection', now() - interval '5 years 1 day'), ($2, 'erasure', now())`,
      [oldMailbox, recentMailbox],
    );
    const held = async () =>
      (
        await engine.db.query<{ answers: string[]; suppressed: string[] }>(
          `select
             (select array_agg(key_hash) from private.assistant_answers
              where key_hash in ($1, $2)) as answers,
             (select array_agg(mailbox_hash) from private.suppressed_mailboxes
              where mailbox_hash in ($3, $4)) as suppressed`,
          [staleKey, freshKey, oldMailbox, recentMailbox],
        )
      ).rows[0];
    const dryRun = await asSteward((tx) => purgeExpired(tx, { months: 36, dryRun: true }));
    expect(dryRun.assistantCounts).toBeGreaterThanOrEqual(1);
    expect(dryRun.registerEntries).toBeGreaterThanOrEqual(1);
    const purged = await as('outbox_worker', (tx) => purgeOnSchedule(tx));
    expect(purged.assistantCounts).toBe(dryRun.assistantCounts);
    expect(await held()).toEqual({ answers: [freshKey], suppressed: [recentMailbox] });
  });

  describe('who may do what', () => {
    const steward = 'leads_steward';
    const worker = 'outbox_worker';
    const purge = 'select private.purge_expired_leads(36, true)';

    it.each(LEAD_TABLES)('lets the steward read and delete %s, and nothing more', async (table) => {
      expect(await mayRun(steward, `select * from api.${table}`)).toBe('ok');
      expect(await mayRun(steward, `delete from api.${table} where locale = 'en'`)).toBe('ok');
      expect(await mayRun(steward, `update api.${table} set locale = 'fr'`)).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect(await mayRun(steward, `truncate api.${table}`)).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await mayRun(worker, `delete from api.${table}`)).toBe(INSUFFICIENT_PRIVILEGE);
    });

    it.each([
      ['delete from private.outbox', 'ok'],
      ["update private.outbox set status = 'sent'", INSUFFICIENT_PRIVILEGE],
      [
        "insert into private.outbox (lead_table, lead_id, kind, payload) values ('contact_submissions', gen_random_uuid(), 'sales', '{}')",
        INSUFFICIENT_PRIVILEGE,
      ],
      ["delete from private.submission_attempts where key_hash = 'x'", 'ok'],
      ['select attempted_at from private.submission_attempts', INSUFFICIENT_PRIVILEGE],
      [
        `insert into private.suppressed_mailboxes values (repeat('a', 64), now(), 'objection')`,
        'ok',
      ],
      ["update private.suppressed_mailboxes set reason = 'objection'", INSUFFICIENT_PRIVILEGE],
      [
        `insert into private.erasures (mailbox_hash, contact_submissions, assessment_contacts,
           assessment_results, outbox_messages, submission_attempts)
         values (repeat('a', 64), 0, 0, 0, 0, 0)`,
        'ok',
      ],
      ['delete from private.erasures', INSUFFICIENT_PRIVILEGE],
      ['update private.erasures set outbox_messages = 0', INSUFFICIENT_PRIVILEGE],
      [purge, 'ok'],
      [`select private.object_to_mailbox(repeat('b', 64))`, 'ok'],
      [`select private.record_erasure(repeat('b', 64))`, 'ok'],
      [`select private.reapply_erasure(repeat('b', 64))`, 'ok'],
      [
        `select private.queue_person_event('lead.erased', repeat('b', 64), '{}')`,
        INSUFFICIENT_PRIVILEGE,
      ],
      [`select private.leave_comparison(repeat('b', 64))`, INSUFFICIENT_PRIVILEGE],
      ['delete from private.benchmark_snapshot', INSUFFICIENT_PRIVILEGE],
    ])('the steward: %s → %s', async (sql, expected) => {
      expect(await mayRun(steward, sql)).toBe(expected);
    });

    it.each([
      [worker, purge, INSUFFICIENT_PRIVILEGE],
      [worker, 'select private.purge_on_schedule()', 'ok'],
      [worker, 'select private.purge_traces(false)', INSUFFICIENT_PRIVILEGE],
      [worker, 'select * from private.retention', INSUFFICIENT_PRIVILEGE],
      ['anon', 'select private.purge_on_schedule()', INSUFFICIENT_PRIVILEGE],
      ['leads_reader', 'select private.purge_on_schedule()', INSUFFICIENT_PRIVILEGE],
      ['anon', 'select private.set_lead_retention(12)', INSUFFICIENT_PRIVILEGE],
      [worker, `select private.object_to_mailbox(repeat('c', 64))`, 'ok'],
      [worker, `select private.suppressed_because(repeat('c', 64))`, 'ok'],
      [worker, `select private.record_erasure(repeat('c', 64))`, INSUFFICIENT_PRIVILEGE],
      [worker, `select private.reapply_erasure(repeat('c', 64))`, INSUFFICIENT_PRIVILEGE],
      [worker, `select private.leads_of_mailbox(repeat('c', 64))`, INSUFFICIENT_PRIVILEGE],
      [worker, 'select * from private.suppressed_mailboxes', INSUFFICIENT_PRIVILEGE],
      [worker, 'select * from private.erasures', INSUFFICIENT_PRIVILEGE],
      ['anon', purge, INSUFFICIENT_PRIVILEGE],
      ['anon', `select private.object_to_mailbox(repeat('d', 64))`, INSUFFICIENT_PRIVILEGE],
      ['anon', `select private.mailbox_objected('a@b.co')`, INSUFFICIENT_PRIVILEGE],
      ['leads_reader', `select private.mailbox_objected('a@b.co')`, 'ok'],
      ['leads_reader', `select private.object_to_mailbox(repeat('d', 64))`, INSUFFICIENT_PRIVILEGE],
      ['anon', 'select * from private.suppressed_mailboxes', INSUFFICIENT_PRIVILEGE],
      ['anon', "select private.mailbox_hash('a@b.co')", INSUFFICIENT_PRIVILEGE],
      ['authenticated', purge, INSUFFICIENT_PRIVILEGE],
      ['leads_reader', purge, INSUFFICIENT_PRIVILEGE],
      ['leads_reader', 'select * from private.erasures', INSUFFICIENT_PRIVILEGE],
    ])('%s: %s → %s', async (role, sql, expected) => {
      expect(await mayRun(role, sql)).toBe(expected);
    });
  });
});

describe('mail files of a mailbox', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mail-folder-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds the e-mail sent to it or answering to it, in any spelling, and no other', async () => {
    const from = 'Lumen <hello@lumen.example>';
    const mailer = createMailer({ kind: 'folder', dir, from });
    // Each message's file, as the folder names it.
    const send = async (message: Pick<MailMessage, 'to' | 'replyTo' | 'subject'>) => {
      const before = new Set(await readdir(dir));
      await mailer.send({ from, locale: 'en', html: '<p>Hi</p>', text: 'Hi', ...message });
      const [file, ...more] = (await readdir(dir)).filter((name) => !before.has(name));
      expect(more).toEqual([]);
      return path.join(dir, file!);
    };
    const results = await send({ to: 'Ada.Lovelace+site@gmail.com', subject: 'Your results' });
    const notice = await send({
      to: ['sales@lumen.example'],
      replyTo: 'adalovelace@googlemail.com',
      subject: 'New lead',
    });
    const otherNotice = await send({
      to: ['sales@lumen.example'],
      replyTo: 'grace@example.com',
      subject: 'Another lead',
    });
    await send({ to: 'ada@example.com', subject: 'Someone else' });

    expect((await mailFilesOf(dir, 'ADALOVELACE@gmail.com')).sort()).toEqual(
      [results, notice].sort(),
    );
    expect(await mailFilesOf(dir, 'grace+x@example.com')).toEqual([otherNotice]);
    expect(await mailFilesOf(dir, 'nobody@example.com')).toEqual([]);
    expect(await mailFilesOf(path.join(dir, 'missing'), 'ada@example.com')).toEqual([]);
  });

  it('forgets the files written more than 30 days ago, and keeps the rest', async () => {
    const folder = await mkdtemp(path.join(dir, 'purge-'));
    const mailer = createMailer({
      kind: 'folder',
      dir: folder,
      from: 'Lumen <hello@lumen.example>',
    });
    for (const subject of ['Old', 'Older', 'New']) {
      await mailer.send({
        from: 'Lumen <hello@lumen.example>',
        to: 'ada@example.com',
        locale: 'en',
        html: `<p>${subject}</p>`,
        text: subject,
        subject,
      });
    }
    const files = (await readdir(folder)).sort();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await utimes(path.join(folder, files[0]!), daysAgo(31), daysAgo(31));
    await utimes(path.join(folder, files[1]!), daysAgo(45), daysAgo(45));
    await writeFile(path.join(folder, 'notes.txt'), 'not mail');
    await utimes(path.join(folder, 'notes.txt'), daysAgo(90), daysAgo(90));

    expect(await forgetOldMailFiles(folder, 30, { dryRun: true })).toBe(2);
    expect(await readdir(folder)).toHaveLength(4);
    expect(await forgetOldMailFiles(folder, 30)).toBe(2);
    expect((await readdir(folder)).sort()).toEqual([files[2], 'notes.txt']);
    expect(await forgetOldMailFiles(path.join(folder, 'missing'), 30)).toBe(0);
  });
});
