'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastsRequested } from './toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** The toast container, loaded only once a page asks for toasts (see `prepareToasts`). */
export function Toaster({ label }: { label: string }) {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster label={label} />
    </Suspense>
  );
}
