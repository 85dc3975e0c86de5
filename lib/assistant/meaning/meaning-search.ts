import { createHash } from 'node:crypto';
import { APICallError, embed, embedMany } from 'ai';
import type { Locale } from '@/lib/i18n/locales';
import { withoutOrders } from '../addressed';
import type { Passage } from '../corpus';
import type { EmbeddingSettings } from '../provider';
import { redact } from '../redact';
import { retrieve, type Retrieval } from '../retrieval';
import { circuitOf } from './circuit';
import { meaningRanking, type MeaningRanking } from './fusion';

/**
 * How long a visitor's question may wait for its own embedding before the word search answers it
 * alone: a provider's embeddings come back in 0.1 to 0.5 s when it is well.
 */
const QUESTION_TIMEOUT_MS = 1500;

/** How long a provider that failed is left alone before it is called again. */
export const CIRCUIT_OPEN_MS = 60_000;

/** Passages sent in one call: well under any provider's limit, and a few calls for a whole site. */
export const EMBEDDING_BATCH = 32;

/** How long one batch of passages may take before the job gives up and the circuit opens. */
const BATCH_TIMEOUT_MS = 30_000;

/**
 * The search by meaning of one embeddings model. Each passage is embedded once, kept in memory
 * by the fingerprint of what is embedded (the model, the language, the title and the text), so
 * that a publication re-embeds only the passages whose words changed. A corpus with passages not
 * yet embedded starts one job for them, and no second while it runs; a question arriving
 * meanwhile, or while the provider fails, is answered by the words alone, never kept waiting.
 */
export type MeaningSearch = {
  /**
   * The pages by how close they are to the question's meaning, or null when that cannot be told
   * now: passages still to embed, a provider that failed a minute ago, fails now or is slow. The
   * question is redacted, and its sentences addressed to the assistant left out, before it is
   * sent.
   */
  rank(
    passages: readonly Passage[],
    locale: Locale,
    question: string,
    signal?: AbortSignal,
  ): Promise<MeaningRanking | null>;
  /** Embeds the passages not embedded yet and waits for it: whether all of them now are. */
  prepare(passages: readonly Passage[], locale: Locale): Promise<boolean>;
};

export type MeaningOptions = EmbeddingSettings & {
  questionTimeoutMs?: number;
  now?: () => number;
};

type Entry = { key: string; text: string };

/**
 * What of a question is embedded: the question redacted, as the chat model reads it, without its
 * sentences addressed to the assistant. Empty when nothing is left to send.
 */
export function embeddedQuestion(question: string): string {
  return withoutOrders(redact(question)).trim();
}

