import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrief, type Brief, type BriefBlock, type BriefTable } from '@/lib/desk/brief';
import { teamOfResult } from '@/lib/desk/store';
import type { BriefTeam } from '@/lib/desk/types';
import { newTeamNonce, teamInviteToken, tokenHash } from '@/lib/database/link-token';
import type { SqlTransaction } from '@/lib/database/migrations';
import {
  assessmentContactRow,
  assessmentResultRow,
  resultReadsFrom,
  type LeadTable,
} from '@/lib/database/rows';
import { teamCallsFrom } from '@/lib/database/teams';
import { lintFrench } from '@/lib/i18n/french-lint';
import type { Locale } from '@/lib/i18n/locales';
import { CATEGORY_KEYS } from '@/lib/model';
import { aResultSource, briefInputs, categoryNamesIn } from '../support/brief-fixture';
import {
  anAssessmentContactLead,
  anAssessmentResultLead,
  answered,
  linksOf,
  TEST_LINK_SECRET,
} from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

function teamSection(brief: Brief) {
  return brief.sections.find(({ key }) => key === 'team');
}

function tables(blocks: readonly BriefBlock[]): BriefTable[] {
  return blocks.flatMap((block) => (block.kind === 'table' ? [block.table] : []));
}

async function briefWith(team: BriefTeam | null, locale: Locale = 'en') {
  return buildBrief({
    ...(await briefInputs(locale)),
    source: aResultSource(undefined, { team }),
    offers: [],
    questions: [],
    questionTexts: { 7: 'How do you keep your customers’ data?' },
  });
}

const TWO: BriefTeam = {
  role: 'member',
  view: { companyName: 'Acme', respondents: 2, categories: null, questions: null },
};

const THREE: BriefTeam = {
  role: 'owner',
  view: {
    companyName: 'Acme',
    respondents: 3,
    categories: CATEGORY_KEYS.map((category, index) => ({
      category,
      median: 10.5 - index,
      lowest: 4,
      highest: 16,
      maxScore: 16,
    })),
    questions: [
      { number: 7, lowest: 1, highest: 4 },
      { number: 12, lowest: 2, highest: 4 },
    ],
  },
};

describe('the team in the consultant’s brief', () => {
  it('is left out for a lead in no team', async () => {
    expect(teamSection(await briefWith(null))).toBeUndefined();
  });

  it('shows only how many answered until three people have', async () => {
    const brief = await briefWith(TWO);
    expect(brief.sections.map(({ key }) => key)).toEqual([
      'who',
      'standing',
      'team',
      'offers',
      'questions',
      'priority',
    ]);
    const section = teamSection(brief)!;
    expect(section.blocks[0]).toEqual({
      kind: 'facts',
      facts: [
        { label: 'Company', value: 'Acme' },
        { label: 'Respondents', value: '2 people' },
        { label: 'This lead', value: 'Answered through a colleague’s team link' },
      ],
    });
    expect(tables(section.blocks)).toEqual([]);
    expect(section.blocks[1]).toMatchObject({ kind: 'note' });
    expect(JSON.stringify(section)).not.toMatch(/of 16/);
  });

  it('shows the median, lowest and highest of each category and the questions furthest apart from three on', async () => {
    const section = teamSection(await briefWith(THREE))!;
    const [categories, questions] = tables(section.blocks);
    const names = await categoryNamesIn('en');
    expect(categories?.columns).toEqual(['Category', 'Median', 'Lowest', 'Highest']);
    expect(categories?.rows[0]).toEqual({
      header: names[CATEGORY_KEYS[0]!],
      cells: ['10.5 of 16', '4 of 16', '16 of 16'],
    });
    expect(categories?.rows).toHaveLength(CATEGORY_KEYS.length);
    expect(questions?.rows).toEqual([
      {
        header: 'Question 7',
        cells: ['How do you keep your customers’ data?', 'From 1 to 4'],
      },
      // A question whose text could not be read is named by its number alone.
      { header: 'Question 12', cells: ['Not given', 'From 2 to 4'] },
    ]);
  });

  it('reads in French with French numbers and typography', async () => {
    const section = teamSection(await briefWith(THREE, 'fr'))!;
    const [categories] = tables(section.blocks);
    expect(categories?.rows[0]?.cells[0]).toBe('10,5 sur 16');
    const texts = [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.kind === 'facts'
          ? block.facts.flatMap(({ label, value }) => [label, value])
          : block.kind === 'table'
            ? [block.table.caption, ...block.table.columns]
            : block.kind === 'note'
              ? [block.text]
              : [],
      ),
    ];
    expect(texts.flatMap((text) => lintFrench(text).map(({ message }) => message))).toEqual([]);
    const waiting = teamSection(await briefWith(TWO, 'fr'))!;
    expect(
      waiting.blocks.flatMap((block) => (block.kind === 'note' ? lintFrench(block.text) : [])),
    ).toEqual([]);
  });
});

