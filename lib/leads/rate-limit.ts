export type RateLimitDecision = { ok: true } | { ok: false; retryAfterMs: number };

export type RateLimiter = {
  attempt(key: string): RateLimitDecision;
  /** Whether an attempt for `key` would be accepted now, without counting one. */
  check(key: string): boolean;
};

type RateLimiterOptions = {
  limit?: number;
  windowMs?: number;
  now?: () => number;
};

// A sliding window in memory: at most `limit` accepted attempts per key in any `windowMs`.
// Refused attempts are not counted, so a client is never locked out for longer than the window.
// The memory is this server process's own; several instances each keep their own count.
export function createRateLimiter({
  limit = 5,
  windowMs = 60_000,
  now = Date.now,
}: RateLimiterOptions = {}): RateLimiter {
  const acceptedAt = new Map<string, number[]>();
  let lastSweep = now();

  // Keys of clients that never come back would otherwise stay forever.
  function sweep(windowStart: number) {
    for (const [key, times] of acceptedAt) {
      if (times.every((time) => time <= windowStart)) acceptedAt.delete(key);
    }
    lastSweep = now();
  }

  const recentFor = (key: string, windowStart: number) =>
    (acceptedAt.get(key) ?? []).filter((time) => time > windowStart);

  return {
    check(key) {
      return recentFor(key, now() - windowMs).length < limit;
    },
    attempt(key) {
      const current = now();
      const windowStart = current - windowMs;
      if (current - lastSweep > windowMs) sweep(windowStart);

      const recent = recentFor(key, windowStart);
      if (recent.length >= limit) {
        acceptedAt.set(key, recent);
        const oldest = recent[0] ?? current;
        return { ok: false, retryAfterMs: oldest + windowMs - current };
      }
      recent.push(current);
      acceptedAt.set(key, recent);
      return { ok: true };
    },
  };
}

// Shared by the lead forms; key it by client address and form, e.g. `${ip}:contact`.
export const leadSubmissionLimiter = createRateLimiter();

/**
 * Whether a submission from `client` for `email` on `form` may go on: the client gets 5 a minute.
 * When the client can forge the address it is counted under (no TRUSTED_PROXY_HEADER), the e-mail
 * address gets 5 a minute as well, so a flood of one address is still stopped. That second limit
 * is kept to that case: anyone may type someone else's address, and with a trusted proxy the first
 * limit suffices. A refused attempt counts against neither.
 */
export function allowLeadSubmission(
  limiter: RateLimiter,
  { client, email, form }: { client: string; email: string; form: string },
  { limitEmail }: { limitEmail: boolean },
): boolean {
  const byEmail = `email:${form}:${email.trim().toLowerCase()}`;
  if (limitEmail && !limiter.check(byEmail)) return false;
  if (!limiter.attempt(`${client}:${form}`).ok) return false;
  return !limitEmail || limiter.attempt(byEmail).ok;
}
