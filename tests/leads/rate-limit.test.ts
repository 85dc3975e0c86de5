import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '@/lib/leads/rate-limit';

const SECOND = 1000;

function limiterWithClock() {
  const clock = { now: 0 };
  const limiter = createRateLimiter({ limit: 5, windowMs: 60 * SECOND, now: () => clock.now });
  return { clock, limiter };
}

describe('the lead rate limiter', () => {
  it('allows five attempts a minute, refuses the sixth, and allows again after the window', () => {
    const { clock, limiter } = limiterWithClock();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(limiter.attempt('203.0.113.7:contact')).toEqual({ ok: true });
      clock.now += SECOND;
    }
    expect(limiter.attempt('203.0.113.7:contact')).toEqual({
      ok: false,
      retryAfterMs: 55 * SECOND,
    });

    clock.now = 60 * SECOND - 1;
    expect(limiter.attempt('203.0.113.7:contact')).toEqual({ ok: false, retryAfterMs: 1 });
    clock.now = 60 * SECOND;
    expect(limiter.attempt('203.0.113.7:contact')).toEqual({ ok: true });
  });

  it('slides the window: each accepted attempt expires a minute after it was made', () => {
    const { clock, limiter } = limiterWithClock();
    for (const at of [0, 10, 20, 30, 40]) {
      clock.now = at * SECOND;
      expect(limiter.attempt('client').ok).toBe(true);
    }
    clock.now = 65 * SECOND;
    expect(limiter.attempt('client').ok).toBe(true);
    expect(limiter.attempt('client')).toEqual({ ok: false, retryAfterMs: 5 * SECOND });
    clock.now = 75 * SECOND;
    expect(limiter.attempt('client').ok).toBe(true);
    expect(limiter.attempt('client').ok).toBe(false);
  });

  it('does not count refused attempts', () => {
    const { clock, limiter } = limiterWithClock();
    for (let attempt = 0; attempt < 5; attempt += 1) limiter.attempt('client');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      clock.now += SECOND;
      expect(limiter.attempt('client').ok).toBe(false);
    }
    clock.now = 60 * SECOND + 1;
    expect(limiter.attempt('client').ok).toBe(true);
  });

  it('counts each client and form separately', () => {
    const { limiter } = limiterWithClock();
    for (let attempt = 0; attempt < 5; attempt += 1) limiter.attempt('198.51.100.1:contact');
    expect(limiter.attempt('198.51.100.1:contact').ok).toBe(false);
    expect(limiter.attempt('198.51.100.1:assessment').ok).toBe(true);
    expect(limiter.attempt('198.51.100.2:contact').ok).toBe(true);
  });
});
