/**
 * POST /api/studio/translation-draft as the Studio calls it, against the Content Lake emulator:
 * the route reads the preview secrets the Studio stores there (createPreviewSecret) with the
 * site's read token, and the provider is the AI SDK's mock model.
 */
import { createClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import type { LanguageModel } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TRANSLATION_DRAFT_PATH,
  type SourceBlock,
  type TranslationDraftRequest,
} from '@/lib/translation/protocol';
import { translationState, type Localized } from '@/lib/i18n/translation-source';
import { frenchCopyWarning } from '@/schemas/shared/languages';
import { translationSourcesWarning } from '@/schemas/shared/translation-sources';
import { draftPatches } from '@/studio/translation/translation-input';
import { startContentLake, type ContentLake } from '@/tests/support/content-lake';

const provider = vi.hoisted(() => ({ model: null as LanguageModel | null }));
vi.mock('@/lib/assistant/provider', () => ({
  assistantProvider: () => (provider.model ? { model: provider.model, embeddings: null } : null),
}));

const READ_TOKEN = 'studio-read-token';
const SITE = 'http://localhost:3000';
const PATH = TRANSLATION_DRAFT_PATH;
/** A secret the Studio stored two hours ago: past the hour a preview secret lives. */
const EXPIRED_SECRET = 'expired-secret-of-two-hours-ago';
/** The secret of the Presentation tool's shared preview links, which anyone holding one has. */
const SHARED_LINK_SECRET = 'secret-of-a-shared-preview-link';
/** A secret the Presentation tool stored a moment ago, which travels in preview addresses. */
const PRESENTATION_SECRET = 'secret-of-the-presentation-tool';

type Route = typeof import('@/app/api/studio/translation-draft/route');

let lake: ContentLake;
let route: Route;
let routeWithoutToken: Route;
let secret: string;
let studioClient: ReturnType<typeof createClient>;

/** A secret of a Studio session of its own, as a translator's Studio stores it. */
async function aSessionSecret(): Promise<string> {
  // The emulator deletes by ID only: the secrets' clean-up by query fails, and is only logged.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    return (await createPreviewSecret(studioClient, 'translation-draft', `${SITE}/studio`)).secret;
  } finally {
    logged.mockRestore();
  }
}

/** The route as the server loads it with these settings. */
async function loadRoute(token: string): Promise<Route> {
  vi.resetModules();
  const settings = {
    SANITY_PROJECT_ID: lake.projectId,
    SANITY_DATASET: lake.datasetName,
    SANITY_API_HOST: lake.apiHost,
    SANITY_API_READ_TOKEN: token,
    CONTENT_DATASET_PATH: '',
    TRUSTED_PROXY_HEADER: '',
  };
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  try {
    return await import('@/app/api/studio/translation-draft/route');
  } finally {
    vi.unstubAllEnvs();
  }
}

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function modelWriting(text: string): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: 'text', text }],
      finishReason: { unified: 'stop', raw: undefined },
      usage,
      warnings: [],
    }),
  });
}

let networks = 0;
/** Each test drafts from a network of its own, so that no test spends another's allowance. */
let network: string;

/** A request as the embedded Studio sends it, from this site's own page. */
function aDraftRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${PATH}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      host: 'localhost:3000',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      'x-forwarded-for': network,
      ...headers,
    },
  });
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  lake = await startContentLake({
    token: READ_TOKEN,
    dataset: [
      {
        _id: 'drafts.expired-secret',
        _type: 'sanity.previewUrlSecret',
        _createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
        _updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
        secret: EXPIRED_SECRET,
        source: 'translation-draft',
        studioUrl: `${SITE}/studio`,
      },
      {
        _id: 'drafts.presentation-secret',
        _type: 'sanity.previewUrlSecret',
        _createdAt: new Date().toISOString(),
        _updatedAt: new Date().toISOString(),
        secret: PRESENTATION_SECRET,
        source: 'sanity/presentation',
        studioUrl: `${SITE}/studio`,
      },
      {
        _id: 'sanity-preview-url-secret.share-access',
        _type: 'sanity.previewUrlShareAccess',
        secret: SHARED_LINK_SECRET,
        studioUrl: `${SITE}/studio`,
      },
    ],
  });
  // What the Studio does when a translator asks for a draft.
  studioClient = createClient({
    projectId: lake.projectId,
    dataset: lake.datasetName,
    apiHost: lake.apiHost,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token: READ_TOKEN,
  });
  // The emulator deletes by ID only: the secrets' clean-up by query fails, and is only logged.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  ({ secret } = await createPreviewSecret(studioClient, 'translation-draft', `${SITE}/studio`));
  logged.mockRestore();
  route = await loadRoute(READ_TOKEN);
  routeWithoutToken = await loadRoute('');
});

afterAll(async () => {
  await lake?.stop();
});

beforeEach(() => {
  networks += 1;
  network = `10.0.${networks}.1`;
  provider.model = modelWriting('Réservez un appel de 30\u00a0minutes.');
});

