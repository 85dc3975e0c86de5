import 'server-only';
import '@/lib/zod';
import { createUIMessageStreamResponse, type LanguageModel } from 'ai';
import * as z from 'zod/mini';
import { locales, type Locale } from '@/lib/i18n/locales';
import type { Gap } from '@/lib/database/assistant-gaps';
import type { AssistantReservation } from '@/lib/database/types';
import { isCrossSite, readBody } from '@/lib/request-body';
import { withoutOrders } from './addressed';
import {
  answerStream,
  inputTokensOf,
  MAX_INPUT_TOKENS,
  MAX_OUTPUT_TOKENS,
  type ModelTimeouts,
} from './answer';
import type { Passage } from './corpus';
import { retrieveWithMeaning, type MeaningSearch } from './meaning/meaning-search';
import { gapOf, gapReasonOf } from './gaps';
import { MAX_MESSAGES, MAX_QUESTION_LENGTH, QUESTIONS_KEPT } from './protocol';
import { QUESTION_ALLOWANCE } from './rate-limit';
import { redact } from './redact';

/** What one request may weigh: a dozen messages with their citations, and no more. */
export const MAX_REQUEST_BYTES = 64 * 1024;

/** Why a request got no answer; the panel says each in the visitor's language. */
type AssistantRefusal =
  'cross-site' | 'unsupported' | 'too-large' | 'invalid' | 'too-many' | 'unavailable';

const statuses: Record<AssistantRefusal, number> = {
  'cross-site': 403,
  unsupported: 415,
  'too-large': 413,
  invalid: 400,
  'too-many': 429,
  unavailable: 503,
};

/** What a visitor over the limit waits, at most, for their next question (rate-limit.ts). */
const RETRY_AFTER_SECONDS = String(Math.ceil(QUESTION_ALLOWANCE.everyMs / 1000));

function refusal(error: AssistantRefusal): Response {
  return Response.json(
    { error },
    {
      status: statuses[error],
      headers: {
        'cache-control': 'no-store',
        ...(error === 'too-many' ? { 'retry-after': RETRY_AFTER_SECONDS } : {}),
      },
    },
  );
}

// Only the visitor's own words are read from a message: the parts a client says the assistant
// wrote are ignored, since anyone can write them.
const bodySchema = z.object({
  locale: z.enum(locales as [Locale, ...Locale[]]),
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant', 'system']),
        parts: z
          .array(z.object({ type: z.string(), text: z.optional(z.string()) }))
          .check(z.maxLength(40)),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_MESSAGES)),
});

type Body = z.infer<typeof bodySchema>;

function textOf(message: Body['messages'][number]): string {
  return message.parts
    .flatMap((part) => (part.type === 'text' && part.text ? [part.text] : []))
    .join(' ')
    .trim()
    .slice(0, MAX_QUESTION_LENGTH);
}

/** The visitor's last questions, oldest first, the one to answer last; null when there is none. */
function questionsOf(body: Body): string[] | null {
  const last = body.messages.at(-1);
  if (last?.role !== 'user' || !textOf(last)) return null;
  return body.messages
    .filter((message) => message.role === 'user')
    .map(textOf)
    .filter(Boolean)
    .slice(-QUESTIONS_KEPT)
    .map(redact);
}

export type AssistantDependencies = {
  /** Whether this visitor's network may ask one more question now; counts it if so. */
  mayAsk(): boolean;
  /** The published passages in a language; throws when the content cannot be read. */
  passages(locale: Locale): Promise<Passage[]>;
  /** The model that writes answers, or null for none. */
  model: LanguageModel | null;
  /** Reserves one model answer of `tokens` for this visitor; never throws. */
  reserve(tokens: number): Promise<AssistantReservation>;
  /** Records what a granted answer used, once it has ended; never throws. */
  settle(reservation: string, usedTokens: number): Promise<void>;
  /**
   * Counts, once the answer is sent, the gap `find` finds in a question the pages did not
   * answer well; never delays or fails the answer.
   */
  recordGap(find: () => Gap | null): void;
  timeouts?: ModelTimeouts;
  /** The search by the questions' meaning, where an embeddings model is set; never throws. */
  meaning?: MeaningSearch | null;
};

/**
 * Answers one question to the assistant (POST /api/assistant). A visitor's network past its
 * allowance is refused before the request is read (429); the question is redacted before anything
 * else reads it; the pages are searched; a question they do not answer with confidence is
 * declined, or offered the pages that may help, without asking a model; otherwise a model writes the answer if one is set and the caps allow,
 * and the passages are the answer if not. A model's answer is reserved at what it may cost and
 * settled at what it used. Nothing of the conversation is stored or logged; a question the pages
 * could not answer is counted once the answer is sent, redacted and without the visitor (gaps.ts).
 */
export async function answerAssistantRequest(
  request: Request,
  dependencies: AssistantDependencies,
): Promise<Response> {
  if (isCrossSite(request)) return refusal('cross-site');
  if (request.headers.get('content-type')?.split(';')[0]?.trim() !== 'application/json') {
    return refusal('unsupported');
  }
  // Before anything is read or searched: what a network over its allowance asks costs nothing.
  if (!dependencies.mayAsk()) return refusal('too-many');
  const raw = await readBody(request, MAX_REQUEST_BYTES);
  if (raw === null) return refusal('too-large');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return refusal('invalid');
  }
  const parsed = bodySchema.safeParse(json);
  const questions = parsed.success ? questionsOf(parsed.data) : null;
  if (!parsed.success || !questions) return refusal('invalid');
  const { locale } = parsed.data;

  let passages: Passage[];
  try {
    passages = await dependencies.passages(locale);
  } catch (error) {
    console.error('[assistant] the published pages could not be read', error);
    return refusal('unavailable');
  }
  const question = questions.at(-1)!;
  const retrieval = await retrieveWithMeaning(
    passages,
    locale,
    question,
    dependencies.meaning ?? null,
    request.signal,
  );
  if (gapReasonOf(retrieval)) {
    dependencies.recordGap(() => gapOf(passages, locale, question, retrieval));
  }
  // Every question a model reads is screened as the one it answers: an earlier one is no way in.
  const screened = questions.map(withoutOrders).filter(Boolean);
  const { model } = dependencies;
  const inputTokens = inputTokensOf(locale, screened, retrieval.citations);
  // Only 'granted' lets the model write: a spent cap, caps the database cannot tell, or more to
  // send than one answer may, mean the passages.
  const reservation =
    model !== null && retrieval.mode === 'passages' && inputTokens <= MAX_INPUT_TOKENS
      ? await dependencies.reserve(inputTokens + MAX_OUTPUT_TOKENS)
      : null;
  const granted = reservation?.answer === 'granted' ? reservation : null;
  const stream = answerStream({
    locale,
    questions: screened,
    retrieval,
    model: granted ? model : null,
    signal: request.signal,
    timeouts: dependencies.timeouts,
    settle: granted ? (used) => dependencies.settle(granted.id, used) : undefined,
  });
  return createUIMessageStreamResponse({ stream, headers: { 'cache-control': 'no-store' } });
}
