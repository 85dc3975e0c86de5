import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignLead,
  bookCall,
  briefSource,
  deskEntry,
  dueForEscalation,
  escalateLead,
  raiseTier,
  responseTimes,
  takeLead,
  waitingLeads,
} from '@/lib/desk/store';
import type { Booking, DeskRef } from '@/lib/desk/types';
import { exportLeads, leadsTable } from '@/lib/database/export';
import type { SqlTransaction } from '@/lib/database/migrations';
import { claimMessages } from '@/lib/outbox/queue';
import { erasePerson, objectPerson, personReport, purgeExpired } from '@/lib/database/rights';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
  type LeadTable,
} from '@/lib/database/rows';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
  RESULT_ANSWERS,
} from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const INSUFFICIENT_PRIVILEGE = '42501';

/** Thrown to roll a probe back: what a role may do is tried, never kept. */
class RolledBack extends Error {}

/** A mailbox of its own: the database counts 5 leads a minute per mailbox. */
const aMailbox = (domain = 'example.com') => `p${randomBytes(5).toString('hex')}@${domain}`;

/** A booking as the provider's webhook reports it. */
function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    uri: `https://api.calendly.example/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`,
    email: aMailbox(),
    name: 'Katherine Johnson',
    callAt: '2026-12-15T09:30:00.000Z',
    locale: 'fr',
    ...overrides,
  };
}

/** The continuous percentile of sorted values, as percentile_cont: null for none. */
function percentile(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (position - below) * (sorted[above]! - sorted[below]!);
}

