import { randomBytes } from 'node:crypto';
import { createClient } from '@sanity/client';
import { expect, type APIRequestContext } from '@playwright/test';
import { signWebhook } from '../../../tests/content/sign-webhook';
import type { ContentLakeRequest, StoredDocument } from '../../../tests/support/content-lake';
import type { Locale } from '../../../lib/i18n/locales';
import { fieldOf } from '../../support/seed';
import { API_VERSION, DATASET, LAKE_URL, PROJECT_ID, READ_TOKEN, WEBHOOK_SECRET } from './settings';

export type { ContentLakeRequest, StoredDocument };

/**
 * A Studio's client of the emulated Content Lake: it publishes (mutates) and reads every document,
 * drafts included (the raw perspective).
 */
export const lake = createClient({
  projectId: PROJECT_ID,
  dataset: DATASET,
  apiVersion: API_VERSION,
  apiHost: LAKE_URL,
  useProjectHostname: false,
  useCdn: false,
  token: READ_TOKEN,
  perspective: 'raw',
});

/** A few random letters, to make an edited text unlike any other. */
export function token(): string {
  return randomBytes(4).toString('hex');
}

/** A document as the Content Lake stores it now. */
export async function getDocument(id: string): Promise<StoredDocument> {
  const document = await lake.fetch<StoredDocument | null>('*[_id == $id][0]', { id });
  if (!document) throw new Error(`The emulated Content Lake has no document ${id}.`);
  return document;
}

/** The published document of a type (the singletons: siteSettings, contactPage…). */
export async function getSingleton(type: string): Promise<StoredDocument> {
  const document = await lake.fetch<StoredDocument | null>(
    '*[_type == $type && !(_id in path("drafts.**")) && !(_id in path("versions.**"))][0]',
    { type },
  );
  if (!document) throw new Error(`The emulated Content Lake has no ${type} document.`);
  return document;
}

/** A field by its dotted path (`help.general.title.fr`). */
export const fieldAt = (document: StoredDocument, path: string): unknown => fieldOf(document, path);

/** A localized text of a document, in one language; it must be there. */
export function textAt(document: StoredDocument, path: string, locale: Locale): string {
  const value = fieldAt(document, `${path}.${locale}`);
  if (typeof value !== 'string' || !value.trim())
    throw new Error(`${document._id}.${path}.${locale} is not a text.`);
  return value;
}

/** The emulator's request log from entry `since` on, and how many entries it has in all. */
export async function requestLog(
  since = 0,
): Promise<{ requests: ContentLakeRequest[]; total: number }> {
  const response = await fetch(`${LAKE_URL}/__emulator/requests?since=${since}`);
  expect(response.status, 'the emulator’s request log').toBe(200);
  return (await response.json()) as { requests: ContentLakeRequest[]; total: number };
}

/** Where the log stands now: pass it to `requestLog` for what comes after. */
export async function logMark(): Promise<number> {
  return (await requestLog(Number.MAX_SAFE_INTEGER)).total;
}

/** The query requests since `mark` that were answered. */
export async function queriesSince(mark: number): Promise<ContentLakeRequest[]> {
  const { requests } = await requestLog(mark);
  return requests.filter((entry) => entry.endpoint === 'query' && entry.status === 200);
}

/** Plays a dead Content Lake (every API connection cut), or ends the outage. */
export async function setOutage(down: boolean): Promise<void> {
  const response = await fetch(`${LAKE_URL}/__emulator/outage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ down }),
  });
  expect(await response.json()).toEqual({ down });
}

/**
 * Sanity's webhook for a published change, signed as Sanity signs it; the server answers once it
 * has marked the type's cached reads stale, about 3 s later (it leaves the Content Lake time to
 * settle).
 */
export async function sendWebhook(
  request: APIRequestContext,
  document: { _type: string; _id: string },
): Promise<void> {
  const body = JSON.stringify({ _type: document._type, _id: document._id });
  const response = await request.post('/api/revalidate', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': signWebhook(body, WEBHOOK_SECRET),
    },
  });
  expect(response.status(), `webhook for ${document._type}`).toBe(200);
  expect(await response.json()).toEqual({ revalidated: [document._type] });
}

/** Publishes a change: sets fields of the published document, by dotted paths. */
export async function publish(id: string, fields: Record<string, unknown>): Promise<void> {
  await lake.patch(id).set(fields).commit();
}

/**
 * Re-renders a page now, so that its time budget starts over: a signed webhook for `type`
 * (whose reads the page makes), then visits until the emulator's log shows the new render's
 * queries and the server answers from its refreshed cache. Resolves with the time of the render's
 * last query: no regeneration by age can come before that plus the time budget.
 */
export async function touch(
  request: APIRequestContext,
  path: string,
  document: { _type: string; _id: string },
): Promise<number> {
  const mark = await logMark();
  await sendWebhook(request, document);
  let rendered: ContentLakeRequest[] = [];
  await expect(async () => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    rendered = await queriesSince(mark);
    expect(rendered.length, `queries of a new render of ${path}`).toBeGreaterThan(0);
    expect(response.headers()['x-nextjs-cache'], `${path} from a refreshed cache`).toBe('HIT');
  }).toPass({ timeout: 20_000, intervals: [200, 300, 500] });
  return Math.max(...rendered.map((entry) => entry.at));
}
