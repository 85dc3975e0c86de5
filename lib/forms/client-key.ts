import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import { env } from '@/lib/env';
import type { FormName } from './submit';

/** The rate-limit key of every visitor the server cannot tell apart from the others. */
export const UNIDENTIFIED_CLIENT = 'unidentified';

// Proxies that follow the X-Forwarded-For convention append the address they saw; a trusted one
// is the last to do so before the app, so only the rightmost entry is its word.
function addressIn(header: string, value: string): string | undefined {
  const address = header === 'x-forwarded-for' ? value.split(',').at(-1) : value;
  return address?.trim().slice(0, 100) || undefined;
}

/**
 * Who a submission counts against in the rate limit. A server action never sees the socket: Next
 * copies its address into `x-forwarded-for`, but only when the client sent no such header.
 *
 * Behind a proxy that overwrites a header on every request (TRUSTED_PROXY_HEADER), that header is
 * the visitor's address and nobody can forge it. Without one, the key is whatever Next recorded:
 * honest visitors each get their own allowance, and a bot that forges the header escapes the
 * limit. That is the lesser harm: one shared allowance would let a single bot, or a busy minute,
 * turn real visitors' leads away.
 */
export function rateLimitClient(headers: Headers, trustedProxyHeader: string | undefined): string {
  const header = trustedProxyHeader ?? 'x-forwarded-for';
  const value = headers.get(header);
  if (!value) return UNIDENTIFIED_CLIENT;
  const address = trustedProxyHeader ? addressIn(header, value) : value.trim().slice(0, 100);
  return address ? `ip:${address}` : UNIDENTIFIED_CLIENT;
}

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

let warnedUntrusted = false;

/**
 * The keys the database counts a submission against (5 a minute each), hashed: it never sees an
 * address in clear. The visitor always; the e-mail address too where the visitor's address can be
 * forged, so a flood of one address is still stopped. That second limit is kept to that case:
 * anyone may type someone else's address, and with a trusted proxy the first limit suffices.
 */
export async function submissionKeys(form: FormName, email: string): Promise<string[]> {
  const trusted = env.TRUSTED_PROXY_HEADER;
  if (!trusted && !warnedUntrusted && process.env.NODE_ENV === 'production') {
    warnedUntrusted = true;
    console.warn(
      '[leads] TRUSTED_PROXY_HEADER is not set: the submission limit goes by an address header a client can forge',
    );
  }
  const client = hash(`${form}:${rateLimitClient(await headers(), trusted)}`);
  return trusted ? [client] : [client, hash(`${form}:email:${email.trim().toLowerCase()}`)];
}
