import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentBenchmark, readLinkedResult } from '@/lib/assessment/link';
import { tokenHash } from '@/lib/assessment/link/token';
import type { LinkedResult } from '@/lib/leads/types';
import type { BenchmarkGroup } from '@/lib/model';

vi.mock('server-only', () => ({}));

const GROUPS: BenchmarkGroup[] = [
  { group: 'all', members: 20, scores: { total: { 40: 10, 60: 10 } } },
  { group: '11-50', members: 10, scores: { total: { 30: 5, 70: 5 } } },
];

const LINKED: LinkedResult = {
  result: {
    id: '0b9f4c1e-8d0a-4f51-9a53-3b1f0e5a7c21',
    createdAt: '2026-11-20T10:00:00.000Z',
    locale: 'fr',
    totalScore: 50,
    maxPossibleScore: 80,
    overallReadinessLevel: 'Moderate',
    percentage: 62.5,
    categoryScores: [],
  },
  person: { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Engines', companySize: '11-50' },
  previous: {
    id: '1b9f4c1e-8d0a-4f51-9a53-3b1f0e5a7c21',
    createdAt: '2026-05-20T10:00:00.000Z',
    locale: 'fr',
    totalScore: 40,
    maxPossibleScore: 80,
    overallReadinessLevel: 'Low',
    percentage: 50,
    categoryScores: [],
  },
};

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

function fakeStore() {
  return {
    readResult: vi.fn(async (hash: string) => (hash === tokenHash(TOKEN) ? LINKED : null)),
    benchmark: vi.fn(async () => GROUPS),
  };
}

afterEach(() => {
  delete (globalThis as { benchmark?: unknown }).benchmark;
});

describe('a result read through its link', () => {
  it('asks the database only for a token of the right shape, and by its hash', async () => {
    const store = fakeStore();
    for (const token of ['', 'short', `${TOKEN}x`, tokenHash(TOKEN), '../../etc/passwd']) {
      expect(await readLinkedResult(token, store)).toBeNull();
    }
    expect(store.readResult).not.toHaveBeenCalled();
    expect(await readLinkedResult(TOKEN.replace('a', 'b'), store)).toBeNull();
    expect(store.readResult).toHaveBeenCalledWith(tokenHash(TOKEN.replace('a', 'b')));
  });

  it('comes with its comparison in its own size band and its progress since the last time', async () => {
    const read = await readLinkedResult(TOKEN, fakeStore());
    expect(read?.person?.firstName).toBe('Ada');
    expect(read?.extras).toEqual({
      link: TOKEN,
      standings: {
        overall: [
          { group: '11-50', members: 10, percentAhead: 50 },
          { group: 'all', members: 20, percentAhead: 50 },
        ],
        categories: {},
      },
      previous: { completedAt: '2026-05-20T10:00:00.000Z', percentage: 50, categoryScores: [] },
    });
  });
});

describe('the comparison’s counts', () => {
  it('are asked of the database once per refresh period, however many pages read them', async () => {
    const store = fakeStore();
    const reads = await Promise.all([currentBenchmark(store), currentBenchmark(store)]);
    expect(await currentBenchmark(store)).toEqual(GROUPS);
    expect(reads).toEqual([GROUPS, GROUPS]);
    expect(store.benchmark).toHaveBeenCalledTimes(1);
    // Groups under 10 are never asked for (BENCHMARK_MIN_GROUP's default).
    expect(store.benchmark).toHaveBeenCalledWith(10);
  });

  it('are left out while the database does not answer, and asked again next time', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = fakeStore();
    store.benchmark.mockRejectedValueOnce(new Error('down'));
    expect(await currentBenchmark(store)).toBeNull();
    expect(errors).toHaveBeenCalledWith('[results] the comparison could not be read', {
      error: 'Error',
    });
    expect(await currentBenchmark(store)).toEqual(GROUPS);
    expect(store.benchmark).toHaveBeenCalledTimes(2);
  });
});
