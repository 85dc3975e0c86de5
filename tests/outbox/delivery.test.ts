import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/env';
import { admitSalesNotices, claimMessages, type OutboxMessage } from '@/lib/outbox/queue';
import { createEmbeddedLeadStore, type EmbeddedLeadStore } from '@/lib/database/embedded-store';
import { createDeliverers } from '@/lib/outbox';
import type { WorkerConnection } from '@/lib/database/migrations';
import { deliverDue } from '@/lib/outbox/worker';
import { normalizeEmail } from '@/lib/model/email';
import { pdfText } from '../assessment/pdf-text';
import { freePort } from '../../e2e/support/start-server';
import { minutesPass } from '../support/outbox-clock';
import {
  aVisitor,
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

// The content the e-mails' texts come from, with a switch to take it down or make it hang.
const content = vi.hoisted(() => ({ state: 'up' as 'up' | 'down' | 'hanging' }));
vi.mock('@/lib/content/read-now', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/read-now')>();
  return {
    readContentNow: (...args: Parameters<typeof actual.readContentNow>) => {
      if (content.state === 'down') return Promise.reject(new Error('The Content Lake is down'));
      if (content.state === 'hanging') return new Promise(() => {});
      return actual.readContentNow(...args);
    },
  };
});

const FROM = 'Lumen AI Consulting <hello@lumen.example>';
const SALES = ['sales@lumen.example', 'ops@lumen.example'];
const WEBHOOK_SECRET = `whsec_${Buffer.from('a-secret-of-the-crm-for-the-tests').toString('base64')}`;

let workDir: string;
let store: EmbeddedLeadStore;
let smtp: TestSmtpServer;
let connect: WorkerConnection;

type Received = { headers: IncomingHttpHeaders; body: string };

/** A CRM stand-in that answers the statuses given, one a request, then 200. */
async function startReceiver(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses[received.length - 1] ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const openMailers: (() => void)[] = [];

/** Ends the mailers' SMTP connections, which a server being closed would wait for. */
function closeMailers() {
  for (const close of openMailers.splice(0)) close();
}

function deliverersFor(settings: Record<string, string>) {
  const { deliverers, close } = createDeliverers(
    parseEnv({
      MAIL_FROM: FROM,
      LEADS_NOTIFY_TO: SALES.join(', '),
      ...settings,
    }),
  );
  openMailers.push(close);
  return deliverers;
}

/** Makes every message waiting for a retry due now, as time would. */
async function timePasses() {
  await connect((tx) =>
    tx.exec("update private.outbox set next_attempt_at = now() where status = 'pending'"),
  );
}

function to(mail: ParsedMail): string[] {
  return [mail.to]
    .flat()
    .flatMap((address) => address?.value.map(({ address: value }) => value ?? '') ?? []);
}

function mailTo(address: string): ParsedMail[] {
  return smtp.received.filter((mail) => to(mail).includes(address));
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  store = createEmbeddedLeadStore({ dataDir: path.join(workDir, 'leads') });
  connect = (work) => store.asOutboxWorker(work);
  smtp = await startSmtpServer();
}, 120_000);

