import { describe, expect, it, vi } from 'vitest';
import { confirmMailbox, readLinkedResult } from '@/lib/assessment/results/link';
import { resultLinks, tokenHash, tokenIn } from '@/lib/database/link-token';
import type { Confirmation, LinkedResult } from '@/lib/database/types';
import { TEST_LINK_SECRET } from '../support/lead-fixtures';

vi.mock('server-only', () => ({}));

const SCORES = {
  id: '0b9f4c1e-8d0a-4f51-9a53-3b1f0e5a7c21',
  createdAt: '2026-11-20T10:00:00.000Z',
  locale: 'fr' as const,
  totalScore: 50,
  maxPossibleScore: 80,
  overallReadinessLevel: 'Moderate' as const,
  percentage: 62.5,
  categoryScores: [],
};

const LINKED: LinkedResult = {
  result: SCORES,
  person: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Engines',
    companySize: '11-50',
    sector: null,
  },
  owner: true,
  confirmed: true,
  standings: {
    overall: [{ group: '11-50', members: 10, percentAhead: 50 }],
    categories: {},
  },
  previous: { ...SCORES, id: '1b9f4c1e-8d0a-4f51-9a53-3b1f0e5a7c21', percentage: 50 },
};

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

function fakeStore(linked: LinkedResult = LINKED) {
  return {
    readResult: vi.fn(async (hash: string) => (hash === tokenHash(TOKEN) ? linked : null)),
  };
}

describe('a result read through its link', () => {
  it('asks the database only for a token of the right shape, by its hash, for groups of 10 and more', async () => {
    const store = fakeStore();
    for (const token of ['', 'short', `${TOKEN}x`, tokenHash(TOKEN), '../../etc/passwd']) {
      expect(await readLinkedResult(token, store)).toBeNull();
    }
    expect(store.readResult).not.toHaveBeenCalled();
    expect(await readLinkedResult(TOKEN.replace('a', 'b'), store)).toBeNull();
    expect(store.readResult).toHaveBeenCalledWith(tokenHash(TOKEN.replace('a', 'b')), 10);
  });

  it('shows the progress since only through the owner’s link', async () => {
    const read = await readLinkedResult(TOKEN, fakeStore());
    expect(read?.extras).toEqual({
      link: TOKEN,
      standings: LINKED.standings,
      previous: { completedAt: SCORES.createdAt, percentage: 50, categoryScores: [] },
      confirmed: true,
    });
    const visitor = await readLinkedResult(TOKEN, fakeStore({ ...LINKED, owner: false }));
    expect(visitor?.extras.previous).toBeNull();
  });
});

describe('a confirmation link', () => {
  it('gives the owner’s link to the result it confirmed, and nothing otherwise', async () => {
    const answers: Confirmation[] = [
      { status: 'confirmed', resultId: SCORES.id, linkNonce: 'n'.repeat(22), locale: 'fr' },
      { status: 'already', resultId: SCORES.id, linkNonce: 'n'.repeat(22), locale: 'fr' },
      { status: 'expired' },
      { status: 'unknown' },
    ];
    const owner = resultLinks(SCORES.id, 'n'.repeat(22), TEST_LINK_SECRET).owner;
    for (const answer of answers) {
      const store = { confirmResult: vi.fn(async () => answer) };
      const outcome = await confirmMailbox(TOKEN, store);
      expect(store.confirmResult).toHaveBeenCalledWith(tokenHash(TOKEN), 10);
      expect(outcome.status).toBe(answer.status);
      expect(outcome.ownerToken).toBe('resultId' in answer ? owner : undefined);
    }
    const store = { confirmResult: vi.fn() };
    expect(await confirmMailbox('not a token', store)).toEqual({ status: 'unknown' });
    expect(store.confirmResult).not.toHaveBeenCalled();
  });
});

describe('a link pasted to revoke it', () => {
  it('is read from a whole address, or as the token alone', () => {
    expect(tokenIn(`https://lumen.example/fr/results/${TOKEN}`)).toBe(TOKEN);
    expect(tokenIn(`https://lumen.example/en/results/${TOKEN}/?utm=1#top`)).toBe(TOKEN);
    expect(tokenIn(TOKEN)).toBe(TOKEN);
    expect(tokenIn('https://lumen.example/en/results/short')).toBeNull();
  });
});
