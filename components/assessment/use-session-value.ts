'use client';

import { useSyncExternalStore } from 'react';
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
  return useSyncExternalStore(
    subscribe,
    () => readSession(key),
    () => undefined,
  );
}
