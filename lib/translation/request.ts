import 'server-only';
import '@/lib/zod';
import type { SanityClientLike } from '@sanity/preview-url-secret';
import { apiVersion, SECRET_TTL, tag } from '@sanity/preview-url-secret/constants';
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
  TRANSLATION_DRAFT_SECRET_SOURCE,
  type TranslationDraftAvailability,
  type TranslationDraftRefusal,
} from './protocol';

/** The most one request may weigh: the longest English as rich text, with its keys and marks. */
const MAX_REQUEST_BYTES = 128 * 1024;

/**
 * What one network may ask of the provider: thirty drafts at once, then one every twenty
 * seconds, so at most sixty in the first ten minutes and thirty in each ten after. A translator
 * drafts a field, reads it, then the next; the cap keeps a stranger's flood from costing anything.
 */
const DRAFT_ALLOWANCE = { burst: 30, everyMs: 20_000, networks: 10_000 };

/**
 * What one Studio session may ask, whatever network it comes from: a leaked secret, used from
 * many networks at once, spends this and no more.
 */
const SESSION_ALLOWANCE = { burst: 30, everyMs: 20_000, networks: 1_000 };

const globalForDrafts = globalThis as unknown as {
  draftLimiter?: QuestionLimiter;
  sessionLimiter?: QuestionLimiter;
};

/** Whether the network of the request carrying `headers` may ask one more draft now; counts it. */
export function mayDraft(headers: Headers): boolean {
  globalForDrafts.draftLimiter ??= createQuestionLimiter(DRAFT_ALLOWANCE);
  return globalForDrafts.draftLimiter.take(rateLimitClient(headers, env.TRUSTED_PROXY_HEADER));
}

/** Whether the Studio session that stored this secret may ask one more draft now; counts it. */
function sessionMayDraft(secret: string): boolean {
  globalForDrafts.sessionLimiter ??= createQuestionLimiter(SESSION_ALLOWANCE);
  return globalForDrafts.sessionLimiter.take(secret);
}

// The library's secrets are URL-safe base64; anything else is refused before a query is spent.
const SECRET_PATTERN = /^[\w-]{20,200}$/;

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

// The secrets the Studio stores for drafts, in the hour they live: @sanity/preview-url-secret's own
// query (fetchSecretQuery) narrowed to this use. The Presentation tool's secrets travel in
// addresses and may end up in logs; they open previews, never the provider.
const DRAFT_SECRET_QUERY = `*[_type == "sanity.previewUrlSecret" && secret == $secret && source == $source && dateTime(_updatedAt) > dateTime(now()) - ${SECRET_TTL}][0]{ secret }`;

/**
 * Whether a signed-in editor's Studio stored this secret for a draft within the hour. A shared
 * preview link's secret is another type, and refused: whoever holds such a link may see drafts,
 * but is no editor, and should not spend the provider's budget.
 */
async function isStudioSecret(client: SanityClientLike, secret: string): Promise<boolean> {
  // Secrets are drafts, unseen in the published perspective; the CDN may not have one yet.
  const stored = await client
    .withConfig({ apiVersion, perspective: 'raw', useCdn: false, resultSourceMap: false })
    .fetch<{ secret?: unknown } | null>(
      DRAFT_SECRET_QUERY,
      { secret, source: TRANSLATION_DRAFT_SECRET_SOURCE },
      { tag },
    );
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
    if (secret && SECRET_PATTERN.test(secret)) {
      signedIn = await isStudioSecret(secretClient, secret);
    }
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

  if (!sessionMayDraft(secret!)) {
    return refusal(429, 'Too many drafts in this session: wait a few minutes and try again.', {
      'retry-after': String(Math.ceil(SESSION_ALLOWANCE.everyMs / 1000)),
    });
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
 * What a failure was, in one line of the log: a provider's message may carry the request it
 * failed on and line breaks that would forge log lines, so only its first words, quoted.
 */
function errorName(error: unknown): string {
  return error instanceof Error
    ? JSON.stringify(`${error.name}: ${error.message.slice(0, 120)}`)
    : '';
}
