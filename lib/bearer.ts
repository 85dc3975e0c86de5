import { timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries `Bearer <secret>`, compared in constant time so that
 * the answer's timing says nothing of the secret. No secret set: nobody is let in.
 */
export function bearerMatches(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
