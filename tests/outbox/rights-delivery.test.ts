import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/env';
import { exportLeads } from '@/lib/database/export';
import type { SqlTransaction } from '@/lib/database/migrations';
import { erasePerson, objectPerson } from '@/lib/database/rights';
import { contactSubmissionRow } from '@/lib/database/rows';
import type { ContactLead } from '@/lib/database/types';
import { createDeliverers } from '@/lib/outbox';
import type { WorkerConnection } from '@/lib/database/migrations';
import { deliverDue } from '@/lib/outbox/worker';
import { aContactLead } from '../support/lead-fixtures';
import { engineAvailable, ENGINES, openEngine, type Engine } from '../support/sql-engines';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

// The one-click route reaches the database as the server's own role, the outbox's worker: here,
// the engine's. What it would deliver right after its answer, the tests deliver themselves.
const server = vi.hoisted(() => ({ connect: undefined as WorkerConnection | undefined }));
vi.mock('@/lib/database/server-connection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/database/server-connection')>()),
  serverConnection: () => server.connect,
}));
vi.mock('@/lib/outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/outbox')>()),
  deliverOutboxSoon: async () => {},
}));
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: () => {},
}));

const { GET, POST } = await import('@/app/api/unsubscribe/[token]/route');

const FROM = 'Lumen AI Consulting <hello@lumen.example>';
const SALES = 'sales@lumen.example';
const WEBHOOK_SECRET = `whsec_${Buffer.from('a-secret-of-the-crm-for-the-tests').toString('base64')}`;

type Received = { headers: IncomingHttpHeaders; body: string };
type Delivered = { type: string; data: Record<string, unknown> };

let smtp: TestSmtpServer;
let crm: { url: string; received: Received[]; close(): Promise<unknown> };

/** A CRM stand-in that takes every POST. */
async function startReceiver() {
  const received: Received[] = [];
  const receiver: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`,
    received,
    close: () => new Promise((resolve) => receiver.close(resolve)),
  };
}

const openMailers: (() => void)[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  crm = await startReceiver();
});

afterEach(() => {
  for (const close of openMailers.splice(0)) close();
});

afterAll(async () => {
  await smtp.close();
  await crm.close();
});

function recipients(mail: ParsedMail): string[] {
  return [mail.to]
    .flat()
    .flatMap((address) => address?.value.map(({ address: value }) => value ?? '') ?? []);
}

/** A header as the message carries it, unfolded: not as mailparser reshapes List-* headers. */
function rawHeader(mail: ParsedMail | undefined, name: string): string | undefined {
  const line = mail?.headerLines.find(({ key }) => key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

const mailTo = (address: string) =>
  smtp.received.filter((mail) => recipients(mail).includes(address));
const salesNoticesOf = (address: string) =>
  smtp.received.filter((mail) => mail.replyTo?.text === address);

/** What the CRM received, each checked against its Standard Webhooks signature. */
function deliveredToCrm(): Delivered[] {
  const verifier = new Webhook(WEBHOOK_SECRET);
  return crm.received.map(
    ({ headers, body }) => verifier.verify(body, headers as Record<string, string>) as Delivered,
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A POST as a mail program sends it for a one-click unsubscribe (RFC 8058). */
function oneClick(token: string, body = 'List-Unsubscribe=One-Click') {
  return POST(
    new Request(`https://lumen.example/api/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
    { params: Promise.resolve({ token }) },
  );
}

