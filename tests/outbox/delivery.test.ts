import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/env';
import { createEmbeddedLeadStore, type EmbeddedLeadStore } from '@/lib/leads/embedded-store';
import { createDeliverers } from '@/lib/outbox';
import type { WorkerConnection } from '@/lib/outbox/queue';
import { deliverDue } from '@/lib/outbox/worker';
import { pdfText } from '../assessment/pdf-text';
import { freePort } from '../../e2e/support/start-server';
import {
  aContactLead,
  anAssessmentContactLead,
  anAssessmentResultLead,
} from '../support/lead-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

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
});

describe('delivering the outbox', () => {
  it('tells sales of a contact message and confirms it to the visitor, in French', async () => {
    const lead = aContactLead({
      locale: 'fr',
      firstName: 'Émilie',
      email: `emilie-${randomUUID()}@example.com`,
      companySize: '51-200',
      message: 'Nous voulons automatiser nos factures.',
    });
    expect(await store.saveContact(lead)).toEqual({ ok: true });
    const report = await deliverDue(connect, deliverersFor({ SMTP_URL: smtp.url }));
    expect(report).toEqual({ sent: 2, failed: 0, skipped: 1, more: false });

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
    expect(visitor?.subject).toBe('Nous avons bien reçu votre message, Émilie');
    expect(visitor?.from?.text).toBe('"Lumen AI Consulting" <hello@lumen.example>');
    expect(visitor?.headers.get('content-language')).toBe('fr');
    expect(visitor?.html).toContain('lang="fr"');
    expect(visitor?.text).toContain('Bonjour Émilie,');
    expect(visitor?.text).toContain('vous répondra sous un jour ouvré');
    // No remote image, no tracking pixel.
    expect(visitor?.html).not.toMatch(/<img/i);
  });

  it('sends the visitor their results with the report, and sales the scores', async () => {
    const email = `grace-${randomUUID()}@example.com`;
    const contact = anAssessmentContactLead({ email, firstName: 'Grace' });
    const result = anAssessmentResultLead({ email });
    expect(await store.saveAssessmentContact(contact)).toEqual({ ok: true });
    expect(await store.saveAssessmentResult(result)).toEqual({ ok: true });
    await deliverDue(connect, deliverersFor({ SMTP_URL: smtp.url }));

    const [visitor] = mailTo(email);
    expect(visitor?.subject).toMatch(/^Your AI readiness results: /);
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
    expect(sales[0]?.text).toContain('Result: 53 of 80 points (66.25 %), Moderate');
    expect(sales[0]?.text).toContain('Leadership & Strategic Alignment: 14 of 16 (87.5 %), High');
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
      expect(await store.saveContact(aContactLead({ email }))).toEqual({ ok: true });
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
      await store.saveContact(lead);
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
});
