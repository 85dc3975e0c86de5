import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultToken, tokenHash } from '@/lib/assessment/link/token';
import { percentAhead, standingsOf } from '@/lib/assessment/results/standing';
import type { SqlTransaction } from '@/lib/leads/migrations';
import { erasePerson } from '@/lib/leads/rights';
import {
  assessmentContactRow,
  assessmentResultRow,
  resultReadsFrom,
  type LeadTable,
} from '@/lib/leads/rows';
import type { AssessmentResultLead, CategoryScore } from '@/lib/leads/types';
import { CATEGORY_KEYS, type CompanySize } from '@/lib/model';
import { readinessLevelForScore, scorePercentage } from '@/lib/assessment/scoring';
import { anAssessmentContactLead, anAssessmentResultLead } from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const SECRET = 'a secret of the tests, 32 characters long';

/** A result of `total` points, spread over the five categories as evenly as scores allow. */
function scoredAt(
  total: number,
): Pick<
  AssessmentResultLead,
  'totalScore' | 'percentage' | 'overallReadinessLevel' | 'categoryScores'
> {
  const categoryScores: CategoryScore[] = CATEGORY_KEYS.map((category, index) => {
    const score = Math.floor(total / 5) + (index < total % 5 ? 1 : 0);
    return {
      category,
      score,
      maxScore: 16,
      readinessLevel: readinessLevelForScore(score, 16),
      percentage: scorePercentage(score, 16),
    };
  });
  return {
    totalScore: total,
    percentage: scorePercentage(total, 80),
    overallReadinessLevel: readinessLevelForScore(total, 80),
    categoryScores,
  };
}

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

  /** A result with its link, as the server stores it: the token is the caller's to keep. */
  async function storeResult(overrides: Partial<AssessmentResultLead> = {}) {
    const lead = anAssessmentResultLead(overrides);
    const token = resultToken(lead.id, SECRET);
    const stored = { ...lead, accessHash: tokenHash(token) };
    await insert('assessment_results', assessmentResultRow(stored));
    return { lead: stored, token };
  }

  async function storeContact(companySize: CompanySize = '11-50') {
    const contact = anAssessmentContactLead({ companySize });
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
  const readByToken = (token: string) => reads.readResult(tokenHash(token));
  const benchmark = (minGroup: number) => reads.benchmark(minGroup);

  async function errorCode(work: () => Promise<unknown>): Promise<string> {
    try {
      await work();
      return 'ok';
    } catch (error) {
      return error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
    }
  }

  it('answers one result for its token, with the person it was prepared for and never the address', async () => {
    const contact = await storeContact('51-200');
    const { lead, token } = await storeResult({
      contactId: contact.id,
      email: 'other@example.org',
    });

    const linked = await readByToken(token);
    expect(linked?.result).toMatchObject({
      id: lead.id,
      totalScore: lead.totalScore,
      percentage: lead.percentage,
      overallReadinessLevel: lead.overallReadinessLevel,
      categoryScores: lead.categoryScores,
    });
    expect(linked?.person).toEqual({
      firstName: contact.firstName,
      lastName: contact.lastName,
      companyName: contact.companyName,
      companySize: '51-200',
    });
    expect(linked?.previous).toBeNull();
    expect(JSON.stringify(linked)).not.toContain('@');

    // Another token, a changed one, or the hash itself as a token: nothing.
    expect(await readByToken(resultToken(lead.id, `${SECRET}!`))).toBeNull();
    expect(await readByToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
  });

  it('still lets no visitor read or list results, nor store one without a link or twice under one', async () => {
    expect(
      await errorCode(() => asAnon((tx) => tx.query('select id from api.assessment_results'))),
    ).toBe('42501');
    const lead = anAssessmentResultLead();
    const { access_hash: _, ...withoutLink } = assessmentResultRow(lead);
    expect(await errorCode(() => insert('assessment_results', withoutLink))).toBe('23514');
    const { lead: stored } = await storeResult();
    expect(
      await errorCode(() =>
        insert(
          'assessment_results',
          assessmentResultRow(anAssessmentResultLead({ accessHash: stored.accessHash })),
        ),
      ),
    ).toBe('23505');
    // A result cannot name details that were never stored.
    expect(
      await errorCode(() => storeResult({ contactId: '00000000-0000-4000-8000-000000000000' })),
    ).toBe('23503');
  });

  it('shows the same mailbox’s result before, however its address is spelt, and no one else’s', async () => {
    const local = `retake${randomBytes(4).toString('hex')}`;
    const first = await storeResult({ email: `${local}@gmail.com`, ...scoredAt(40) });
    await storeResult({ email: `someone.else.${local}@gmail.com`, ...scoredAt(70) });
    const second = await storeResult({
      email: `${local.slice(0, 3)}.${local.slice(3).toUpperCase()}+again@GoogleMail.com`,
      ...scoredAt(58),
    });

    const linked = await readByToken(second.token);
    expect(linked?.previous).toMatchObject({ id: first.lead.id, totalScore: 40, percentage: 50 });
    // The first result has nothing before it.
    expect((await readByToken(first.token))?.previous).toBeNull();
  });

  it('queues a result with the details it names, whatever address was typed at the end', async () => {
    const contact = await storeContact();
    const { lead } = await storeResult({
      contactId: contact.id,
      email: 'typed.at.the.end@example.net',
    });
    const { rows } = await engine.db.query<{
      kind: string;
      payload: Record<string, Record<string, unknown>>;
    }>('select kind, payload from private.outbox where lead_id = $1 order by kind', [lead.id]);
    expect(rows.map((row) => row.kind)).toEqual(['sales', 'visitor', 'webhook']);
    for (const { payload } of rows) {
      expect(payload.contact).toMatchObject({ id: contact.id, first_name: contact.firstName });
      expect(payload.lead).toMatchObject({ contact_id: contact.id, email: lead.email });
      // The link's hash stays in the table.
      expect(payload.lead).not.toHaveProperty('access_hash');
    }
  });

  it('erases a result with the details it names, even under another address', async () => {
    const contact = await storeContact();
    const { lead, token } = await storeResult({
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
    expect(await readByToken(token)).toBeNull();
  });

  it('compares with groups of 10 and more only, each mailbox once, as the stored rows say', async () => {
    // A size band no other test uses: 9 members, then 12.
    const band: CompanySize = '501-1000';
    const totals = [20, 31, 44, 44, 52, 58, 63, 70, 80];
    for (const total of totals) {
      const contact = await storeContact(band);
      await storeResult({ contactId: contact.id, ...scoredAt(total) });
    }
    expect((await benchmark(10)).some((group) => group.group === band)).toBe(false);
    // Nobody gets smaller groups by asking for them.
    expect((await benchmark(2)).some((group) => group.group === band)).toBe(false);

    const retaker = await storeContact(band);
    await storeResult({ contactId: retaker.id, email: retaker.email, ...scoredAt(25) });
    // The same person again, later: only this latest result counts.
    await storeResult({ contactId: retaker.id, email: retaker.email, ...scoredAt(66) });
    for (const total of [47, 61]) {
      const contact = await storeContact(band);
      await storeResult({ contactId: contact.id, ...scoredAt(total) });
    }
    const mine = await storeContact(band);
    const { token } = await storeResult({ contactId: mine.id, ...scoredAt(58) });

    const groups = await benchmark(10);
    const inBand = groups.find((group) => group.group === band);
    expect(inBand?.members).toBe(13);
    expect(await benchmark(14)).not.toContainEqual(expect.objectContaining({ group: band }));

    // Independently: every stored result in the band, the latest per mailbox, from the rows.
    const { rows } = await engine.db.query<{
      mailbox: string;
      total: number;
      leadership: number;
      created: string;
    }>(
      `select private.normalized_email(r.email) as mailbox, r.total_score as total,
         (select (item ->> 'score')::int from jsonb_array_elements(r.category_scores) item
          where item ->> 'category' = 'leadership') as leadership,
         r.created_at::text as created
       from api.assessment_results r join api.assessment_contacts c on c.id = r.contact_id
       where c.company_size = $1`,
      [band],
    );
    const latest = new Map<string, { total: number; leadership: number; created: string }>();
    for (const row of rows) {
      const seen = latest.get(row.mailbox);
      if (!seen || seen.created < row.created) latest.set(row.mailbox, row);
    }
    const peers = [...latest.values()].map(({ total }) => total);
    const expected = Math.round((100 * peers.filter((total) => total < 58).length) / peers.length);

    const linked = await readByToken(token);
    const standings = standingsOf(groups, linked!.result, linked!.person!.companySize);
    expect(standings?.overall[0]).toEqual({
      group: band,
      members: peers.length,
      percentAhead: expected,
    });
    expect(percentAhead(inBand!.scores.total!, inBand!.members, 58)).toBe(expected);
    // Everyone's group follows the band's, and counts at least as many.
    expect(standings?.overall[1]?.group).toBe('all');
    expect(standings!.overall[1]!.members).toBeGreaterThanOrEqual(peers.length);
    // A category is compared the same way.
    const leadership = linked!.result.categoryScores.find(
      (score) => score.category === 'leadership',
    )!;
    const below = [...latest.values()].filter((peer) => peer.leadership < leadership.score).length;
    expect(standings?.categories.leadership?.[0]).toEqual({
      group: band,
      members: peers.length,
      percentAhead: Math.round((100 * below) / peers.length),
    });
  });
});
