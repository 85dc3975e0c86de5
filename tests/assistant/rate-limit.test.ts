import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createQuestionLimiter,
  QUESTION_ALLOWANCE,
  type QuestionAllowance,
} from '@/lib/assistant/rate-limit';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';

// How many questions one visitor network may ask, by the API and by the page without JavaScript:
// a burst, then one every few seconds, in memory bounded however many networks ask.

const state = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => state.headers }));
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));
vi.mock('next-intl/server', async () => ({
  setRequestLocale: () => {},
  getMessages: async ({ locale }: { locale: string }) =>
    (await import(`@/lib/i18n/messages/${locale}.json`)).default,
}));
vi.mock('@/lib/assistant/provider', () => ({ assistantProvider: () => null }));
// Outside Next's app router, the router a link prefetches with is the one missing piece.
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

/** A clock the test moves by hand. */
function aClock() {
  let time = 1_000_000;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

const small: QuestionAllowance = { burst: 3, everyMs: 1000, networks: 5 };

describe('the allowance of questions', () => {
  it('is twenty questions at once, then one every three seconds', () => {
    expect(QUESTION_ALLOWANCE).toMatchObject({ burst: 20, everyMs: 3000 });
  });

  it('lets a network ask its burst at once, then one question per interval', () => {
    const clock = aClock();
    const limiter = createQuestionLimiter(small, clock.now);
    expect([1, 2, 3, 4].map(() => limiter.take('ip:203.0.113.7'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    clock.pass(999);
    expect(limiter.take('ip:203.0.113.7')).toBe(false);
    clock.pass(1);
    expect(limiter.take('ip:203.0.113.7')).toBe(true);
    expect(limiter.take('ip:203.0.113.7')).toBe(false);
    // Another network has an allowance of its own.
    expect(limiter.take('ip:198.51.100.4')).toBe(true);
  });

  it('counts a refused question as nothing: waiting is enough to ask again', () => {
    const clock = aClock();
    const limiter = createQuestionLimiter(small, clock.now);
    for (let question = 0; question < 3; question += 1) limiter.take('ip:203.0.113.7');
    for (let refused = 0; refused < 50; refused += 1) limiter.take('ip:203.0.113.7');
    clock.pass(1000);
    expect(limiter.take('ip:203.0.113.7')).toBe(true);
  });

  it('forgets networks silent long enough to ask their whole burst again', () => {
    const clock = aClock();
    const limiter = createQuestionLimiter(small, clock.now);
    limiter.take('ip:203.0.113.7');
    limiter.take('ip:203.0.113.8');
    clock.pass(small.burst * small.everyMs);
    limiter.take('ip:198.51.100.4');
    expect(limiter.size()).toBe(1);
  });

  it('remembers a bounded number of networks, however many ask', () => {
    const clock = aClock();
    const limiter = createQuestionLimiter(small, clock.now);
    for (let network = 0; network < 1000; network += 1) {
      expect(limiter.take(`ip:10.0.${network >> 8}.${network & 255}`)).toBe(true);
      expect(limiter.size()).toBeLessThanOrEqual(small.networks);
    }
    // The network that asked last is remembered, and still held to its allowance.
    limiter.take('ip:10.0.3.231');
    limiter.take('ip:10.0.3.231');
    expect(limiter.take('ip:10.0.3.231')).toBe(false);
  });
});

const DATA_QUESTION = 'How do you organize our data and respect the GDPR?';

// The route's own limiter reads the clock: it stands still, so that a slow machine answering
// twenty questions in more than three seconds does not earn the network another.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A question from `address`, as the proxy in front of the site names the visitor. */
async function askFrom(address: string): Promise<Response> {
  const { POST } = await import('@/app/api/assistant/route');
  return POST(
    new Request('http://localhost:3000/api/assistant', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': address,
      },
      body: JSON.stringify({
        locale: 'en',
        messages: [{ role: 'user', parts: [{ type: 'text', text: DATA_QUESTION }] }],
      }),
    }),
  );
}

describe('POST /api/assistant', () => {
  it('answers a network twenty questions, then 429 until it waits, before any search', async () => {
    const search = await import('@/lib/assistant/search');
    const statuses: number[] = [];
    for (let question = 0; question < 20; question += 1) {
      const response = await askFrom('203.0.113.50');
      await response.text();
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(20).fill(200));

    const searches = search.searchWork.searches;
    const refused = await askFrom('203.0.113.50');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({ error: 'too-many' });
    expect(search.searchWork.searches).toBe(searches);

    // A visitor of another network is answered.
    expect((await askFrom('203.0.113.51')).status).toBe(200);
  });
});

describe('the panel', () => {
  it('tells a visitor past the allowance to wait, in both languages', async () => {
    const { failureOf } = await import('@/components/assistant/failure');
    expect(failureOf({ statusCode: 429 })).toBe('tooMany');
    expect(failureOf({ statusCode: 400 })).toBe('invalid');
    expect(en.assistant.errors.tooMany).toMatch(/wait/i);
    expect(fr.assistant.errors.tooMany).toMatch(/patientez/i);
  });
});

describe('the assistant’s page without JavaScript', () => {
  async function pageFor(locale: 'en' | 'fr', q: string, address: string): Promise<string> {
    state.headers = new Headers({ 'x-forwarded-for': address });
    const { default: AssistantPage } = await import('@/app/[locale]/assistant/page');
    return renderToStaticMarkup(
      await AssistantPage({
        params: Promise.resolve({ locale }),
        searchParams: Promise.resolve({ q }),
      }),
    );
  }

  it('shares the network’s allowance with the API, and says so instead of answering', async () => {
    const address = '203.0.113.60';
    for (let question = 0; question < 19; question += 1) {
      const response = await askFrom(address);
      await response.text();
    }
    const answered = await pageFor('en', DATA_QUESTION, address);
    expect(answered).toContain('href="/en/ai-solutions/data"');
    expect(answered).toContain('data-citation');
    expect(answered).not.toContain(en.assistant.errors.tooMany);

    const searches = (await import('@/lib/assistant/search')).searchWork.searches;
    const refused = await pageFor('fr', 'Comment protégez-vous nos données ?', address);
    expect(refused).toContain(fr.assistant.errors.tooMany);
    expect(refused).toContain(`value="Comment protégez-vous nos données ?"`);
    expect(refused).not.toContain('data-citation');
    expect((await import('@/lib/assistant/search')).searchWork.searches).toBe(searches);
  });
});
