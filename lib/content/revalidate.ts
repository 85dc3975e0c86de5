import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { readBody } from '@/lib/request-body';
import { contentLakeClient } from './client';
import { isTag } from './tags';

/** The webhook's projection: `{_type, _id, "slug": slug.current}`. */
type WebhookPayload = { _type?: unknown; _id?: unknown; slug?: unknown };

/** Sanity's header: `t=<milliseconds>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`. */
const SIGNATURE_HEADER = 'sanity-webhook-signature';
const SIGNATURE = /^t=(\d+)[, ]+v1=([A-Za-z0-9_-]+)$/;
/**
 * A signed request dated further than this from the server's clock is refused, so a captured one
 * cannot be replayed later. Sanity sends a webhook within seconds of the publish.
 */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;
/** The projection is a few hundred bytes; anything far larger is not Sanity's. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The Content Lake is eventually consistent: wait this long before the next visit re-reads it. */
const CONTENT_LAKE_DELAY_MS = 3000;

const unauthorized = () => Response.json({ message: 'Unauthorized.' }, { status: 401 });

function isSignedBy(secret: string, header: string | null, body: string, now: number): boolean {
  const match = SIGNATURE.exec(header ?? '');
  if (!match) return false;
  const [, timestamp = '', signature = ''] = match;
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Handles Sanity's webhook: checks its signature and age before reading what it says, then expires
 * the cache tag of the changed document's type. Anything unsigned, wrongly signed, too old or too
 * large changes nothing, and the answer says no more than that.
 */
export async function revalidateFromWebhook(request: NextRequest): Promise<Response> {
  const secret = env.SANITY_REVALIDATE_SECRET;
  if (!secret) {
    console.error('Revalidation webhook: refused, SANITY_REVALIDATE_SECRET is not set');
    return unauthorized();
  }
  const body = await readBody(request, MAX_BODY_BYTES);
  if (body === null) {
    return Response.json({ message: 'Payload too large.' }, { status: 413 });
  }
  if (!isSignedBy(secret, request.headers.get(SIGNATURE_HEADER), body, Date.now())) {
    return unauthorized();
  }
  let payload: WebhookPayload | null = null;
  try {
    payload = JSON.parse(body) as WebhookPayload | null;
  } catch (error) {
    console.error(
      'Revalidation webhook: unreadable body',
      error instanceof Error ? error.message : error,
    );
    return Response.json({ message: 'The payload is not JSON.' }, { status: 400 });
  }
  const type = payload?._type;
  if (typeof type !== 'string') {
    return Response.json({ message: 'The payload has no _type.' }, { status: 400 });
  }
  if (!isTag(type)) {
    return Response.json({ revalidated: [] });
  }
  // A local file is current at once; the Content Lake may still answer with the old document.
  if (contentLakeClient !== null) {
    await new Promise((resolve) => setTimeout(resolve, CONTENT_LAKE_DELAY_MS));
  }
  // Stale while revalidating: the next visit still gets the page it had and starts a new render in
  // the background; the visits after it get the new one. A render that fails (the content source
  // is down) leaves the last good page in place, where an expired one would answer with an error.
  revalidateTag(type, 'max');
  return Response.json({ revalidated: [type] });
}
