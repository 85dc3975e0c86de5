import 'server-only';
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { env } from '@/lib/env';
import { contentLakeClient } from './client';
import { isTag } from './tags';

/** The webhook's projection: `{_type, _id, "slug": slug.current}`. */
type WebhookPayload = { _type?: unknown; _id?: unknown; slug?: unknown };

/**
 * Handles Sanity's webhook: verifies its signature, then expires the cache tag of the changed
 * document's type. Anything unsigned, wrongly signed or unreadable gets 401 and changes nothing.
 */
export async function revalidateFromWebhook(request: NextRequest): Promise<Response> {
  const secret = env.SANITY_REVALIDATE_SECRET;
  if (!secret) {
    return Response.json(
      { message: 'Revalidation is disabled: SANITY_REVALIDATE_SECRET is not set.' },
      { status: 401 },
    );
  }
  // The Content Lake is eventually consistent, so wait before re-reading it; a local file is current at once.
  const waitForContentLake = contentLakeClient !== null;
  const parsed = await parseBody<WebhookPayload>(request, secret, waitForContentLake).catch(
    (error: unknown) => {
      console.error(
        'Revalidation webhook: unreadable body',
        error instanceof Error ? error.message : error,
      );
      return null;
    },
  );
  if (parsed?.isValidSignature !== true) {
    return Response.json({ message: 'Invalid signature.' }, { status: 401 });
  }
  const type = parsed.body?._type;
  if (typeof type !== 'string') {
    return Response.json({ message: 'The payload has no _type.' }, { status: 400 });
  }
  if (!isTag(type)) {
    return Response.json({ revalidated: [] });
  }
  // A webhook cannot use updateTag; `expire: 0` makes the next visit render fresh content instead of a stale copy.
  revalidateTag(type, { expire: 0 });
  return Response.json({ revalidated: [type] });
}
