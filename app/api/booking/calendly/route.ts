import { after } from 'next/server';
import { afterBooking } from '@/lib/desk/after-booking';
import {
  bookingOf,
  calendlyEventOf,
  CALENDLY_SIGNATURE_HEADER,
  verifyCalendlySignature,
} from '@/lib/desk/calendly';
import { bookCall } from '@/lib/desk/store';
import { serverConnection } from '@/lib/database/server-connection';
import { deliverOutboxSoon } from '@/lib/outbox';
import { readBody } from '@/lib/request-body';

export const dynamic = 'force-dynamic';

// An invitee's event is a few kilobytes; anything far larger is not Calendly's.
const MAX_BODY_BYTES = 64 * 1024;

// Read on each call, as tests change it; lib/env.ts checks the same setting's strength at start.
function signingKey(): string | undefined {
  return process.env.CALENDLY_WEBHOOK_SIGNING_KEY?.trim() || undefined;
}

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * Calendly's webhook: a call booked through the site's booking link reaches the consultant's
 * desk. Nothing is read past the size limit and nothing touches the database before the signature
 * and its age are checked; the answers never repeat what was sent. A stored booking answers 200
 * at once and its messages go out after; a database that fails answers 503, and Calendly tries
 * again, which books nothing twice.
 */
export async function POST(request: Request): Promise<Response> {
  const key = signingKey();
  // Without a signing key nothing could tell Calendly's bookings from forged ones.
  if (!key) return answer(404, { message: 'Not found.' });
  const body = await readBody(request, MAX_BODY_BYTES);
  if (body === null) return answer(413, { message: 'Payload too large.' });
  const signature = request.headers.get(CALENDLY_SIGNATURE_HEADER);
  if (!verifyCalendlySignature(signature, body, key, new Date()).ok) {
    return answer(401, { message: 'Unauthorized.' });
  }
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return answer(400, { message: 'The payload is not JSON.' });
  }
  // A cancellation, or any other event the subscription names, changes nothing on the desk.
  if (calendlyEventOf(event) !== 'invitee.created') return answer(200, { ok: true });
  const booking = bookingOf(event);
  if (!booking) {
    // Acknowledged all the same: Calendly would retry a refusal in vain, then turn the
    // subscription off.
    console.error('Calendly webhook: an invitee without one bare address, a name or a start time');
    return answer(200, { ok: true });
  }
  const connect = serverConnection();
  if (!connect) {
    console.error('Calendly webhook: this server has no database connection of its own');
    return answer(503, { message: 'Please try again later.' });
  }
  try {
    await connect(async (tx) => afterBooking(tx, await bookCall(tx, booking)));
  } catch (error) {
    console.error(
      'Calendly webhook: the booking was not stored',
      error instanceof Error ? error.message : error,
    );
    return answer(503, { message: 'Please try again later.' });
  }
  after(deliverOutboxSoon);
  return answer(200, { ok: true });
}
