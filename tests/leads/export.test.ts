import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, exportLeads, leadsCsv, leadsTable } from '@/lib/leads/export';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
  type LeadTable,
} from '@/lib/leads/rows';
import { parseCsv } from '../support/csv';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=cmd()', "'=cmd()"],
    ['+33 1 23', "'+33 1 23"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=1,2', `"'=1,2"`],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as numbers and nothing for null', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

describe.each(ENGINES.filter(engineAvailable))('exporting leads on %s', (name) => {
  let engine: Engine;

  async function insert(table: LeadTable, row: Record<string, unknown>, createdAt: string) {
    const withDate = { ...row, created_at: createdAt };
    const columns = Object.keys(withDate);
    await engine.db.query(
      `insert into api.${table} (${columns.join(', ')})
       values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      Object.values(withDate),
    );
  }

  beforeAll(async () => {
    engine = await openEngine(name);
    await insert(
      'contact_submissions',
      contactSubmissionRow(
        aContactLead({ email: 'old@example.com', companyName: '=cmd()', message: 'Hi, "you"' }),
      ),
      '2026-10-01T09:00:00Z',
    );
    await insert(
      'assessment_contacts',
      assessmentContactRow(anAssessmentContactLead({ email: 'grace@example.com' })),
      '2026-11-20T10:00:00Z',
    );
    await insert(
      'assessment_results',
      assessmentResultRow(anAssessmentResultLead({ email: 'Grace@Example.com' })),
      '2026-11-20T10:05:00Z',
    );
    await insert(
      'assessment_contacts',
      assessmentContactRow(anAssessmentContactLead({ email: 'gone@example.com' })),
      '2026-11-21T08:00:00Z',
    );
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  it('lists every kind, newest first, an assessment with its score and its contact’s details', async () => {
    const leads = await exportLeads(engine.db);
    expect(leads.map((lead) => [lead.kind, lead.email])).toEqual([
      ['assessment not finished', 'gone@example.com'],
      ['assessment', 'Grace@Example.com'],
      ['contact', 'old@example.com'],
    ]);
    expect(leads[1]).toMatchObject({
      receivedAt: '2026-11-20T10:05:00Z',
      firstName: anAssessmentContactLead().firstName,
      score: 53,
      percentage: 66.25,
      level: 'Moderate',
    });
  });

  it('keeps to the leads since a date, and to the limit', async () => {
    const recent = await exportLeads(engine.db, { since: new Date('2026-11-01') });
    expect(recent.map((lead) => lead.kind)).toEqual(['assessment not finished', 'assessment']);
    expect(await exportLeads(engine.db, { limit: 1 })).toHaveLength(1);
  });

  it('writes a CSV that parses back, with the formula neutralised', async () => {
    const csv = leadsCsv(await exportLeads(engine.db));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(header).toEqual([
      'Kind',
      'Received (UTC)',
      'Language',
      'First name',
      'Last name',
      'Email',
      'Company',
      'Company size',
      'Message',
      'Score (of 80)',
      'Percentage',
      'Level',
    ]);
    expect(rows).toHaveLength(3);
    const contact = rows.find((row) => row[0] === 'contact');
    expect(contact?.[6]).toBe("'=cmd()");
    expect(contact?.[8]).toBe('Hi, "you"');
    expect(rows.find((row) => row[0] === 'assessment')?.slice(9)).toEqual([
      '53',
      '66.25',
      'Moderate',
    ]);
    expect(leadsTable(await exportLeads(engine.db))).toContain('53/80, 66.25 %, Moderate');
  });
});
