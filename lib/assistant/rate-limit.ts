/**
 * How many questions one visitor network may ask the assistant: a token bucket per network, in
 * this instance's memory, read before anything is searched. A visitor reads an answer before
 * asking again, and a firm's office shares one network: twenty questions at once, then one every
 * three seconds, is more than people ask and keeps what one network can make the server search
 * to twenty questions a minute. Answers a model writes have their own, tighter caps in the
 * database.
 */
export type QuestionAllowance = {
  /** The questions a network may ask at once. */
  burst: number;
  /** How long the network waits for each further one. */
  everyMs: number;
  /** The networks remembered at most: past it, those heard from longest ago are forgotten. */
  networks: number;
};

export const QUESTION_ALLOWANCE: QuestionAllowance = {
  burst: 20,
  everyMs: 3000,
  networks: 10_000,
};

export type QuestionLimiter = {
  /** Whether the network may ask one more question now; if so, the question is counted. */
  take(network: string): boolean;
  /** The networks remembered now. */
  size(): number;
};

type Bucket = { tokens: number; at: number };

export function createQuestionLimiter(
  { burst, everyMs, networks }: QuestionAllowance = QUESTION_ALLOWANCE,
  now: () => number = Date.now,
): QuestionLimiter {
  // In order of each network's last question, the longest silent first.
  const buckets = new Map<string, Bucket>();
  const tokensOf = (bucket: Bucket | undefined, time: number) =>
    bucket ? Math.min(burst, bucket.tokens + (time - bucket.at) / everyMs) : burst;

  // A bucket full again is the same as none: the longest silent are dropped as they fill, and
  // past the bound, whatever their state, so that memory stays bounded whoever asks.
  function forget(time: number): void {
    for (const [network, bucket] of buckets) {
      if (buckets.size < networks && tokensOf(bucket, time) < burst) return;
      buckets.delete(network);
    }
  }

  return {
    take(network) {
      const time = now();
      const tokens = tokensOf(buckets.get(network), time);
      buckets.delete(network);
      forget(time);
      const allowed = tokens >= 1;
      buckets.set(network, { tokens: allowed ? tokens - 1 : tokens, at: time });
      return allowed;
    },
    size: () => buckets.size,
  };
}