describe.each(ENGINES.filter(engineAvailable))(
  'rights reaching where the data went, on %s',
  (name) => {
    let engine: Engine;
    let connect: WorkerConnection;

    beforeAll(async () => {
      engine = await openEngine(name);
      connect = (work) =>
        engine.db.transaction(async (tx) => {
          await tx.exec('set local role outbox_worker');
          return work(tx);
        });
      server.connect = connect;
    }, 120_000);

    afterAll(async () => {
      server.connect = undefined;
      await engine?.close();
    });

    async function asRole<T>(role: string, work: (tx: SqlTransaction) => Promise<T>): Promise<T> {
      return engine.db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        await tx.query("select set_config('request.headers', $1, true)", [
          JSON.stringify({ 'x-submission-keys': randomBytes(32).toString('hex') }),
        ]);
        return work(tx);
      });
    }

    /** A contact message, stored as the server stores it: as a visitor. */
    async function store(lead: ContactLead) {
      const row = contactSubmissionRow(lead);
      const columns = Object.keys(row);
      await asRole('anon', (tx) =>
        tx.query(
          `insert into api.contact_submissions (${columns.join(', ')})
         values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
          Object.values(row),
        ),
      );
    }

    /** Delivers everything due: e-mail to the SMTP stand-in, webhooks to the CRM stand-in. */
    async function deliver() {
      const { deliverers, close } = createDeliverers(
        parseEnv({
          MAIL_FROM: FROM,
          LEADS_NOTIFY_TO: SALES,
          SMTP_URL: smtp.url,
          LEADS_WEBHOOK_URL: crm.url,
          LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
        }),
      );
      openMailers.push(close);
      while ((await deliverDue(connect, deliverers, { concurrency: 4 })).more);
    }

    const aPerson = () => `person.${randomBytes(4).toString('hex')}@example.com`;

    it('--object, then a new lead: sales, the export and the CRM hear "do not prospect", and the e-mail waiting is not sent', async () => {
      const address = aPerson();
      const waiting = aContactLead({ email: address, message: 'Before.' });
      await store(waiting);
      await asRole('leads_steward', (tx) => objectPerson(tx, address.toUpperCase()));
      const later = aContactLead({ email: address.replace('@', '+again@'), message: 'After.' });
      await store(later);
      await deliver();

      expect(mailTo(address)).toEqual([]);
      expect(mailTo(later.email)).toEqual([]);
      const notices = [...salesNoticesOf(address), ...salesNoticesOf(later.email)];
      expect(notices).toHaveLength(2);
      for (const notice of notices) {
        expect(notice.subject).toMatch(/^\[Do not prospect\] New contact message: /);
        expect(notice.text).toContain('Do not prospect: this person objected');
      }

      const delivered = deliveredToCrm();
      for (const lead of [waiting, later]) {
        expect(delivered.find((event) => event.data.id === lead.id)).toMatchObject({
          type: 'lead.contact_message',
          data: { do_not_prospect: true },
        });
      }
      const objected = delivered.filter(
        (event) => event.type === 'lead.objected' && event.data.mailbox_hash === sha256(address),
      );
      expect(objected).toEqual([
        {
          type: 'lead.objected',
          timestamp: expect.any(String),
          data: {
            mailbox_hash: sha256(address),
            lead_ids: [waiting.id],
            objected_at: expect.any(String),
          },
        },
      ]);

      const exported = await asRole('leads_reader', (tx) => exportLeads(tx));
      expect(
        exported
          .filter((lead) => lead.email === address || lead.email === later.email)
          .map((lead) => lead.doNotProspect),
      ).toEqual([true, true]);
    });

    it('--erase tells the CRM with a signed lead.erased that names no address', async () => {
      const address = aPerson();
      const lead = aContactLead({ email: address });
      await store(lead);
      await deliver();
      const report = await asRole('leads_steward', (tx) => erasePerson(tx, address));
      expect(report.contactSubmissions).toBe(1);
      const before = crm.received.length;
      await deliver();

      const erased = deliveredToCrm()
        .slice(before)
        .filter((event) => event.type === 'lead.erased');
      expect(erased).toEqual([
        {
          type: 'lead.erased',
          timestamp: expect.any(String),
          data: {
            mailbox_hash: sha256(address),
            lead_ids: [lead.id],
            erased_at: expect.any(String),
          },
        },
      ]);
      expect(
        crm.received
          .slice(before)
          .map(({ body }) => body)
          .join(''),
      ).not.toContain('@');
    });

    it('unsubscribes in one click from the e-mail’s own header: no visitor e-mail reaches the mailbox after', async () => {
      const address = aPerson();
      await store(aContactLead({ email: address }));
      await deliver();
      const [first] = mailTo(address);
      expect(rawHeader(first, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const header = rawHeader(first, 'List-Unsubscribe') ?? '';
      const url = /^<(http[^>]+)>$/.exec(header)?.[1];
      expect(url).toMatch(/\/api\/unsubscribe\/[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/);
      const token = url!.split('/').at(-1)!;
      // The footer's link is the same mailbox's page.
      expect(first?.text).toContain(`/en/unsubscribe/${token}`);

      // A message waits while the person unsubscribes; another comes after.
      const waiting = aContactLead({ email: address, message: 'Waiting.' });
      await store(waiting);
      // Opening the link, as a mail scanner does, changes nothing.
      const opened = await GET(new Request(url!, { headers: { 'accept-language': 'fr-CA, en' } }), {
        params: Promise.resolve({ token }),
      });
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe(`/fr/unsubscribe/${token}`);

      const answer = await oneClick(token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('location')).toBeNull();
      expect((await oneClick(token)).status).toBe(200);
      await store(aContactLead({ email: address, message: 'After.' }));
      await deliver();

      expect(mailTo(address)).toHaveLength(1);
      expect(salesNoticesOf(address)).toHaveLength(3);
      const { rows } = await engine.db.query<{ reason: string }>(
        'select reason from private.suppressed_mailboxes where mailbox_hash = $1',
        [sha256(address)],
      );
      expect(rows).toEqual([{ reason: 'objection' }]);
      expect(
        deliveredToCrm().filter(
          (event) => event.type === 'lead.objected' && event.data.mailbox_hash === sha256(address),
        ),
      ).toHaveLength(1);
    });

    it('changes nothing for a forged or altered token, or a POST that is no one-click', async () => {
      const address = aPerson();
      await store(aContactLead({ email: address }));
      await deliver();
      const header = rawHeader(mailTo(address)[0], 'List-Unsubscribe') ?? '';
      const token = /\/api\/unsubscribe\/([^>]+)>$/.exec(header)![1]!;
      const [mailbox, signature] = token.split('.') as [string, string];
      const someoneElse = Buffer.from(sha256(`other.${randomUUID()}@example.com`), 'hex').toString(
        'base64url',
      );
      const flip = (text: string, index: number) =>
        `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;

      for (const forged of [
        `${someoneElse}.${signature}`,
        `${mailbox}.${flip(signature, 3)}`,
        `${flip(mailbox, 10)}.${signature}`,
        `${mailbox}.${signature}x`,
        'not-a-token',
      ]) {
        expect((await oneClick(forged)).status).toBe(404);
      }
      expect((await oneClick(token, 'List-Unsubscribe=Please')).status).toBe(400);
      expect((await oneClick(token, '')).status).toBe(400);

      const { rows } = await engine.db.query(
        'select 1 from private.suppressed_mailboxes where mailbox_hash = $1',
        [sha256(address)],
      );
      expect(rows).toEqual([]);
      await store(aContactLead({ email: address, message: 'Still welcome.' }));
      await deliver();
      expect(mailTo(address)).toHaveLength(2);
    });
  },
);
