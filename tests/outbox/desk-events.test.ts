import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingLead } from '@/lib/database/rows';
import { createWebhookSender, type WebhookMessage } from '@/lib/outbox/webhook';

const SECRET = `whsec_${Buffer.from('a-secret-of-the-crm-for-the-desk-tests').toString('base64')}`;

type Received = { headers: IncomingHttpHeaders; body: string };

const received: Received[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += String(chunk)));
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.writeHead(204).end();
  });
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
});

afterAll(() => new Promise((resolve) => receiver.close(resolve)));

/** Sends one message as the outbox's worker would, and returns what the CRM received. */
async function deliver(message: WebhookMessage): Promise<Received> {
  const before = received.length;
  await createWebhookSender(url, SECRET)(message);
  expect(received).toHaveLength(before + 1);
  return received.at(-1)!;
}

/** What the CRM reads once the official library has verified the signature. */
function verified({ headers, body }: Received, secret = SECRET) {
  return new Webhook(secret).verify(body, {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  }) as { type: string; timestamp: string; data: Record<string, unknown> };
}

const lead = { table: 'contact_submissions', id: randomUUID() };

describe('the desk’s events, as the CRM verifies them', () => {
  const events = [
    {
      type: 'lead.taken',
      data: {
        ...lead,
        taken_by: 'marie@lumen.example',
        taken_at: '2026-12-01T10:20:00.000Z',
        tier: 'A',
        owner: 'marie@lumen.example',
      },
    },
    {
      type: 'lead.escalated',
      data: {
        ...lead,
        tier: 'B',
        owner: 'paul@lumen.example',
        escalated_at: '2026-12-01T11:30:00.000Z',
      },
    },
    {
      type: 'lead.booked',
      data: { ...lead, booked_at: '2026-12-01T10:16:00.000Z', call_at: '2026-12-08T09:30:00.000Z' },
    },
  ];

  for (const event of events) {
    it(`signs ${event.type} so that the Standard Webhooks library verifies it`, async () => {
      const id = randomUUID();
      const delivery = await deliver({ id, payload: event });
      expect(delivery.headers['webhook-id']).toBe(id);
      expect(verified(delivery)).toEqual({
        type: event.type,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: event.data,
      });
    });
  }

  it('fails the verification when the body was changed, or under another secret', async () => {
    const delivery = await deliver({ id: randomUUID(), payload: events[0]! });
    const changed = { ...delivery, body: delivery.body.replace('marie@', 'mallory@') };
    expect(() => verified(changed)).toThrow();
    const otherSecret = `whsec_${Buffer.from('another-secret').toString('base64')}`;
    expect(() => verified(delivery, otherSecret)).toThrow();
  });
});

describe('a booked call from someone the site did not know', () => {
  const booking: BookingLead = {
    table: 'call_bookings',
    lead: {
      id: randomUUID(),
      created_at: '2026-12-01T10:16:00.000Z',
      email: 'ada.lovelace@example.com',
      name: 'Ada Lovelace',
      call_at: '2026-12-08T09:30:00.000Z',
      locale: null,
    },
    contact: null,
  };

  it('reaches the CRM as a lead of type lead.call_booked, verified by the official library', async () => {
    const delivery = await deliver({ id: randomUUID(), payload: booking });
    expect(verified(delivery)).toEqual({
      type: 'lead.call_booked',
      timestamp: '2026-12-01T10:16:00.000Z',
      data: { ...booking.lead, do_not_prospect: false },
    });
  });

  it('tells the CRM not to prospect a person who objected', async () => {
    const payload = { ...booking, objected: true };
    const delivery = await deliver({ id: randomUUID(), payload });
    expect(verified(delivery).data).toMatchObject({ do_not_prospect: true });
  });
});