const aDraft = (): TranslationDraftRequest => ({
  secret,
  locale: 'fr',
  english: 'Book a 30-minute call.',
});

describe('GET /api/studio/translation-draft', () => {
  it('offers drafts only with a provider and a Content Lake read with a token, never cached', async () => {
    const available = route.GET(new Request(`${SITE}${PATH}`));
    expect(await answer(available)).toEqual({ status: 200, body: { available: true } });
    expect(available.headers.get('cache-control')).toBe('no-store');

    expect((await answer(routeWithoutToken.GET(new Request(`${SITE}${PATH}`)))).body).toEqual({
      available: false,
    });
    provider.model = null;
    expect((await answer(route.GET(new Request(`${SITE}${PATH}`)))).body).toEqual({
      available: false,
    });
  });
});

describe('POST /api/studio/translation-draft', () => {
  it('drafts the French for the Studio’s secret, with the lint’s findings, never cached', async () => {
    const model = modelWriting('Réservez votre diagnostic gratuit.');
    provider.model = model;
    const response = await route.POST(aDraftRequest(aDraft()));
    const { status, body } = await answer(response);

    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.french).toBe('Réservez votre diagnostic gratuit.');
    expect(body.findings).toEqual([
      expect.objectContaining({
        rule: 'forbidden-term',
        excerpt: expect.stringContaining('diagnostic'),
      }),
    ]);
    const validations = lake.queries('sanity.previewUrlSecret');
    expect(validations.at(-1)).toMatchObject({ token: READ_TOKEN, status: 200 });
    expect(validations.at(-1)?.params).toMatchObject({ secret });
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(JSON.stringify(model.doGenerateCalls[0]?.prompt)).toContain('Book a 30-minute call.');
  });

  it('fills the Studio’s field as a draft, which the French warning and the publish warning flag', async () => {
    provider.model = modelWriting('Réservez votre diagnostic gratuit.');
    const { body } = await answer(await route.POST(aDraftRequest(aDraft())));
    // The patches the Studio's "Draft from English" applies, applied as the form does.
    const field: Localized = { _type: 'localeString', en: aDraft().english, fr: '' };
    const filled: Localized = structuredClone(field);
    for (const patch of draftPatches(field, 'fr', body.french) as Array<{
      type: string;
      path: string[];
      value?: unknown;
    }>) {
      const [first, second] = patch.path;
      if (patch.type === 'setIfMissing' && filled[first!] !== undefined) continue;
      if (second) (filled[first!] as Record<string, unknown>)[second] = patch.value;
      else filled[first!] = patch.value;
    }
    expect(filled.fr).toBe('Réservez votre diagnostic gratuit.');
    expect(translationState(filled, 'fr')).toBe('draft');
    expect(translationSourcesWarning(filled)).toMatch(/unconfirmed draft/);
    expect(frenchCopyWarning(filled.fr)).toMatch(/Diagnostic/);
  });

  it('drafts rich text as blocks, in the English blocks’ order and styles', async () => {
    provider.model = modelWriting('[[1]]\nNotre approche.\n[[2]]\nListez vos tâches.');
    const english: SourceBlock[] = [
      {
        _type: 'block',
        _key: 'a',
        style: 'normal',
        children: [{ _type: 'span', text: 'Our approach.' }],
      },
      {
        _type: 'block',
        _key: 'b',
        style: 'normal',
        listItem: 'bullet',
        level: 1,
        children: [{ _type: 'span', text: 'List your tasks.' }],
      },
    ];
    const { status, body } = await answer(
      await route.POST(aDraftRequest({ ...aDraft(), english })),
    );
    expect(status).toBe(200);
    expect(body.french).toEqual([
      expect.objectContaining({
        style: 'normal',
        children: [expect.objectContaining({ text: 'Notre approche.' })],
      }),
      expect.objectContaining({
        listItem: 'bullet',
        level: 1,
        children: [expect.objectContaining({ text: 'Listez vos tâches.' })],
      }),
    ]);
  });

  it('is not there without a provider (404), whatever the secret', async () => {
    provider.model = null;
    const response = await route.POST(aDraftRequest(aDraft()));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await answer(response)).body.message).toEqual(expect.any(String));
  });

  it('is not there without the Content Lake’s read token (404)', async () => {
    expect((await routeWithoutToken.POST(aDraftRequest(aDraft()))).status).toBe(404);
  });

  it.each([
    ['no secret', {}],
    ['an empty secret', { secret: '' }],
    ['a wrong secret', { secret: 'not-the-studios-secret' }],
    ['a secret older than an hour', { secret: EXPIRED_SECRET }],
    ['a shared preview link’s secret', { secret: SHARED_LINK_SECRET }],
    ['the Presentation tool’s secret', { secret: PRESENTATION_SECRET }],
    ['a secret of another shape', { secret: 'x'.repeat(10) }],
  ])('refuses %s (401) without asking the provider', async (_, override) => {
    const model = modelWriting('Texte.');
    provider.model = model;
    const { secret: _secret, ...rest } = aDraft();
    const { status, body } = await answer(
      await route.POST(aDraftRequest({ ...rest, ...override })),
    );
    expect(status).toBe(401);
    expect(body.message).toMatch(/Studio/);
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it.each([
    ['another site’s page', { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' }],
    [
      'another origin, from a browser without Sec-Fetch-Site',
      { origin: 'https://attacker.example', 'sec-fetch-site': '' },
    ],
    ['a sibling site', { origin: 'https://preview.localhost:3000', 'sec-fetch-site': 'same-site' }],
  ])('refuses a request from %s (403), even with the secret', async (_, headers) => {
    const model = modelWriting('Texte.');
    provider.model = model;
    const request = aDraftRequest(aDraft(), headers);
    if (headers['sec-fetch-site'] === '') request.headers.delete('sec-fetch-site');
    expect((await route.POST(request)).status).toBe(403);
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it.each([
    ['a body that is not JSON', '{"secret": '],
    ['the default language', { ...aDraft(), locale: 'en' }],
    ['a language the site does not speak', { ...aDraft(), locale: 'de' }],
    ['no English', { ...aDraft(), english: undefined }],
    ['empty English', { ...aDraft(), english: '  ' }],
    ['no blocks', { ...aDraft(), english: [] }],
    ['an image among the blocks', { ...aDraft(), english: [{ _type: 'image', asset: {} }] }],
    [
      'a style that is no style name',
      {
        ...aDraft(),
        english: [
          { _type: 'block', style: '"><script>', children: [{ _type: 'span', text: 'Hi' }] },
        ],
      },
    ],
    [
      'a span whose text is not text',
      { ...aDraft(), english: [{ _type: 'block', children: [{ _type: 'span', text: 42 }] }] },
    ],
  ])('refuses %s (400)', async (_, body) => {
    const model = modelWriting('Texte.');
    provider.model = model;
    const { status, body: refusal } = await answer(await route.POST(aDraftRequest(body)));
    expect(status).toBe(400);
    expect(refusal.message).toEqual(expect.any(String));
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it('refuses a body that is not JSON by its type (415)', async () => {
    const request = aDraftRequest(aDraft(), { 'content-type': 'text/plain' });
    expect((await route.POST(request)).status).toBe(415);
  });

  it('refuses English over the cap (413), saying how long it is', async () => {
    const { status, body } = await answer(
      await route.POST(aDraftRequest({ ...aDraft(), english: 'a'.repeat(6001) })),
    );
    expect(status).toBe(413);
    expect(body.message).toContain('6001');
    const huge = await route.POST(aDraftRequest({ ...aDraft(), english: 'a'.repeat(200_000) }));
    expect(huge.status).toBe(413);
  });

  it('says so (503) when the Content Lake cannot check the secret, without asking the provider', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const model = modelWriting('Texte.');
    provider.model = model;
    lake.setDown(true);
    try {
      const { status, body } = await answer(await route.POST(aDraftRequest(aDraft())));
      expect(status).toBe(503);
      expect(body.message).toMatch(/Content Lake/);
    } finally {
      lake.setDown(false);
      errors.mockRestore();
    }
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it('says the provider failed (502) when the model throws, without its details', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    provider.model = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error('upstream exploded with key sk-secret');
      },
    });
    const { status, body } = await answer(await route.POST(aDraftRequest(aDraft())));
    errors.mockRestore();
    expect(status).toBe(502);
    expect(body.message).toMatch(/provider/);
    expect(JSON.stringify(body)).not.toContain('sk-secret');
  });

  it('holds a network to 30 drafts, then refuses (429) until it waits, while others go on', async () => {
    for (let draft = 0; draft < 30; draft++) {
      // Refused for its body after being counted: the allowance is spent before anything is read.
      expect((await route.POST(aDraftRequest('{'))).status).toBe(400);
    }
    const refused = await route.POST(aDraftRequest(aDraft()));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('20');
    expect(refused.headers.get('cache-control')).toBe('no-store');

    const elsewhere = aDraftRequest(aDraft(), { 'x-forwarded-for': '10.9.9.9' });
    expect((await route.POST(elsewhere)).status).toBe(200);
  });

  it('holds one Studio session to 30 drafts, from however many networks, then refuses (429)', async () => {
    const leaked = await aSessionSecret();
    const from = (address: string) =>
      route.POST(aDraftRequest({ ...aDraft(), secret: leaked }, { 'x-forwarded-for': address }));
    for (let draft = 0; draft < 30; draft++) {
      expect((await from(`10.77.${draft}.1`)).status).toBe(200);
    }
    const refused = await from('10.78.0.1');
    expect(refused.status).toBe(429);
    expect((await answer(refused)).body.message).toMatch(/session/);
    // Another translator's session goes on.
    expect(
      (await route.POST(aDraftRequest(aDraft(), { 'x-forwarded-for': '10.78.0.2' }))).status,
    ).toBe(200);
  });
});
