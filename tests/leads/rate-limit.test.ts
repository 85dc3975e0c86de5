import { describe, expect, it } from 'vitest';
import { allowLeadSubmission, createRateLimiter } from '@/lib/leads/rate-limit';

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

describe('allowLeadSubmission', () => {
  const untrusted = { limitEmail: true };

  it('stops a flood of one e-mail address from clients that change the address they claim', () => {
    const { limiter } = limiterWithClock();
    const from = (client: string) =>
      allowLeadSubmission(
        limiter,
        { client, email: 'Bot@Example.com ', form: 'contact' },
        untrusted,
      );
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect(from(`198.51.100.${attempt}`)).toBe(true);
    expect(from('198.51.100.6')).toBe(false);
    // The same address written otherwise is the same address.
    expect(
      allowLeadSubmission(
        limiter,
        {
          client: '198.51.100.7',
          email: 'bot@example.com',
          form: 'contact',
        },
        untrusted,
      ),
    ).toBe(false);
    // Another form, or another address, has its own allowance.
    expect(
      allowLeadSubmission(
        limiter,
        {
          client: '198.51.100.8',
          email: 'bot@example.com',
          form: 'assessment',
        },
        untrusted,
      ),
    ).toBe(true);
    expect(
      allowLeadSubmission(
        limiter,
        {
          client: '198.51.100.9',
          email: 'ada@example.com',
          form: 'contact',
        },
        untrusted,
      ),
    ).toBe(true);
  });

  it('still limits one client sending from many e-mail addresses, and counts nothing it refuses', () => {
    const { clock, limiter } = limiterWithClock();
    const send = (email: string) =>
      allowLeadSubmission(limiter, { client: '203.0.113.7', email, form: 'contact' }, untrusted);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect(send(`lead${attempt}@example.com`)).toBe(true);
    expect(send('lead6@example.com')).toBe(false);
    // The refused address was not counted: from another client it has its full allowance.
    clock.now += SECOND;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        allowLeadSubmission(
          limiter,
          {
            client: `192.0.2.${attempt}`,
            email: 'lead6@example.com',
            form: 'contact',
          },
          untrusted,
        ),
      ).toBe(true);
    }
  });

  it('behind a trusted proxy, leaves an e-mail address anyone may type to the per-visitor limit', () => {
    const { limiter } = limiterWithClock();
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect(
        allowLeadSubmission(
          limiter,
          { client: `198.51.100.${attempt}`, email: 'victim@example.com', form: 'contact' },
          { limitEmail: false },
        ),
      ).toBe(true);
    }
  });
});
