import 'server-only';
import '@/lib/zod';
import * as z from 'zod/mini';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { assistantPath } from '@/lib/routes';
import { isCrossSite, readBody } from '@/lib/request-body';
import type { PageVote } from '@/lib/database/assistant-gaps';

/** The most pages an answer cites (retrieval.ts), and so the most one vote is on. */
const MAX_PAGES = 4;

/** A vote is a language, a thumb and the pages one answer cited: a few hundred bytes. */
const MAX_FEEDBACK_BYTES = 4 * 1024;

/** Why a vote was not counted; the panel says each in the visitor's language. */
type FeedbackRefusal = 'cross-site' | 'unsupported' | 'too-large' | 'invalid' | 'too-many';

const statuses: Record<FeedbackRefusal, number> = {
  'cross-site': 403,
  unsupported: 415,
  'too-large': 413,
  invalid: 400,
  'too-many': 429,
};

// A path of the site, as the pages' passages are addressed: no host, no scheme, no way back up.
const SITE_PATH = /^\/[a-z]{2}(?:\/[\w-]+)*(?:#[\w-]+)?$/u;

const bodySchema = z.object({
  locale: z.enum(locales as [Locale, ...Locale[]]),
  vote: z.enum(['up', 'down']),
  pages: z
    .array(z.string().check(z.maxLength(300), z.regex(SITE_PATH)))
    .check(z.minLength(1), z.maxLength(MAX_PAGES)),
});

export type FeedbackDependencies = {
  /** Whether this visitor's network may vote once more now; counts it if so. */
  mayVote(): boolean;
  /** The addresses of the pages the assistant may cite in a language; throws when unreadable. */
  pages(locale: Locale): Promise<ReadonlySet<string>>;
  /** Counts one vote on one page; false when it could not be counted. Never throws. */
  vote(vote: PageVote): Promise<boolean>;
};

/** How the vote came: the panel's script reads JSON, the page without JavaScript follows a link. */
type Reply = 'json' | 'page';

function refusal(error: FeedbackRefusal, reply: Reply, locale: Locale | undefined): Response {
  if (reply === 'page') return thanks(locale, 'failed');
  return Response.json(
    { error },
    { status: statuses[error], headers: { 'cache-control': 'no-store' } },
  );
}

/** The page without JavaScript again, saying whether the vote counted; 303 so it is a GET. */
function thanks(locale: Locale | undefined, voted: 'counted' | 'failed'): Response {
  const page = localizedPath(locale ?? defaultLocale, assistantPath);
  return new Response(null, {
    status: 303,
    headers: { location: `${page}?voted=${voted}`, 'cache-control': 'no-store' },
  });
}

async function bodyOf(request: Request, reply: Reply): Promise<unknown> {
  const raw = await readBody(request, MAX_FEEDBACK_BYTES);
  if (raw === null) return undefined;
  if (reply === 'json') {
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const form = new URLSearchParams(raw);
  return { locale: form.get('locale'), vote: form.get('vote'), pages: form.getAll('page') };
}

/**
 * Counts a visitor's thumbs up or down on the pages one answer cited (POST
 * /api/assistant/feedback), from the panel (JSON) or the page without JavaScript (a form, which
 * is sent back to that page). Only a page the assistant may cite in the vote's language is
 * counted, so that nobody can write another address into the counts; cross-site posts and a
 * network past its allowance are refused before the request is read. A vote is a count per page
 * and day: nothing of the visitor is kept.
 */
export async function answerFeedbackRequest(
  request: Request,
  dependencies: FeedbackDependencies,
): Promise<Response> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim();
  const reply: Reply = type === 'application/x-www-form-urlencoded' ? 'page' : 'json';
  if (isCrossSite(request)) return refusal('cross-site', reply, undefined);
  if (reply === 'json' && type !== 'application/json')
    return refusal('unsupported', reply, undefined);
  if (!dependencies.mayVote()) return refusal('too-many', reply, undefined);
  const body = await bodyOf(request, reply);
  if (body === undefined) return refusal('too-large', reply, undefined);
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return refusal('invalid', reply, undefined);
  const { locale, vote, pages } = parsed.data;
  let citable: ReadonlySet<string>;
  try {
    citable = await dependencies.pages(locale);
  } catch (error) {
    console.error('[assistant] the published pages could not be read', error);
    return reply === 'page'
      ? thanks(locale, 'failed')
      : Response.json({ counted: false }, { headers: { 'cache-control': 'no-store' } });
  }
  const voted = [...new Set(pages)];
  if (!voted.every((page) => citable.has(page))) return refusal('invalid', reply, locale);
  const counted = await Promise.all(voted.map((page) => dependencies.vote({ locale, page, vote })));
  const ok = counted.every(Boolean);
  return reply === 'page'
    ? thanks(locale, ok ? 'counted' : 'failed')
    : Response.json({ counted: ok }, { headers: { 'cache-control': 'no-store' } });
}