describe.each(ENGINES.filter(engineAvailable))('the consultants’ desk on %s', (name) => {
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

  const asServer = <T>(work: (tx: SqlTransaction) => Promise<T>) => as('outbox_worker', work);

  /** Whether `role` may run `sql`: 'ok' or the SQLSTATE. Nothing it does is kept. */
  async function mayRun(role: string, sql: string, params: unknown[] = []): Promise<string> {
    try {
      await as(role, async (tx) => {
        await tx.query(sql, params);
        throw new RolledBack();
      });
      return 'unreachable';
    } catch (error) {
      if (error instanceof RolledBack) return 'ok';
      return error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
    }
  }

  async function insertAsAnon(table: LeadTable, row: Record<string, unknown>) {
    const columns = Object.keys(row);
    await as('anon', (tx) =>
      tx.query(
        `insert into api.${table} (${columns.join(', ')})
         values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(row),
      ),
    );
  }

  async function aStoredContact(overrides: Parameters<typeof aContactLead>[0] = {}) {
    const lead = aContactLead({ email: aMailbox(), ...overrides });
    await insertAsAnon('contact_submissions', contactSubmissionRow(lead));
    return { lead, ref: { table: 'contact_submissions', id: lead.id } as DeskRef };
  }

  async function aStoredAssessmentContact(
    overrides: Parameters<typeof anAssessmentContactLead>[0] = {},
  ) {
    const lead = anAssessmentContactLead({ email: aMailbox('example.fr'), ...overrides });
    await insertAsAnon('assessment_contacts', assessmentContactRow(lead));
    return { lead, ref: { table: 'assessment_contacts', id: lead.id } as DeskRef };
  }

  async function aStoredResult(overrides: Parameters<typeof anAssessmentResultLead>[0] = {}) {
    const lead = anAssessmentResultLead({ email: aMailbox(), ...overrides });
    await insertAsAnon('assessment_results', assessmentResultRow(lead));
    return { lead, ref: { table: 'assessment_results', id: lead.id } as DeskRef };
  }

  /** The desk's events the outbox holds for a lead, oldest first, as the CRM will get them. */
  async function eventsOf(ref: DeskRef) {
    const { rows } = await engine.db.query<{
      payload: { type: string; data: Record<string, unknown> };
      lead_id: string | null;
    }>(
      `select payload, lead_id from private.outbox
       where kind = 'event' and payload -> 'data' ->> 'id' = $1 order by created_at, id`,
      [ref.id],
    );
    return rows;
  }

  async function messagesOf(ref: DeskRef) {
    const { rows } = await engine.db.query<{ kind: string; payload: Record<string, unknown> }>(
      `select kind, payload from private.outbox where lead_table = $1 and lead_id = $2
       order by kind`,
      [ref.table, ref.id],
    );
    return rows;
  }

  it('puts every lead of the three forms on the desk as it is stored, untaken', async () => {
    const refs = [
      (await aStoredContact()).ref,
      (await aStoredAssessmentContact()).ref,
      (await aStoredResult()).ref,
    ];
    for (const ref of refs) {
      const entry = await asServer((tx) => deskEntry(tx, ref));
      expect(entry).toMatchObject({
        ...ref,
        notifiedAt: null,
        tier: null,
        owner: null,
        takenBy: null,
        takenAt: null,
        escalatedAt: null,
        closedAt: null,
      });
      const { rows } = await engine.db.query<{ same: boolean }>(
        `select d.created_at = l.created_at as same from private.lead_desk d
         join api.${ref.table} l on l.id = d.lead_id where d.lead_id = $1`,
        [ref.id],
      );
      expect(rows).toEqual([{ same: true }]);
    }
  });

  it('keeps the first assignment, and starts the clock at the first notice', async () => {
    const { ref } = await aStoredContact();
    const first = await asServer((tx) =>
      assignLead(tx, ref, { tier: 'B', owner: 'Marie@Firm.example' }),
    );
    expect(first).toMatchObject({ tier: 'B', owner: 'marie@firm.example' });
    expect(first?.notifiedAt).not.toBeNull();

    const again = await asServer((tx) =>
      assignLead(tx, ref, { tier: 'A', owner: 'paul@firm.example' }),
    );
    expect(again).toEqual(first);
    await expect(
      asServer((tx) =>
        assignLead(
          tx,
          { table: 'contact_submissions', id: randomUUID() },
          { tier: 'A', owner: null },
        ),
      ),
    ).rejects.toThrow(/not on the desk/);

    // A lead stored before the desk existed joins it when its notice goes out.
    const before = await aStoredContact();
    await engine.db.query('delete from private.lead_desk where lead_id = $1', [before.lead.id]);
    expect(await asServer((tx) => deskEntry(tx, before.ref))).toBeNull();
    expect(
      await asServer((tx) => assignLead(tx, before.ref, { tier: 'C', owner: undefined })),
    ).toMatchObject({ ...before.ref, tier: 'C', owner: null, notifiedAt: expect.any(String) });
    await expect(
      asServer((tx) => assignLead(tx, ref, { tier: 'B', owner: 'Marie <marie@firm.example>' })),
    ).rejects.toThrow(/bare address/);
  });

  it('raises a tier and never lowers it', async () => {
    const { ref } = await aStoredContact();
    await asServer((tx) => assignLead(tx, ref, { tier: 'C', owner: null }));
    expect((await asServer((tx) => raiseTier(tx, ref, 'B')))?.tier).toBe('B');
    expect((await asServer((tx) => raiseTier(tx, ref, 'C')))?.tier).toBe('B');
    expect((await asServer((tx) => raiseTier(tx, ref, 'A')))?.tier).toBe('A');
    expect((await asServer((tx) => raiseTier(tx, ref, 'B')))?.tier).toBe('A');
  });

  it('gives a lead to the first consultant who takes it, and tells the CRM once', async () => {
    const { lead, ref } = await aStoredContact();
    await asServer((tx) => assignLead(tx, ref, { tier: 'A', owner: 'team@firm.example' }));

    const first = await asServer((tx) => takeLead(tx, ref, ' Marie@Firm.example '));
    expect(first).toMatchObject({
      first: true,
      entry: { takenBy: 'marie@firm.example', owner: 'team@firm.example' },
    });
    const second = await asServer((tx) => takeLead(tx, ref, 'paul@firm.example'));
    expect(second).toEqual({ first: false, entry: first!.entry });

    const events = await eventsOf(ref);
    expect(events.map((event) => event.payload)).toEqual([
      {
        type: 'lead.taken',
        data: {
          table: 'contact_submissions',
          id: lead.id,
          tier: 'A',
          owner: 'team@firm.example',
          taken_by: 'marie@firm.example',
          taken_at: expect.any(String),
        },
      },
    ]);
    expect(new Date(String(events[0]!.payload.data.taken_at)).toISOString()).toBe(
      first!.entry.takenAt,
    );
    // The CRM finds the lead by its id: the event names no address.
    expect(JSON.stringify(events)).not.toContain(lead.email);
    expect(
      await asServer((tx) =>
        takeLead(tx, { table: 'assessment_results', id: randomUUID() }, 'a@b.example'),
      ),
    ).toBeNull();
  });

  it('lets a result take over from the details it follows, and keeps the consultant who took them', async () => {
    const untaken = await aStoredAssessmentContact();
    const resultOfUntaken = await aStoredResult({
      email: untaken.lead.email,
      contactId: untaken.lead.id,
    });
    expect((await asServer((tx) => deskEntry(tx, untaken.ref)))?.closedAt).not.toBeNull();
    expect(await asServer((tx) => deskEntry(tx, resultOfUntaken.ref))).toMatchObject({
      closedAt: null,
      takenBy: null,
    });

    const taken = await aStoredAssessmentContact();
    await asServer((tx) => assignLead(tx, taken.ref, { tier: 'B', owner: 'paul@firm.example' }));
    await asServer((tx) => takeLead(tx, taken.ref, 'marie@firm.example'));
    const resultOfTaken = await aStoredResult({
      email: taken.lead.email,
      contactId: taken.lead.id,
    });
    expect(await asServer((tx) => deskEntry(tx, taken.ref))).toMatchObject({ closedAt: null });
    expect(await asServer((tx) => deskEntry(tx, resultOfTaken.ref))).toMatchObject({
      takenBy: 'marie@firm.example',
      owner: 'paul@firm.example',
      closedAt: null,
    });
    expect((await eventsOf(resultOfTaken.ref)).map((event) => event.payload.type)).toEqual([
      'lead.taken',
    ]);
    // Taken at once: it waits for nobody, and is never escalated.
    expect((await asServer((tx) => waitingLeads(tx))).map((entry) => entry.id)).not.toContain(
      resultOfTaken.lead.id,
    );
  });

  it('escalates a lead nobody took exactly once, with one e-mail and one event', async () => {
    const { lead, ref } = await aStoredContact();
    const notNotified = await aStoredContact();
    await asServer((tx) => assignLead(tx, ref, { tier: 'A', owner: 'marie@firm.example' }));

    const due = await asServer((tx) => dueForEscalation(tx));
    expect(due.map((entry) => entry.id)).toContain(lead.id);
    expect(due.map((entry) => entry.id)).not.toContain(notNotified.lead.id);

    expect(await asServer((tx) => escalateLead(tx, ref))).toBe(true);
    expect(await asServer((tx) => escalateLead(tx, ref))).toBe(false);

    const escalations = (await messagesOf(ref)).filter((message) => message.kind === 'escalation');
    expect(escalations).toHaveLength(1);
    expect(escalations[0]?.payload).toMatchObject({
      table: 'contact_submissions',
      lead: { id: lead.id, email: lead.email, message: lead.message },
      contact: null,
      objected: false,
      entry: { lead_id: lead.id, tier: 'A', owner: 'marie@firm.example' },
    });
    expect((await eventsOf(ref)).map((event) => event.payload.type)).toEqual(['lead.escalated']);
    expect((await asServer((tx) => dueForEscalation(tx))).map((entry) => entry.id)).not.toContain(
      lead.id,
    );

    // The sales team's e-mail says "do not prospect" when the person objected since.
    await as('leads_steward', (tx) => objectPerson(tx, lead.email));
    const claimed = await claimMessages(asServer, ['escalation'], 100);
    expect(claimed.find((message) => message.payload.lead.id === lead.id)?.payload).toMatchObject({
      objected: true,
    });

    // Taken, a lead is never escalated.
    const takenFirst = await aStoredContact();
    await asServer((tx) => assignLead(tx, takenFirst.ref, { tier: 'B', owner: null }));
    await asServer((tx) => takeLead(tx, takenFirst.ref, 'paul@firm.example'));
    expect(await asServer((tx) => escalateLead(tx, takenFirst.ref))).toBe(false);
    expect((await messagesOf(takenFirst.ref)).map((message) => message.kind)).not.toContain(
      'escalation',
    );
    expect((await eventsOf(takenFirst.ref)).map((event) => event.payload.type)).toEqual([
      'lead.taken',
    ]);
  });

  it('lands a booked call on the newest lead of the same mailbox, once however often it is reported', async () => {
    const mailbox = aMailbox();
    await aStoredContact({ email: mailbox });
    const newest = await aStoredResult({ email: mailbox.toUpperCase() });
    const booking = aBooking({ email: mailbox.replace('@', '+call@') });

    const booked = await asServer((tx) => bookCall(tx, booking));
    expect(booked).toMatchObject({
      ref: newest.ref,
      matched: true,
      entry: { ...newest.ref, callAt: booking.callAt },
      payload: { table: 'assessment_results', lead: { id: newest.lead.id }, objected: false },
    });
    expect(booked.entry.bookedAt).not.toBeNull();
    expect(booked.payload).not.toHaveProperty('lead.access_hash');

    const retried = await asServer((tx) => bookCall(tx, booking));
    expect(retried).toEqual(booked);
    const { rows } = await engine.db.query<{ count: number }>(
      'select count(*)::int as count from private.call_bookings where uri = $1',
      [booking.uri],
    );
    expect(rows).toEqual([{ count: 1 }]);
    const events = await eventsOf(newest.ref);
    expect(events.map((event) => event.payload)).toEqual([
      {
        type: 'lead.booked',
        data: {
          table: 'assessment_results',
          id: newest.lead.id,
          tier: null,
          owner: null,
          matched: true,
          booked_at: expect.any(String),
          call_at: expect.any(String),
        },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(mailbox);
  });

  it('makes a booking with no lead before a lead of its own, marked when the person objected', async () => {
    const booking = aBooking({ locale: 'de' });
    const booked = await asServer((tx) => bookCall(tx, booking));
    expect(booked.matched).toBe(false);
    expect(booked.ref.table).toBe('call_bookings');
    expect(booked.payload).toEqual({
      table: 'call_bookings',
      lead: {
        id: booked.ref.id,
        created_at: expect.any(String),
        email: booking.email,
        name: booking.name,
        call_at: expect.any(String),
        locale: null,
      },
      contact: null,
      objected: false,
    });
    expect(booked.entry).toMatchObject({ ...booked.ref, takenBy: null, callAt: booking.callAt });
    const messages = await messagesOf(booked.ref);
    expect(messages.map((message) => message.kind)).toEqual(['sales', 'webhook']);
    expect(messages[0]?.payload).toEqual(booked.payload);
    expect((await eventsOf(booked.ref)).map((event) => event.payload.type)).toEqual([
      'lead.booked',
    ]);
    expect(await asServer((tx) => bookCall(tx, booking))).toEqual(booked);
    expect(await messagesOf(booked.ref)).toHaveLength(2);
    expect(await eventsOf(booked.ref)).toHaveLength(1);

    const objecting = aBooking();
    await as('leads_steward', (tx) => objectPerson(tx, objecting.email));
    const marked = await asServer((tx) => bookCall(tx, objecting));
    expect(marked.payload.objected).toBe(true);
  });

  it('shows a brief its lead, its answers, its standing and its thread', async () => {
    const mailbox = aMailbox('analytical.example');
    const colleague = aMailbox('analytical.example');
    const stranger = await aStoredContact({ companyName: 'Someone Else Ltd' });
    const earlierMessage = await aStoredContact({
      email: mailbox,
      companyName: 'Analytical Engines',
    });
    const colleagueMessage = await aStoredContact({
      email: colleague,
      companyName: '  analytical   ENGINES ',
    });
    const booking = await asServer((tx) =>
      bookCall(tx, aBooking({ email: mailbox.replace('@', '+b@') })),
    );
    const details = await aStoredAssessmentContact({
      email: mailbox,
      companyName: 'Analytical Engines',
    });
    const result = await aStoredResult({ email: mailbox, contactId: details.lead.id });

    const source = await asServer((tx) => briefSource(tx, result.ref));
    expect(source).toMatchObject({
      entry: result.ref,
      payload: {
        table: 'assessment_results',
        lead: { id: result.lead.id, answers: RESULT_ANSWERS },
        contact: { id: details.lead.id, company_name: 'Analytical Engines' },
        objected: false,
      },
      answers: RESULT_ANSWERS,
      standings: null,
      previous: null,
    });
    expect(source!.thread.map((entry) => [entry.table, entry.id, entry.sameMailbox])).toEqual([
      ['assessment_contacts', details.lead.id, true],
      // The booking landed on the earlier message: it is in the thread as itself.
      ['call_bookings', expect.any(String), true],
      ['contact_submissions', colleagueMessage.lead.id, false],
      ['contact_submissions', earlierMessage.lead.id, true],
    ]);
    expect(booking.ref).toEqual(earlierMessage.ref);
    expect(source!.thread.map((entry) => entry.id)).not.toContain(stranger.lead.id);
    expect(source!.thread[2]).toMatchObject({
      email: colleague,
      name: 'Ada Lovelace',
      companySize: '11-50',
      message: colleagueMessage.lead.message,
      percentage: null,
    });

    // A contact message has no answers, and its thread holds nothing later than it.
    const earlier = await asServer((tx) => briefSource(tx, earlierMessage.ref));
    expect(earlier).toMatchObject({ answers: null, standings: null, previous: null, thread: [] });
    expect(
      await asServer((tx) => briefSource(tx, { table: 'contact_submissions', id: randomUUID() })),
    ).toBeNull();
  });

  it('shows one person’s past: never by a placeholder company, another organisation or a mailbox typed by a stranger', async () => {
    const placeholder = await aStoredContact({ companyName: 'N/A' });
    const sameWords = await aStoredContact({ companyName: ' n/a ' });
    const elsewhere = await aStoredContact({
      email: aMailbox('other.example'),
      companyName: 'Acme Widgets',
    });
    const colleague = await aStoredContact({
      email: aMailbox('acme.example'),
      companyName: 'Acme Widgets',
    });
    const lead = await aStoredContact({
      email: aMailbox('acme.example'),
      companyName: 'ACME widgets',
    });
    const ids = async (ref: DeskRef) =>
      ((await asServer((tx) => briefSource(tx, ref)))?.thread ?? []).map((entry) => entry.id);
    expect(await ids(sameWords.ref)).not.toContain(placeholder.lead.id);
    expect(await ids(lead.ref)).toContain(colleague.lead.id);
    expect(await ids(lead.ref)).not.toContain(elsewhere.lead.id);

    // Someone leaves their own details, then types another person's address for the results.
    const victim = aMailbox('victim.example');
    const victimsMessage = await aStoredContact({ email: victim, companyName: 'Victim Co' });
    const details = await aStoredAssessmentContact({
      email: aMailbox('typist.example'),
      companyName: 'Typist Co',
    });
    const typed = await aStoredResult({ email: victim, contactId: details.lead.id });
    const source = await asServer((tx) => briefSource(tx, typed.ref));
    expect(source!.thread.map((entry) => entry.id)).toEqual([details.lead.id]);
    expect(source!.thread.map((entry) => entry.id)).not.toContain(victimsMessage.lead.id);
    expect(source!.previous).toBeNull();
  });

  it('keeps at most 20 contacts in a thread, newest first', async () => {
    const mailbox = aMailbox();
    for (let index = 0; index < 22; index += 1) {
      const lead = aContactLead({ email: mailbox.replace('@', `+${index}@`) });
      // Backdated as the owner, to pass the five a minute of one mailbox.
      await engine.db.query(
        `insert into api.contact_submissions (id, created_at, locale, privacy_notice, policy_version,
           first_name, last_name, company_name, company_size, email, message)
         values ($1, now() - make_interval(mins => $2), 'en', 'contact:0123456789ab', '1.0',
           'Ada', 'Lovelace', 'Engines', '11-50', $3, $4)`,
        [lead.id, 30 - index, lead.email, `message ${index}`],
      );
    }
    const latest = await aStoredContact({ email: mailbox, companyName: `Firm ${mailbox}` });
    const source = await asServer((tx) => briefSource(tx, latest.ref));
    expect(source!.thread.map((entry) => entry.message)).toEqual(
      Array.from({ length: 20 }, (_, index) => `message ${21 - index}`),
    );
  });

  it('lists the leads nobody took, and how fast the others were taken', async () => {
    const waiting = await aStoredContact();
    const taken = await aStoredContact();
    await asServer(async (tx) => {
      await assignLead(tx, waiting.ref, { tier: 'B', owner: 'marie@firm.example' });
      await assignLead(tx, taken.ref, { tier: 'A', owner: 'marie@firm.example' });
      await takeLead(tx, taken.ref, 'marie@firm.example');
    });
    // As if the notice had gone out 30 minutes before the take.
    await engine.db.query(
      `update private.lead_desk set notified_at = taken_at - interval '30 minutes'
       where lead_id = $1`,
      [taken.lead.id],
    );

    for (const role of ['outbox_worker', 'leads_reader']) {
      const listed = await as(role, (tx) => waitingLeads(tx));
      const mine = listed.find((entry) => entry.id === waiting.lead.id);
      expect(mine).toMatchObject({
        tier: 'B',
        owner: 'marie@firm.example',
        name: 'Ada Lovelace',
        companyName: waiting.lead.companyName,
        email: waiting.lead.email,
        escalatedAt: null,
      });
      expect(listed.map((entry) => entry.id)).not.toContain(taken.lead.id);
    }
    const since = await as('leads_reader', (tx) => waitingLeads(tx, new Date(Date.now() + 60_000)));
    expect(since).toEqual([]);

    // Two weeks: the notice may have gone out in the week before the take.
    const weeks = await as('leads_reader', (tx) => responseTimes(tx, 2));
    expect(weeks.map((week) => week.week)).toEqual([
      expect.stringMatching(/^\d{4}-W\d{2}$/),
      expect.stringMatching(/^\d{4}-W\d{2}$/),
    ]);
    expect(weeks.reduce((sum, week) => sum + week.taken, 0)).toBeGreaterThanOrEqual(1);
    expect(weeks.reduce((sum, week) => sum + week.waiting, 0)).toBeGreaterThanOrEqual(1);
    // The same figures, counted here from the entries themselves.
    const { rows: entries } = await engine.db.query<{
      notified: string;
      taken: string | null;
      closed: string | null;
    }>(
      `select to_jsonb(notified_at) #>> '{}' as notified, to_jsonb(taken_at) #>> '{}' as taken,
         to_jsonb(closed_at) #>> '{}' as closed
       from private.lead_desk where notified_at is not null`,
    );
    for (const week of weeks) {
      const starts = Date.parse(`${week.starts}T00:00:00Z`);
      const mine = entries.filter((entry) => {
        const notified = Date.parse(entry.notified);
        return notified >= starts && notified < starts + 7 * 24 * 3600_000;
      });
      const minutes = mine
        .filter((entry) => entry.taken && Date.parse(entry.taken) >= Date.parse(entry.notified))
        .map((entry) => (Date.parse(entry.taken!) - Date.parse(entry.notified)) / 60_000)
        .sort((a, b) => a - b);
      expect(week.taken).toBe(mine.filter((entry) => entry.taken).length);
      expect(week.waiting).toBe(mine.filter((entry) => !entry.taken && !entry.closed).length);
      if (minutes.length === 0) {
        expect([week.medianMinutes, week.p90Minutes]).toEqual([null, null]);
      } else {
        expect(week.medianMinutes).toBeCloseTo(percentile(minutes, 0.5)!, 2);
        expect(week.p90Minutes).toBeCloseTo(percentile(minutes, 0.9)!, 2);
      }
    }
    expect(weeks.some((week) => (week.p90Minutes ?? 0) > 0)).toBe(true);
    await expect(as('leads_reader', (tx) => responseTimes(tx, 0))).rejects.toThrow(/weeks/);
  });

  it('shows the sales team’s export each lead’s place on the desk, and a booking with no lead before', async () => {
    const { lead, ref } = await aStoredContact();
    await asServer(async (tx) => {
      await assignLead(tx, ref, { tier: 'A', owner: 'team@firm.example' });
      await takeLead(tx, ref, 'marie@firm.example');
      await bookCall(tx, aBooking({ email: lead.email }));
    });
    const alone = aBooking();
    await asServer((tx) => bookCall(tx, alone));

    const exported = await as('leads_reader', (tx) => exportLeads(tx));
    const taken = await asServer((tx) => deskEntry(tx, ref));
    expect(exported.find((row) => row.email === lead.email)).toMatchObject({
      kind: 'contact',
      tier: 'A',
      owner: 'team@firm.example',
      takenBy: 'marie@firm.example',
      takenAt: taken!.takenAt!.replace(/\.\d+Z$/, 'Z'),
      callAt: '2026-12-15T09:30:00Z',
    });
    expect(exported.filter((row) => row.email === alone.email)).toEqual([
      expect.objectContaining({
        kind: 'call booked',
        firstName: alone.name,
        locale: 'fr',
        takenBy: null,
        callAt: '2026-12-15T09:30:00Z',
        bookedAt: expect.stringMatching(/Z$/),
      }),
    ]);
    expect(leadsTable(exported)).toContain(
      '[tier A, taken by marie@firm.example, call 2026-12-15T09:30:00Z]',
    );
  });

  it('keeps the answers of a result, one letter a question, and refuses any other', async () => {
    const { lead } = await aStoredResult();
    const { rows } = await engine.db.query<{ answers: string }>(
      'select answers from api.assessment_results where id = $1',
      [lead.id],
    );
    expect(rows).toEqual([{ answers: RESULT_ANSWERS }]);

    const refused = [
      null,
      'abc',
      `${RESULT_ANSWERS}a`,
      RESULT_ANSWERS.toUpperCase(),
      'eeeeeeeeeeeeeeeeeeee',
    ];
    for (const answers of refused) {
      const row = {
        ...assessmentResultRow(anAssessmentResultLead({ email: aMailbox() })),
        answers,
      };
      await expect(insertAsAnon('assessment_results', row)).rejects.toThrow(/answers/);
    }
  });

  it('still confirms a result stored before answers were kept', async () => {
    const old = assessmentResultRow(anAssessmentResultLead({ email: aMailbox() }));
    const { answers: _none, ...withoutAnswers } = old;
    const columns = Object.keys(withoutAnswers);
    // As the rows stored before this migration: the owner's insert, past today's trigger.
    await engine.db.transaction(async (tx) => {
      await tx.exec(
        'alter table api.assessment_results disable trigger assessment_results_as_stored',
      );
      await tx.query(
        `insert into api.assessment_results (${columns.join(', ')})
         values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(withoutAnswers),
      );
      await tx.exec(
        'alter table api.assessment_results enable trigger assessment_results_as_stored',
      );
    });
    const answer = await as('anon', async (tx) => {
      const { rows } = await tx.query<{ answer: { status: string } }>(
        'select api.confirm_result($1) as answer',
        [old.confirm_hash],
      );
      return rows[0]?.answer;
    });
    expect(answer?.status).toBe('confirmed');
  });

  it('lets no visitor call the desk or read it', async () => {
    const { ref } = await aStoredContact();
    const calls: [string, unknown[]][] = [
      ['select private.desk_entry($1, $2::uuid)', [ref.table, ref.id]],
      ['select private.desk_assign($1, $2::uuid, $3, $4)', [ref.table, ref.id, 'A', null]],
      ['select private.desk_raise_tier($1, $2::uuid, $3)', [ref.table, ref.id, 'A']],
      ['select private.desk_take($1, $2::uuid, $3)', [ref.table, ref.id, 'x@attacker.example']],
      ['select private.desk_due_for_escalation()', []],
      ['select private.desk_escalate($1, $2::uuid)', [ref.table, ref.id]],
      ['select private.desk_waiting(null)', []],
      ['select private.desk_response_times(12)', []],
      ['select private.desk_brief_source($1, $2::uuid, 10)', [ref.table, ref.id]],
      [
        'select private.desk_book_call($1, $2, now(), null, $3)',
        ['x@attacker.example', 'X', 'https://attacker.example/x'],
      ],
      ['select private.desk_payload($1, $2::uuid)', [ref.table, ref.id]],
      ['select private.desk_person($1, $2::uuid)', [ref.table, ref.id]],
      ['select * from private.lead_desk', []],
      ['select * from private.call_bookings', []],
    ];
    for (const role of ['anon', 'authenticated']) {
      for (const [sql, params] of calls) {
        expect({ role, sql, outcome: await mayRun(role, sql, params) }).toEqual({
          role,
          sql,
          outcome: INSUFFICIENT_PRIVILEGE,
        });
      }
    }
    // The sales team's reader reads; it changes nothing.
    expect(await mayRun('leads_reader', 'select * from private.lead_desk')).toBe('ok');
    expect(await mayRun('leads_reader', 'delete from private.lead_desk')).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await mayRun('leads_reader', calls[3]![0], calls[3]![1])).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await mayRun('outbox_worker', 'select * from private.lead_desk')).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
  });

  it('erases a person’s bookings and desk entries with their leads, and reports them', async () => {
    const mailbox = aMailbox();
    const message = await aStoredContact({ email: mailbox });
    const matched = aBooking({ email: mailbox });
    const other = aBooking({ email: mailbox });
    const matchedCall = await asServer((tx) => bookCall(tx, matched));
    await asServer((tx) => bookCall(tx, other));
    await asServer((tx) => takeLead(tx, message.ref, 'marie@firm.example'));

    const report = await as('leads_steward', (tx) => personReport(tx, mailbox));
    expect(report.callBookings).toHaveLength(2);
    expect(report.deskEntries.map((entry) => entry.lead_id)).toEqual([message.lead.id]);
    expect(matchedCall.ref).toEqual(message.ref);

    const erased = await as('leads_steward', (tx) => erasePerson(tx, mailbox));
    expect(erased).toMatchObject({ contactSubmissions: 1, callBookings: 2 });
    const held = await engine.db.query<{ bookings: number; entries: number; events: number }>(
      `select
         (select count(*)::int from private.call_bookings
          where private.normalized_email(email) = $1) as bookings,
         (select count(*)::int from private.lead_desk where lead_id = $2) as entries,
         (select count(*)::int from private.outbox
          where kind = 'event' and payload -> 'data' ->> 'id' = $2::text) as events`,
      [mailbox, message.lead.id],
    );
    expect(held.rows).toEqual([{ bookings: 0, entries: 0, events: 0 }]);
    const { rows: register } = await engine.db.query<{ call_bookings: number }>(
      'select call_bookings from private.erasures where mailbox_hash = private.mailbox_hash($1)',
      [mailbox],
    );
    expect(register).toEqual([{ call_bookings: 2 }]);
  });

  it('purges a mailbox’s bookings and entries with its leads, a booking keeping the mailbox current', async () => {
    const stale = aMailbox();
    const current = aMailbox();
    const staleLead = await aStoredContact({ email: stale });
    const currentLead = await aStoredContact({ email: current });
    await asServer((tx) => bookCall(tx, aBooking({ email: stale })));
    await asServer((tx) => bookCall(tx, aBooking({ email: current })));
    // Everything of both mailboxes two months old, but the current one's booking.
    await engine.db.exec(`
      update api.contact_submissions set created_at = now() - interval '2 months'
      where email in ('${stale}', '${current}');
      update private.call_bookings set created_at = now() - interval '2 months'
      where email = '${stale}';`);

    const report = await as('leads_steward', (tx) => purgeExpired(tx, { months: 1 }));
    expect(report.callBookings).toBeGreaterThanOrEqual(1);
    const { rows } = await engine.db.query<{ lead_id: string }>(
      `select lead_id from private.lead_desk
       where lead_id = any(string_to_array($1, ',')::uuid[])`,
      [[staleLead.lead.id, currentLead.lead.id].join(',')],
    );
    expect(rows).toEqual([{ lead_id: currentLead.lead.id }]);
    const { rows: bookings } = await engine.db.query<{ email: string }>(
      'select email from private.call_bookings where email in ($1, $2)',
      [stale, current],
    );
    expect(bookings).toEqual([{ email: current }]);
  });
});
