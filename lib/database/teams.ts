import { CATEGORY_KEYS, COMPANY_SIZES, type CategoryKey, type CompanySize } from '@/lib/model';
import type { CallFunction } from './rows';

/**
 * What a team's view shows (private.team_view): how many answered and, from three respondents
 * on, the spread per category and the questions answered furthest apart. Never one person's
 * answers or scores.
 */
export type TeamView = {
  companyName: string;
  respondents: number;
  /** Null until enough people answered. */
  categories:
    | {
        category: CategoryKey;
        median: number;
        lowest: number;
        highest: number;
        maxScore: number;
      }[]
    | null;
  /** By the question's number; points from 1 (d) to 4 (a). Null until enough people answered. */
  questions: { number: number; lowest: number; highest: number }[] | null;
};

/** A result owner's team: its link's nonce, whether the link still opens, and its view. */
export type Team = { nonce: string; active: boolean; view: TeamView };

/** What a team link tells the colleague who follows it. */
export type TeamInvite = {
  firstName: string;
  lastName: string;
  companyName: string;
  companySize: CompanySize;
  /** The domain of the address the owner proved, which a colleague can check the name against. */
  domain: string;
};

export type TeamCalls = {
  /**
   * The team of the result whose owner's link hashes to `ownerHash`: `undefined` when that is no
   * confirmed result's owner's link, null when it has no team yet. Throws on an outage.
   */
  readTeam(ownerHash: string): Promise<Team | null | undefined>;
  /** Opens the team's link, or replaces a stopped one; false when the owner's link is not one. */
  openTeam(ownerHash: string, nonce: string, inviteHash: string): Promise<boolean>;
  /** Stops the team's link; false when the owner's link is not one. */
  closeTeam(ownerHash: string): Promise<boolean>;
  /** Who invited whoever holds the link whose token hashes to `inviteHash`; null for none. */
  readInvite(inviteHash: string): Promise<TeamInvite | null>;
};

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** The database's view, as the app reads it; anything it does not recognise is left out. */
export function teamViewOf(json: unknown): TeamView {
  const view = record(json) ?? {};
  const categories = Array.isArray(view.categories)
    ? view.categories.flatMap((item) => {
        const row = record(item);
        const category = CATEGORY_KEYS.find((key) => key === row?.category);
        return row && category
          ? [
              {
                category,
                median: count(row.median),
                lowest: count(row.lowest),
                highest: count(row.highest),
                maxScore: count(row.max_score),
              },
            ]
          : [];
      })
    : null;
  const questions = Array.isArray(view.questions)
    ? view.questions.flatMap((item) => {
        const row = record(item);
        return row
          ? [{ number: count(row.number), lowest: count(row.lowest), highest: count(row.highest) }]
          : [];
      })
    : null;
  return {
    companyName: text(view.company_name),
    respondents: count(view.respondents),
    categories,
    questions,
  };
}

function teamOf(json: unknown): Team | null | undefined {
  const answer = record(json);
  if (!answer) return undefined;
  const team = record(answer.team);
  if (!team || typeof team.nonce !== 'string') return null;
  return { nonce: team.nonce, active: team.active === true, view: teamViewOf(team.view) };
}

function inviteOf(json: unknown): TeamInvite | null {
  const invite = record(json);
  const companySize = COMPANY_SIZES.find((size) => size === invite?.company_size);
  if (!invite || !companySize) return null;
  return {
    firstName: text(invite.first_name),
    lastName: text(invite.last_name),
    companyName: text(invite.company_name),
    companySize,
    domain: text(invite.domain),
  };
}

// An adapter only knows how to call a function; what the app asks and reads back is shared.
export function teamCallsFrom(call: CallFunction): TeamCalls {
  return {
    readTeam: async (ownerHash) => teamOf(await call('team_of', { owner_token_hash: ownerHash })),
    openTeam: async (ownerHash, nonce, inviteHash) =>
      (await call('team_open', {
        owner_token_hash: ownerHash,
        new_nonce: nonce,
        new_invite_hash: inviteHash,
      })) === true,
    closeTeam: async (ownerHash) =>
      (await call('team_close', { owner_token_hash: ownerHash })) === true,
    readInvite: async (inviteHash) =>
      inviteOf(await call('team_invite', { invite_token_hash: inviteHash })),
  };
}
