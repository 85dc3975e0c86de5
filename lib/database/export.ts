import type { SqlConnection } from './migrations';
import { MAX_TOTAL_SCORE } from '@/lib/model/assessment-shape';

/**
 * One lead as the sales team reads it: a contact message, an assessment, one not finished, or a
 * call booked by someone who left no lead before.
 */
export type ExportedLead = {
  kind: 'contact' | 'assessment' | 'assessment not finished' | 'call booked';
  receivedAt: string;
  locale: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  companyName: string | null;
  companySize: string | null;
  /** The sector's key, as the routing and priority settings name it. */
  sector: string | null;
  message: string | null;
  /** For an assessment: its points out of the most it could score, its percentage and its level. */
  score: number | null;
  percentage: number | null;
  level: string | null;
  /** The person objected: answer them when they write, never canvass them. */
  doNotProspect: boolean;
  /** The consultants' desk: the lead's priority, who it was routed to, who took it and when. */
  tier: string | null;
  owner: string | null;
  takenBy: string | null;
  takenAt: string | null;
  /** When a call was booked, and when it is. */
  bookedAt: string | null;
  callAt: string | null;
};

/** A time as the export writes it: UTC, to the second. */
function utc(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}

// An assessment result names the details the visitor left before the questions, whatever
// address they gave for the results; one stored before it did is matched to the latest assessment
// contact with that address.
const QUERY = `
  with results as (
    select r.*, coalesce(
      (select to_jsonb(c) from api.assessment_contacts c where c.id = r.contact_id),
      (
        select to_jsonb(c) from api.assessment_contacts c
        where r.contact_id is null and lower(c.email) = lower(r.email)
          and c.created_at <= r.created_at
        order by c.created_at desc limit 1
      )
    ) as contact
    from api.assessment_results r
    where r.created_at >= $1
  ),
  leads as (
    select 'contact' as kind, 'contact_submissions' as lead_table, id, created_at, locale::text,
      first_name::text, last_name::text,
      email::text, company_name::text, company_size::text, sector::text, message::text,
      null::integer as score, null::numeric as percentage, null::text as level,
      private.mailbox_objected(email) as do_not_prospect
    from api.contact_submissions where created_at >= $1
    union all
    select 'assessment', 'assessment_results', id, created_at, locale::text,
      contact ->> 'first_name', contact ->> 'last_name',
      email::text, contact ->> 'company_name', contact ->> 'company_size', contact ->> 'sector',
      null,
      total_score, percentage, overall_readiness_level::text,
      private.mailbox_objected(email) or private.mailbox_objected(contact ->> 'email')
    from results
    union all
    select 'assessment not finished', 'assessment_contacts', c.id, c.created_at, c.locale::text,
      c.first_name::text,
      c.last_name::text, c.email::text, c.company_name::text, c.company_size::text,
      c.sector::text, null,
      null, null, null, private.mailbox_objected(c.email)
    from api.assessment_contacts c
    where c.created_at >= $1 and not exists (
      select from api.assessment_results r
      where r.contact_id = c.id
        or (r.contact_id is null and lower(r.email) = lower(c.email)
          and r.created_at >= c.created_at)
    )
    union all
    select 'call booked', 'call_bookings', b.id, b.created_at, coalesce(b.locale::text, ''),
      b.name, null, b.email::text, null, null, null, null, null, null, null,
      private.mailbox_objected(b.email)
    from private.call_bookings b
    where b.created_at >= $1 and b.lead_table is null
  )
  select kind, ${utc('leads.created_at')} as received_at,
    locale, first_name, last_name, email, company_name, company_size, sector, message,
    score, percentage::float8 as percentage, level, do_not_prospect,
    d.tier, d.owner, d.taken_by, ${utc('d.taken_at')} as taken_at,
    ${utc('d.booked_at')} as booked_at, ${utc('d.call_at')} as call_at
  from leads
  left join private.lead_desk d on d.lead_table = leads.lead_table and d.lead_id = leads.id
  order by leads.created_at desc limit $2`;

type Row = {
  kind: ExportedLead['kind'];
  received_at: string;
  locale: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  company_name: string | null;
  company_size: string | null;
  sector: string | null;
  message: string | null;
  score: number | null;
  percentage: number | null;
  level: string | null;
  do_not_prospect: boolean;
  tier: string | null;
  owner: string | null;
  taken_by: string | null;
  taken_at: string | null;
  booked_at: string | null;
  call_at: string | null;
};

