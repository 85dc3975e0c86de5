import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ClientError, createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { createImageUrlBuilder } from '@sanity/image-url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceSlugs, useCaseSlugs } from '@/lib/routes';
import {
  startContentLake,
  type ContentLake,
  type ContentLakeRequest,
} from '@/tests/support/content-lake';

const seedPath = path.resolve('studio/seed/production.ndjson');
const locales = ['en', 'fr'] as const;

type QueryLocalDataset = (query: string, params?: Record<string, unknown>) => Promise<unknown>;

let lake: ContentLake;
/** The site's own client, from lib/content/client.ts, with SANITY_API_HOST set to the emulator. */
let appClient: SanityClient;
let queryLocalDataset: QueryLocalDataset;
let siteQueries: [name: string, query: string][];

/** A client set up as the site's, with `config` on top. */
function clientFor(target: ContentLake, config: Partial<ClientConfig> = {}): SanityClient {
  return createClient({
    projectId: target.projectId,
    dataset: target.datasetName,
    apiVersion: '2025-02-19',
    apiHost: target.apiHost,
    useProjectHostname: false,
    useCdn: false,
    ...config,
  });
}

/** The app's modules as the server loads them with these settings. */
async function loadApp(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  try {
    const [{ contentLakeClient }, local, queries] = await Promise.all([
      import('@/lib/content/client'),
      import('@/lib/content/local-dataset'),
      import('@/lib/content/queries'),
    ]);
    return { contentLakeClient, local, queries };
  } finally {
    vi.unstubAllEnvs();
  }
}

function appSettings(target: ContentLake): Record<string, string> {
  return {
    SANITY_PROJECT_ID: target.projectId,
    SANITY_DATASET: target.datasetName,
    SANITY_API_HOST: target.apiHost,
    SANITY_API_READ_TOKEN: '',
    CONTENT_DATASET_PATH: '',
  };
}

beforeAll(async () => {
  lake = await startContentLake({ dataset: seedPath, projectId: 'emulator' });
  const app = await loadApp(appSettings(lake));
  if (!app.contentLakeClient) throw new Error('The app made no Content Lake client.');
  appClient = app.contentLakeClient;
  queryLocalDataset = app.local.queryLocalDataset;
  siteQueries = Object.entries(app.queries as Record<string, unknown>).filter(
    (entry): entry is [string, string] =>
      entry[0].endsWith('_QUERY') && typeof entry[1] === 'string',
  );
});

afterAll(() => lake.stop());

afterEach(() => {
  lake.setDown(false);
  lake.documents.reset();
  lake.clearRequests();
});

describe('the site’s queries through the emulator', () => {
  it('reads through the site’s client at the emulator’s address, with the project in a header', async () => {
    expect(appClient.config()).toMatchObject({
      apiHost: lake.apiHost,
      useProjectHostname: false,
      url: `${lake.apiHost}/v2025-02-19`,
    });
    await appClient.fetch('count(*)');
    expect(lake.queries()).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v2025-02-19/data/query/production',
        projectId: 'emulator',
        perspective: 'published',
        status: 200,
      }),
    ]);
  });

  it('covers every query lib/content/queries.ts exports', () => {
    expect(siteQueries.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'SITE_SETTINGS_QUERY',
        'HOME_PAGE_QUERY',
        'NAVIGATION_QUERY',
        'SERVICE_QUERY',
        'USE_CASE_QUERY',
        'ASSESSMENT_QUESTIONS_QUERY',
        'EMAIL_SETTINGS_QUERY',
      ]),
    );
  });

  it('returns for each query, language and slug exactly what the local dataset returns', async () => {
    let compared = 0;
    for (const [name, query] of siteQueries) {
      const slugs = !query.includes('$slug')
        ? [undefined]
        : [...(query.includes('"service"') ? serviceSlugs : useCaseSlugs), 'no-such-slug'];
      for (const locale of locales) {
        for (const slug of slugs) {
          const params = slug === undefined ? { locale } : { locale, slug };
          const local = await queryLocalDataset(query, params);
          const fromLake = await appClient.fetch(query, params);
          expect(fromLake, `${name} ${JSON.stringify(params)}`).toStrictEqual(local);
          if (slug === 'no-such-slug') expect(fromLake).toBeNull();
          else expect(fromLake, `${name} ${JSON.stringify(params)}`).not.toBeNull();
          compared++;
        }
      }
    }
    expect(lake.queries()).toHaveLength(compared);
    expect(compared).toBeGreaterThanOrEqual(2 * (siteQueries.length + serviceSlugs.length));
  });
});

