/**
 * Stops calling a provider that failed, for `openMs`: a provider that is down or slow would
 * otherwise cost every visitor's question the whole wait before the word search answers it.
 */
export type Circuit = {
  /** Whether the provider may be called now. */
  closed(): boolean;
  /** Records a failure: the provider is left alone for `openMs` from now. */
  trip(): void;
};

export function circuitOf(openMs: number, now: () => number = Date.now): Circuit {
  let openUntil = -Infinity;
  return {
    closed: () => now() >= openUntil,
    trip: () => {
      openUntil = now() + openMs;
    },
  };
}
