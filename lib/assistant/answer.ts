import 'server-only';
import {
  APICallError,
  createUIMessageStream,
  streamText,
  type LanguageModel,
  type UIMessageChunk,
} from 'ai';
import type { Locale } from '@/lib/i18n/locales';
import { instructionsFor, promptFor, SECRET_MARK } from './instructions';
import type { AnswerMode, AssistantDataParts, AssistantMessage } from './protocol';
import { passagesText, type Retrieval } from './retrieval';
import { withoutContacts } from './redact';
import { estimatedTokens } from './tokens';

/** The most tokens a model may write for one answer: about 250 words, far more than it needs. */
export const MAX_OUTPUT_TOKENS = 350;

/**
 * The most tokens a model may be sent for one answer, as estimatedTokens counts them: the
 * instructions, four passages and three questions of the panel's length in the Latin alphabet
 * come to 1,900 at most, one question about 900. A request past it, with questions in a denser
 * script, is answered with the passages and never sent.
 */
export const MAX_INPUT_TOKENS = 2500;

/** What a model would be sent to answer `questions` from `citations`, counted before it is. */
export function inputTokensOf(
  locale: Locale,
  questions: readonly string[],
  citations: Retrieval['citations'],
): number {
  return (
    estimatedTokens(instructionsFor(locale)) +
    estimatedTokens(promptFor(locale, questions, citations))
  );
}

/** How long the model has to start writing, then between two pieces, then in all (ms). */
export type ModelTimeouts = { firstChunkMs: number; chunkMs: number; totalMs: number };

const MODEL_TIMEOUTS: ModelTimeouts = { firstChunkMs: 4000, chunkMs: 4000, totalMs: 20_000 };

export type AnswerRequest = {
  locale: Locale;
  /** The visitor's questions, oldest first, the one to answer last; already redacted. */
  questions: readonly string[];
  /** What the pages say to the last question. */
  retrieval: Retrieval;
  /** The model to write the answer, or null to answer with the passages. */
  model: LanguageModel | null;
  /** Ends the model's work when the visitor leaves. */
  signal?: AbortSignal;
  timeouts?: ModelTimeouts;
  /**
   * Told what the model used once its answer has ended, however it ended: the provider's count,
   * or, when the provider gave none, what was sent and what it wrote, as estimatedTokens counts.
   */
  settle?(usedTokens: number): Promise<void>;
};

type Writer = {
  write(chunk: UIMessageChunk<AssistantMessage['metadata'], AssistantDataParts>): void;
};

const TEXT_ID = 'answer';

function writeText(writer: Writer, id: string, text: string): void {
  writer.write({ type: 'text-start', id });
  writer.write({ type: 'text-delta', id, delta: text });
  writer.write({ type: 'text-end', id });
}

/**
 * What a model wrote, made safe to show: links are the server's alone (a model talked into
 * writing an address, a domain, an e-mail address or a telephone number would send the visitor
 * elsewhere), and a citation number is one the answer has. Applied to whole words only, and never
 * to the start of a number, so that the stream never cuts an address or a telephone number in two.
 */
