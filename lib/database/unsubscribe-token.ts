import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '@/lib/model/email';

/**
 * The key of a one-click unsubscribe link, in the List-Unsubscribe header and at the foot of every
 * e-mail to a visitor: the mailbox's hash (as private.mailbox_hash makes it), then an HMAC of it
 * under the server's secret (RESULTS_LINK_SECRET) for this purpose alone, both in base64url:
 * `<43 characters>.<22 characters>`. It objects for that mailbox and no other, needs no login,
 * and names nobody in clear; only the server can make one.
 */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/;

const PURPOSE = 'one-click-unsubscribe';
const MAC_BYTES = 16;

/** The hash the database knows a mailbox by: SHA-256, in hex, of its normalised address. */
export function mailboxHash(address: string): string {
  return createHash('sha256').update(normalizeEmail(address)).digest('hex');
}

function mac(hash: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${hash}`).digest().subarray(0, MAC_BYTES);
}

/** The token of the one-click link of the mailbox `address` (a stored address) reaches. */
export function unsubscribeToken(address: string, secret: string): string {
  const hash = mailboxHash(address);
  return `${Buffer.from(hash, 'hex').toString('base64url')}.${mac(hash, secret).toString('base64url')}`;
}

/** The mailbox hash a token was made for, or null when the server did not make it. */
export function mailboxOfToken(token: string, secret: string): string | null {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
  const [mailbox = '', signature = ''] = token.split('.');
  const hash = Buffer.from(mailbox, 'base64url');
  const given = Buffer.from(signature, 'base64url');
  // Only the canonical spelling of each part: one mailbox, one token.
  if (hash.toString('base64url') !== mailbox || given.toString('base64url') !== signature) {
    return null;
  }
  const expected = mac(hash.toString('hex'), secret);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? hash.toString('hex')
    : null;
}
