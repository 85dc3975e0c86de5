import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { createEmbeddedLeadStore, type EmbeddedLeadStore } from '@/lib/database/embedded-store';
import {
  assessmentContactRow,
  assessmentResultRow,
  contactSubmissionRow,
} from '@/lib/database/rows';
import { createDeliverers, deliveryOptions } from '@/lib/outbox';
import type { WorkerConnection } from '@/lib/database/migrations';
import { deliverDue } from '@/lib/outbox/worker';
import { salesDigest } from '@/lib/mail/compose';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
  aVisitor,
} from '../support/lead-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

const FROM = 'Lumen AI Consulting <hello@lumen.example>';
const SALES = 'sales@lumen.example';

let workDir: string;
let store: EmbeddedLeadStore;
let smtp: TestSmtpServer;
let connect: WorkerConnection;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'sales-digest-'));
  store = createEmbeddedLeadStore({ dataDir: path.join(workDir, 'leads') });
  connect = (work) => store.asOutboxWorker(work);
  smtp = await startSmtpServer();
}, 120_000);

afterAll(async () => {
  await smtp.close();
  await store.close();
  await rm(workDir, { recursive: true, force: true });
});

function toSales(mail: ParsedMail): boolean {
  return [mail.to].flat().some((to) => to?.value.some(({ address }) => address === SALES));
}

describe('sales notices past their hourly ceiling', () => {
  // Forty leads stored one by one take seconds alone, and a busy machine can make it a minute.
  it('go one by one up to 30, and the other leads of a burst in one digest, each noted with it', async () => {
    const settings = parseEnv({
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      LEADS_NOTIFY_TO: SALES,
      MAIL_DELIVERY: 'smtp',
    });
    expect(settings.SALES_NOTICES_PER_HOUR).toBe(30);
    const emails: string[] = [];
    for (let lead = 0; lead < 38; lead += 1) {
      const email = `burst-${lead}-${randomUUID().slice(0, 8)}@example.com`;
      expect(await store.saveContact(aContactLead({ email }), aVisitor())).toEqual({ ok: true });
      emails.push(email);
    }
    // The last two: an assessment started and its result, which the digest gives a score and link.
    const contact = anAssessmentContactLead({
      email: `burst-result-${randomUUID().slice(0, 8)}@example.fr`,
    });
    const result = anAssessmentResultLead({ email: contact.email, contactId: contact.id });
    expect(await store.saveAssessmentContact(contact, aVisitor())).toEqual({ ok: true });
    expect(await store.saveAssessmentResult(result, aVisitor())).toEqual({ ok: true });

    const { deliverers, salesDigest: digest, close } = createDeliverers(settings);
    try {
      const report = await deliverDue(connect, deliverers, deliveryOptions(settings, digest));
      expect(report).toMatchObject({ digested: 10, failed: 0 });
    } finally {
      close();
    }

    const toTeam = smtp.received.filter(toSales);
    const notices = toTeam.filter((mail) => !mail.subject?.startsWith('Digest'));
    const digests = toTeam.filter((mail) => mail.subject?.startsWith('Digest'));
    expect(notices).toHaveLength(30);
    expect(notices.map((mail) => mail.replyTo?.text).sort()).toEqual(emails.slice(0, 30).sort());
    expect(digests).toHaveLength(1);
    const [sent] = digests;
    expect(sent?.subject).toBe('Digest: 10 leads past 30 notices an hour');

    // The other ten, one line each, oldest first.
    const lines = (sent?.text ?? '').split('\n').filter((line) => line.includes('@example.'));
    expect(lines).toHaveLength(10);
    expect(lines.slice(0, 8).map((line) => /<([^>]+)>/.exec(line)?.[1])).toEqual(emails.slice(30));
    expect(lines[0]).toMatch(
      /^New contact message · \d{4}-\d\d-\d\d \d\d:\d\d UTC · Ada Lovelace <burst-30-[0-9a-f]{8}@example\.com> · Analytical Engines Ltd$/,
    );
    expect(lines[8]).toContain(`Assessment started · `);
    expect(lines[8]).toContain(
      `Émilie du Châtelet <${contact.email}> · Société Générale de Calcul`,
    );
    expect(lines[9]).toContain('Assessment completed · ');
    expect(lines[9]).toContain('53 of 80 points (66.25%), Moderate');
    expect(lines[9]).toMatch(/ · Results: https?:\/\/[^/]+\/en\/results\/[A-Za-z0-9_-]{32}$/);

    // Each notice it lists is sent, noted with the digest's id, which is its Message-ID's.
    const digestId = /^<([0-9a-f-]{36})@lumen\.example>$/.exec(sent?.messageId ?? '')?.[1];
    expect(digestId).toBeDefined();
    const { rows } = await connect((tx) =>
      tx.query<{ status: string; digest_id: string | null; count: number }>(
        `select status, digest_id, count(*)::int as count from private.outbox
         where kind = 'sales' group by status, digest_id order by count desc`,
      ),
    );
    expect(rows).toEqual([
      { status: 'sent', digest_id: null, count: 30 },
      { status: 'sent', digest_id: digestId, count: 10 },
    ]);
  }, 180_000);
});

