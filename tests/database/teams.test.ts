import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTeamNonce, teamInviteToken, tokenHash } from '@/lib/database/link-token';
import type { SqlTransaction } from '@/lib/database/migrations';
import { objectPerson } from '@/lib/database/rights';
import {
  assessmentContactRow,
  assessmentResultRow,
  resultReadsFrom,
  type LeadTable,
} from '@/lib/database/rows';
import { teamCallsFrom } from '@/lib/database/teams';
import type { CategoryScore } from '@/lib/database/types';
import { CATEGORY_KEYS } from '@/lib/model';
import {
  anAssessmentContactLead,
  anAssessmentResultLead,
  answered,
  linksOf,
  TEST_LINK_SECRET,
} from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe.each(ENGINES.filter(engineAvailable))('teams on %s', (name) => {
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

  const call = (name: string, args: Record<string, unknown>) =>
    asAnon(async (tx) => {
      const named = Object.keys(args).map((arg, index) => `${arg} => $${index + 1}`);
      const { rows } = await tx.query<{ answer: unknown }>(
        `select api.${name}(${named.join(', ')}) as answer`,
        Object.values(args),
      );
      return rows[0]?.answer ?? null;
    });
  const reads = resultReadsFrom(call);
  const teams = teamCallsFrom(call);

  async function errorCode(work: () => Promise<unknown>): Promise<string> {
    try {
      await work();
      return 'ok';
    } catch (error) {
      return error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
    }
  }

  /** A respondent: their details, then their answers, through the team link's hash if given. */
  async function respond(
    letters: string,
    options: { invite?: string; email?: string; confirm?: boolean } = {},
  ) {
    const contact = anAssessmentContactLead(options.email ? { email: options.email } : {});
    await insert('assessment_contacts', assessmentContactRow(contact));
    const lead = anAssessmentResultLead({
      contactId: contact.id,
      email: contact.email,
      teamInvite: options.invite ?? null,
      ...answered(letters),
    });
    await insert('assessment_results', assessmentResultRow(lead));
    const links = linksOf(lead);
    if (options.confirm) {
      expect((await reads.confirmResult(tokenHash(links.confirm), 10)).status).toBe('confirmed');
    }
    return { contact, lead, links };
  }

  /** An owner with a confirmed result and an open team link. */
  async function anOwnerWithATeam(letters = 'aaaabbbbccccddddabcd') {
    const owner = await respond(letters, { confirm: true });
    const ownerHash = tokenHash(owner.links.owner);
    const nonce = newTeamNonce();
    const token = teamInviteToken(nonce, TEST_LINK_SECRET);
    expect(await teams.openTeam(ownerHash, nonce, tokenHash(token))).toBe(true);
    return { owner, ownerHash, invite: tokenHash(token) };
  }

  it('lets only the owner’s link of a confirmed result open a team, and tells a colleague who invited them', async () => {
    const unconfirmed = await respond('aaaaaaaaaaaaaaaaaaaa');
    const nonce = newTeamNonce();
    const hash = tokenHash(teamInviteToken(nonce, TEST_LINK_SECRET));
    expect(await teams.openTeam(tokenHash(unconfirmed.links.owner), nonce, hash)).toBe(false);
    expect(await teams.readTeam(tokenHash(unconfirmed.links.owner))).toBeUndefined();

    const { owner, ownerHash, invite } = await anOwnerWithATeam();
    // The page's link is not the owner's: it opens no team.
    expect(await teams.openTeam(tokenHash(owner.links.visitor), nonce, hash)).toBe(false);
    expect(await teams.readTeam(tokenHash(owner.links.visitor))).toBeUndefined();

    expect(await teams.readInvite(invite)).toEqual({
      firstName: owner.contact.firstName,
      lastName: owner.contact.lastName,
      companyName: owner.contact.companyName,
      companySize: owner.contact.companySize,
      domain: owner.contact.email.split('@')[1],
    });
    const team = await teams.readTeam(ownerHash);
    expect(team).toMatchObject({ active: true, view: { respondents: 1, categories: null } });
    expect(tokenHash(teamInviteToken(team!.nonce, TEST_LINK_SECRET))).toBe(invite);
  });

  it('shows the team nothing but its size until three people answered, then the spread the rows hold', async () => {
    const owner = 'aaaabbbbccccddddabcd';
    const colleagues = ['bbbbbbbbccccccccdddd', 'ddddaaaabbbbccccaaaa'];
    const { ownerHash, invite } = await anOwnerWithATeam(owner);

    await respond(colleagues[0]!, { invite, confirm: true });
    const two = await teams.readTeam(ownerHash);
    expect(two?.view).toMatchObject({ respondents: 2, categories: null, questions: null });

    const french = await respond(colleagues[1]!, { invite, confirm: true });
    const view = (await teams.readTeam(ownerHash))!.view;
    expect(view.respondents).toBe(3);

    // Computed here from the stored rows, independently of the database's view.
    const { rows } = await engine.db.query<{ category_scores: CategoryScore[]; answers: string }>(
      'select category_scores, answers from api.assessment_results where team_id = $1 or id = $2',
      [
        (
          await engine.db.query<{ team_id: string }>(
            'select team_id from api.assessment_results where id = $1',
            [french.lead.id],
          )
        ).rows[0]!.team_id,
        (
          await engine.db.query<{ owner_result_id: string }>(
            'select owner_result_id from private.teams where invite_hash = $1',
            [invite],
          )
        ).rows[0]!.owner_result_id,
      ],
    );
    expect(rows).toHaveLength(3);
    for (const category of CATEGORY_KEYS) {
      const scores = rows.map(
        (row) => row.category_scores.find((item) => item.category === category)!.score,
      );
      expect(view.categories?.find((item) => item.category === category)).toEqual({
        category,
        median: median(scores),
        lowest: Math.min(...scores),
        highest: Math.max(...scores),
        maxScore: 16,
      });
    }
    const spreads = Array.from({ length: 20 }, (_, index) => {
      const points = rows.map((row) => 4 - 'abcd'.indexOf(row.answers[index]!));
      return { number: index + 1, lowest: Math.min(...points), highest: Math.max(...points) };
    })
      .filter(({ lowest, highest }) => highest - lowest >= 2)
      .sort((a, b) => b.highest - b.lowest - (a.highest - a.lowest) || a.number - b.number)
      .slice(0, 3);
    expect(view.questions).toEqual(spreads);
    // Nothing in the view is one person's.
    expect(JSON.stringify(view)).not.toMatch(/@|answers|total/);
  });

  it('counts a colleague who answers again once, with their latest answers', async () => {
    const { ownerHash, invite } = await anOwnerWithATeam();
    const email = `again.${randomBytes(4).toString('hex')}@example.org`;
    await respond('dddddddddddddddddddd', { invite, email, confirm: true });
    await respond('aaaaaaaaaaaaaaaaaaaa', { invite, email: email.toUpperCase(), confirm: true });
    expect((await teams.readTeam(ownerHash))?.view.respondents).toBe(2);
  });

  it('stops a link for good: it opens nothing, no result joins through it, and a new link works', async () => {
    const { ownerHash, invite } = await anOwnerWithATeam();
    await respond('abababababababababab', { invite, confirm: true });
    expect(await teams.closeTeam(ownerHash)).toBe(true);
    expect(await teams.readInvite(invite)).toBeNull();
    expect(await errorCode(() => respond('abababababababababab', { invite }))).toBe('23514');
    expect((await teams.readTeam(ownerHash))?.active).toBe(false);

    const nonce = newTeamNonce();
    const renewed = tokenHash(teamInviteToken(nonce, TEST_LINK_SECRET));
    expect(await teams.openTeam(ownerHash, nonce, renewed)).toBe(true);
    expect(await teams.readInvite(invite)).toBeNull();
    expect(await teams.readInvite(renewed)).not.toBeNull();
    // The team and the answers given before stay.
    expect((await teams.readTeam(ownerHash))?.view.respondents).toBe(2);
  });

  it('lets no visitor name a team, read one, or keep the link’s hash', async () => {
    const { invite } = await anOwnerWithATeam();
    expect(await errorCode(() => asAnon((tx) => tx.query('select id from private.teams')))).toBe(
      '42501',
    );
    const { rows: teamRows } = await engine.db.query<{ id: string }>(
      'select id from private.teams where invite_hash = $1',
      [invite],
    );
    const stranger = anAssessmentResultLead();
    await insert('assessment_results', {
      ...assessmentResultRow(stranger),
      team_id: teamRows[0]!.id,
    });
    const joined = await respond('cccccccccccccccccccc', { invite });
    const { rows } = await engine.db.query<{
      id: string;
      team_id: string | null;
      team_invite: string | null;
    }>('select id, team_id, team_invite from api.assessment_results where id in ($1, $2)', [
      stranger.id,
      joined.lead.id,
    ]);
    expect(rows.find((row) => row.id === stranger.id)).toMatchObject({ team_id: null });
    expect(rows.find((row) => row.id === joined.lead.id)).toEqual({
      id: joined.lead.id,
      team_id: teamRows[0]!.id,
      team_invite: null,
    });
    expect(await errorCode(() => respond('cccccccccccccccccccc', { invite: 'f'.repeat(64) }))).toBe(
      '23514',
    );
  });

  it('counts only proven mailboxes: made-up respondents, the owner’s address or a colleague’s typed again change nothing', async () => {
    const owner = 'aaaaaaaaaaaaaaaaaaaa';
    const { owner: stored, ownerHash, invite } = await anOwnerWithATeam(owner);
    const colleague = await respond('ccccddddccccddddcccc', { invite, confirm: true });
    // The owner fills the team with answers under addresses nobody confirms...
    await respond('dddddddddddddddddddd', { invite });
    await respond('dddddddddddddddddddd', { invite });
    // ...answers again under their own address through their link, and under the colleague's.
    await respond('dddddddddddddddddddd', { invite, email: stored.lead.email, confirm: true });
    await respond('dddddddddddddddddddd', { invite, email: colleague.lead.email });
    const view = (await teams.readTeam(ownerHash))!.view;
    expect(view).toMatchObject({ respondents: 2, categories: null, questions: null });
  });

  it('tells the firm a colleague’s lead is a team’s, and the owner once the colleague proves their mailbox', async () => {
    const { owner, invite } = await anOwnerWithATeam();
    const colleague = await respond('bbbbbbbbbbbbbbbbbbbb', { invite });
    type Row = {
      kind: string;
      status: string;
      payload: {
        team?: { company_name: string; respondents: number };
        lead: { email: string; id: string };
      };
    };
    const messagesOf = async (id: string) =>
      Object.fromEntries(
        (
          await engine.db.query<Row>(
            'select kind, status, payload from private.outbox where lead_id = $1 order by kind',
            [id],
          )
        ).rows.map((row) => [row.kind, row]),
      );
    let byKind = await messagesOf(colleague.lead.id);
    for (const kind of ['sales', 'webhook']) {
      expect(byKind[kind]?.payload.team).toMatchObject({
        company_name: owner.contact.companyName,
        respondents: 2,
      });
    }
    // Nothing reaches the owner for answers under an address nobody proved.
    expect(byKind.team).toBeUndefined();
    expect((await reads.confirmResult(tokenHash(colleague.links.confirm), 10)).status).toBe(
      'confirmed',
    );
    // Pressed again, the confirmation writes to the owner no second time.
    await reads.confirmResult(tokenHash(colleague.links.confirm), 10);
    const { rows: once } = await engine.db.query(
      "select 1 from private.outbox where lead_id = $1 and kind = 'team'",
      [colleague.lead.id],
    );
    expect(once).toHaveLength(1);
    byKind = await messagesOf(colleague.lead.id);
    // The owner's e-mail carries the owner's result, never the colleague's.
    expect(byKind.team?.status).toBe('pending');
    expect(byKind.team?.payload.team).toMatchObject({ respondents: 2 });
    expect(byKind.team?.payload.lead).toMatchObject({ id: owner.lead.id, email: owner.lead.email });
    expect(JSON.stringify(byKind.team?.payload)).not.toContain(colleague.lead.email);
    expect(JSON.stringify(byKind.team?.payload)).not.toContain('"answers"');

    // An owner who objected hears nothing more.
    await engine.db.transaction(async (tx) => {
      await tx.exec('set local role leads_steward');
      await objectPerson(tx as SqlTransaction, owner.lead.email);
    });
    const later = await respond('cccccccccccccccccccc', { invite, confirm: true });
    const { rows: skipped } = await engine.db.query<{ status: string }>(
      "select status from private.outbox where lead_id = $1 and kind = 'team'",
      [later.lead.id],
    );
    expect(skipped).toEqual([{ status: 'skipped' }]);
  });

  it('shows a colleague the domain of the address the owner proved', async () => {
    const { owner, invite } = await anOwnerWithATeam();
    expect((await teams.readInvite(invite))?.domain).toBe(owner.lead.email.split('@')[1]);
  });
});
