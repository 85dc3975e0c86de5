import { createHash, createHmac } from 'node:crypto';

/**
 * A result's private link. Its token is the HMAC of the result's id under the server's secret
 * (RESULTS_LINK_SECRET): 192 bits nobody can guess without the secret, the same for every try
 * of one submission, and recomputed by whoever holds the secret (the page after the wizard, the
 * results e-mail, the sales notice) without the database ever holding the token itself. The
 * database keeps its SHA-256 and answers one result for it.
 */
const TOKEN_BYTES = 24;

/** What a token looks like: 32 characters of base64url. Anything else is no link of ours. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function resultToken(resultId: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`assessment-result:${resultId.toLowerCase()}`)
    .digest()
    .subarray(0, TOKEN_BYTES)
    .toString('base64url');
}

/** The SHA-256 of a token, in hex: all the database knows of it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