describe.each(ENGINES.filter(engineAvailable))(
  'the brief’s team as the server reads it on %s',
  (name) => {
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

    const asWorker = <T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T> =>
      engine.db.transaction(async (tx) => {
        await tx.exec('set local role outbox_worker');
        return work(tx);
      });

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

    const call = (fn: string, args: Record<string, unknown>) =>
      asAnon(async (tx) => {
        const named = Object.keys(args).map((arg, index) => `${arg} => $${index + 1}`);
        const { rows } = await tx.query<{ answer: unknown }>(
          `select api.${fn}(${named.join(', ')}) as answer`,
          Object.values(args),
        );
        return rows[0]?.answer ?? null;
      });

    async function respond(letters: string, invite?: string) {
      const contact = anAssessmentContactLead();
      await insert('assessment_contacts', assessmentContactRow(contact));
      const lead = anAssessmentResultLead({
        contactId: contact.id,
        email: contact.email,
        teamInvite: invite ?? null,
        ...answered(letters),
      });
      await insert('assessment_results', assessmentResultRow(lead));
      const links = linksOf(lead);
      // A colleague's answers count in the team once their mailbox is proven.
      if (invite) await resultReadsFrom(call).confirmResult(tokenHash(links.confirm), 10);
      return { contact, lead, links };
    }

    it('gives a colleague’s and an owner’s result their team, its spread only from three respondents on', async () => {
      const owner = await respond('aaaabbbbccccddddabcd');
      const reads = resultReadsFrom(call);
      expect((await reads.confirmResult(tokenHash(owner.links.confirm), 10)).status).toBe(
        'confirmed',
      );
      const nonce = newTeamNonce();
      const invite = tokenHash(teamInviteToken(nonce, TEST_LINK_SECRET));
      expect(await teamCallsFrom(call).openTeam(tokenHash(owner.links.owner), nonce, invite)).toBe(
        true,
      );
      const loner = await respond('abcdabcdabcdabcdabcd');
      expect(await asWorker((tx) => teamOfResult(tx, loner.lead.id))).toBeNull();

      const first = await respond('ddddaaaabbbbccccaaaa', invite);
      const two = await asWorker((tx) => teamOfResult(tx, first.lead.id));
      expect(two).toMatchObject({
        role: 'member',
        view: { companyName: owner.contact.companyName, respondents: 2, categories: null },
      });

      await respond('bbbbbbbbccccccccdddd', invite);
      const three = await asWorker((tx) => teamOfResult(tx, owner.lead.id));
      expect(three?.role).toBe('owner');
      expect(three?.view.respondents).toBe(3);
      // The leadership category's scores: 16, 4 and 12 points of 16 (a, d and b answers).
      expect(three?.view.categories?.[0]).toEqual({
        category: CATEGORY_KEYS[0],
        median: 12,
        lowest: 4,
        highest: 16,
        maxScore: 16,
      });
      expect(three?.view.questions?.length).toBeGreaterThan(0);
    });

    it('is the server’s to read, not a visitor’s', async () => {
      await expect(
        asAnon((tx) => tx.query(`select private.team_of_result('${crypto.randomUUID()}')`)),
      ).rejects.toThrow(/permission denied/);
    });
  },
);
