import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csvCell,
  exportLeads,
  leadsCsv,
  leadsTable,
  type ExportedLead,
} from '@/lib/database/export';
import { objectPerson } from '@/lib/database/rights';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
  type LeadTable,
} from '@/lib/database/rows';
import { parseCsv, parseCsvWithSemicolons } from '../support/csv';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';

// The rule again, written as a reader would apply it, a character at a time: a cell opens a
// formula when, past whitespace, zero-width characters and quotes, it holds a tab or a carriage
// return, or comes to one of these triggers.
const TRIGGERS = new Set(['=', '+', '-', '@', '＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫', '−']);

function opensFormula(cell: string): boolean {
  for (const char of cell) {
    if (char === '\t' || char === '\r') return true;
    if (!/[\s\u200B-\u200D\u2060"]/.test(char)) return TRIGGERS.has(char);
  }
  return false;
}

// A `;`, a line feed or a lone carriage return may begin a cell, so they cut a text into pieces;
// each is kept, with an apostrophe first when its first line opens a formula.
function neutralised(text: string): string {
  return text
    .split(/(?<=[;\n]|\r(?!\n))/)
    .map((piece) => (opensFormula(piece.split('\n')[0] ?? '') ? `'${piece}` : piece))
    .join('');
}

const HOSTILE = [
  'Jean;=1+1;',
  '\u00A0=1+1',
  '＝1+1',
  ' \t=1',
  '\r=1',
  '﹣1',
  '−1',
  '\u3000+HYPERLINK("http://x")',
  '\u200B@SUM(A1)',
  'Jean-Luc',
  'a=b',
  '-x@example.com',
  'Hi,\r\n=1+1',
  'x;"=1',
  'last;',
  ';"',
];

// Texts made mostly of the characters the rule is about, and of any others.
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...';,"\'\r\n\t \u00A0\u2000\u202F\u3000\uFEFF\u200B\u2060a', ...TRIGGERS),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});

function aLead(overrides: Partial<ExportedLead>): ExportedLead {
  return {
    kind: 'contact',
    receivedAt: '2026-11-20T10:00:00Z',
    locale: 'fr',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    companyName: 'Analytical Engines Ltd',
    companySize: '11-50',
    sector: 'logistics',
    message: 'Hello',
    score: 53,
    percentage: 66.25,
    level: 'Moderate',
    doNotProspect: false,
    tier: null,
    owner: null,
    takenBy: null,
    takenAt: null,
    bookedAt: null,
    callAt: null,
    ...overrides,
  };
}

function withTextEverywhere(value: string): ExportedLead {
  return aLead({
    firstName: value,
    lastName: value,
    email: value,
    companyName: value,
    companySize: value,
    message: value,
    level: value,
  });
}

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=cmd()', `"'=cmd()"`],
    ['+33 1 23', `"'+33 1 23"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['=1,2', `"'=1,2"`],
    ['Jean;=1+1;', `"Jean;'=1+1;"`],
    ['Jean; Luc', '"Jean; Luc"'],
    ['\u00A0=1+1', `"'\u00A0=1+1"`],
    ['＝1+1', `"'＝1+1"`],
    [' \t=1', `"' \t=1"`],
    ['\t1', `"'\t1"`],
    ['\r=1', `"'\r'=1"`],
    ['﹣1', `"'﹣1"`],
    ['−1', `"'−1"`],
    ['\u3000+1', `"'\u3000+1"`],
    ['\u200B@SUM(A1)', `"'\u200B@SUM(A1)"`],
    ['Jean-Luc', '"Jean-Luc"'],
    ['a=b', '"a=b"'],
    ['-x@example.com', `"'-x@example.com"`],
    ['Hi,\r\n=1+1', `"Hi,\r\n'=1+1"`],
    ['x;"=1', `"x;'""=1"`],
    ['"=1"', `"'""=1"""`],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes numbers as they are, and writes null as an empty cell', () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(66.25)).toBe('"66.25"');
    expect(csvCell(null)).toBe('""');
  });

  it('reads back as the text, with an apostrophe before each piece that opens a formula', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        expect(parseCsv(csvCell(value))).toEqual([[neutralised(value)]]);
        if (!/[;\r\n]/.test(value)) {
          expect(parseCsv(csvCell(value))).toEqual([[opensFormula(value) ? `'${value}` : value]]);
        }
      }),
    );
  });
});

/** The export's columns, as a spreadsheet shows them. */
const HEADER = [
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
  'Do not prospect',
  'Tier',
  'Owner',
  'Taken by',
  'Taken (UTC)',
  'Call booked (UTC)',
  'Call (UTC)',
  'Sector',
];

