import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { evaluate, GroqSyntaxError, parse, type ExprNode } from 'groq-js';
import {
  DocumentStore,
  MutationError,
  parsePerspective,
  type Mutation,
  type Perspective,
  type StoredDocument,
} from './documents';
import { importDataset, type ImportedImage } from './import';

export type { DocumentPatch, Mutation, StoredDocument } from './documents';

/**
 * A local stand-in for the Content Lake's HTTP API, for tests that read content the way the site
 * does in production: through `@sanity/client` with `apiHost` set to its `url` and
 * `useProjectHostname: false` (the site's SANITY_API_HOST). It serves
 *
 * - `GET /v{apiVersion}/data/query/{dataset}?query=…&$param=<JSON>&perspective=…` and a `POST` of
 *   `{query, params}` to the same path, as `client.fetch` sends them, evaluated with groq-js and
 *   answered `{query, result, syncTags, ms}` (`query` left out for `returnQuery=false`);
 * - `POST /v{apiVersion}/data/mutate/{dataset}` with the by-ID mutations (create, createOrReplace,
 *   createIfNotExists, delete, patch with set/setIfMissing/unset/inc/dec), as `client.create`,
 *   `client.createOrReplace`, `client.patch(id)…commit()` and `client.delete(id)` send them;
 * - `GET /images/{projectId}/{dataset}/{file}`: the imported images, as Sanity's CDN would;
 * - `/__emulator/requests` (GET the log, `?since=<n>` for the entries from the n-th on; DELETE to
 *   clear it), `POST /__emulator/reset` (the dataset as imported, an empty log, no outage) and
 *   `/__emulator/outage` (GET the state; POST `{"down": true|false}`, see `setDown`), for tests
 *   that run the emulator in another process (`serve.mjs`); `GET /` tells it is up.
 *
 * Errors have the Content Lake's shapes, so the client throws what it throws in production.
 */
export type ContentLakeOptions = {
  /** The documents as stored, or the path of an NDJSON export to import as `sanity dataset import` does. */
  dataset: StoredDocument[] | string;
  /** Default `emulator`. A request naming another one in X-Sanity-Project-ID gets a 404. */
  projectId?: string;
  /** Default `production`. */
  datasetName?: string;
  /**
   * Where imported images' asset documents point: `seed-images` (default) `/seed-images/<file>`,
   * as the site's local dataset does; `cdn` Sanity's CDN, as a real import does; `emulator` the
   * emulator's own `/images/…`, which serves the files.
   */
  assetUrls?: 'seed-images' | 'cdn' | 'emulator';
  /**
   * Makes the dataset private to this token, as a read token does: requests without it see no
   * document whose ID is in a path (drafts, versions), and may not mutate; a wrong one gets a 401.
   * Unset, every request sees and may change everything.
   */
  token?: string;
  /** Default 0, a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
};

export type ContentLakeRequest = {
  method: string;
  /** The path without the query string. */
  path: string;
  endpoint: 'query' | 'mutate' | 'images' | 'other';
  apiVersion?: string;
  /** The GROQ query and its parameters, for a query. */
  query?: string;
  params?: Record<string, unknown>;
  /** The perspective as sent; undefined when the request names none. */
  perspective?: string;
  tag?: string;
  /** The X-Sanity-Project-ID header, which the client sends when `useProjectHostname` is false. */
  projectId?: string;
  /** The bearer token sent, if any. */
  token?: string;
  /** The status answered; 0 when the emulator was down and dropped the connection instead. */
  status: number;
  /** When the request arrived, in milliseconds since the epoch. */
  at: number;
};

/** The documents of the emulated dataset, changed at run time; queries see a change at once. */
export type ContentLakeDocuments = Pick<
  DocumentStore,
  'all' | 'get' | 'put' | 'patch' | 'delete' | 'mutate' | 'reset'
>;

export type ContentLake = {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** What `createClient` takes as `apiHost` (with `useProjectHostname: false`): the same as `url`. */
  apiHost: string;
  projectId: string;
  datasetName: string;
  documents: ContentLakeDocuments;
  /** Every API request so far, oldest first: the emulator's own /__emulator routes are left out. */
  readonly requests: readonly ContentLakeRequest[];
  /** The query requests so far, optionally only those whose GROQ contains `text`. */
  queries(text?: string): ContentLakeRequest[];
  clearRequests(): void;
  /** True while an outage is on: see `setDown`. */
  readonly down: boolean;
  /**
   * Plays a dead server, or ends the outage: while down, every request but the emulator's own
   * control routes (`/__emulator/…`) has its connection destroyed, unanswered, as a crashed or
   * unreachable Content Lake would; going down also destroys the connections already open (a
   * client's kept-alive ones), so none of them answers either. Such requests are logged with
   * status 0. The documents and the log are kept.
   */
  setDown(down: boolean): void;
  /** Stops listening and closes every connection, kept-alive ones included. */
  stop(): Promise<void>;
};

