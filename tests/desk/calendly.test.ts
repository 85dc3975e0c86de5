import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingOf,
  calendlyEventOf,
  CALENDLY_TOLERANCE_MS,
  verifyCalendlySignature,
} from '@/lib/desk/calendly';
import { calendlySignature, inviteeCreated, SIGNING_KEY } from './calendly-events';

const now = new Date('2026-12-01T10:16:00Z');
const body = JSON.stringify(inviteeCreated());
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const hmac = (text: string, key = SIGNING_KEY) =>
  createHmac('sha256', key).update(text).digest('hex');

describe('verifyCalendlySignature', () => {
  it('accepts a body signed as Calendly documents it', () => {
    expect(
      verifyCalendlySignature(calendlySignature(body, SIGNING_KEY, now), body, SIGNING_KEY, now),
    ).toEqual({
      ok: true,
    });
  });

  it('accepts a signature made up to the tolerance before or after the server’s clock', () => {
    for (const offset of [-CALENDLY_TOLERANCE_MS + 1000, 0, CALENDLY_TOLERANCE_MS - 1000]) {
      const header = calendlySignature(body, SIGNING_KEY, new Date(now.getTime() + offset));
      expect(verifyCalendlySignature(header, body, SIGNING_KEY, now).ok).toBe(true);
    }
  });

  it('refuses a signature made with another key', () => {
    const header = calendlySignature(body, 'another-signing-key', now);
    expect(verifyCalendlySignature(header, body, SIGNING_KEY, now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a body changed after it was signed', () => {
    const header = calendlySignature(body, SIGNING_KEY, now);
    const changed = body.replace('ada.lovelace@example.com', 'mallory@example.com');
    expect(verifyCalendlySignature(header, changed, SIGNING_KEY, now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses any change of the body, one character anywhere', () => {
    const header = calendlySignature(body, SIGNING_KEY, now);
    fc.assert(
      fc.property(
        fc.nat({ max: body.length - 1 }),
        fc.string({ minLength: 1, maxLength: 1 }),
        (at, character) => {
          fc.pre(body[at] !== character);
          const changed = `${body.slice(0, at)}${character}${body.slice(at + 1)}`;
          expect(verifyCalendlySignature(header, changed, SIGNING_KEY, now).ok).toBe(false);
        },
      ),
    );
  });

  it('refuses a signature older than three minutes, and one from further in the future', () => {
    for (const offset of [-CALENDLY_TOLERANCE_MS - 1000, CALENDLY_TOLERANCE_MS + 1000]) {
      const header = calendlySignature(body, SIGNING_KEY, new Date(now.getTime() + offset));
      expect(verifyCalendlySignature(header, body, SIGNING_KEY, now)).toEqual({
        ok: false,
        reason: 'stale',
      });
    }
  });

  it('refuses a replayed request whose timestamp was moved forward', () => {
    const old = new Date(now.getTime() - 10 * 60 * 1000);
    const signature = hmac(`${seconds(old)}.${body}`);
    const header = `t=${seconds(now)},v1=${signature}`;
    expect(verifyCalendlySignature(header, body, SIGNING_KEY, now).ok).toBe(false);
  });

  it('refuses a request without the header', () => {
    for (const header of [null, '', '   ']) {
      expect(verifyCalendlySignature(header, body, SIGNING_KEY, now)).toEqual({
        ok: false,
        reason: 'missing',
      });
    }
  });

  it('refuses a header without its v1 signature, without its timestamp, or with either malformed', () => {
    const t = seconds(now);
    const v1 = hmac(`${t}.${body}`);
    for (const header of [
      `t=${t}`,
      `t=${t},v0=${v1}`,
      `v1=${v1}`,
      `t=,v1=${v1}`,
      `t=${t}.5,v1=${v1}`,
      `t=${t},v1=${v1.slice(0, 63)}`,
      `t=${t},v1=${v1}00`,
      `t=${t},v1=${v1.slice(0, 62)}zz`,
      `t=${t},v1=${Buffer.from(v1, 'hex').toString('base64')}`,
      `t=${t};v1=${v1}`,
      `${t},${v1}`,
    ]) {
      expect([header, verifyCalendlySignature(header, body, SIGNING_KEY, now)]).toEqual([
        header,
        { ok: false, reason: 'malformed' },
      ]);
    }
  });

  it('refuses several v1 values or timestamps, since Calendly sends one of each', () => {
    const t = seconds(now);
    const right = hmac(`${t}.${body}`);
    const wrong = hmac(`${t}.${body}`, 'another-signing-key');
    for (const header of [
      `t=${t},v1=${wrong},v1=${right}`,
      `t=${t},v1=${right},v1=${wrong}`,
      `t=${t},v1=${right},v1=${right}`,
      `t=${t},t=${t},v1=${right}`,
    ]) {
      expect(verifyCalendlySignature(header, body, SIGNING_KEY, now)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('reads the header with spaces after its commas, and beside a scheme it does not know', () => {
    const t = seconds(now);
    const v1 = hmac(`${t}.${body}`);
    for (const header of [`t=${t}, v1=${v1}`, `v1=${v1},t=${t}`, `t=${t},v1=${v1},v2=abc`]) {
      expect([header, verifyCalendlySignature(header, body, SIGNING_KEY, now).ok]).toEqual([
        header,
        true,
      ]);
    }
  });
});

describe('bookingOf', () => {
  it('reads the invitee’s address, name, booking and call time', () => {
    expect(bookingOf(inviteeCreated())).toEqual({
      uri: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2/invitees/AHT4VZ5PQYFOSTFB',
      email: 'ada.lovelace@example.com',
      name: 'Ada Lovelace',
      callAt: '2026-12-08T09:30:00.000Z',
      locale: null,
    });
  });

  it('gives the call time in UTC whatever offset Calendly wrote', () => {
    const booking = bookingOf(inviteeCreated({ start_time: '2026-12-08T10:30:00+01:00' }));
    expect(booking?.callAt).toBe('2026-12-08T09:30:00.000Z');
  });

  it('names an invitee booked with first and last names', () => {
    const event = inviteeCreated({ name: null, first_name: ' Grace ', last_name: 'Hopper' });
    expect(bookingOf(event)?.name).toBe('Grace Hopper');
  });

  it('keeps a name on one line, without control characters, and no longer than a form’s', () => {
    expect(bookingOf(inviteeCreated({ name: '  Ada\r\nBcc: x@example.com\u0000 ' }))?.name).toBe(
      'Ada Bcc: x@example.com',
    );
    const long = bookingOf(inviteeCreated({ name: `${'é'.repeat(99)}😀😀 tail` }))?.name;
    expect(Array.from(long ?? '')).toHaveLength(100);
    expect(long?.endsWith('😀')).toBe(true);
  });

  it('stores an internationalised domain in its ASCII form, as the forms do', () => {
    expect(bookingOf(inviteeCreated({ email: ' Ada@café.fr ' }))?.email).toBe('Ada@xn--caf-dma.fr');
  });

  it('refuses an address that is not one bare mailbox', () => {
    for (const email of [
      'Ada <ada@example.com>',
      'ada@example.com, eve@example.com',
      'ada@example.com\nBcc: eve@example.com',
      'not an address',
      `${'a'.repeat(65)}@example.com`,
      '',
    ]) {
      expect([email, bookingOf(inviteeCreated({ email }))]).toEqual([email, null]);
    }
  });

  it('refuses an invitee without a name, a start time or an https address', () => {
    expect(bookingOf(inviteeCreated({ name: ' ', first_name: null, last_name: '' }))).toBeNull();
    for (const start_time of ['tomorrow', '2026-12-08', '2026-12-08T09:30:00']) {
      expect([start_time, bookingOf(inviteeCreated({ start_time }))]).toEqual([start_time, null]);
    }
    for (const uri of [
      'http://api.calendly.com/scheduled_events/A/invitees/B',
      'javascript:alert(1)',
      'api.calendly.com/scheduled_events/A/invitees/B',
      `https://api.calendly.com/${'a'.repeat(500)}`,
    ]) {
      expect([uri, bookingOf(inviteeCreated({ uri }))]).toEqual([uri, null]);
    }
  });

  it('books nothing for a cancellation or anything that is not an event', () => {
    const canceled = inviteeCreated({}, 'invitee.canceled');
    expect(calendlyEventOf(canceled)).toBe('invitee.canceled');
    expect(bookingOf(canceled)).toBeNull();
    for (const body of [null, 'invitee.created', [inviteeCreated()], { event: 1 }]) {
      expect(calendlyEventOf(body)).toBeNull();
      expect(bookingOf(body)).toBeNull();
    }
  });
});
