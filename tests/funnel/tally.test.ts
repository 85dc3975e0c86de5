import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FunnelCount } from '@/lib/database/types';
import { createFunnelTally, FLUSH_AFTER_MS, MAX_VISITORS_PER_WRITE } from '@/lib/funnel/tally';
import type { FunnelStep } from '@/lib/funnel/steps';

// An instance's funnel counts between two writes: added up in memory, written once a minute.

const SEVENTH: FunnelStep = { form: 'assessment', locale: 'en', step: 'question-7' };
const VIEWED: FunnelStep = { form: 'contact', locale: 'fr', step: 'viewed' };

function aTally(at = '2026-12-03T10:00:00Z') {
  const writes: FunnelCount[][] = [];
  const lost: unknown[] = [];
  let now = new Date(at);
  const tally = createFunnelTally({
    write: async (counts) => {
      writes.push([...counts]);
    },
    lost: (error) => lost.push(error),
    now: () => now,
  });
  return { tally, writes, lost, at: (time: string) => (now = new Date(time)) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the funnel’s tally', () => {
  it('adds up the visitors of each step, and writes them together once', async () => {
    const { tally, writes } = aTally();
    for (let visitor = 0; visitor < 2500; visitor += 1) tally.count(SEVENTH);
    tally.count(VIEWED);
    await tally.flush();
    expect(writes).toEqual([
      [
        { day: '2026-12-03', form: 'assessment', locale: 'en', step: 'question-7', visitors: 2500 },
        { day: '2026-12-03', form: 'contact', locale: 'fr', step: 'viewed', visitors: 1 },
      ],
    ]);
    // Written counts are forgotten: the next write has only what came after.
    await tally.flush();
    tally.count(VIEWED);
    await tally.flush();
    expect(writes).toHaveLength(2);
    expect(writes[1]).toEqual([expect.objectContaining({ step: 'viewed', visitors: 1 })]);
  });

  it('keeps each UTC day’s visitors apart', async () => {
    const { tally, writes, at } = aTally('2026-12-03T23:59:59Z');
    tally.count(SEVENTH);
    at('2026-12-04T00:00:01Z');
    tally.count(SEVENTH);
    await tally.flush();
    expect(writes[0]!.map(({ day, visitors }) => [day, visitors])).toEqual([
      ['2026-12-03', 1],
      ['2026-12-04', 1],
    ]);
  });

  it('splits a step’s visitors past what one statement may add', () => {
    const { tally } = aTally();
    for (let visitor = 0; visitor < MAX_VISITORS_PER_WRITE + 2; visitor += 1) tally.count(SEVENTH);
    expect(tally.pending().map(({ visitors }) => visitors)).toEqual([MAX_VISITORS_PER_WRITE, 2]);
  });

  it('writes a minute after the first count, and holds no timer while nothing is counted', async () => {
    vi.useFakeTimers();
    const { tally, writes } = aTally();
    expect(vi.getTimerCount()).toBe(0);
    tally.count(SEVENTH);
    tally.count(SEVENTH);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS - 1);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([[expect.objectContaining({ visitors: 2 })]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('loses what it could not write, and says why', async () => {
    const failure = Object.assign(new Error('down'), { code: '57P01' });
    const lost: unknown[] = [];
    const tally = createFunnelTally({
      write: async () => {
        throw failure;
      },
      lost: (error) => lost.push(error),
    });
    tally.count(SEVENTH);
    await tally.flush();
    expect(lost).toEqual([failure]);
    expect(tally.pending()).toEqual([]);
  });
});