describe('leadsCsv', () => {
  it('writes UTF-8 with a byte-order mark, CRLF lines, a comma between cells, a header row', () => {
    const csv = leadsCsv([aLead({})]);
    expect(csv).toBe(
      `\uFEFF${HEADER.map((heading) => `"${heading}"`).join(',')}\r\n` +
        '"contact","2026-11-20T10:00:00Z","fr","Ada","Lovelace","ada@example.com",' +
        '"Analytical Engines Ltd","11-50","Hello","53","66.25","Moderate","","","","","","","",' +
        '"logistics"\r\n',
    );
  });

  // Neither a spreadsheet whose list separator is a comma nor a French Excel, which splits at
  // `;`, may find a cell that opens a formula; the comma reading also gives every text back.
  it('opens no formula, read with commas or with semicolons', () => {
    const csv = leadsCsv(HOSTILE.map(withTextEverywhere));
    const [header, ...rows] = parseCsv(csv);
    expect(rows.flat().filter(opensFormula)).toEqual([]);
    expect(parseCsvWithSemicolons(csv).flat().filter(opensFormula)).toEqual([]);
    expect(header).toEqual(HEADER);
    expect(rows.map((row) => row[3])).toEqual(HOSTILE.map(neutralised));
  });

  it('opens no formula for any text, read with commas or with semicolons', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 4 }), (values) => {
        const csv = leadsCsv(values.map(withTextEverywhere));
        const rows = parseCsv(csv).slice(1);
        expect(rows.flat().filter(opensFormula)).toEqual([]);
        expect(parseCsvWithSemicolons(csv).flat().filter(opensFormula)).toEqual([]);
        expect(rows.map((row) => row[8])).toEqual(values.map(neutralised));
      }),
    );
  });
});

describe.each(ENGINES.filter(engineAvailable))('exporting leads on %s', (name) => {
  let engine: Engine;
  const ada = anAssessmentContactLead({
    email: 'ada@example.com',
    firstName: 'Ada',
    sector: 'logistics',
  });

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
        aContactLead({
          email: 'old@example.com',
          companyName: '=cmd()',
          message: 'Hi, "you"',
          sector: 'health',
        }),
      ),
      '2026-10-01T09:00:00Z',
    );
    // Details left under one address, results asked for at another: one person all the same.
    await insert('assessment_contacts', assessmentContactRow(ada), '2026-11-19T08:00:00Z');
    await insert(
      'assessment_results',
      assessmentResultRow(
        anAssessmentResultLead({ email: 'elsewhere@example.net', contactId: ada.id }),
      ),
      '2026-11-19T08:10:00Z',
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
      ['assessment', 'elsewhere@example.net'],
      ['contact', 'old@example.com'],
    ]);
    expect(leads[2]).toMatchObject({
      firstName: 'Ada',
      companyName: ada.companyName,
      sector: 'logistics',
    });
    expect(leads[3]).toMatchObject({ sector: 'health' });
    expect(leads[0]).toMatchObject({ sector: null });
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
    expect(recent.map((lead) => lead.kind)).toEqual([
      'assessment not finished',
      'assessment',
      'assessment',
    ]);
    expect(await exportLeads(engine.db, { limit: 1 })).toHaveLength(1);
  });

  it('writes a CSV that parses back, with the formula neutralised', async () => {
    const csv = leadsCsv(await exportLeads(engine.db));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(4);
    const contact = rows.find((row) => row[0] === 'contact');
    expect(contact?.[6]).toBe("'=cmd()");
    expect(contact?.[8]).toBe('Hi, "you"');
    expect(rows.find((row) => row[0] === 'assessment')?.slice(9, 13)).toEqual([
      '53',
      '66.25',
      'Moderate',
      '',
    ]);
    expect(leadsTable(await exportLeads(engine.db))).toContain('53/80, 66.25 %, Moderate');
  });

  it('marks "do not prospect" every lead of a person who objected, as the sales reader reads it', async () => {
    const asReader = () =>
      engine.db.transaction(async (tx) => {
        await tx.exec('set local role leads_reader');
        return exportLeads(tx);
      });
    expect((await asReader()).some((lead) => lead.doNotProspect)).toBe(false);
    // Ada objects, under another spelling: her details, and the result typed elsewhere that
    // names them, say so; nobody else's lead does.
    await engine.db.transaction(async (tx) => {
      await tx.exec('set local role leads_steward');
      await objectPerson(tx, 'Ada+crm@Example.com');
    });
    const leads = await asReader();
    expect(leads.filter((lead) => lead.doNotProspect).map((lead) => lead.email)).toEqual([
      'elsewhere@example.net',
    ]);
    const [, ...rows] = parseCsv(leadsCsv(leads));
    expect(rows.map((row) => [row[5], row[12]])).toEqual([
      ['gone@example.com', ''],
      ['Grace@Example.com', ''],
      ['elsewhere@example.net', 'yes'],
      ['old@example.com', ''],
    ]);
    expect(leadsTable(leads)).toMatch(/<elsewhere@example\.net>.*\[do not prospect\]/);
    expect(leadsTable(leads)).not.toMatch(/<Grace@Example\.com>.*\[do not prospect\]/);
  });
});