describe('perspectives', () => {
  const faqQuestion =
    '*[_type == "faqItem" && key == "pricing"]{_id, _originalId, "question": question.en}';

  function draftPricingQuestion() {
    const published = lake.documents.get('faqItem-pricing');
    if (!published) throw new Error('No faqItem-pricing in the seed.');
    lake.documents.put({
      ...published,
      _id: 'drafts.faqItem-pricing',
      question: { ...(published.question as object), en: 'What does it cost? (draft)' },
    });
    return (published.question as { en: string }).en;
  }

  it('published hides a draft, drafts shows it under the published ID, raw returns both', async () => {
    const publishedQuestion = draftPricingQuestion();
    const client = clientFor(lake);
    expect(await client.fetch(faqQuestion, {}, { perspective: 'published' })).toEqual([
      { _id: 'faqItem-pricing', _originalId: null, question: publishedQuestion },
    ]);
    expect(await client.fetch(faqQuestion, {}, { perspective: 'drafts' })).toEqual([
      {
        _id: 'faqItem-pricing',
        _originalId: 'drafts.faqItem-pricing',
        question: 'What does it cost? (draft)',
      },
    ]);
    const raw = await client.fetch<{ _id: string; question: string }[]>(
      faqQuestion,
      {},
      { perspective: 'raw' },
    );
    expect(raw.map(({ _id, question }) => [_id, question]).sort()).toEqual([
      ['drafts.faqItem-pricing', 'What does it cost? (draft)'],
      ['faqItem-pricing', publishedQuestion],
    ]);
  });

  it('shows a draft of a new document in drafts and raw only', async () => {
    lake.documents.put({ _id: 'drafts.faqItem-new', _type: 'faqItem', key: 'new', order: 99 });
    const ids = '*[_type == "faqItem" && key == "new"]._id';
    const client = clientFor(lake);
    expect(await client.fetch(ids, {}, { perspective: 'published' })).toEqual([]);
    expect(await client.fetch(ids, {}, { perspective: 'drafts' })).toEqual(['faqItem-new']);
    expect(await client.fetch(ids, {}, { perspective: 'raw' })).toEqual(['drafts.faqItem-new']);
  });

  it('keeps drafts out of the site, which reads the published perspective', async () => {
    const publishedQuestion = draftPricingQuestion();
    const { FAQ_QUERY } = await import('@/lib/content/queries');
    const faq = await appClient.fetch(FAQ_QUERY, { locale: 'en' });
    expect(faq.find((item) => item.key === 'pricing')?.question).toBe(publishedQuestion);
  });

  it('defaults to published from API version 2025-02-19 and to raw before it', async () => {
    draftPricingQuestion();
    const ids = '*[_type == "faqItem" && key == "pricing"]._id';
    expect(await clientFor(lake, { apiVersion: '2025-02-19' }).fetch(ids)).toEqual([
      'faqItem-pricing',
    ]);
    expect((await clientFor(lake, { apiVersion: '2021-10-21' }).fetch(ids)).sort()).toEqual([
      'drafts.faqItem-pricing',
      'faqItem-pricing',
    ]);
    expect(lake.queries().map((entry) => entry.perspective)).toEqual([undefined, undefined]);
  });

  it('resolves a stack of releases over drafts over published', async () => {
    draftPricingQuestion();
    lake.documents.put({
      _id: 'versions.rSpring.faqItem-pricing',
      _type: 'faqItem',
      key: 'pricing',
      question: { en: 'Spring pricing' },
    });
    const client = clientFor(lake);
    expect(await client.fetch(faqQuestion, {}, { perspective: ['rSpring', 'drafts'] })).toEqual([
      {
        _id: 'faqItem-pricing',
        _originalId: 'versions.rSpring.faqItem-pricing',
        question: 'Spring pricing',
      },
    ]);
    expect(lake.queries()[0]?.perspective).toBe('rSpring,drafts');
    expect(await client.fetch('count(*[_id in path("versions.**")])')).toBe(0);
  });
});

