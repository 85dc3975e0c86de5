import 'server-only';
import { env, resultsLinkSecret } from '@/lib/env';
import { getLeadStore } from '@/lib/database';
import { newTeamNonce, teamInviteToken, tokenHash, TOKEN_PATTERN } from '@/lib/database/link-token';
import type { Team, TeamCalls, TeamInvite } from '@/lib/database/teams';

export type { TeamInvite };

/** The server's secret for links; it refuses to start without one in production. */
function secret(): string {
  const value = resultsLinkSecret(env);
  if (!value) throw new Error('RESULTS_LINK_SECRET is not set');
  return value;
}

/** An owner's team, with its link's token made again from the nonce the database keeps. */
export type OwnedTeam = Team & { token: string };

type Store = Pick<TeamCalls, 'readTeam' | 'openTeam' | 'closeTeam' | 'readInvite'>;

/**
 * The team of the result whose owner's link is `ownerToken`: `undefined` when that is no
 * confirmed result's owner's link, null when it has no team yet. Throws on an outage.
 */
export async function readOwnedTeam(
  ownerToken: string,
  store: Store = getLeadStore(),
): Promise<OwnedTeam | null | undefined> {
  if (!TOKEN_PATTERN.test(ownerToken)) return undefined;
  const team = await store.readTeam(tokenHash(ownerToken));
  if (!team) return team;
  return { ...team, token: teamInviteToken(team.nonce, secret()) };
}

/** Opens the owner's team link, or a new one in place of a stopped one. */
export async function openTeamLink(
  ownerToken: string,
  store: Store = getLeadStore(),
): Promise<boolean> {
  if (!TOKEN_PATTERN.test(ownerToken)) return false;
  const nonce = newTeamNonce();
  return store.openTeam(tokenHash(ownerToken), nonce, tokenHash(teamInviteToken(nonce, secret())));
}

/** Stops the owner's team link for good. */
export async function closeTeamLink(
  ownerToken: string,
  store: Store = getLeadStore(),
): Promise<boolean> {
  if (!TOKEN_PATTERN.test(ownerToken)) return false;
  return store.closeTeam(tokenHash(ownerToken));
}

/** Who invited whoever follows a team link; null for a link that is unknown or was stopped. */
export async function readTeamInvite(
  token: string,
  store: Store = getLeadStore(),
): Promise<TeamInvite | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return store.readInvite(tokenHash(token));
}
