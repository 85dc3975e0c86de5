import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DeskRef, DeskTable } from './types';

/**
 * A consultant's links to one lead, distinct from every link a visitor gets:
 * - the brief's, `/{locale}/brief/<token>`: anyone holding it reads the lead's pre-call brief;
 * - the take link, `/{locale}/take/<token>`: made for one consultant's address, whose holder takes
 *   the lead in that consultant's name.
 *
 * A token is the lead's reference (a letter for its table, then its id's 32 hex digits), a dot,
 * and 192 bits of an HMAC of the reference, the purpose and, for a take link, the consultant's
 * address, under a key derived from the server's link secret (RESULTS_LINK_SECRET) for the desk
 * alone. Nothing is stored: the server recomputes the HMAC, and the database's entry says when
 * the lead arrived, hence when the link expires (DESK_LINK_DAYS).
 */

const TABLE_LETTERS: Record<DeskTable, string> = {
  contact_submissions: 'm',
  assessment_contacts: 's',
  assessment_results: 'r',
  call_bookings: 'b',
};

const LETTER_TABLES = Object.fromEntries(
  Object.entries(TABLE_LETTERS).map(([table, letter]) => [letter, table as DeskTable]),
) as Record<string, DeskTable>;

/** What a desk token looks like. Anything else is no link of ours. */
export const DESK_TOKEN_PATTERN = /^[msrb][0-9a-f]{32}\.[A-Za-z0-9_-]{32}$/;

const MAC_BYTES = 24;

/** The desk's own key, derived from the server's link secret. */
export function deskKey(linkSecret: string): Buffer {
  return createHmac('sha256', linkSecret).update('consultant-desk-links').digest();
}

function referenceOf(ref: DeskRef): string {
  return `${TABLE_LETTERS[ref.table]}${ref.id.toLowerCase().replaceAll('-', '')}`;
}

function mac(key: Buffer, text: string): string {
  return createHmac('sha256', key)
    .update(text)
    .digest()
    .subarray(0, MAC_BYTES)
    .toString('base64url');
}

/** The brief's token of a lead. */
export function briefToken(ref: DeskRef, key: Buffer): string {
  const reference = referenceOf(ref);
  return `${reference}.${mac(key, `brief:${reference}`)}`;
}

/** The take link's token of a lead for one consultant. */
export function takeToken(ref: DeskRef, consultant: string, key: Buffer): string {
  const reference = referenceOf(ref);
  return `${reference}.${mac(key, `take:${reference}:${consultant.trim().toLowerCase()}`)}`;
}

function refOf(token: string): DeskRef | null {
  if (!DESK_TOKEN_PATTERN.test(token)) return null;
  const table = LETTER_TABLES[token[0]!];
  const hex = token.slice(1, 33);
  if (!table) return null;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { table, id };
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The lead a brief's token stands for, or null for a token we did not make. */
export function readBriefToken(token: string, key: Buffer): DeskRef | null {
  const ref = refOf(token);
  return ref && same(token, briefToken(ref, key)) ? ref : null;
}

/**
 * The lead and the consultant a take token stands for, among the consultants the settings know,
 * or null for a token we did not make for any of them.
 */
export function readTakeToken(
  token: string,
  consultants: readonly string[],
  key: Buffer,
): { ref: DeskRef; consultant: string } | null {
  const ref = refOf(token);
  if (!ref) return null;
  const consultant = consultants.find((address) => same(token, takeToken(ref, address, key)));
  return consultant ? { ref, consultant: consultant.trim().toLowerCase() } : null;
}