afterAll(async () => {
  await smtp.close();
  await store.close();
  await rm(workDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  closeMailers();
  content.state = 'up';
});

/** Every e-mail the SMTP server received about a lead: to its address, or Reply-To it. */
function mailAbout(address: string, received = smtp.received): ParsedMail[] {
  return received.filter((mail) => to(mail).includes(address) || mail.replyTo?.text === address);
}

describe('delivering the outbox', () => {
  it('tells sales of a contact message and confirms it to the visitor, in French', async () => {
    const lead = aContactLead({
      locale: 'fr',
      firstName: 'Émilie',
      email: `emilie-${randomUUID()}@example.com`,
      companySize: '51-200',
      message: 'Nous voulons automatiser nos factures.',
    });
    expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });
    const report = await deliverDue(connect, deliverersFor({ SMTP_URL: smtp.url }));
    expect(report).toEqual({
      sent: 2,
      failed: 0,
      skipped: 1,
      deferred: 0,
      digested: 0,
      more: false,
      notReady: [],
    });

    const [sales] = smtp.received.filter((mail) => mail.replyTo?.text === lead.email);
    expect(to(sales!).sort()).toEqual([...SALES].sort());
    expect(sales?.subject).toBe(
      `New contact message: Émilie ${lead.lastName}, ${lead.companyName}`,
    );
    for (const line of [
      'First name: Émilie',
      `Email: ${lead.email}`,
      'Company size: 51-200 employees',
      'Message: Nous voulons automatiser nos factures.',
      'Language: French',
      'Received: ',
    ]) {
      expect(sales?.text).toContain(line);
    }

    const [visitor] = mailTo(lead.email);
    expect(visitor?.subject).toBe('Nous avons bien reçu votre message');
    expect(visitor?.from?.text).toBe('"Lumen AI Consulting" <hello@lumen.example>');
    expect(visitor?.headers.get('content-language')).toBe('fr');
    expect(visitor?.html).toContain('lang="fr"');
    // Nobody proved the address: the confirmation carries nothing the visitor typed.
    expect(visitor?.text).toContain('Bonjour,');
    expect(visitor?.text).not.toContain('Émilie');
    expect(visitor?.text).toContain('vous répondra sous un jour ouvré');
    // No remote image, no tracking pixel.
    expect(visitor?.html).not.toMatch(/<img/i);
  });

  it('asks the address to confirm first, then sends its owner the results with the report, and sales the scores at once', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const contact = anAssessmentContactLead({ email, firstName: 'Grace' });
    const result = anAssessmentResultLead({ email, contactId: contact.id });
    expect(await store.saveAssessmentContact(contact, aVisitor())).toEqual({ ok: true });
    expect(await store.saveAssessmentResult(result, aVisitor())).toEqual({ ok: true });
    await deliverDue(connect, deliverersFor({ SMTP_URL: smtp.url }));

    // Until its owner confirms it, the address gets one e-mail, with nothing anyone typed.
    const [confirmation, ...nothingElse] = mailTo(email);
    expect(nothingElse).toEqual([]);
    expect(confirmation?.subject).toBe('Confirm your address to receive your AI readiness results');
    expect(confirmation?.attachments ?? []).toEqual([]);
    expect(`${confirmation?.text}${confirmation?.html}`).not.toContain('Grace');
    const confirmLink = /\/en\/confirm\/([A-Za-z0-9_-]{32})/.exec(confirmation?.text ?? '')?.[1];
    expect(confirmLink).toBeDefined();

    // Its owner follows the link: the results e-mail goes out.
    expect(
      (await store.confirmResult(createHash('sha256').update(confirmLink!).digest('hex'), 10))
        .status,
    ).toBe('confirmed');
    await deliverDue(connect, deliverersFor({ SMTP_URL: smtp.url }));
    const [, visitor] = mailTo(email);
    expect(visitor?.subject).toBe('Your AI readiness: Moderate');
    expect(visitor?.text).toContain('Hello Grace,');
    expect(visitor?.text).toContain('Score: 53 of 80 points (66%)');
    expect(visitor?.text).toContain('Recommended next steps');
    expect(visitor?.text).toContain('https://calendly.com/lumen-ai/30min');
    const [report] = visitor?.attachments ?? [];
    expect(report?.contentType).toBe('application/pdf');
    expect(report?.filename).toBe('ai-readiness-report.pdf');
    const text = pdfText(new Uint8Array(report!.content)).replace(/\s+/g, ' ');
    expect(text).toContain('Score: 53 of 80 points (66%)');
    expect(text).toContain('Grace');

    const sales = smtp.received.filter(
      (mail) => mail.replyTo?.text === email && mail.subject?.startsWith('Assessment completed'),
    );
    expect(sales).toHaveLength(1);
    expect(sales[0]?.text).toContain('Result: 53 of 80 points (66.25%), Moderate');
    expect(sales[0]?.text).toContain('Leadership & Strategic Alignment: 14 of 16 (87.5%), High');
    expect(sales[0]?.text).toContain(`First name: Grace`);
    // The details left before the questions were announced when they arrived.
    expect(
      smtp.received.filter(
        (mail) => mail.replyTo?.text === email && mail.subject?.startsWith('Assessment started'),
      ),
    ).toHaveLength(1);
  });

  it('keeps every lead while SMTP is down, and delivers each message once when it is back, with two workers sending four at a time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const port = await freePort();
    const down = deliverersFor({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const emails = Array.from(
      { length: 20 },
      (_, index) => `outage-${index}-${randomUUID()}@example.com`,
    );
    for (const email of emails) {
      expect(await store.saveContact(aContactLead({ email }), aVisitor())).toEqual({ ok: true });
    }
    const failing = await deliverDue(connect, down);
    expect(failing.sent).toBe(0);
    expect(failing.failed).toBe(40);
    const waiting = await connect((tx) =>
      tx.query<{ count: number }>(
        `select count(*)::int as count from private.outbox
         where status = 'pending' and kind <> 'webhook' and last_error is not null`,
      ),
    );
    expect(waiting.rows[0]?.count).toBe(40);

    const back = await startSmtpServer(port);
    try {
      await timePasses();
      const up = deliverersFor({ SMTP_URL: back.url });
      const [one, two] = await Promise.all([
        deliverDue(connect, up, { concurrency: 4 }),
        deliverDue(connect, up, { concurrency: 4 }),
      ]);
      expect(one.sent + two.sent).toBe(40);
      for (const email of emails) {
        const received = back.received.filter(
          (mail) => to(mail).includes(email) || mail.replyTo?.text === email,
        );
        expect(received).toHaveLength(2);
      }
      expect(back.received).toHaveLength(40);
    } finally {
      closeMailers();
      await back.close();
    }
  });

  it('posts each lead to the CRM once, signed, with the same webhook-id through its retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const receiver = await startReceiver([500, 500]);
    try {
      const webhook = { LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET };
      const deliverers = deliverersFor({ MAIL_DELIVERY: 'off', ...webhook });
      const lead = aContactLead({ email: `crm-${randomUUID()}@example.com` });
      await store.saveContact(lead, aVisitor());
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await deliverDue(connect, deliverers);
        await timePasses();
      }
      expect(receiver.received).toHaveLength(3);
      const ids = receiver.received.map(({ headers }) => headers['webhook-id']);
      expect(new Set(ids).size).toBe(1);
      const verifier = new Webhook(WEBHOOK_SECRET);
      for (const { headers, body } of receiver.received) {
        const payload = verifier.verify(body, headers as Record<string, string>) as {
          type: string;
          data: { id: string; email: string };
        };
        expect(payload).toMatchObject({
          type: 'lead.contact_message',
          data: { id: lead.id, email: lead.email },
        });
      }
      expect(() =>
        verifier.verify(receiver.received[0]!.body.replace('contact', 'kontakt'), {
          ...(receiver.received[0]!.headers as Record<string, string>),
        }),
      ).toThrow();
    } finally {
      await receiver.close();
    }
  });

  it('names the sector a lead gave to sales and the CRM, in the consultants’ language, and its key alone when the names cannot be read', async () => {
    const receiver = await startReceiver([]);
    try {
      const settings = {
        SMTP_URL: smtp.url,
        CONSULTANT_LOCALE: 'fr',
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      };
      const email = `sector-${randomUUID()}@example.com`;
      const contact = anAssessmentContactLead({ email, locale: 'en', sector: 'logistics' });
      const result = anAssessmentResultLead({ email, contactId: contact.id });
      expect(await store.saveAssessmentContact(contact, aVisitor())).toEqual({ ok: true });
      expect(await store.saveAssessmentResult(result, aVisitor())).toEqual({ ok: true });
      await deliverDue(connect, deliverersFor(settings));

      const notices = smtp.received.filter((mail) => mail.replyTo?.text === email);
      expect(notices.map((mail) => mail.subject?.split(':')[0]).sort()).toEqual([
        'Assessment completed',
        'Assessment started',
      ]);
      for (const notice of notices) {
        expect(notice.text).toContain('Sector: Logistique et transport (logistics)');
      }
      const verifier = new Webhook(WEBHOOK_SECRET);
      const posted = receiver.received.map(
        ({ headers, body }) =>
          verifier.verify(body, headers as Record<string, string>) as {
            type: string;
            data: Record<string, unknown> & { contact?: Record<string, unknown> };
          },
      );
      const started = posted.find(({ type }) => type === 'lead.assessment_started');
      const completed = posted.find(({ type }) => type === 'lead.assessment_completed');
      expect(started?.data).toMatchObject({
        sector: 'logistics',
        sector_name: 'Logistique et transport',
      });
      expect(completed?.data.contact).toMatchObject({
        sector: 'logistics',
        sector_name: 'Logistique et transport',
      });

      // The Content Lake is down: the lead still reaches the firm, naming its sector's key.
      content.state = 'down';
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const other = aContactLead({ email: `sector-${randomUUID()}@example.com`, sector: 'health' });
      expect(await store.saveContact(other, aVisitor())).toEqual({ ok: true });
      await deliverDue(connect, deliverersFor(settings));
      const [notice] = smtp.received.filter((mail) => mail.replyTo?.text === other.email);
      expect(notice?.text).toContain('Sector: health\n');
      const last = receiver.received.at(-1)!;
      expect(verifier.verify(last.body, last.headers as Record<string, string>)).toMatchObject({
        data: { id: other.id, sector: 'health', sector_name: null },
      });
    } finally {
      closeMailers();
      await receiver.close();
    }
  });

  it('puts nothing a visitor typed in a visitor’s subject, and gives each message a Message-ID of its own', async () => {
    const email = `subject-${randomUUID()}@example.com`;
    const lead = aContactLead({
      email,
      firstName: 'Cheap pills at evil.example',
      lastName: 'Click now',
      companyName: 'Spam Ltd',
      message: 'Visit evil.example today',
    });
    expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });
    await deliverDue(connect, deliverersFor({ SMTP_URL: smtp.url }));
    const [visitor] = mailTo(email);
    expect(visitor?.subject).toBe('We have your message');
    for (const typed of [lead.firstName, lead.lastName, lead.companyName, lead.message, 'evil']) {
      expect(visitor?.subject).not.toContain(typed);
      expect(visitor?.from?.text).not.toContain(typed);
    }
    // The greeting uses a first name only when it reads as one: not this slogan with a domain.
    expect(visitor?.text).toContain('Hello,');
    expect(visitor?.text).not.toContain('evil');

    const ids = await connect((tx) =>
      tx.query<{ id: string; kind: string }>(
        'select id, kind from private.outbox where lead_id = $1',
        [lead.id],
      ),
    );
    const sales = mailAbout(email).find((mail) => mail.replyTo?.text === email);
    expect(visitor?.messageId).toBe(
      `<${ids.rows.find((row) => row.kind === 'visitor')?.id}@lumen.example>`,
    );
    expect(sales?.messageId).toBe(
      `<${ids.rows.find((row) => row.kind === 'sales')?.id}@lumen.example>`,
    );
  });

  it('sends a message whose worker died after sending once more at most, with the same Message-ID', async () => {
    const email = `crash-${randomUUID()}@example.com`;
    const lead = aContactLead({ email });
    expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });
    const deliverers = deliverersFor({ SMTP_URL: smtp.url });
    const send = deliverers.sales as (message: OutboxMessage) => Promise<void>;
    // A worker claims the sales notice, sends it, and dies before recording it.
    await admitSalesNotices(connect, null);
    const claimed = await claimMessages(connect, ['sales'], 10);
    const mine = claimed.find((message) => message.payload.lead.id === lead.id);
    expect(mine).toBeDefined();
    await send(mine!);
    // The other claimed messages were another worker's, which recorded them.
    await connect((tx) =>
      tx.query(
        `update private.outbox set status = 'sent', claim_token = null
         where claim_token = any(string_to_array($1, ',')::uuid[]) and id <> $2`,
        [claimed.map((message) => message.claimToken).join(','), mine!.id],
      ),
    );
    // Until its lease runs out, nobody sends it again.
    await deliverDue(connect, deliverers);
    expect(mailAbout(email).filter((mail) => mail.replyTo?.text === email)).toHaveLength(1);
    await minutesPass(connect, 3);
    await deliverDue(connect, deliverers);
    await deliverDue(connect, deliverers);
    const notices = mailAbout(email).filter((mail) => mail.replyTo?.text === email);
    expect(notices).toHaveLength(2);
    expect(notices[1]?.messageId).toBe(notices[0]?.messageId);
    expect(notices[0]?.messageId).toBe(`<${mine!.id}@lumen.example>`);
  });

  it('delivers every message after three hours of SMTP down, and gives none up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const port = await freePort();
    const down = deliverersFor({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const emails = Array.from(
      { length: 5 },
      (_, index) => `down3h-${index}-${randomUUID()}@example.com`,
    );
    const leads = emails.map((email) => aContactLead({ email }));
    for (const lead of leads)
      expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });

    let simulated = 0;
    while (simulated < 180) {
      const report = await deliverDue(connect, down);
      expect(report.sent).toBe(0);
      const { rows } = await connect((tx) =>
        tx.query<{ wait: number }>(
          `select greatest(1, ceil(extract(epoch from min(next_attempt_at) - now()) / 60))::int as wait
           from private.outbox where status = 'pending' and kind <> 'webhook'`,
        ),
      );
      const wait = rows[0]?.wait ?? 1;
      await minutesPass(connect, wait);
      simulated += wait;
    }
    const byStatus = await connect((tx) =>
      tx.query<{ status: string; count: number }>(
        `select status, count(*)::int as count from private.outbox
         where lead_id = any(string_to_array($1, ',')::uuid[]) and kind <> 'webhook'
         group by status`,
        [leads.map((lead) => lead.id).join(',')],
      ),
    );
    expect(byStatus.rows).toEqual([{ status: 'pending', count: 10 }]);

    const back = await startSmtpServer(port);
    try {
      await minutesPass(connect, 60);
      const up = deliverersFor({ SMTP_URL: back.url });
      while ((await deliverDue(connect, up, { concurrency: 4 })).more);
      for (const email of emails) expect(mailAbout(email, back.received)).toHaveLength(2);
      const dead = await connect((tx) =>
        tx.query<{ count: number }>(
          `select count(*)::int as count from private.outbox
           where lead_id = any(string_to_array($1, ',')::uuid[]) and status = 'dead'`,
          [leads.map((lead) => lead.id).join(',')],
        ),
      );
      expect(dead.rows).toEqual([{ count: 0 }]);
    } finally {
      closeMailers();
      await back.close();
    }
  });

  it('tells sales at once while the Content Lake is down or hangs; visitors’ e-mails wait untried, then go', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const state of ['down', 'hanging'] as const) {
      const email = `lake-${state}-${randomUUID()}@example.com`;
      const lead = aContactLead({ email });
      expect(await store.saveContact(lead, aVisitor())).toEqual({ ok: true });
      content.state = state;
      const report = await deliverDue(connect, deliverersFor({ SMTP_URL: smtp.url }), {
        prepareTimeoutMs: 300,
      });
      expect(report.notReady).toEqual(['visitor']);
      expect(mailAbout(email).map((mail) => mail.subject)).toEqual([
        `New contact message: Ada ${lead.lastName}, ${lead.companyName}`,
      ]);
      const visitor = await connect((tx) =>
        tx.query<{ status: string; attempts: number }>(
          "select status, attempts from private.outbox where lead_id = $1 and kind = 'visitor'",
          [lead.id],
        ),
      );
      expect(visitor.rows).toEqual([{ status: 'pending', attempts: 0 }]);

      content.state = 'up';
      await deliverDue(connect, deliverersFor({ SMTP_URL: smtp.url }));
      expect(mailTo(email).map((mail) => mail.subject)).toEqual(['We have your message']);
    }
  });

  it('past the hourly ceiling stores every lead and tells sales of each, e-mails visitors no more than the ceiling, and the others in the next hour', async () => {
    const { rows } = await connect((tx) =>
      tx.query<{ count: number }>(
        `select count(*)::int as count from private.outbox
         where kind in ('visitor', 'confirmation') and admitted_at > now() - interval '1 hour'`,
      ),
    );
    const ceiling = (rows[0]?.count ?? 0) + 3;
    const emails = Array.from(
      { length: 8 },
      (_, index) => `flood-${index}-${randomUUID()}@example.com`,
    );
    for (const email of emails) {
      expect(await store.saveContact(aContactLead({ email }), aVisitor())).toEqual({ ok: true });
    }
    const report = await deliverDue(connect, deliverersFor({ SMTP_URL: smtp.url }), {
      visitorCeilings: { perHour: ceiling },
      concurrency: 4,
    });
    expect(report.deferred).toBe(5);
    const sales = emails.filter((email) =>
      mailAbout(email).some((mail) => mail.replyTo?.text === email),
    );
    const visitors = () => emails.filter((email) => mailTo(email).length > 0);
    expect(sales).toHaveLength(8);
    expect(visitors()).toEqual(emails.slice(0, 3));

    // Deferred, not skipped: the next hour has room for them.
    await minutesPass(connect, 61);
    await deliverDue(connect, deliverersFor({ SMTP_URL: smtp.url }), {
      visitorCeilings: { perHour: ceiling },
      concurrency: 4,
    });
    expect(visitors()).toEqual(emails);
  });

  it('sends one mailbox at most three e-mails, whatever eight spellings an attacker types', async () => {
    const mailbox = `victim${randomUUID().slice(0, 8)}`;
    const spellings = [
      `${mailbox}@gmail.com`,
      `${mailbox}+1@gmail.com`,
      `${mailbox.slice(0, 3)}.${mailbox.slice(3)}@gmail.com`,
      `${mailbox.toUpperCase()}@gmail.com`,
      `x<${mailbox}@gmail.com>`,
      `${mailbox}@gmail.com(1)`,
      `${mailbox}@googlemail.com`,
      `"${mailbox}"@gmail.com`,
    ];
    const answers = [];
    for (const email of spellings) {
      answers.push((await store.saveContact(aContactLead({ email }), aVisitor())).ok);
    }
    // The three that are no bare address are refused by the database itself.
    expect(answers.filter((ok) => !ok)).toHaveLength(3);
    await deliverDue(connect, deliverersFor({ SMTP_URL: smtp.url }), { concurrency: 4 });
    const toMailbox = smtp.received.filter((mail) =>
      to(mail).some((address) => normalizeEmail(address) === `${mailbox}@gmail.com`),
    );
    expect(toMailbox).toHaveLength(3);
  });
});
