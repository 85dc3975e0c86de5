'use client';

import { useDeferredValue, useSyncExternalStore } from 'react';
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from './reduced-motion';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(REDUCED_MOTION_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for less motion; undefined while unknown: on the server, while
 * hydrating and in a component's first render. Nothing should move while it is unknown.
 *
 * The preference is read in the render React defers right after, which it may split and
 * interrupt: a value that changed during hydration would otherwise make React re-render the
 * component synchronously, inside the page's longest task.
 */
export function useReducedMotion(): boolean | undefined {
  const known = useDeferredValue(true, false);
  return useSyncExternalStore(
    subscribe,
    () => (known ? prefersReducedMotion() : undefined),
    () => undefined,
  );
}
