import 'server-only';
import '@/lib/zod';
import type { SanityClientLike } from '@sanity/preview-url-secret';
import { apiVersion, fetchSecretQuery, tag } from '@sanity/preview-url-secret/constants';
import type { LanguageModel } from 'ai';
import * as z from 'zod/mini';
import { createQuestionLimiter, type QuestionLimiter } from '@/lib/assistant/rate-limit';
import { env } from '@/lib/env';
import { isCrossSite, readBody } from '@/lib/request-body';
import { rateLimitClient } from '@/lib/visitor-keys';
import { DraftTranslationError, draftTranslation, englishLength } from './draft';
import { translatedLocales, type Locale } from '@/lib/i18n/locales';
import {
  MAX_DRAFT_ENGLISH_LENGTH,
  type TranslationDraftAvailability,
  type TranslationDraftRefusal,
} from './protocol';

/** The most one request may weigh: the longest English as rich text, with its keys and marks. */
const MAX_REQUEST_BYTES = 128 * 1024;

/**
 * What one network may ask of the provider: thirty drafts at once, then one every twenty
 * seconds, thirty in ten minutes. A translator drafts a field, reads it, then the next; the cap
 * keeps a leaked secret from spending the provider's budget.
 */
const DRAFT_ALLOWANCE = { burst: 30, everyMs: 20_000, networks: 10_000 };

const globalForDrafts = globalThis as unknown as { draftLimiter?: QuestionLimiter };

/** Whether the network of the request carrying `headers` may ask one more draft now; counts it. */
export function mayDraft(headers: Headers): boolean {
  globalForDrafts.draftLimiter ??= createQuestionLimiter(DRAFT_ALLOWANCE);
  return globalForDrafts.draftLimiter.take(rateLimitClient(headers, env.TRUSTED_PROXY_HEADER));
}

export type TranslationDraftDependencies = {
  /** The provider's model, or null when none is set. */
  model: LanguageModel | null;
  /** A client that reads the Studio's preview secrets with a token, or null without a Content Lake. */
  secretClient: SanityClientLike | null;
  /** Whether this client may ask one more draft now; counts it if so. */
  mayDraft(): boolean;
};

const NO_STORE = { 'cache-control': 'no-store' };

function isAvailable({ model, secretClient }: TranslationDraftDependencies): boolean {
  return model !== null && Boolean(secretClient?.config().token);
}

/** GET /api/studio/translation-draft: whether the Studio shows "Draft from English". */
export function translationDraftAvailability(dependencies: TranslationDraftDependencies): Response {
  const body: TranslationDraftAvailability = { available: isAvailable(dependencies) };
  return Response.json(body, { headers: NO_STORE });
}

function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  const body: TranslationDraftRefusal = { message };
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

// A name the Studio gives a style or a list: it is written back into the French blocks.
const styleName = z.string().check(z.regex(/^[A-Za-z][\w-]{0,39}$/));

// Only the text of the English is read; keys, marks and annotations are checked for size and
// otherwise ignored, since the French blocks get fresh keys and no marks.
const sourceBlock = z.object({
  _type: z.literal('block'),
  _key: z.optional(z.string().check(z.maxLength(100))),
  style: z.optional(styleName),
  listItem: z.optional(styleName),
  level: z.optional(z.int().check(z.minimum(1), z.maximum(10))),
  markDefs: z.optional(z.array(z.unknown()).check(z.maxLength(100))),
  children: z
    .array(
      z.object({
        _type: z.string().check(z.maxLength(100)),
        _key: z.optional(z.string().check(z.maxLength(100))),
        text: z.optional(z.string()),
        marks: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20))),
      }),
    )
    .check(z.maxLength(500)),
});

const bodySchema = z.object({
  // Missing is refused as a wrong secret is (401), once the rest is known to be valid.
  secret: z.optional(z.string().check(z.maxLength(200))),
  locale: z.enum(translatedLocales as [Locale, ...Locale[]]),
  english: z.union([z.string(), z.array(sourceBlock).check(z.minLength(1), z.maxLength(500))]),
});