describe('the query API', () => {
  const byId = '*[_id == $id][0]{_id, companyName}';

  it('answers a short query by GET and a long one by POST, alike', async () => {
    const client = clientFor(lake);
    const short = await client.fetch(byId, { id: 'siteSettings' });
    const long = await client.fetch(byId, { id: 'siteSettings', filler: 'x'.repeat(12_000) });
    expect(short).toEqual({ _id: 'siteSettings', companyName: 'Lumen AI Consulting' });
    expect(long).toEqual(short);
    expect(lake.queries().map(({ method, params }) => [method, params?.id])).toEqual([
      ['GET', 'siteSettings'],
      ['POST', 'siteSettings'],
    ]);
  });

  it('answers {query, result, syncTags, ms} as JSON, without the query when asked', async () => {
    const client = clientFor(lake);
    const response = await client.fetch(
      'count(*[_type == $type])',
      { type: 'faqItem' },
      { filterResponse: false },
    );
    expect(response).toEqual({
      query: 'count(*[_type == $type])',
      result: expect.any(Number),
      syncTags: [expect.stringMatching(/^s1:/)],
      ms: expect.any(Number),
    });
    const url = new URL(`${lake.url}/v2025-02-19/data/query/production`);
    url.searchParams.set('query', 'count(*[_type == $type])');
    url.searchParams.set('$type', '"faqItem"');
    url.searchParams.set('returnQuery', 'false');
    const raw = await fetch(url);
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await raw.json()).toEqual({
      result: response.result,
      syncTags: response.syncTags,
      ms: expect.any(Number),
    });
  });

  it('refuses a bad query with the Content Lake’s parse error, which the client frames', async () => {
    const error = await clientFor(lake)
      .fetch('*[_type == "faqItem" &&]')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^GROQ query parse error:/),
      details: {
        type: 'queryParseError',
        query: '*[_type == "faqItem" &&]',
        start: expect.any(Number),
        end: expect.any(Number),
      },
    });
  });

  it('refuses a query whose parameter is not provided, as the Content Lake does', async () => {
    await expect(clientFor(lake).fetch('*[slug.current == $slug][0]')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('param $slug referenced, but not provided'),
      details: { type: 'queryParseError', start: 18, end: 23 },
    });
  });

  it('refuses an unquoted string parameter, another dataset and another project', async () => {
    const url = new URL(`${lake.url}/v2025-02-19/data/query/production`);
    url.searchParams.set('query', '*[_id == $id]');
    url.searchParams.set('$id', 'siteSettings');
    const unquoted = await fetch(url);
    expect(unquoted.status).toBe(400);
    expect(await unquoted.json()).toMatchObject({
      error: { description: expect.stringContaining('Please quote string values') },
    });
    await expect(clientFor(lake, { dataset: 'staging' }).fetch('1')).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('Dataset "staging" not found'),
    });
    await expect(clientFor(lake, { projectId: 'other' }).fetch('1')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('edits at run time', () => {
  it('shows a patch through the emulator’s API in the next fetch', async () => {
    const { SITE_SETTINGS_QUERY } = await import('@/lib/content/queries');
    const before = await appClient.fetch(SITE_SETTINGS_QUERY, { locale: 'fr' });
    const edited = lake.documents.patch('siteSettings', {
      set: { companyName: 'Lumen Conseil', 'seoTitle.fr': 'Titre modifié' },
    });
    expect(edited).toMatchObject({ companyName: 'Lumen Conseil', _rev: expect.any(String) });
    const after = await appClient.fetch(SITE_SETTINGS_QUERY, { locale: 'fr' });
    expect(before?.companyName).toBe('Lumen AI Consulting');
    expect(after).toEqual({ ...before, companyName: 'Lumen Conseil', seoTitle: 'Titre modifié' });
    expect(lake.queries(SITE_SETTINGS_QUERY)).toHaveLength(2);
  });

  it('adds and deletes documents, and resets to the dataset it started with', async () => {
    const { USE_CASES_QUERY } = await import('@/lib/content/queries');
    const slugsNow = async () =>
      (await appClient.fetch(USE_CASES_QUERY, { locale: 'en' })).map((item) => item.slug);
    const seeded = await slugsNow();
    lake.documents.put({
      _id: 'useCase-retail',
      _type: 'useCase',
      order: 0,
      slug: { _type: 'slug', current: 'retail' },
      title: { en: 'Retail' },
    });
    expect(await slugsNow()).toEqual(['retail', ...seeded]);
    expect(lake.documents.delete('useCase-retail')).toBe(true);
    lake.documents.delete(`useCase-${seeded[0]}`);
    expect(await slugsNow()).toEqual(seeded.slice(1));
    lake.documents.reset();
    expect(await slugsNow()).toEqual(seeded);
  });

  it('takes @sanity/client’s mutations: createOrReplace, patch, delete', async () => {
    const client = clientFor(lake);
    await client.createOrReplace({ _id: 'drafts.siteSettings', _type: 'siteSettings' });
    const patched = await client
      .patch('siteSettings')
      .set({ companyName: 'Lumen Labs' })
      .unset(['contactEmail'])
      .commit();
    expect(patched).toMatchObject({ _id: 'siteSettings', companyName: 'Lumen Labs' });
    expect(patched).not.toHaveProperty('contactEmail');
    expect(await client.fetch('*[_id == "siteSettings"][0].companyName')).toBe('Lumen Labs');
    expect(
      await client.fetch('count(*[_type == "siteSettings"])', {}, { perspective: 'raw' }),
    ).toBe(2);
    await client.delete('drafts.siteSettings');
    expect(lake.documents.get('drafts.siteSettings')).toBeUndefined();
    expect(lake.requests.filter((entry) => entry.endpoint === 'mutate')).toHaveLength(3);
  });

  it('refuses a transaction whose mutation fails, and keeps none of it', async () => {
    const client = clientFor(lake);
    const error = await client
      .transaction()
      .patch('faqItem-pricing', (patch) => patch.set({ order: 1000 }))
      .create({ _id: 'siteSettings', _type: 'siteSettings' })
      .commit()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('Document by ID "siteSettings" already exists'),
    });
    expect(lake.documents.get('faqItem-pricing')?.order).not.toBe(1000);
  });
});

