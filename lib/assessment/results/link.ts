import 'server-only';
import { env, resultsLinkSecret } from '@/lib/env';
import { getLeadStore } from '@/lib/database';
import type { Confirmation, LeadStore, LinkedResult } from '@/lib/database/types';
import {
  previousResultOf,
  type PreviousResult,
  type ResultStandings,
} from '@/lib/assessment/results/standing';
import {
  resultLinks,
  resultNonce,
  tokenHash,
  TOKEN_PATTERN,
  type ResultLinks,
} from '@/lib/database/link-token';

export { tokenHash, type ResultLinks };

/** The server's secret for links; it refuses to start without one in production. */
function secret(): string {
  const value = resultsLinkSecret(env);
  if (!value) throw new Error('RESULTS_LINK_SECRET is not set');
  return value;
}

/** The nonce of the result a submission stores (lib/database/link-token.ts). */
export function nonceFor(submissionId: string): string {
  return resultNonce(submissionId, secret());
}

/** The three links of a stored result. */
export function linksFor(resultId: string, nonce: string): ResultLinks {
  return resultLinks(resultId, nonce, secret());
}

/** What a result's page adds to its scores: its link, the comparison and the progress since. */
export type ResultExtras = {
  link: string;
  standings: ResultStandings | null;
  /** Only through the owner's link of a confirmed result. */
  previous: PreviousResult | null;
  /** Whether the mailbox's owner confirmed the result: until then no e-mail carries it. */
  confirmed: boolean;
};

/** A result read through one of its links, with its extras; null for none. */
export async function readLinkedResult(
  token: string,
  store: Pick<LeadStore, 'readResult'> = getLeadStore(),
): Promise<(LinkedResult & { extras: ResultExtras }) | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const linked = await store.readResult(tokenHash(token), env.BENCHMARK_MIN_GROUP);
  if (!linked) return null;
  return {
    ...linked,
    extras: {
      link: token,
      standings: linked.standings,
      previous: linked.owner && linked.previous ? previousResultOf(linked.previous) : null,
      confirmed: linked.confirmed,
    },
  };
}

/**
 * Follows a confirmation link: answers the owner's link to the result when it was confirmed now or
 * before, or why it cannot be. A malformed token never reaches the database.
 */
export async function confirmMailbox(
  token: string,
  store: Pick<LeadStore, 'confirmResult'> = getLeadStore(),
): Promise<Confirmation & { ownerToken?: string }> {
  if (!TOKEN_PATTERN.test(token)) return { status: 'unknown' };
  const confirmation = await store.confirmResult(tokenHash(token), env.BENCHMARK_MIN_GROUP);
  if (confirmation.status !== 'confirmed' && confirmation.status !== 'already') return confirmation;
  return {
    ...confirmation,
    ownerToken: linksFor(confirmation.resultId, confirmation.linkNonce).owner,
  };
}
