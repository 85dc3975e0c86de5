import { describe, expect, it } from 'vitest';
import { oneRunAtATime } from '@/lib/outbox/worker';

/** A run that waits until released, recording how many run at once. */
function controlledRuns(answers: boolean[] = []) {
  const releases: (() => void)[] = [];
  const state = { started: 0, running: 0, mostAtOnce: 0 };
  const run = async () => {
    state.started += 1;
    state.running += 1;
    state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
    await new Promise<void>((resolve) => releases.push(resolve));
    state.running -= 1;
    return answers.shift() ?? false;
  };
  const releaseNext = async () => {
    while (releases.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    releases.shift()?.();
  };
  return { run, state, releaseNext };
}

describe('one delivery run at a time', () => {
  it('answers many calls during a run with one more run after it', async () => {
    const { run, state, releaseNext } = controlledRuns();
    const soon = oneRunAtATime(run);
    const calls = Array.from({ length: 25 }, () => soon());
    await releaseNext();
    await releaseNext();
    await Promise.all(calls);
    expect(state.started).toBe(2);
    expect(state.mostAtOnce).toBe(1);
  });

  it('runs again while a run stops at its limit, then rests until called', async () => {
    const { run, state, releaseNext } = controlledRuns([true, true, false]);
    const soon = oneRunAtATime(run);
    const call = soon();
    for (let runs = 0; runs < 3; runs += 1) await releaseNext();
    await call;
    expect(state.started).toBe(3);

    const next = soon();
    await releaseNext();
    await next;
    expect(state.started).toBe(4);
  });
});