describe('a private dataset', () => {
  let privateLake: ContentLake;

  beforeAll(async () => {
    privateLake = await startContentLake({ dataset: seedPath, token: 'viewer-token' });
    privateLake.documents.put({ _id: 'drafts.statistic-x', _type: 'statistic' });
  });

  afterAll(() => privateLake.stop());

  it('shows drafts to the token only, and refuses a wrong one', async () => {
    const drafts = 'count(*[_id in path("drafts.**")])';
    const raw = { perspective: 'raw' } as const;
    expect(await clientFor(privateLake).fetch(drafts, {}, raw)).toBe(0);
    expect(await clientFor(privateLake, { token: 'viewer-token' }).fetch(drafts, {}, raw)).toBe(1);
    await expect(
      clientFor(privateLake, { token: 'wrong' }).fetch(drafts, {}, raw),
    ).rejects.toMatchObject({ statusCode: 401 });
    await expect(clientFor(privateLake).delete('siteSettings')).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('receives the site’s read token', async () => {
    const app = await loadApp({
      ...appSettings(privateLake),
      SANITY_API_READ_TOKEN: 'viewer-token',
    });
    await app.contentLakeClient?.fetch('1');
    expect(privateLake.queries().at(-1)).toMatchObject({ token: 'viewer-token', status: 200 });
  });
});

describe('images', () => {
  const imageQuery = '*[_type == "useCase" && slug.current == "logistics"][0].image.asset->url';

  it('point at /seed-images/ by default, as the local dataset’s do', async () => {
    const url = await appClient.fetch<string>(imageQuery);
    expect(url).toMatch(/^\/seed-images\/[0-9a-f]{40}-\d+x\d+\.jpg$/);
    expect(url).toBe(await queryLocalDataset(imageQuery));
  });

  it('point at Sanity’s CDN, or at the emulator, which serves the files', async () => {
    const cdnLake = await startContentLake({ dataset: seedPath, assetUrls: 'cdn' });
    const servingLake = await startContentLake({ dataset: seedPath, assetUrls: 'emulator' });
    try {
      expect(await clientFor(cdnLake).fetch(imageQuery)).toMatch(
        /^https:\/\/cdn\.sanity\.io\/images\/emulator\/production\/[0-9a-f]{40}-\d+x\d+\.jpg$/,
      );
      const served = await clientFor(servingLake).fetch<string>(imageQuery);
      expect(served.startsWith(`${servingLake.url}/images/emulator/production/`)).toBe(true);
      const response = await fetch(served);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(await readFile('studio/seed/images/logistics.jpg'))).toBe(true);
    } finally {
      await Promise.all([cdnLake.stop(), servingLake.stop()]);
    }
  });

  it('serves the address @sanity/image-url builds from the site’s client', async () => {
    const ref = await appClient.fetch<string>(
      '*[_type == "useCase" && slug.current == "logistics"][0].image.asset._ref',
    );
    const url = createImageUrlBuilder(appClient).image(ref).width(600).height(400).url();
    expect(url.startsWith(`${lake.url}/images/emulator/production/`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('an outage', () => {
  /** A GET over `agent`, resolved with the status and the socket it went over. */
  function get(agent: Agent, url: string) {
    return new Promise<{ status: number; socket: import('node:net').Socket }>((resolve, reject) => {
      const request = httpRequest(url, { agent }, (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, socket: request.socket! }),
        );
      });
      request.once('error', reject);
      request.end();
    });
  }

  function control(target: ContentLake, method: string, path: string, body?: unknown) {
    return fetch(`${target.url}/__emulator/${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
  }

  it('drops every API request unanswered while down, and answers again once up', async () => {
    const client = clientFor(lake, { maxRetries: 0 });
    const query = '*[_id == "siteSettings"][0].companyName';
    expect(await client.fetch(query)).toBe('Lumen AI Consulting');
    lake.setDown(true);
    expect(lake.down).toBe(true);
    // The client hears of its kept-alive connection's end a moment later; then it dials again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const error = await client.fetch(query).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ClientError);
    await expect(fetch(`${lake.url}/images/emulator/production/x.jpg`)).rejects.toThrow();
    await expect(
      client.patch('siteSettings').set({ companyName: 'Down' }).commit(),
    ).rejects.toThrow();
    // The control routes still answer, and the log tells of the dropped requests.
    expect(await (await control(lake, 'GET', 'outage')).json()).toEqual({ down: true });
    const log = (await (await control(lake, 'GET', 'requests')).json()) as {
      requests: ContentLakeRequest[];
    };
    expect(log.requests.map(({ endpoint, status }) => [endpoint, status])).toEqual([
      ['query', 200],
      ['query', 0],
      ['images', 0],
      ['mutate', 0],
    ]);
    expect(log.requests[1]).toMatchObject({ query, projectId: 'emulator' });
    lake.setDown(false);
    expect(await client.fetch(query)).toBe('Lumen AI Consulting');
  });

  it('cuts the connections already open at once, kept-alive ones included', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { status, socket } = await get(
        agent,
        `${lake.url}/images/emulator/production/none.jpg`,
      );
      expect(status).toBe(404);
      expect(socket.destroyed).toBe(false);
      const closed = new Promise((resolve) => socket.once('close', resolve));
      lake.setDown(true);
      await closed;
      expect(socket.destroyed).toBe(true);
    } finally {
      agent.destroy();
      lake.setDown(false);
    }
  });

  it('goes down and up through POST /__emulator/outage, which answers over a kept-alive API connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (down: unknown) =>
      new Promise<{ status: number; body: unknown; socket: import('node:net').Socket }>(
        (resolve, reject) => {
          const request = httpRequest(
            `${lake.url}/__emulator/outage`,
            { agent, method: 'POST', headers: { 'content-type': 'application/json' } },
            (response) => {
              let text = '';
              response.on('data', (chunk) => (text += String(chunk)));
              response.once('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  body: JSON.parse(text),
                  socket: request.socket!,
                }),
              );
            },
          );
          request.once('error', reject);
          request.end(JSON.stringify({ down }));
        },
      );
    try {
      const api = await get(agent, `${lake.url}/v2025-02-19/data/query/production?query=1`);
      expect(api.status).toBe(200);
      const switched = await post(true);
      expect(switched).toMatchObject({ status: 200, body: { down: true } });
      expect(switched.socket).toBe(api.socket);
      expect(lake.down).toBe(true);
      await expect(clientFor(lake, { maxRetries: 0 }).fetch('1')).rejects.toThrow();
      expect(await post('yes')).toMatchObject({ status: 400 });
      expect(await post(false)).toMatchObject({ status: 200, body: { down: false } });
      expect(await clientFor(lake).fetch('1')).toBe(1);
    } finally {
      agent.destroy();
      lake.setDown(false);
    }
  });

  it('ends with a reset, which keeps nothing of the outage', async () => {
    await control(lake, 'POST', 'outage', { down: true });
    expect(lake.down).toBe(true);
    expect((await control(lake, 'POST', 'reset')).status).toBe(200);
    expect(lake.down).toBe(false);
    expect(await clientFor(lake).fetch('1')).toBe(1);
  });
});

describe('the request log over HTTP', () => {
  it('gives the entries from the n-th on with ?since=n, and their total', async () => {
    const client = clientFor(lake);
    await client.fetch('1');
    await client.fetch('2');
    await client.fetch('3');
    const since = await (await fetch(`${lake.url}/__emulator/requests?since=1`)).json();
    expect(since).toEqual({
      requests: [expect.objectContaining({ query: '2' }), expect.objectContaining({ query: '3' })],
      total: 3,
    });
    expect((await fetch(`${lake.url}/__emulator/requests?since=-1`)).status).toBe(400);
  });
});

describe('running', () => {
  it('stops with its kept-alive connections closed, and refuses requests after', async () => {
    const own = await startContentLake({ dataset: [{ _id: 'a', _type: 'thing' }] });
    const client = clientFor(own);
    expect(await client.fetch('*[_type == "thing"]._id')).toEqual(['a']);
    await own.stop();
    await expect(fetch(`${own.url}/`)).rejects.toThrow();
  });

  it('runs on its own with node, for a server under test to read from', async () => {
    const child = spawn(
      process.execPath,
      ['tests/support/content-lake/serve.mjs', '--port', '0', '--project-id', 'standalone'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const lines = createInterface({ input: child.stdout });
      const ready = await new Promise<string>((resolve, reject) => {
        lines.once('line', resolve);
        child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
      });
      const url = /listening on (http:\/\/\S+)/.exec(ready)?.[1];
      expect(url).toBeDefined();
      const standalone = clientFor(
        { ...lake, apiHost: url!, projectId: 'standalone' },
        { apiVersion: '2025-02-19' },
      );
      expect(await standalone.fetch('*[_id == "siteSettings"][0].companyName')).toBe(
        'Lumen AI Consulting',
      );
      const log = await (await fetch(`${url}/__emulator/requests`)).json();
      expect(log.requests).toEqual([expect.objectContaining({ projectId: 'standalone' })]);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