/**
 * Whether a signed-in editor's Studio stored this secret within the hour: the query and the hour
 * are @sanity/preview-url-secret's, as draft mode checks them. Unlike validatePreviewUrl, the
 * secret of a shared preview link is refused: whoever holds such a link may see drafts, but is no
 * editor, and should not spend the provider's budget.
 */
async function isStudioSecret(client: SanityClientLike, secret: string): Promise<boolean> {
  // Secrets are drafts, unseen in the published perspective; the CDN may not have one yet.
  const stored = await client
    .withConfig({ apiVersion, perspective: 'raw', useCdn: false, resultSourceMap: false })
    .fetch<{ secret?: unknown } | null>(fetchSecretQuery, { secret }, { tag });
  return typeof stored?.secret === 'string' && stored.secret === secret;
}

/**
 * Drafts a translation for the Studio (POST /api/studio/translation-draft). Only the Studio's own
 * page may ask, with a preview secret it has just stored in the Content Lake, which only a
 * signed-in editor can do; each network is held to DRAFT_ALLOWANCE before anything is read. The
 * English is not stored or logged.
 */
export async function answerTranslationDraftRequest(
  request: Request,
  dependencies: TranslationDraftDependencies,
): Promise<Response> {
  const { model, secretClient } = dependencies;
  if (!isAvailable(dependencies) || model === null || secretClient === null) {
    return refusal(404, 'Drafts from English need an assistant provider and a Sanity project.');
  }
  if (isCrossSite(request)) {
    return refusal(403, 'Drafts are asked from this site’s own Studio only.');
  }
  if (request.headers.get('content-type')?.split(';')[0]?.trim() !== 'application/json') {
    return refusal(415, 'Send the request as JSON.');
  }
  // Before the body or the secret is read: a flood costs nothing.
  if (!dependencies.mayDraft()) {
    return refusal(429, 'Too many drafts from this network: wait a few minutes and try again.', {
      'retry-after': String(Math.ceil(DRAFT_ALLOWANCE.everyMs / 1000)),
    });
  }
  const raw = await readBody(request, MAX_REQUEST_BYTES);
  if (raw === null) return refusal(413, 'The request is too large to draft.');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return refusal(400, 'The request is not valid JSON.');
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) {
    return refusal(
      400,
      `The request needs a language (${translatedLocales.join(', ')}) and the English as text or blocks.`,
    );
  }
  const { secret, locale, english } = parsed.data;
  const length = englishLength(english);
  if (length === 0) return refusal(400, 'The English is empty: there is nothing to translate.');
  if (length > MAX_DRAFT_ENGLISH_LENGTH) {
    return refusal(
      413,
      `The English is ${length} characters long; a draft takes at most ${MAX_DRAFT_ENGLISH_LENGTH}. Translate this field by hand or in parts.`,
    );
  }

  let signedIn = false;
  try {
    if (secret?.trim()) signedIn = await isStudioSecret(secretClient, secret);
  } catch (error) {
    console.error('[translation-draft] the preview secret could not be checked', errorName(error));
    return refusal(503, 'The Content Lake could not confirm your session: try again shortly.');
  }
  if (!signedIn) {
    return refusal(
      401,
      'Your Studio session could not be confirmed: reload the Studio and try again.',
    );
  }

  try {
    const draft = await draftTranslation({ model, english, locale, signal: request.signal });
    return Response.json(draft, { headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof DraftTranslationError)) throw error;
    console.error('[translation-draft]', error.message, errorName(error.cause));
    return error.reason === 'unusable-answer'
      ? refusal(502, 'The provider’s answer could not be used as a draft: try again.')
      : refusal(502, 'The translation provider did not answer: try again, or translate by hand.');
  }
}

/**
 * What a failure was, without its details: a provider's error carries the request it failed on,
 * and a client's error the token.
 */
function errorName(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : '';
}
