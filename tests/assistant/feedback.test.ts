import { describe, expect, it } from 'vitest';
import { passagesOf, type CorpusDocuments } from '@/lib/assistant/corpus';
import { answerFeedbackRequest, type FeedbackDependencies } from '@/lib/assistant/feedback';
import { ASSISTANT_CORPUS_QUERY } from '@/lib/content/queries';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import type { PageVote } from '@/lib/database/assistant-gaps';
import type { Locale } from '@/lib/i18n/locales';

// The votes' route, but for the database: the seed's published pages are what may be cited.

const documents = await queryLocalDataset<CorpusDocuments>(ASSISTANT_CORPUS_QUERY);
const citable = (locale: Locale) => new Set(passagesOf(documents, locale).map(({ url }) => url));

const PAGE = '/en/ai-solutions/data';

function dependencies(overrides: Partial<FeedbackDependencies> = {}) {
  const votes: PageVote[] = [];
  return {
    votes,
    value: {
      mayVote: () => true,
      pages: async (locale: Locale) => citable(locale),
      vote: async (vote: PageVote) => {
        votes.push(vote);
        return true;
      },
      ...overrides,
    } satisfies FeedbackDependencies,
  };
}

function aVote(body: unknown, headers: Record<string, string> = {}) {
  const form = body instanceof URLSearchParams;
  return new Request('http://localhost:3000/api/assistant/feedback', {
    method: 'POST',
    body: form ? body.toString() : JSON.stringify(body),
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });
}

describe('POST /api/assistant/feedback', () => {
  it('counts a thumb on each page an answer cited, and says so', async () => {
    expect(citable('en').has(PAGE)).toBe(true);
    const { value, votes } = dependencies();
    const response = await answerFeedbackRequest(
      aVote({ locale: 'en', vote: 'up', pages: [PAGE, '/en/faq', PAGE] }),
      value,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counted: true });
    expect(votes).toEqual([
      { locale: 'en', page: PAGE, vote: 'up' },
      { locale: 'en', page: '/en/faq', vote: 'up' },
    ]);
  });

  it('refuses an address that is not a page the assistant may cite in that language', async () => {
    for (const page of [
      'https://evil.example/',
      '//evil.example/en/faq',
      '/en/../../etc/passwd',
      '/en/faq?utm=1',
      '/en/not-a-page',
      '/fr/ai-solutions/data',
      'javascript:alert(1)',
      '',
    ]) {
      const { value, votes } = dependencies();
      const response = await answerFeedbackRequest(
        aVote({ locale: 'en', vote: 'down', pages: [PAGE, page] }),
        value,
      );
      expect([page, response.status]).toEqual([page, 400]);
      expect(votes).toEqual([]);
    }
  });

  it('refuses a post from another site, and a network past its allowance, before reading it', async () => {
    const crossSite = dependencies();
    const refused = await answerFeedbackRequest(
      aVote({ locale: 'en', vote: 'up', pages: [PAGE] }, { 'sec-fetch-site': 'cross-site' }),
      crossSite.value,
    );
    expect(refused.status).toBe(403);
    const foreignOrigin = await answerFeedbackRequest(
      new Request('http://localhost:3000/api/assistant/feedback', {
        method: 'POST',
        body: JSON.stringify({ locale: 'en', vote: 'up', pages: [PAGE] }),
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          host: 'localhost:3000',
        },
      }),
      crossSite.value,
    );
    expect(foreignOrigin.status).toBe(403);
    expect(crossSite.votes).toEqual([]);

    const busy = dependencies({ mayVote: () => false });
    const tooMany = await answerFeedbackRequest(
      aVote({ locale: 'en', vote: 'up', pages: [PAGE] }),
      busy.value,
    );
    expect(tooMany.status).toBe(429);
    expect(busy.votes).toEqual([]);
  });

  it('refuses a thumb that is neither up nor down, no page, or more pages than an answer cites', async () => {
    for (const body of [
      { locale: 'en', vote: 'sideways', pages: [PAGE] },
      { locale: 'en', vote: 'up', pages: [] },
      { locale: 'en', vote: 'up', pages: Array(5).fill(PAGE) },
      { locale: 'de', vote: 'up', pages: [PAGE] },
    ]) {
      const { value, votes } = dependencies();
      expect((await answerFeedbackRequest(aVote(body), value)).status).toBe(400);
      expect(votes).toEqual([]);
    }
  });

  it('sends the page without JavaScript back to the assistant, saying whether the vote counted', async () => {
    const form = new URLSearchParams([
      ['locale', 'fr'],
      ['vote', 'down'],
      ['page', '/fr/faq'],
    ]);
    const { value, votes } = dependencies();
    const response = await answerFeedbackRequest(aVote(form), value);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/assistant?voted=counted');
    expect(votes).toEqual([{ locale: 'fr', page: '/fr/faq', vote: 'down' }]);

    const failing = dependencies({ vote: async () => false });
    const failed = await answerFeedbackRequest(aVote(form), failing.value);
    expect(failed.headers.get('location')).toBe('/fr/assistant?voted=failed');

    const foreign = new URLSearchParams([
      ['locale', 'fr'],
      ['vote', 'up'],
      ['page', 'https://evil.example/'],
    ]);
    const refused = await answerFeedbackRequest(aVote(foreign), value);
    expect(refused.headers.get('location')).toMatch(/\/assistant\?voted=failed$/);
    expect(votes).toHaveLength(1);
  });

  it('answers that the vote was not counted when the database could not count it', async () => {
    const { value } = dependencies({ vote: async () => false });
    const response = await answerFeedbackRequest(
      aVote({ locale: 'en', vote: 'up', pages: [PAGE] }),
      value,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counted: false });
  });
});
