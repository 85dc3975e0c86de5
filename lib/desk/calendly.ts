import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { FIELD_LIMITS } from '@/lib/model/lead-fields';
import { isBareEmail, storedEmail } from '@/lib/model/email';
import type { Booking } from './types';

/**
 * Calendly's webhook, read as Calendly documents it (developer.calendly.com, "Webhook
 * Signatures" and the webhooks overview): the header `Calendly-Webhook-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the subscription's signing key>`,
 * and a request refused when its timestamp is older than a tolerance, three minutes in
 * Calendly's own example.
 */
export const CALENDLY_SIGNATURE_HEADER = 'calendly-webhook-signature';

/** How far the signature's time may be from the server's clock, either way. */
export const CALENDLY_TOLERANCE_MS = 3 * 60 * 1000;

export type SignatureVerdict =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^[0-9a-f]{64}$/i;

/**
 * The header's timestamp and signature, or null when it is not exactly one of each. Calendly
 * documents a single v1: a header with two could only be an attempt to try several guesses at
 * once. Other keys (a scheme Calendly may add) are left aside, as Calendly's example does.
 */
function parts(header: string): { t: string; v1: string } | null {
  const found = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) return null;
    const key = part.slice(0, separator).trim();
    found.set(key, [...(found.get(key) ?? []), part.slice(separator + 1).trim()]);
  }
  const [t, ...moreTimestamps] = found.get('t') ?? [];
  const [v1, ...moreSignatures] = found.get('v1') ?? [];
  if (t === undefined || v1 === undefined || moreTimestamps.length + moreSignatures.length > 0) {
    return null;
  }
  return TIMESTAMP.test(t) && SIGNATURE.test(v1) ? { t, v1 } : null;
}

/**
 * Whether Calendly signed `rawBody`, exactly as received, under `key`, within the tolerance of
 * `now`. A timestamp ahead of the clock is refused too: accepted, it would let a request captured
 * today be replayed for longer than the tolerance.
 */
export function verifyCalendlySignature(
  header: string | null,
  rawBody: string,
  key: string,
  now: Date,
): SignatureVerdict {
  if (!header?.trim()) return { ok: false, reason: 'missing' };
  const signed = parts(header);
  if (!signed) return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', key).update(`${signed.t}.${rawBody}`, 'utf8').digest();
  if (!timingSafeEqual(Buffer.from(signed.v1, 'hex'), expected)) {
    return { ok: false, reason: 'mismatch' };
  }
  if (Math.abs(now.getTime() - Number(signed.t) * 1000) > CALENDLY_TOLERANCE_MS) {
    return { ok: false, reason: 'stale' };
  }
  return { ok: true };
}

// Pasted or forged control characters never reach a name the sales team reads (lib/model/lead-schema.ts).
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/** A name on one line, without control characters, at most the forms' length for a name. */
function oneLine(value: string): string {
  const cleaned = value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(cleaned).slice(0, FIELD_LIMITS.name).join('').trim();
}

const optionalText = z.string().nullish();

/** Calendly's address of the invitee: a booking is one booking however often Calendly retries it. */
const calendlyUri = z
  .string()
  .max(500)
  .refine((value) => URL.parse(value)?.protocol === 'https:');

/**
 * The part of an `invitee.created` event the site keeps. Calendly's payload is the invitee, as
 * its webhook documentation and examples show it:
 * `{ event: 'invitee.created', created_at, created_by, payload: { uri (the invitee's), email,
 * name, first_name, last_name, status, timezone, scheduled_event: { uri, start_time, end_time,
 * … }, questions_and_answers, tracking, … } }`; `name` is null for an invitee booked with first
 * and last names.
 */
const inviteeCreated = z.object({
  event: z.literal('invitee.created'),
  payload: z.object({
    uri: calendlyUri,
    email: z.string(),
    name: optionalText,
    first_name: optionalText,
    last_name: optionalText,
    scheduled_event: z.object({
      start_time: z.iso.datetime({ offset: true }),
    }),
  }),
});

const anyEvent = z.object({ event: z.string() });

/** The event a Calendly webhook reports (`invitee.created`, `invitee.canceled` …), or null. */
export function calendlyEventOf(body: unknown): string | null {
  const parsed = anyEvent.safeParse(body);
  return parsed.success ? parsed.data.event : null;
}

/**
 * The call an `invitee.created` event books, or null for any other event and for an invitee the
 * site could not write to: an address that is not one bare mailbox, no name, no start time.
 */
export function bookingOf(body: unknown): Booking | null {
  const parsed = inviteeCreated.safeParse(body);
  if (!parsed.success) return null;
  const invitee = parsed.data.payload;
  const email = storedEmail(invitee.email);
  const name =
    oneLine(invitee.name ?? '') ||
    oneLine(`${invitee.first_name ?? ''} ${invitee.last_name ?? ''}`);
  if (!isBareEmail(email) || name === '') return null;
  return {
    uri: invitee.uri,
    email,
    name,
    callAt: new Date(invitee.scheduled_event.start_time).toISOString(),
    // Calendly's booking page says nothing of the site's language the visitor read.
    locale: null,
  };
}
