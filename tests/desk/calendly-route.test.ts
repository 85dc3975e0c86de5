import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SqlTransaction } from '@/lib/database/migrations';
import { calendlySignature, inviteeCreated, SIGNING_KEY } from './calendly-events';

// The database stays out of this file: the desk's store is a mock, and every call to it and to
// the server's connection is counted.
const database = vi.hoisted(() => ({
  tx: { exec: async () => undefined, query: async () => ({ rows: [] }) },
  bookCall: vi.fn(),
  afterBooking: vi.fn(),
  connections: 0,
  connected: true,
}));
vi.mock('@/lib/desk/store', () => ({ bookCall: database.bookCall }));
vi.mock('@/lib/desk/after-booking', () => ({ afterBooking: database.afterBooking }));
vi.mock('@/lib/database/server-connection', () => ({
  serverConnection: () =>
    database.connected
      ? <T>(work: (tx: SqlTransaction) => Promise<T>) => {
          database.connections += 1;
          return work(database.tx);
        }
      : undefined,
}));
const delivery = vi.hoisted(() => ({ deliverOutboxSoon: vi.fn(), after: vi.fn() }));
vi.mock('@/lib/outbox', () => ({ deliverOutboxSoon: delivery.deliverOutboxSoon }));
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: delivery.after,
}));

const route = await import('@/app/api/booking/calendly/route');

const booked = {
  ref: { table: 'contact_submissions', id: '0f8fad5b-d9cb-469f-a165-70867728950e' },
  matched: true,
};

function webhook(body: string, signature?: string): Request {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature !== undefined) headers.set('calendly-webhook-signature', signature);
  return new Request('http://localhost/api/booking/calendly', { method: 'POST', body, headers });
}

const body = JSON.stringify(inviteeCreated());

function expectNothingChanged() {
  expect(database.connections).toBe(0);
  expect(database.bookCall).not.toHaveBeenCalled();
  expect(delivery.after).not.toHaveBeenCalled();
}

beforeEach(() => {
  vi.stubEnv('CALENDLY_WEBHOOK_SIGNING_KEY', SIGNING_KEY);
  database.bookCall.mockReset().mockResolvedValue(booked);
  database.afterBooking.mockReset().mockResolvedValue(undefined);
  database.connections = 0;
  database.connected = true;
  delivery.after.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('POST /api/booking/calendly', () => {
  it('books the call once, raises the lead after it in the same transaction, and sends its messages after answering', async () => {
    const response = await route.POST(
      webhook(body, calendlySignature(body, SIGNING_KEY, new Date())),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(database.connections).toBe(1);
    expect(database.bookCall).toHaveBeenCalledExactlyOnceWith(database.tx, {
      uri: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2/invitees/AHT4VZ5PQYFOSTFB',
      email: 'ada.lovelace@example.com',
      name: 'Ada Lovelace',
      callAt: '2026-12-08T09:30:00.000Z',
      locale: null,
    });
    expect(database.afterBooking).toHaveBeenCalledExactlyOnceWith(database.tx, booked);
    expect(delivery.after).toHaveBeenCalledExactlyOnceWith(delivery.deliverOutboxSoon);
  });

  it('does not exist while the signing key is not set', async () => {
    vi.stubEnv('CALENDLY_WEBHOOK_SIGNING_KEY', ' ');
    const response = await route.POST(
      webhook(body, calendlySignature(body, SIGNING_KEY, new Date())),
    );
    expect(response.status).toBe(404);
    expectNothingChanged();
  });

  it('answers 401 and touches no database without a signature, with another key’s, or with an old one', async () => {
    const minutesAgo = new Date(Date.now() - 4 * 60 * 1000);
    for (const signature of [
      undefined,
      '',
      calendlySignature(body, 'another-signing-key', new Date()),
      calendlySignature(body, SIGNING_KEY, minutesAgo),
      `t=${Math.floor(Date.now() / 1000)}`,
    ]) {
      const response = await route.POST(webhook(body, signature));
      expect([signature, response.status]).toEqual([signature, 401]);
      expect(await response.text()).not.toContain('ada.lovelace');
    }
    expectNothingChanged();
  });

  it('answers 401 to a body changed after Calendly signed it', async () => {
    const signature = calendlySignature(body, SIGNING_KEY, new Date());
    const changed = body.replace('ada.lovelace@example.com', 'mallory@example.com');
    const response = await route.POST(webhook(changed, signature));
    expect(response.status).toBe(401);
    expectNothingChanged();
  });

  it('reads no body larger than Calendly sends', async () => {
    const large = JSON.stringify({ ...inviteeCreated(), padding: 'x'.repeat(64 * 1024) });
    const response = await route.POST(
      webhook(large, calendlySignature(large, SIGNING_KEY, new Date())),
    );
    expect(response.status).toBe(413);
    expectNothingChanged();
  });

  it('acknowledges a cancellation and changes nothing', async () => {
    const canceled = JSON.stringify(inviteeCreated({}, 'invitee.canceled'));
    const response = await route.POST(
      webhook(canceled, calendlySignature(canceled, SIGNING_KEY, new Date())),
    );
    expect(response.status).toBe(200);
    expectNothingChanged();
  });

  it('acknowledges a signed invitee it cannot store, and stores nothing', async () => {
    const forged = JSON.stringify(inviteeCreated({ email: 'Ada <ada@example.com>' }));
    const response = await route.POST(
      webhook(forged, calendlySignature(forged, SIGNING_KEY, new Date())),
    );
    expect(response.status).toBe(200);
    expectNothingChanged();
  });

  it('answers 400 to a signed body that is not JSON', async () => {
    const text = 'invitee.created';
    const response = await route.POST(
      webhook(text, calendlySignature(text, SIGNING_KEY, new Date())),
    );
    expect(response.status).toBe(400);
    expectNothingChanged();
  });

  it('answers 503 when the database fails, so that Calendly tries again, and sends nothing', async () => {
    database.bookCall.mockRejectedValue(new Error('connection terminated'));
    const signature = calendlySignature(body, SIGNING_KEY, new Date());
    const response = await route.POST(webhook(body, signature));
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('ada.lovelace');
    expect(database.afterBooking).not.toHaveBeenCalled();
    expect(delivery.after).not.toHaveBeenCalled();
  });

  it('answers 503 when the server has no connection of its own to the database', async () => {
    database.connected = false;
    const response = await route.POST(
      webhook(body, calendlySignature(body, SIGNING_KEY, new Date())),
    );
    expect(response.status).toBe(503);
    expect(database.bookCall).not.toHaveBeenCalled();
  });

  it('takes POST alone', () => {
    expect(Object.keys(route).filter((name) => /^[A-Z]+$/.test(name))).toEqual(['POST']);
  });
});
