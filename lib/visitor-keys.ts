import 'server-only';
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { headers } from 'next/headers';
import { env, visitorKeySecret } from '@/lib/env';
import type { FormName } from '@/lib/model/lead-fields';

/** The rate-limit key of every visitor the server cannot tell apart from the others. */
const UNIDENTIFIED_CLIENT = 'unidentified';

// Proxies that follow the X-Forwarded-For convention append the address they saw; a trusted one
// is the last to do so before the app, so only the rightmost entry is its word.
function addressIn(header: string, value: string): string | undefined {
  const address = header === 'x-forwarded-for' ? value.split(',').at(-1) : value;
  return address?.trim().slice(0, 100) || undefined;
}

/**
 * The part of an address that names one visitor. An IPv6 visitor is given a whole /64 by their
 * provider and can pick any address in it: the /64 is counted, not the address. An IPv4 address,
 * mapped into IPv6 or not, is counted whole.
 */
export function visitorNetwork(address: string): string {
  // Some proxies write the port after the address (1.2.3.4:5678, [2001:db8::1]:5678): a visitor
  // is not another visitor on another port.
  const bare = address
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
    .replace(/^\[|\](:\d+)?$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (isIPv4(bare)) return bare;
  const mapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  // Another IPv6 form with an IPv4 tail is no visitor's; counted whole, like anything unparsed.
  if (!isIPv6(bare) || bare.includes('.')) return address;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros, `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const missing =
    tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...missing, ...after].map((group) => parseInt(group, 16).toString(16));
}

/**
 * Who a submission counts against in the rate limit. A server action never sees the socket: Next
 * copies its address into `x-forwarded-for`, but only when the client sent no such header.
 *
 * Behind a proxy that overwrites a header on every request (TRUSTED_PROXY_HEADER), that header is
 * the visitor's address and nobody can forge it. With `none`, the key is whatever Next recorded:
 * honest visitors each get their own allowance, and a bot that forges the header escapes this
 * limit, though not the database's own limit per mailbox. That is the lesser harm: one shared
 * allowance would let a single bot, or a busy minute, turn real visitors' leads away.
 */
export function rateLimitClient(headers: Headers, trustedProxyHeader: string | undefined): string {
  const trusted = trustedProxyHeader && trustedProxyHeader !== 'none' ? trustedProxyHeader : null;
  const header = trusted ?? 'x-forwarded-for';
  const value = headers.get(header);
  if (!value) return UNIDENTIFIED_CLIENT;
  const address = trusted ? addressIn(header, value) : value.trim().slice(0, 100);
  return address ? `ip:${visitorNetwork(address)}` : UNIDENTIFIED_CLIENT;
}

/**
 * A visitor's key: the HMAC of their network under a key of the day, itself derived from the
 * server's secret (VISITOR_KEY_SECRET). Neither the database nor anyone holding the anon key can
 * compute the key of an address, or read an address back from a key; and since the keys only count
 * submissions and questions within a day, the day's key changes at midnight UTC, so that a key
 * kept longer stands for nobody anyone could find again.
 */
export function visitorKey(scope: string, client: string, secret: string, at = new Date()): string {
  const day = createHmac('sha256', secret)
    .update(`visitor-keys:${at.toISOString().slice(0, 10)}`)
    .digest();
  return createHmac('sha256', day).update(`${scope}:${client}`).digest('hex');
}

/**
 * The key the database counts a submission against (5 a minute), pseudonymised: it never sees an
 * address in clear. The database adds a key of its own, the mailbox the e-mail address reaches,
 * so a flood of one mailbox is stopped however the visitor's address is forged.
 */
export async function submissionKeys(form: FormName): Promise<string[]> {
  return visitorKeys(form);
}

// The compiler refuses this line if a form is ever named so.
const ASSISTANT_SCOPE = 'assistant' satisfies Exclude<'assistant', FormName>;

/**
 * The key the database counts the visitor's assistant answers against (10 in ten minutes, 40 a
 * UTC day), made like the forms' under a prefix no form has: its counts never mix with theirs.
 */
export async function assistantKeys(): Promise<string[]> {
  return visitorKeys(ASSISTANT_SCOPE);
}

async function visitorKeys(scope: string): Promise<string[]> {
  const secret = visitorKeySecret(env);
  // A production server refuses to start without it (lib/env.ts).
  if (!secret) throw new Error('VISITOR_KEY_SECRET is not set');
  return [visitorKey(scope, rateLimitClient(await headers(), env.TRUSTED_PROXY_HEADER), secret)];
}
