import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';

// A language model for the assistant's tests: the AI SDK's mock, writing what a test gives it.

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** A model that writes `pieces`, one chunk each, and finishes. */
export function modelWriting(...pieces: string[]): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: 'text-start' as const, id: 't' },
          ...pieces.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
          { type: 'text-end' as const, id: 't' },
          {
            type: 'finish' as const,
            finishReason: { unified: 'stop' as const, raw: undefined },
            usage,
          },
        ],
      }),
    }),
  });
}