function cleaned(text: string, citationCount: number): string {
  return withoutContacts(text)
    .replace(/\[(\d+)\]/gu, (marker, number: string) =>
      Number(number) >= 1 && Number(number) <= citationCount ? marker : '',
    )
    .replace(/[*_`#>]+/gu, (marks) => (marks === '>' ? marks : ''));
}

// Digits and what separates a telephone number's groups, to the end of the text.
const NUMBER_SO_FAR = /(?:\+|00)?\p{Nd}[\p{Nd} .\-()/]*$/u;

/**
 * Where the text that has come can be shown to: its last whole word, less a number at its end,
 * which the next words may make a telephone number (06 12 34…). -1 when nothing can be shown yet.
 */
function shownUpTo(pending: string): number {
  const end = Math.max(pending.lastIndexOf(' '), pending.lastIndexOf('\n'));
  if (end <= 0) return end;
  const number = NUMBER_SO_FAR.exec(pending.slice(0, end + 1));
  return number ? number.index - 1 : end;
}

/** How a model's answer ended, and the tokens it used. */
type ModelOutcome = { ending: 'model' | 'fallback' | 'cut'; usedTokens: number };

/**
 * Streams the model's answer as it comes, a word at a time, and tells how it ended: 'model' when
 * it finished, 'fallback' when nothing was shown before it failed, timed out, or began to repeat
 * its instructions, and 'cut' when it failed after some of it was shown.
 */
async function streamModel(
  writer: Writer,
  request: AnswerRequest,
  model: LanguageModel,
): Promise<ModelOutcome> {
  const { locale, questions, retrieval, signal, timeouts = MODEL_TIMEOUTS } = request;
  const stop = new AbortController();
  const result = streamText({
    model,
    instructions: instructionsFor(locale),
    messages: [{ role: 'user', content: promptFor(locale, questions, retrieval.citations) }],
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    temperature: 0.2,
    maxRetries: 0,
    timeout: timeouts,
    abortSignal: signal ? AbortSignal.any([signal, stop.signal]) : stop.signal,
    // A provider's error carries the request it failed on, the visitor's question with it: only
    // its kind and status are logged.
    onError: ({ error }) => {
      const status = APICallError.isInstance(error) ? ` ${error.statusCode ?? ''}` : '';
      console.error(
        `[assistant] the provider failed: ${(error as Error)?.name ?? 'error'}${status}`,
      );
    },
  });
  let written = '';
  let pending = '';
  let shown = false;
  const show = (text: string) => {
    const safe = cleaned(text, retrieval.citations.length);
    if (!safe) return;
    if (!shown) writer.write({ type: 'text-start', id: TEXT_ID });
    shown = true;
    writer.write({ type: 'text-delta', id: TEXT_ID, delta: safe });
  };
  try {
    for await (const part of result.stream) {
      if (part.type === 'error' || part.type === 'abort') break;
      if (part.type !== 'text-delta') continue;
      written += part.text;
      // The instructions begin with a mark no answer has reason to write: a model repeating them
      // is stopped before more than the mark's length could reach the visitor.
      if (written.includes(SECRET_MARK)) {
        stop.abort();
        break;
      }
      pending += part.text;
      const end = shownUpTo(pending);
      // Held back: the last word, in case it is an address still coming, and the mark's length.
      if (end > 0 && written.length > SECRET_MARK.length) {
        show(pending.slice(0, end + 1));
        pending = pending.slice(end + 1);
      }
    }
  } catch {
    // A provider's error or the timeout: the visitor gets the passages instead.
  }
  const [finishReason, usage] = await Promise.all([
    Promise.resolve(result.finishReason).catch(() => 'error'),
    Promise.resolve(result.totalUsage).catch(() => undefined),
  ]);
  const finished = !written.includes(SECRET_MARK) && finishReason === 'stop';
  if (finished) show(pending);
  if (shown) writer.write({ type: 'text-end', id: TEXT_ID });
  const reported =
    usage?.inputTokens === undefined && usage?.outputTokens === undefined
      ? undefined
      : (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0);
  const usedTokens =
    reported ?? inputTokensOf(locale, questions, retrieval.citations) + estimatedTokens(written);
  const ending = finished && shown ? 'model' : shown ? 'cut' : 'fallback';
  return { ending, usedTokens };
}

/**
 * The answer to a visitor's question, in the UI message protocol: the cited pages, the hand-off,
 * then the text, and how it was written. With a model, the model writes the text from the cited
 * passages; without one, or when it fails, is slow to start, or strays, the passages are the text.
 * A question no passage answers with confidence gets the pages that may help and the hand-off, no
 * text and no model; a declined one, the hand-off alone. Never an error: every path ends in an
 * answer.
 */
export function answerStream(request: AnswerRequest): ReadableStream<UIMessageChunk> {
  const { retrieval, model } = request;
  return createUIMessageStream<AssistantMessage>({
    execute: async ({ writer }) => {
      writer.write({ type: 'start' });
      for (const citation of retrieval.citations) {
        writer.write({
          type: 'source-url',
          sourceId: citation.id,
          url: citation.url,
          title: citation.title,
        });
      }
      if (retrieval.related.length > 0) {
        const pages = retrieval.related.map(({ url, title, excerpt }) => ({ url, title, excerpt }));
        writer.write({ type: 'data-related', data: { pages } });
      }
      writer.write({ type: 'data-handoff', data: { offers: retrieval.offers } });
      let mode: AnswerMode = retrieval.mode;
      let usedTokens: number | undefined;
      if (retrieval.mode === 'passages') {
        const modelOutcome = model ? await streamModel(writer, request, model) : undefined;
        const outcome = modelOutcome?.ending ?? 'fallback';
        usedTokens = modelOutcome?.usedTokens;
        // After a cut, the passages follow what the model had written, as a text of their own;
        // the answer stays labelled as a model's, since part of it is.
        if (outcome !== 'fallback') mode = 'model';
        if (outcome !== 'model') {
          writeText(
            writer,
            outcome === 'cut' ? 'passages' : TEXT_ID,
            passagesText(retrieval.citations),
          );
        }
      }
      writer.write({ type: 'finish', messageMetadata: { mode } });
      // After the visitor has the whole answer: the tokens reserved and not used go back to the
      // day's budget.
      if (usedTokens !== undefined) await request.settle?.(usedTokens);
    },
    // Nothing of a provider's error text reaches the visitor.
    onError: () => 'The answer could not be completed.',
  }) as ReadableStream<UIMessageChunk>;
}
