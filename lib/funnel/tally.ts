import type { FunnelCount } from '@/lib/database/types';
import type { FunnelStep } from './steps';

/**
 * The funnel's counts as one instance of the site keeps them between two writes: visitors added
 * up per step of a form, language and UTC day, in memory, and written together once a minute. A
 * burst of counts is a few statements, not a write each in front of the leads. What an instance
 * has not written when it stops is written on the way out where the platform allows; a crash
 * loses at most the last minute's counts, which are indicative anyway.
 */
export type FunnelTally = {
  /** Counts one visitor reaching a step, today. */
  count(step: FunnelStep): void;
  /** Writes what has been counted since the last write, now. */
  flush(): Promise<void>;
  /** The counts waiting to be written. */
  pending(): FunnelCount[];
};

/** How long counts wait in memory before they are written. */
export const FLUSH_AFTER_MS = 60_000;

/** The most visitors one statement adds to a step, as the database allows. */
export const MAX_VISITORS_PER_WRITE = 100_000;

type TallyOptions = {
  /** Writes the counts; throws when they could not be written, which loses them. */
  write(counts: readonly FunnelCount[]): Promise<void>;
  /** Told why counts were lost; never what they were about beyond the reason. */
  lost(error: unknown): void;
  flushAfterMs?: number;
  now?: () => Date;
};

export function createFunnelTally({
  write,
  lost,
  flushAfterMs = FLUSH_AFTER_MS,
  now = () => new Date(),
}: TallyOptions): FunnelTally {
  // Per day, form, language and step: the visitors counted. Bounded by the steps the site has.
  let counted = new Map<string, FunnelCount>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pending = (): FunnelCount[] =>
    [...counted.values()].flatMap(({ visitors, ...step }) =>
      Array.from({ length: Math.ceil(visitors / MAX_VISITORS_PER_WRITE) }, (_, index) => ({
        ...step,
        visitors: Math.min(MAX_VISITORS_PER_WRITE, visitors - index * MAX_VISITORS_PER_WRITE),
      })),
    );

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const counts = pending();
    counted = new Map();
    if (counts.length === 0) return;
    try {
      await write(counts);
    } catch (error) {
      lost(error);
    }
  }

  return {
    count({ form, locale, step }) {
      const day = now().toISOString().slice(0, 10);
      const key = JSON.stringify([day, form, locale, step]);
      const entry = counted.get(key);
      if (entry) entry.visitors += 1;
      else counted.set(key, { day, form, locale, step, visitors: 1 });
      // The first count since the last write sets the next one: an idle instance holds no timer,
      // and none keeps a process alive.
      timer ??= setTimeout(() => void flush(), flushAfterMs).unref();
    },
    flush,
    pending,
  };
}