const API_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/(query|mutate)\/([^/]+)$/;
const IMAGE_PATH = /^\/images\/([^/]+)\/([^/]+)\/([^/]+)$/;

/** Starts the emulator on a loopback port; stop it with `stop()`. */
export async function startContentLake(options: ContentLakeOptions): Promise<ContentLake> {
  const projectId = options.projectId ?? 'emulator';
  const datasetName = options.datasetName ?? 'production';
  const requests: ContentLakeRequest[] = [];
  let store = new DocumentStore([]);
  let images = new Map<string, ImportedImage>();
  let down = false;
  /** Connections that carried a request other than a control route's: an outage destroys them. */
  const apiConnections = new Set<Socket>();

  /** `spared`: the connection of the control request that switched the outage on, which is answered. */
  function setDown(value: boolean, spared?: Socket): void {
    down = value;
    if (!down) return;
    for (const socket of apiConnections) {
      if (socket === spared) continue;
      socket.destroy();
      apiConnections.delete(socket);
    }
  }

  const server = createServer((request, response) => {
    const entry: ContentLakeRequest = {
      method: request.method ?? 'GET',
      path: (request.url ?? '/').split('?')[0] ?? '/',
      endpoint: 'other',
      status: 0,
      at: Date.now(),
    };
    const control = entry.path.startsWith('/__emulator/');
    const own = entry.path === '/' || control;
    if (!control) {
      if (down) {
        // A dead server: no status, no body, the connection cut. The log tells what was asked.
        entry.endpoint = endpointOf(entry.path);
        describeRequest(request, entry);
        if (!own) requests.push(entry);
        request.socket.destroy();
        return;
      }
      const socket = request.socket;
      if (!apiConnections.has(socket)) {
        apiConnections.add(socket);
        socket.once('close', () => apiConnections.delete(socket));
      }
    }
    response.on('finish', () => {
      entry.status = response.statusCode;
      if (!own) requests.push(entry);
    });
    handle(request, response, entry).catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else
        answer(response, 500, {
          statusCode: 500,
          error: 'Internal Server Error',
          message: error instanceof Error ? error.message : String(error),
        });
    });
  });

  async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    entry: ContentLakeRequest,
  ): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://emulator.invalid');
    if (entry.path === '/' && request.method === 'GET')
      return answer(response, 200, {
        emulator: 'content-lake',
        projectId,
        dataset: datasetName,
        documents: store.all().length,
      });
    if (entry.path.startsWith('/__emulator/')) return control(request, response, entry.path);

    const image = IMAGE_PATH.exec(entry.path);
    if (image && request.method === 'GET') {
      entry.endpoint = 'images';
      const found = image[1] === projectId && image[2] === datasetName && images.get(image[3]!);
      if (!found) return notFound(response, 'Image not found');
      const bytes = await readFile(found.file);
      response.writeHead(200, {
        'content-type': found.mimeType,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      response.end(bytes);
      return;
    }

    const api = API_PATH.exec(entry.path);
    if (!api) return notFound(response, `No route for ${request.method} ${entry.path}`);
    const [, apiVersion = '1', endpoint, dataset] = api;
    entry.endpoint = endpoint === 'query' ? 'query' : 'mutate';
    entry.apiVersion = apiVersion;
    describeRequest(request, entry);

    if (entry.projectId !== undefined && entry.projectId !== projectId)
      return notFound(response, `Project ID "${entry.projectId}" not found`);
    if (decodeURIComponent(dataset!) !== datasetName)
      return notFound(
        response,
        `Dataset "${decodeURIComponent(dataset!)}" not found for project ID "${projectId}"`,
      );
    if (options.token !== undefined && entry.token !== undefined && entry.token !== options.token)
      return answer(response, 401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Session not found',
      });
    const authorized = options.token === undefined || entry.token === options.token;

    if (entry.endpoint === 'mutate') {
      if (request.method !== 'POST') return methodNotAllowed(response);
      if (!authorized)
        return answer(response, 403, {
          error: {
            type: 'mutationError',
            description: 'Insufficient permissions; permission "update" required',
            items: [],
          },
        });
      return mutate(request, response, url);
    }
    if (request.method !== 'GET' && request.method !== 'POST') return methodNotAllowed(response);
    return query(request, response, url, entry, apiVersion, authorized);
  }

  async function query(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    entry: ContentLakeRequest,
    apiVersion: string,
    authorized: boolean,
  ): Promise<void> {
    let groq: unknown;
    let params: Record<string, unknown> = {};
    if (request.method === 'POST') {
      const body = await readJson(request);
      if (!isRecord(body)) return badRequest(response, 'Request body must be a JSON object');
      groq = body.query;
      if (body.params !== undefined) {
        if (!isRecord(body.params)) return badRequest(response, 'params must be an object');
        params = body.params;
      }
    } else {
      groq = url.searchParams.get('query') ?? undefined;
      for (const [key, value] of url.searchParams) {
        if (!key.startsWith('$')) continue;
        try {
          params[key.slice(1)] = JSON.parse(value);
        } catch {
          return badRequest(
            response,
            `Unable to parse value of "${key}=${value}". Please quote string values.`,
          );
        }
      }
    }
    if (typeof groq !== 'string' || groq.trim() === '')
      return badRequest(response, 'The query parameter "query" is required');
    entry.query = groq;
    entry.params = params;
    entry.perspective = url.searchParams.get('perspective') ?? undefined;

    let perspective: Perspective;
    try {
      perspective = parsePerspective(url.searchParams.get('perspective'), apiVersion);
    } catch (error) {
      return badRequest(response, (error as Error).message);
    }

    const started = performance.now();
    let tree: ExprNode;
    try {
      tree = parse(groq, { params });
    } catch (error) {
      return answer(response, 400, { error: parseError(groq, error) });
    }
    const missing = [...referencedParameters(tree)].find((name) => !(name in params));
    if (missing !== undefined) {
      const start = Math.max(groq.indexOf(`$${missing}`), 0);
      return answer(response, 400, {
        error: {
          description: `param $${missing} referenced, but not provided`,
          end: start + missing.length + 1,
          query: groq,
          start,
          type: 'queryParseError',
        },
      });
    }
    const value = await evaluate(tree, {
      dataset: store.view(perspective, authorized),
      params,
      sanity: { projectId, dataset: datasetName },
    });
    const result: unknown = await value.get();
    const returnQuery = url.searchParams.get('returnQuery') !== 'false';
    answer(response, 200, {
      ...(returnQuery ? { query: groq } : {}),
      result,
      syncTags: [`s1:${store.generation.toString(36).padStart(6, '0')}`],
      ms: Math.round(performance.now() - started),
    });
  }

  async function mutate(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    const body = await readJson(request);
    if (!isRecord(body) || !Array.isArray(body.mutations))
      return badRequest(response, 'Request body must be {"mutations": [...]}');
    let results;
    try {
      results = store.mutate(body.mutations as Mutation[]);
    } catch (error) {
      if (!(error instanceof MutationError) && !(error instanceof SyntaxError)) throw error;
      const description = error.message;
      return answer(response, 409, {
        error: {
          type: 'mutationError',
          description: `The mutation(s) failed: ${description}`,
          items: [
            {
              error: {
                type: error instanceof MutationError ? error.type : 'invalidPath',
                description,
                id: error instanceof MutationError ? error.id : undefined,
              },
              index: 0,
            },
          ],
        },
      });
    }
    const returnDocuments = url.searchParams.get('returnDocuments') === 'true';
    answer(response, 200, {
      transactionId: typeof body.transactionId === 'string' ? body.transactionId : randomUUID(),
      results: results.map(({ id, operation, document }) =>
        returnDocuments && document ? { id, operation, document } : { id, operation },
      ),
    });
  }

  async function control(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<void> {
    if (path === '/__emulator/requests' && request.method === 'GET') {
      const since = Number(
        new URL(request.url ?? '/', 'http://emulator.invalid').searchParams.get('since') ?? 0,
      );
      if (!Number.isInteger(since) || since < 0)
        return badRequest(response, 'since must be a whole number of entries');
      return answer(response, 200, { requests: requests.slice(since), total: requests.length });
    }
    if (path === '/__emulator/outage' && request.method === 'GET')
      return answer(response, 200, { down });
    if (path === '/__emulator/outage' && request.method === 'POST') {
      const body = await readJson(request);
      if (!isRecord(body) || typeof body.down !== 'boolean')
        return badRequest(response, 'Request body must be {"down": true} or {"down": false}');
      setDown(body.down, request.socket);
      return answer(response, 200, { down });
    }
    if (path === '/__emulator/requests' && request.method === 'DELETE') {
      requests.length = 0;
      return answer(response, 200, { cleared: true });
    }
    if (path === '/__emulator/reset' && request.method === 'POST') {
      store.reset();
      requests.length = 0;
      setDown(false);
      return answer(response, 200, { reset: true });
    }
    return notFound(response, `No route for ${request.method} ${path}`);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  const stop = () =>
    new Promise<void>((resolve, reject) => {
      if (!server.listening) return resolve();
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });

  try {
    if (typeof options.dataset === 'string') {
      const assetBase = {
        'seed-images': '/seed-images/',
        cdn: `https://cdn.sanity.io/images/${projectId}/${datasetName}/`,
        emulator: `${url}/images/${projectId}/${datasetName}/`,
      }[options.assetUrls ?? 'seed-images'];
      const imported = await importDataset(options.dataset, (name) => `${assetBase}${name}`);
      store = new DocumentStore(imported.documents);
      images = new Map(imported.images.map((image) => [image.name, image]));
    } else {
      store = new DocumentStore(options.dataset);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const documents: ContentLakeDocuments = {
    all: () => store.all(),
    get: (id) => store.get(id),
    put: (document) => store.put(document),
    patch: (id, patch) => store.patch(id, patch),
    delete: (id) => store.delete(id),
    mutate: (mutations) => store.mutate(mutations),
    reset: () => store.reset(),
  };

  return {
    url,
    apiHost: url,
    projectId,
    datasetName,
    documents,
    requests,
    queries: (text) =>
      requests.filter(
        (entry) =>
          entry.endpoint === 'query' && (text === undefined || entry.query?.includes(text)),
      ),
    clearRequests: () => {
      requests.length = 0;
    },
    get down() {
      return down;
    },
    setDown,
    stop,
  };
}

/** The request's tag, project, token and, for a GET query, its GROQ and perspective. */
function describeRequest(request: IncomingMessage, entry: ContentLakeRequest): void {
  const url = new URL(request.url ?? '/', 'http://emulator.invalid');
  entry.tag = url.searchParams.get('tag') ?? undefined;
  const projectHeader = request.headers['x-sanity-project-id'];
  entry.projectId = typeof projectHeader === 'string' ? projectHeader : undefined;
  entry.token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (entry.endpoint === 'query' && request.method === 'GET') {
    entry.query = url.searchParams.get('query') ?? undefined;
    entry.perspective = url.searchParams.get('perspective') ?? undefined;
  }
}

/** What a request's path asks for, before it is handled. */
function endpointOf(path: string): ContentLakeRequest['endpoint'] {
  const api = API_PATH.exec(path);
  if (api) return api[2] === 'query' ? 'query' : 'mutate';
  return IMAGE_PATH.test(path) ? 'images' : 'other';
}

/** The names of the `$parameters` a parsed query still refers to: those the request did not provide. */
function referencedParameters(node: unknown, names = new Set<string>(), seen = new Set()) {
  if (typeof node !== 'object' || node === null || seen.has(node)) return names;
  seen.add(node);
  const record = node as Record<string, unknown>;
  if (record.type === 'Parameter' && typeof record.name === 'string') names.add(record.name);
  for (const child of Object.values(record)) referencedParameters(child, names, seen);
  return names;
}

/** The Content Lake's `queryParseError`, which the client turns into a framed "GROQ query parse error". */
function parseError(query: string, error: unknown) {
  if (error instanceof GroqSyntaxError) {
    const description = error.message.replace(
      /^Syntax error in GROQ query at position \d+:?\s*/,
      '',
    );
    return {
      description: description || 'syntax error',
      end: Math.min(error.position + 1, query.length),
      query,
      start: error.position,
      type: 'queryParseError',
    };
  }
  // groq-js's other compile errors (an unknown function, say) carry no position.
  return {
    description: error instanceof Error ? error.message : String(error),
    end: query.length,
    query,
    start: 0,
    type: 'queryParseError',
  };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function badRequest(response: ServerResponse, description: string): void {
  answer(response, 400, { error: { description, type: 'httpBadRequest' } });
}

function notFound(response: ServerResponse, message: string): void {
  answer(response, 404, { statusCode: 404, error: 'Not Found', message });
}

function methodNotAllowed(response: ServerResponse): void {
  answer(response, 405, {
    statusCode: 405,
    error: 'Method Not Allowed',
    message: 'Method not allowed',
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
