'use client';

import { useDeferredValue, useSyncExternalStore } from 'react';
import { readSession } from '@/lib/session/storage';

// sessionStorage belongs to this tab alone and only this tab's code writes it, so there is
// nothing to listen to: the value is read on each render.
function subscribe() {
  return () => {};
}

/**
 * A sessionStorage value: `undefined` while rendering on the server and hydrating, then the
 * stored string or null. Pages that depend on it stay static and fill in on the client.
 */
export function useSessionValue(key: string): string | null | undefined {
  // The value is read in the render React defers until hydration is done, which it can split and
  // interrupt. Read as soon as hydration ends, a value other than the server's would make React
  // render the whole wizard or report at once, in one task that blocks the page.
  const hydrated = useDeferredValue(true, false);
  return useSyncExternalStore(
    subscribe,
    () => (hydrated ? readSession(key) : undefined),
    () => undefined,
  );
}