/** The latest leads of every kind received since `since`, newest first. */
export async function exportLeads(
  db: Pick<SqlConnection, 'query'>,
  { since = new Date(0), limit = 1000 }: { since?: Date; limit?: number } = {},
): Promise<ExportedLead[]> {
  const { rows } = await db.query<Row>(QUERY, [since.toISOString(), limit]);
  return rows.map((row) => ({
    kind: row.kind,
    receivedAt: row.received_at,
    locale: row.locale,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    companyName: row.company_name,
    companySize: row.company_size,
    sector: row.sector,
    message: row.message,
    score: row.score,
    percentage: row.percentage === null ? null : Number(row.percentage),
    level: row.level,
    doNotProspect: row.do_not_prospect === true,
    tier: row.tier,
    owner: row.owner,
    takenBy: row.taken_by,
    takenAt: row.taken_at,
    bookedAt: row.booked_at,
    callAt: row.call_at,
  }));
}

const COLUMNS: [heading: string, value: (lead: ExportedLead) => string | number | null][] = [
  ['Kind', (lead) => lead.kind],
  ['Received (UTC)', (lead) => lead.receivedAt],
  ['Language', (lead) => lead.locale],
  ['First name', (lead) => lead.firstName],
  ['Last name', (lead) => lead.lastName],
  ['Email', (lead) => lead.email],
  ['Company', (lead) => lead.companyName],
  ['Company size', (lead) => lead.companySize],
  ['Message', (lead) => lead.message],
  [`Score (of ${MAX_TOTAL_SCORE})`, (lead) => lead.score],
  ['Percentage', (lead) => lead.percentage],
  ['Level', (lead) => lead.level],
  ['Do not prospect', (lead) => (lead.doNotProspect ? 'yes' : '')],
  ['Tier', (lead) => lead.tier],
  ['Owner', (lead) => lead.owner],
  ['Taken by', (lead) => lead.takenBy],
  ['Taken (UTC)', (lead) => lead.takenAt],
  ['Call booked (UTC)', (lead) => lead.bookedAt],
  ['Call (UTC)', (lead) => lead.callAt],
  // Last, so that an import set up before the sector existed reads its columns where they were.
  ['Sector', (lead) => lead.sector],
];

// Where a spreadsheet may begin a cell inside a text: at its start, after a `;` (a French Excel
// separates cells with `;`, and the quotes of a comma-separated file do not line up with those,
// so quoting cannot keep such a cell whole), and after a line break, which ends a row wherever
// the quotes no longer protect it. From there, past blanks on that line (whitespace and
// zero-width characters, which spreadsheets skip) and quotes (which a reader may take as an
// opening one), a formula opens at = + - @, their full-width (＝＋－＠) and small (﹦﹢﹣﹫) forms
// or the minus sign −; a tab or carriage return among those blanks counts too, since some
// readers take it for a cell or row break. The blanks stop at a line break so that each
// character is looked at from one place only: a long text costs its length, not its square.
const LINE_BLANKS = String.raw`(?:[^\S\r\n]|[\u200B-\u200D\u2060"])*`;
const TRIGGER = String.raw`[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212]`;
const FORMULA_START = new RegExp(
  String.raw`(?<=^|[;\n]|\r(?!\n))(?=${LINE_BLANKS}[\t\r]|${LINE_BLANKS}${TRIGGER})`,
  'g',
);

/**
 * A cell a spreadsheet takes as text: an apostrophe before every place where a formula could
 * open keeps what the visitor typed as text, and quoting every cell (RFC 4180) keeps a comma
 * reader from splitting any of them.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '""';
  const text = typeof value === 'string' ? value.replace(FORMULA_START, "'") : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** The leads as a spreadsheet-safe CSV: RFC 4180, CRLF lines, UTF-8 with a byte-order mark. */
export function leadsCsv(leads: readonly ExportedLead[]): string {
  const lines = [
    COLUMNS.map(([heading]) => csvCell(heading)),
    ...leads.map((lead) => COLUMNS.map(([, value]) => csvCell(value(lead)))),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** The leads as lines for a terminal, newest first, one a lead. */
export function leadsTable(leads: readonly ExportedLead[]): string {
  if (leads.length === 0) return 'No leads.\n';
  return leads
    .map((lead) => {
      const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ') || '(no name)';
      const company = lead.companyName ? `, ${lead.companyName} (${lead.companySize})` : '';
      const result =
        lead.score === null
          ? ''
          : `  ${lead.score}/${MAX_TOTAL_SCORE}, ${lead.percentage} %, ${lead.level}`;
      const message = lead.message ? `  “${lead.message.replace(/\s+/g, ' ').slice(0, 60)}”` : '';
      const objected = lead.doNotProspect ? '  [do not prospect]' : '';
      const desk = [
        lead.tier ? `tier ${lead.tier}` : '',
        lead.takenBy ? `taken by ${lead.takenBy}` : lead.owner ? `for ${lead.owner}` : '',
        lead.callAt ? `call ${lead.callAt}` : '',
      ].filter(Boolean);
      const onDesk = desk.length > 0 ? `  [${desk.join(', ')}]` : '';
      return `${lead.receivedAt}  ${lead.kind.padEnd(23)}  ${name} <${lead.email}>${company}${result}${onDesk}${objected}${message}`;
    })
    .join('\n')
    .concat('\n');
}