describe('the digest’s lines', () => {
  it('flag a person who objected, and tell the team what the flag means', async () => {
    const created_at = '2026-12-04T10:30:00.000Z';
    const lead = aContactLead({ firstName: 'Jean', lastName: 'Dupont', companyName: '' });
    const mail = await salesDigest(
      randomUUID(),
      [
        {
          table: 'contact_submissions',
          lead: { ...contactSubmissionRow(lead), created_at },
          contact: null,
          objected: true,
        },
      ],
      {
        from: FROM,
        salesTo: [SALES],
        siteUrl: 'https://lumen.example',
        resultLinks: () => ({ visitor: 'v', owner: 'o', confirm: 'c' }),
        perHour: 30,
      },
    );
    expect(mail.subject).toBe('Digest: 1 lead past 30 notices an hour');
    expect(mail.text).toContain(
      `[Do not prospect] · New contact message · 2026-12-04 10:30 UTC · Jean Dupont <${lead.email}>`,
    );
    expect(mail.text).toContain('the person objected to being prospected');
    expect(mail.replyTo).toBeUndefined();
  });

  it('name a lead without a name by its address, and keep a result’s details from before', async () => {
    const created_at = '2026-12-04T10:30:00.000Z';
    const contact = anAssessmentContactLead({ firstName: 'Grace', lastName: 'Hopper' });
    const result = anAssessmentResultLead({ email: contact.email, contactId: contact.id });
    const mail = await salesDigest(
      randomUUID(),
      [
        {
          table: 'assessment_results',
          lead: { ...assessmentResultRow(result), created_at },
          contact: { ...assessmentContactRow(contact), created_at },
        },
        {
          table: 'assessment_results',
          lead: { ...assessmentResultRow(anAssessmentResultLead()), created_at },
          contact: null,
        },
      ],
      {
        from: FROM,
        salesTo: [SALES],
        siteUrl: 'https://lumen.example',
        resultLinks: (id) => ({ visitor: `page-of-${id}`, owner: 'o', confirm: 'c' }),
        perHour: 30,
      },
    );
    expect(mail.text).toContain(`Grace Hopper <${contact.email}> · ${contact.companyName}`);
    expect(mail.text).toContain(`https://lumen.example/en/results/page-of-${result.id}`);
    expect(mail.text).not.toContain('[Do not prospect]');
    expect(mail.text).toMatch(/· ([^ ]+@example\.com) <\1> · 53 of 80 points/);
  });

  it('name the team a colleague’s result belongs to, and its size', async () => {
    const created_at = '2026-12-04T10:30:00.000Z';
    const contact = anAssessmentContactLead({ firstName: 'Grace', lastName: 'Hopper' });
    const result = anAssessmentResultLead({ email: contact.email, contactId: contact.id });
    const mail = await salesDigest(
      randomUUID(),
      [
        {
          table: 'assessment_results',
          lead: { ...assessmentResultRow(result), created_at },
          contact: { ...assessmentContactRow(contact), created_at },
          team: { id: randomUUID(), company_name: 'Acme Logistics', respondents: 4 },
        },
      ],
      {
        from: FROM,
        salesTo: [SALES],
        siteUrl: 'https://lumen.example',
        resultLinks: () => ({ visitor: 'v', owner: 'o', confirm: 'c' }),
        perHour: 30,
      },
    );
    expect(mail.text).toContain(
      `<${contact.email}> · ${contact.companyName} · Acme Logistics team, 4 respondents · 53 of 80 points`,
    );
  });
});
