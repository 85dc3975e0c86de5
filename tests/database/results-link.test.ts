import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '@/lib/database/link-token';
import type { SqlTransaction } from '@/lib/database/migrations';
import { erasePerson, objectPerson } from '@/lib/database/rights';
import {
  assessmentContactRow,
  assessmentResultRow,
  resultReadsFrom,
  type LeadTable,
} from '@/lib/database/rows';
import type { AssessmentResultLead } from '@/lib/database/types';
import { CATEGORY_KEYS, type CompanySize } from '@/lib/model';
import {
  anAssessmentContactLead,
  anAssessmentResultLead,
  linksOf,
  scoredAt,
} from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

/** A domain no other result of the file has: the comparison counts domains apart. */
const aDomain = () => `d${randomBytes(4).toString('hex')}.example`;

describe.each(ENGINES.filter(engineAvailable))('results that live on, on %s', (name) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await openEngine(name);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  function asAnon<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T> {
    return engine.db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      await tx.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ 'x-submission-keys': randomBytes(32).toString('hex') }),
      ]);
      return work(tx);
    });
  }

  async function insert(table: LeadTable, row: object) {
    const columns = Object.keys(row);
    await asAnon((tx) =>
      tx.query(
        `insert into api.${table} (${columns.join(', ')})
         values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(row),
      ),
    );
  }

  /** A result as the server stores it, with its three links. */
  async function storeResult(overrides: Partial<AssessmentResultLead> = {}) {
    const lead = anAssessmentResultLead(overrides);
    await insert('assessment_results', assessmentResultRow(lead));
    return { lead, links: linksOf(lead) };
  }

  async function storeContact(companySize: CompanySize = '11-50', email?: string, sector?: string) {
    const contact = anAssessmentContactLead({
      companySize,
      ...(email ? { email } : {}),
      ...(sector ? { sector } : {}),
    });
    await insert('assessment_contacts', assessmentContactRow(contact));
    return contact;
  }

  // As the stores call them: as a visitor, arguments by name.
  const reads = resultReadsFrom((name, args) =>
    asAnon(async (tx) => {
      const named = Object.keys(args).map((arg, index) => `${arg} => $${index + 1}`);
      const { rows } = await tx.query<{ answer: unknown }>(
        `select api.${name}(${named.join(', ')}) as answer`,
        Object.values(args),
      );
      return rows[0]?.answer ?? null;
    }),
  );
  const readByToken = (token: string, minGroup = 10) =>
    reads.readResult(tokenHash(token), minGroup);
  const confirm = (token: string) => reads.confirmResult(tokenHash(token), 10);

  /** A confirmed result, as its owner leaves it by following the confirmation link. */
  async function storeConfirmed(overrides: Partial<AssessmentResultLead> = {}) {
    const stored = await storeResult(overrides);
    expect((await confirm(stored.links.confirm)).status).toBe('confirmed');
    return stored;
  }

  /** The comparison's snapshot is a day old: the next read takes a new one. */
  async function ageSnapshot() {
    await engine.db.query(
      "update private.benchmark_snapshot set taken_at = now() - interval '25 hours'",
    );
  }

  async function errorCode(work: () => Promise<unknown>): Promise<string> {
    try {
      await work();
      return 'ok';
    } catch (error) {
      return error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
    }
  }

  async function messages(leadId: string) {
    const { rows } = await engine.db.query<{
      kind: string;
      status: string;
      payload: Record<string, unknown>;
    }>('select kind, status, payload from private.outbox where lead_id = $1 order by kind', [
      leadId,
    ]);
    return rows;
  }

  it('answers one result for its page’s link and its owner’s, with the person and never the address', async () => {
    const contact = await storeContact('51-200', undefined, 'logistics');
    const { lead, links } = await storeResult({ contactId: contact.id, email: contact.email });

    for (const token of [links.visitor, links.owner]) {
      const linked = await readByToken(token);
      expect(linked?.result).toMatchObject({
        id: lead.id,
        totalScore: lead.totalScore,
        percentage: lead.percentage,
        categoryScores: lead.categoryScores,
      });
      expect(linked?.person).toEqual({
        firstName: contact.firstName,
        lastName: contact.lastName,
        companyName: contact.companyName,
        companySize: '51-200',
        sector: 'logistics',
      });
      expect(linked?.confirmed).toBe(false);
      expect(JSON.stringify(linked)).not.toContain('@');
    }
    expect((await readByToken(links.visitor))?.owner).toBe(false);
    expect((await readByToken(links.owner))?.owner).toBe(true);
    // The confirmation's link opens nothing; a changed token, or the hash itself, neither.
    expect(await readByToken(links.confirm)).toBeNull();
    const changed = `${links.visitor.slice(0, -1)}${links.visitor.endsWith('A') ? 'B' : 'A'}`;
    expect(await readByToken(changed)).toBeNull();
    expect(await readByToken(lead.accessHash)).toBeNull();
  });

  it('lets no visitor read or list results, nor store one without its links, confirmed or everlasting', async () => {
    expect(
      await errorCode(() => asAnon((tx) => tx.query('select id from api.assessment_results'))),
    ).toBe('42501');
    const { owner_hash: _, ...withoutOwner } = assessmentResultRow(anAssessmentResultLead());
    expect(await errorCode(() => insert('assessment_results', withoutOwner))).toBe('23514');
    const { lead: stored } = await storeResult();
    expect(
      await errorCode(() =>
        insert(
          'assessment_results',
          assessmentResultRow(anAssessmentResultLead({ accessHash: stored.accessHash })),
        ),
      ),
    ).toBe('23505');

    // Whatever the insert says of its confirmation and its links' life, the database decides.
    const lead = anAssessmentResultLead();
    await insert('assessment_results', {
      ...assessmentResultRow(lead),
      confirmed_at: new Date().toISOString(),
      link_expires_at: '2099-01-01T00:00:00Z',
    });
    const { rows } = await engine.db.query<{ confirmed: boolean; months: number }>(
      `select confirmed_at is not null as confirmed,
         round(extract(epoch from link_expires_at - created_at) / 86400 / 30.4)::int as months
       from api.assessment_results where id = $1`,
      [lead.id],
    );
    expect(rows[0]).toEqual({ confirmed: false, months: 12 });
  });

  it('hangs a result on details only of the same mailbox, or left in the last three hours', async () => {
    const recent = await storeContact();
    const old = await storeContact();
    await engine.db.query(
      "update api.assessment_contacts set created_at = now() - interval '4 hours' where id = $1",
      [old.id],
    );
    const { lead: onRecent } = await storeResult({ contactId: recent.id });
    const { lead: onOld } = await storeResult({ contactId: old.id });
    const { lead: onOwnOld } = await storeResult({ contactId: old.id, email: old.email });
    const { lead: onNone } = await storeResult({
      contactId: '00000000-0000-4000-8000-000000000000',
    });
    const { rows } = await engine.db.query<{ id: string; contact_id: string | null }>(
      'select id, contact_id from api.assessment_results where id = any($1::uuid[])',
      [`{${[onRecent.id, onOld.id, onOwnOld.id, onNone.id].join(',')}}`],
    );
    const contactOf = new Map(rows.map((row) => [row.id, row.contact_id]));
    expect(contactOf.get(onRecent.id)).toBe(recent.id);
    expect(contactOf.get(onOld.id)).toBeNull();
    expect(contactOf.get(onOwnOld.id)).toBe(old.id);
    expect(contactOf.get(onNone.id)).toBeNull();
  });

  it('e-mails an unproven address only a confirmation; its owner’s click queues the results e-mail once', async () => {
    const contact = await storeContact();
    const { lead, links } = await storeResult({
      contactId: contact.id,
      email: 'typed.at.the.end@example.net',
    });
    const before = await messages(lead.id);
    expect(before.map((message) => message.kind)).toEqual(['confirmation', 'sales', 'webhook']);
    for (const { payload } of before) {
      expect(payload.contact).toMatchObject({ id: contact.id, first_name: contact.firstName });
      expect(payload.lead).toMatchObject({ contact_id: contact.id, link_nonce: lead.linkNonce });
      // The links' hashes stay in the table.
      for (const hash of ['access_hash', 'owner_hash', 'confirm_hash']) {
        expect(payload.lead).not.toHaveProperty(hash);
      }
      expect(payload.objected).toBe(false);
    }

    // The page's link and the owner's confirm nothing.
    expect((await reads.confirmResult(lead.accessHash, 10)).status).toBe('unknown');
    expect((await reads.confirmResult(lead.ownerHash, 10)).status).toBe('unknown');

    expect(await confirm(links.confirm)).toEqual({
      status: 'confirmed',
      resultId: lead.id,
      linkNonce: lead.linkNonce,
      locale: 'en',
    });
    // Pressed twice, it is the same confirmation; later, an earlier one.
    expect((await confirm(links.confirm)).status).toBe('confirmed');
    await engine.db.query(
      "update api.assessment_results set confirmed_at = now() - interval '11 minutes' where id = $1",
      [lead.id],
    );
    expect((await confirm(links.confirm)).status).toBe('already');
    const after = await messages(lead.id);
    expect(after.map((message) => message.kind)).toEqual([
      'confirmation',
      'event',
      'sales',
      'visitor',
      'webhook',
    ]);
    const results = after.find((message) => message.kind === 'visitor')!;
    expect(results.status).toBe('pending');
    // The details were left under another address than the one confirmed: the owner's e-mail
    // carries none of them, neither the greeting's name nor the report's.
    expect(results.payload).toMatchObject({
      table: 'assessment_results',
      lead: { id: lead.id, email: lead.email },
      contact: null,
      previous: null,
    });
    expect(after.find((message) => message.kind === 'event')!.payload).toMatchObject({
      type: 'lead.confirmed',
      data: { id: lead.id },
    });
    expect((await readByToken(links.visitor))?.confirmed).toBe(true);

    // Details left under the confirmed address itself are the owner's: the e-mail greets them.
    const own = await storeContact();
    const mine = await storeResult({ contactId: own.id, email: own.email });
    await confirm(mine.links.confirm);
    const mail = (await messages(mine.lead.id)).find((message) => message.kind === 'visitor');
    expect(mail?.payload).toMatchObject({ contact: { id: own.id, first_name: own.firstName } });
  });

  it('lets a confirmation link expire after 30 days, and a revoked link confirm nothing', async () => {
    const old = await storeResult();
    await engine.db.query(
      "update api.assessment_results set created_at = now() - interval '31 days' where id = $1",
      [old.lead.id],
    );
    expect((await confirm(old.links.confirm)).status).toBe('expired');
    const revoked = await storeResult();
    await engine.db.transaction(async (tx) => {
      await tx.exec('set local role leads_steward');
      await tx.query('select private.revoke_result_link($1)', [tokenHash(revoked.links.visitor)]);
    });
    expect((await confirm(revoked.links.confirm)).status).toBe('expired');
    expect((await messages(revoked.lead.id)).map((message) => message.kind)).not.toContain(
      'visitor',
    );
  });

  it('shows a stranger who types a lead’s address nothing of that lead’s past', async () => {
    const local = `victim${randomBytes(4).toString('hex')}`;
    const victim = await storeConfirmed({ email: `${local}@gmail.com`, ...scoredAt(63) });

    // Another spelling of the same mailbox, typed by someone else.
    const stranger = await storeResult({
      email: `${local.slice(0, 3)}.${local.slice(3).toUpperCase()}+x@GoogleMail.com`,
      ...scoredAt(30),
    });
    const seen = await readByToken(stranger.links.visitor);
    expect(seen?.previous).toBeNull();
    expect(JSON.stringify(seen)).not.toContain(victim.lead.id);
    expect(JSON.stringify(seen)).not.toContain('78.75');
    // Even the owner's link of an unconfirmed result shows no past.
    expect((await readByToken(stranger.links.owner))?.previous).toBeNull();
    // The mailbox got a confirmation only, carrying nothing of the victim's.
    const queued = await messages(stranger.lead.id);
    expect(queued.map((message) => message.kind)).toEqual(['confirmation', 'sales', 'webhook']);
    expect(JSON.stringify(queued)).not.toContain(victim.lead.id);

    // The owner's next confirmed result compares with their own, never the stranger's.
    const retake = await storeConfirmed({ email: `${local}+2@gmail.com`, ...scoredAt(70) });
    const owner = await readByToken(retake.links.owner);
    expect(owner?.previous).toMatchObject({ id: victim.lead.id, totalScore: 63 });
    // Through the page's link, which sales and whoever it was shared with hold: no past.
    expect((await readByToken(retake.links.visitor))?.previous).toBeNull();
    const results = (await messages(retake.lead.id)).find((message) => message.kind === 'visitor');
    expect(results?.payload.previous).toMatchObject({ id: victim.lead.id, total_score: 63 });
  });

  it('renews the links of a mailbox’s confirmed results when a later one is confirmed; an expired link is none', async () => {
    const email = `renew.${randomBytes(4).toString('hex')}@example.com`;
    const first = await storeConfirmed({ email });
    await engine.db.query(
      "update api.assessment_results set link_expires_at = now() + interval '1 day' where id = $1",
      [first.lead.id],
    );
    await storeConfirmed({ email });
    const { rows } = await engine.db.query<{ days: number }>(
      `select round(extract(epoch from link_expires_at - now()) / 86400)::int as days
       from api.assessment_results where id = $1`,
      [first.lead.id],
    );
    expect(rows[0]!.days).toBeGreaterThan(360);

    await engine.db.query(
      "update api.assessment_results set link_expires_at = now() - interval '1 second' where id = $1",
      [first.lead.id],
    );
    expect(await readByToken(first.links.visitor)).toBeNull();
    expect(await readByToken(first.links.owner)).toBeNull();
  });

  it('revokes a result’s links at once, by any of them, for the steward only', async () => {
    const { links } = await storeResult();
    expect(
      await errorCode(() =>
        asAnon((tx) =>
          tx.query('select private.revoke_result_link($1)', [tokenHash(links.visitor)]),
        ),
      ),
    ).toBe('42501');
    const revoked = await engine.db.transaction(async (tx) => {
      await tx.exec('set local role leads_steward');
      const { rows } = await tx.query<{ count: number }>(
        'select private.revoke_result_link($1) as count',
        [tokenHash(links.owner)],
      );
      return rows[0]?.count;
    });
    expect(revoked).toBe(1);
    expect(await readByToken(links.visitor)).toBeNull();
    expect(await readByToken(links.owner)).toBeNull();
  });

  it('erases a result with the details it names, even under another address', async () => {
    const contact = await storeContact();
    const { lead, links } = await storeResult({
      contactId: contact.id,
      email: 'elsewhere@example.net',
    });
    const report = await engine.db.transaction(async (tx) => {
      await tx.exec('set local role leads_steward');
      return erasePerson(tx, contact.email);
    });
    expect(report).toMatchObject({ assessmentContacts: 1, assessmentResults: 1 });
    const { rows } = await engine.db.query('select id from api.assessment_results where id = $1', [
      lead.id,
    ]);
    expect(rows).toEqual([]);
    expect(await readByToken(links.visitor)).toBeNull();
  });

  describe('the comparison', () => {
    // Size bands of their own per test, so that each test's groups are its own.
    async function confirmedInBand(
      band: CompanySize,
      total: number,
      email?: string,
      sector?: string,
    ) {
      const address = email ?? `peer.${randomBytes(4).toString('hex')}@${aDomain()}`;
      const contact = await storeContact(band, address, sector);
      return storeConfirmed({ contactId: contact.id, email: address, ...scoredAt(total) });
    }

    const bandOf = async (token: string, band: CompanySize) =>
      (await readByToken(token))?.standings?.overall.find((standing) => standing.group === band);

    /** The total of each mailbox's latest confirmed result that did not leave, where `where` holds. */
    async function latestTotals(where: string, params: unknown[]) {
      const { rows } = await engine.db.query<{ total: number }>(
        `select total from (
           select distinct on (private.normalized_email(r.email))
             r.email, r.total_score as total, c.company_size, c.sector
           from api.assessment_results r
           left join api.assessment_contacts c on c.id = r.contact_id
           where r.confirmed_at is not null
           order by private.normalized_email(r.email), r.created_at desc
         ) as latest
         where not exists (
             select from private.suppressed_mailboxes s
             where s.mailbox_hash = private.mailbox_hash(latest.email)
           )
           and ${where}`,
        params,
      );
      return rows.map(({ total }) => total);
    }

    /** The address of the sector's first result. */
    async function firstSectorAddress(sector: string): Promise<string> {
      const { rows } = await engine.db.query<{ email: string }>(
        `select r.email from api.assessment_results r
         join api.assessment_contacts c on c.id = r.contact_id
         where c.sector = $1 order by r.created_at limit 1`,
        [sector],
      );
      return rows[0]!.email;
    }

    it('answers a rounded share of a group of confirmed peers, never a count of scores', async () => {
      const band: CompanySize = '501-1000';
      const totals = [20, 31, 44, 44, 52, 58, 63, 70, 80, 25, 47, 61];
      for (const total of totals) await confirmedInBand(band, total);
      // The same person again, later: only this latest confirmed result counts.
      const retaker = `retaker.${randomBytes(4).toString('hex')}@${aDomain()}`;
      await confirmedInBand(band, 25, retaker);
      await confirmedInBand(band, 66, retaker);
      const mine = await confirmedInBand(band, 58);
      await ageSnapshot();

      const linked = await readByToken(mine.links.visitor);
      const inBand = linked?.standings?.overall.find((standing) => standing.group === band);
      // 14 mailboxes: 12, the retaker's latest, and mine. Independently, from the rows:
      const { rows } = await engine.db.query<{ total: number }>(
        `select distinct on (private.normalized_email(r.email)) r.total_score as total
         from api.assessment_results r join api.assessment_contacts c on c.id = r.contact_id
         where c.company_size = $1 and r.confirmed_at is not null
         order by private.normalized_email(r.email), r.created_at desc`,
        [band],
      );
      expect(rows).toHaveLength(14);
      const below = rows.filter(({ total }) => total < 58).length;
      expect(inBand).toEqual({
        group: band,
        members: 10,
        percentAhead: Math.round((below * 20) / rows.length) * 5,
      });
      expect(inBand!.percentAhead % 5).toBe(0);
      // Everyone's group follows, rounded the same way; categories too.
      expect(linked?.standings?.overall.at(-1)?.group).toBe('all');
      const leadership = linked?.standings?.categories.leadership?.[0];
      expect(leadership?.group).toBe(band);
      expect((leadership?.percentAhead ?? 1) % 5).toBe(0);
      // Nobody gets a smaller group by asking for one.
      expect(await bandOf(mine.links.visitor, band)).toBeDefined();
      expect(
        (await readByToken(mine.links.visitor, 2))?.standings?.overall.find(
          (standing) => standing.group === band,
        )?.members,
      ).toBe(10);
      expect(
        (await readByToken(mine.links.visitor, 16))?.standings?.overall.some(
          (standing) => standing.group === band,
        ),
      ).toBe(false);
      // No function a visitor may call answers counts.
      expect(
        await errorCode(() => asAnon((tx) => tx.query('select * from private.benchmark_snapshot'))),
      ).toBe('42501');
      expect(
        await errorCode(() => asAnon((tx) => tx.query('select api.assessment_benchmark(10)'))),
      ).toMatch(/42883|42501/);
    });

    it('learns nothing from made-up results: unconfirmed ones, or confirmed ones of one domain', async () => {
      const band: CompanySize = '201-500';
      const real = await confirmedInBand(band, 71);
      // Nine sybils that nobody confirms.
      for (let index = 0; index < 9; index += 1) {
        const contact = await storeContact(band);
        await storeResult({ contactId: contact.id, email: contact.email, ...scoredAt(20) });
      }
      await ageSnapshot();
      expect(await bandOf(real.links.visitor, band)).toBeUndefined();
      // Nine confirmed ones, all of the attacker's own catch-all domain.
      const domain = aDomain();
      for (let index = 0; index < 9; index += 1) {
        await confirmedInBand(band, 20, `sybil${index}@${domain}`);
      }
      await ageSnapshot();
      expect(await bandOf(real.links.visitor, band)).toBeUndefined();
    });

    it('reads one daily snapshot: a newcomer between two reads changes nothing until the next day', async () => {
      const band: CompanySize = '1000+';
      for (const total of [20, 30, 40, 50, 60, 70, 75, 78, 79, 80]) {
        await confirmedInBand(band, total);
      }
      const mine = await confirmedInBand(band, 65);
      await ageSnapshot();
      const first = await readByToken(mine.links.visitor);
      await confirmedInBand(band, 21);
      await confirmedInBand(band, 22);
      const second = await readByToken(mine.links.visitor);
      expect(second?.standings).toEqual(first?.standings);
      await ageSnapshot();
      expect((await readByToken(mine.links.visitor))?.standings).not.toEqual(first?.standings);
    });

    it('takes out at once only a person who objects or is erased: a newcomer waits for the next day', async () => {
      const band: CompanySize = '51-200';
      const steward = <T>(work: (tx: SqlTransaction) => Promise<T>) =>
        engine.db.transaction(async (tx) => {
          await tx.exec('set local role leads_steward');
          return work(tx);
        });
      const objector = `objector.${randomBytes(4).toString('hex')}@${aDomain()}`;
      const erased = `erased.${randomBytes(4).toString('hex')}@${aDomain()}`;
      await confirmedInBand(band, 70, objector);
      await confirmedInBand(band, 30, erased);
      const peers = [20, 22, 24, 26, 28, 31, 33, 35, 37, 39];
      for (const total of peers) await confirmedInBand(band, total);
      const mine = await confirmedInBand(band, 50);
      await ageSnapshot();
      expect(await bandOf(mine.links.visitor, band)).toEqual({
        group: band,
        members: 10,
        // 11 of 13 below 50.
        percentAhead: 85,
      });

      /** The band's group as the snapshot holds it, beside what it should hold. */
      const snapshotGroup = async () => {
        const { rows } = await engine.db.query<{ g: object }>(
          `select g from private.benchmark_snapshot, jsonb_array_elements(groups) as g
           where g ->> 'group' = $1`,
          [band],
        );
        return rows[0]?.g;
      };
      const groupOf = (totals: number[]) => {
        const counts = (scores: number[]) =>
          Object.fromEntries(
            [...new Set(scores)].map((score) => [
              String(score),
              scores.filter((other) => other === score).length,
            ]),
          );
        const results = totals.map(scoredAt);
        return {
          group: band,
          members: totals.length,
          domains: totals.length,
          scores: {
            total: counts(totals),
            ...Object.fromEntries(
              CATEGORY_KEYS.map((key) => [
                key,
                counts(
                  results.map(
                    (result) => result.categoryScores.find((c) => c.category === key)!.score,
                  ),
                ),
              ]),
            ),
          },
        };
      };
      expect(await snapshotGroup()).toEqual(groupOf([70, 30, ...peers, 50]));

      // Someone confirms after the snapshot, scoring above me: they wait for the next one.
      await confirmedInBand(band, 80);
      await steward((tx) => objectPerson(tx, objector));
      expect(await snapshotGroup()).toEqual(groupOf([30, ...peers, 50]));
      // 11 of 12 below: the objector left now, the newcomer did not come in.
      expect((await bandOf(mine.links.visitor, band))?.percentAhead).toBe(90);

      // Objecting again, then having their data erased, takes nobody out twice.
      await steward((tx) => objectPerson(tx, objector));
      await steward((tx) => erasePerson(tx, objector));
      expect(await snapshotGroup()).toEqual(groupOf([30, ...peers, 50]));
      await steward((tx) => erasePerson(tx, erased));
      expect(await snapshotGroup()).toEqual(groupOf([...peers, 50]));

      // The next day's snapshot counts the newcomer, and neither person who left.
      await ageSnapshot();
      await readByToken(mine.links.visitor);
      expect(await snapshotGroup()).toEqual(groupOf([...peers, 50, 80]));
    });

    it('is not moved by a retake under someone’s address, and forgets a person who objected', async () => {
      const band: CompanySize = '1-10';
      const victimAddress = `victim.${randomBytes(4).toString('hex')}@${aDomain()}`;
      await confirmedInBand(band, 80, victimAddress);
      for (const total of [20, 22, 24, 26, 28, 30, 32, 34, 36, 38]) {
        await confirmedInBand(band, total);
      }
      const mine = await confirmedInBand(band, 50);
      await ageSnapshot();
      const before = await bandOf(mine.links.visitor, band);

      // A stranger retakes under the victim's address, scoring low: unconfirmed, it counts for nothing.
      const contact = await storeContact(band, victimAddress);
      await storeResult({ contactId: contact.id, email: victimAddress, ...scoredAt(20) });
      await ageSnapshot();
      expect(await bandOf(mine.links.visitor, band)).toEqual(before);

      // The victim objects: their result leaves the comparison.
      await engine.db.transaction(async (tx) => {
        await tx.exec('set local role leads_steward');
        await objectPerson(tx, victimAddress);
      });
      await ageSnapshot();
      const after = await bandOf(mine.links.visitor, band);
      expect(after?.percentAhead).toBeGreaterThan(before!.percentAhead);
    });

    it('compares with the sector from ten confirmed mailboxes of ten organisations, leaving size and everyone as they were', async () => {
      const band: CompanySize = '11-50';
      const sector = `s${randomBytes(4).toString('hex')}`;
      const sectorGroup = `sector:${sector}` as const;
      const peers = [21, 33, 40, 47, 52, 60, 66, 72];
      for (const total of peers) await confirmedInBand(band, total, undefined, sector);
      const mine = await confirmedInBand(band, 55, undefined, sector);
      // The same score and size without a sector: what my other standings must read.
      const twin = await confirmedInBand(band, 55);
      await ageSnapshot();

      const groupsOf = async (token: string, minGroup = 10) =>
        (await readByToken(token, minGroup))?.standings?.overall.map(({ group }) => group);
      // Nine mailboxes of nine organisations: no sector, however small a group is asked for.
      expect(await groupsOf(mine.links.visitor)).toEqual([band, 'all']);
      expect(await groupsOf(mine.links.visitor, 2)).toEqual([band, 'all']);

      // A tenth mailbox, of an organisation the sector counts already, is still nine organisations.
      const [, firstDomain] = (await firstSectorAddress(sector)).split('@');
      await confirmedInBand(
        band,
        30,
        `other.${randomBytes(4).toString('hex')}@sales.${firstDomain}`,
        sector,
      );
      await ageSnapshot();
      expect(await groupsOf(mine.links.visitor)).toEqual([band, 'all']);

      // A tenth organisation: the sector's group shows, between the size's and everyone's.
      const tenth = `tenth.${randomBytes(4).toString('hex')}@${aDomain()}`;
      await confirmedInBand(band, 80, tenth, sector);
      await ageSnapshot();
      const linked = await readByToken(mine.links.visitor);
      expect(linked?.standings?.overall.map(({ group }) => group)).toEqual([
        band,
        sectorGroup,
        'all',
      ]);
      // 11 mailboxes: the peers, mine, the second of one organisation and the tenth. From the rows:
      const sectorTotals = await latestTotals('sector = $1', [sector]);
      expect(sectorTotals).toHaveLength(11);
      const share = (totals: number[], score: number) =>
        Math.round((totals.filter((total) => total < score).length * 20) / totals.length) * 5;
      const rounded = (count: number) => Math.floor(count / 10) * 10;
      const overall = linked?.standings?.overall ?? [];
      expect(overall[1]).toEqual({
        group: sectorGroup,
        members: 10,
        percentAhead: share(sectorTotals, 55),
      });
      // The size's group and everyone's read as they would without sectors, and as my twin's.
      const bandTotals = await latestTotals('company_size = $1', [band]);
      const everyone = await latestTotals('true', []);
      expect(overall[0]).toEqual({
        group: band,
        members: rounded(bandTotals.length),
        percentAhead: share(bandTotals, 55),
      });
      expect(overall[2]).toEqual({
        group: 'all',
        members: rounded(everyone.length),
        percentAhead: share(everyone, 55),
      });
      expect((await readByToken(twin.links.visitor))?.standings?.overall).toEqual([
        overall[0],
        overall[2],
      ]);
      // Each category compares with the sector too, in the same order.
      expect(linked?.standings?.categories.leadership?.map(({ group }) => group)).toEqual([
        band,
        sectorGroup,
        'all',
      ]);
      // The page learns the sector, to name it.
      expect(linked?.person?.sector).toBe(sector);

      // The tenth organisation objects: the sector's group is below the floor again at once.
      await engine.db.transaction(async (tx) => {
        await tx.exec('set local role leads_steward');
        await objectPerson(tx, tenth);
      });
      expect(await groupsOf(mine.links.visitor)).toEqual([band, 'all']);
    });
  });
});
