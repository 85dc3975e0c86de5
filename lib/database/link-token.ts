import { createHash, createHmac, randomBytes } from 'node:crypto';
import { TOKEN_PATTERN } from '@/lib/model/link-token-pattern';

/**
 * A result's private links. Each token is an HMAC, under the server's secret
 * (RESULTS_LINK_SECRET), of the result's id, the link's purpose and a nonce of the result's own:
 * 192 bits nobody can guess without the secret. The nonce comes from the submission's own id,
 * which only the visitor's browser and this moment know, so every try of one submission gets the
 * same links, and neither a copy of the database nor the secret alone makes one. The database
 * keeps the nonce and each token's SHA-256, and answers a result for it.
 *
 * - `visitor`: the results page's link, shown to whoever took the assessment and sent to sales;
 * - `owner`: the results e-mail's, which only the mailbox's owner receives: it adds the progress
 *   since the mailbox's earlier confirmed result;
 * - `confirm`: the confirmation e-mail's, which proves the mailbox and releases the results e-mail.
 */
export type ResultLinks = { visitor: string; owner: string; confirm: string };

const TOKEN_BYTES = 24;
const NONCE_BYTES = 16;

export { TOKEN_PATTERN };

function mac(secret: string, text: string, bytes: number): string {
  return createHmac('sha256', secret)
    .update(text)
    .digest()
    .subarray(0, bytes)
    .toString('base64url');
}

/** The nonce of the result a submission stores: the same for every try of that submission. */
export function resultNonce(submissionId: string, secret: string): string {
  return mac(secret, `result-nonce:${submissionId.toLowerCase()}`, NONCE_BYTES);
}

/** The three links of a stored result. */
export function resultLinks(resultId: string, nonce: string, secret: string): ResultLinks {
  const of = (purpose: string) =>
    mac(secret, `${purpose}:${resultId.toLowerCase()}:${nonce}`, TOKEN_BYTES);
  return {
    visitor: of('assessment-result'),
    owner: of('assessment-owner'),
    confirm: of('mailbox-confirmation'),
  };
}

/** The SHA-256 of a token, in hex: all the database knows of it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token inside a pasted link (the last path segment), or the token itself; else null. */
export function tokenIn(link: string): string | null {
  const last = link.trim().split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1) ?? '';
  return TOKEN_PATTERN.test(last) ? last : null;
}

/**
 * A team's link (lib/teams): an HMAC, under the same secret, of the team's nonce, which the
 * database keeps to show the owner the link again. A new nonce makes a new link; the old one
 * then opens nothing.
 */
export function teamInviteToken(nonce: string, secret: string): string {
  return mac(secret, `team-invite:${nonce}`, TOKEN_BYTES);
}

/** A fresh nonce for a team's link: 128 random bits. */
export function newTeamNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64url');
}