/** What a passage's embedding stands for: its page's and section's title, then its words. */
function embeddedText({ title, text }: Passage): string {
  return title ? `${title}\n${text}` : text;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** A provider's error carries the texts it was sent: only its kind and status are logged. */
function logFailure(what: string, error: unknown): void {
  const status = APICallError.isInstance(error) ? ` ${error.statusCode ?? ''}` : '';
  console.error(`[assistant] ${what}: ${(error as Error)?.name ?? 'error'}${status}`);
}

/**
 * `run` given `ms` at most, and ended with the visitor's request: a provider that does not stop
 * when told to is left behind all the same.
 */
async function within<T>(
  ms: number,
  signal: AbortSignal | undefined,
  run: (signal: AbortSignal) => PromiseLike<T>,
): Promise<T> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new Error('timeout')), ms);
  const onAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const stopped = new Promise<never>((_, reject) => {
    stop.signal.addEventListener('abort', () => reject(stop.signal.reason), { once: true });
  });
  try {
    if (signal?.aborted) throw signal.reason;
    return await Promise.race([run(stop.signal), stopped]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export function createMeaningSearch({
  model,
  modelId,
  questionTimeoutMs = QUESTION_TIMEOUT_MS,
  now = Date.now,
}: MeaningOptions): MeaningSearch {
  const vectors = new Map<string, { locale: Locale; vector: number[] }>();
  const jobs = new Map<string, { locale: Locale; job: Promise<void> }>();
  const circuit = circuitOf(CIRCUIT_OPEN_MS, now);

  const entriesOf = (passages: readonly Passage[], locale: Locale): Entry[] =>
    passages.map((passage) => {
      const text = embeddedText(passage);
      return { key: hash(`${modelId}\u0000${locale}\u0000${text}`), text };
    });

  /** The vectors of `entries`, in their order, or null when one is missing. */
  const vectorsOf = (entries: readonly Entry[]): number[][] | null => {
    const found: number[][] = [];
    for (const { key } of entries) {
      const vector = vectors.get(key)?.vector;
      if (!vector) return null;
      found.push(vector);
    }
    return found;
  };

  async function embedMissing(entries: readonly Entry[], locale: Locale): Promise<void> {
    const missing = [
      ...new Map(entries.filter(({ key }) => !vectors.has(key)).map((e) => [e.key, e])).values(),
    ];
    for (let start = 0; start < missing.length; start += EMBEDDING_BATCH) {
      const batch = missing.slice(start, start + EMBEDDING_BATCH);
      const { embeddings } = await within(BATCH_TIMEOUT_MS, undefined, (abortSignal) =>
        embedMany({
          model,
          values: batch.map(({ text }) => text),
          maxRetries: 0,
          maxParallelCalls: 1,
          abortSignal,
          telemetry: { isEnabled: false },
        }),
      );
      batch.forEach(({ key }, index) => {
        const vector = embeddings[index];
        if (vector) vectors.set(key, { locale, vector });
      });
    }
    // What an earlier publication had and this one has not is embedded for nothing now; unless
    // another job of the language runs, for a corpus read before or after this one.
    if ([...jobs.values()].filter((running) => running.locale === locale).length > 1) return;
    const current = new Set(entries.map(({ key }) => key));
    for (const [key, entry] of vectors) {
      if (entry.locale === locale && !current.has(key)) vectors.delete(key);
    }
  }

  /** The job that embeds what `entries` miss, started unless it runs already. */
  function embedding(entries: readonly Entry[], locale: Locale): Promise<void> {
    const fingerprint = hash(entries.map(({ key }) => key).join('\n'));
    const running = jobs.get(fingerprint);
    if (running) return running.job;
    const job = embedMissing(entries, locale)
      .catch((error: unknown) => {
        circuit.trip();
        logFailure('the embeddings of the pages failed', error);
      })
      .finally(() => jobs.delete(fingerprint));
    jobs.set(fingerprint, { locale, job });
    return job;
  }

  return {
    async rank(passages, locale, question, signal) {
      const text = embeddedQuestion(question);
      if (!text || !circuit.closed()) return null;
      const entries = entriesOf(passages, locale);
      const embedded = vectorsOf(entries);
      if (!embedded) {
        void embedding(entries, locale);
        return null;
      }
      try {
        const { embedding: vector } = await within(questionTimeoutMs, signal, (abortSignal) =>
          embed({
            model,
            value: text,
            maxRetries: 0,
            abortSignal,
            telemetry: { isEnabled: false },
          }),
        );
        return meaningRanking(passages, embedded, vector);
      } catch (error) {
        // A visitor who left is no sign of a failing provider.
        if (signal?.aborted) return null;
        circuit.trip();
        logFailure('the embedding of a question failed', error);
        return null;
      }
    },
    async prepare(passages, locale) {
      const entries = entriesOf(passages, locale);
      if (vectorsOf(entries)) return true;
      if (!circuit.closed()) return false;
      await embedding(entries, locale);
      return vectorsOf(entries) !== null;
    },
  };
}

/**
 * What the pages answer to `question`, by its words and, where `meaning` can tell it, by its
 * meaning too (fusion.ts); without `meaning`, or when it cannot tell, exactly what the words
 * answer (retrieval.ts).
 */
export async function retrieveWithMeaning(
  passages: readonly Passage[],
  locale: Locale,
  question: string,
  meaning: MeaningSearch | null,
  signal?: AbortSignal,
): Promise<Retrieval> {
  const ranking = meaning ? await meaning.rank(passages, locale, question, signal) : null;
  return retrieve(passages, locale, question, ranking);
}
