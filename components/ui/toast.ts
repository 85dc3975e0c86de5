/**
 * Toasts without shipping the toast library with every page: the library and its container load
 * the first time a form is touched or a toast is asked for. Sonner replays toasts created before
 * its container subscribed, and `show` waits for the container to exist so that its live region
 * is in the page before the first message arrives and gets announced.
 */
type ToastOptions = { id?: string | number; description?: string };
type ToastKind = 'success' | 'error';

const listeners = new Set<() => void>();
let requested = false;
let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

/** Starts loading the toast container; call it as soon as a toast becomes likely. */
export function prepareToasts() {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

export function subscribeToToastRequests(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function toastsRequested() {
  return requested;
}

/** Called by the container once its live region is in the page. */
export function toastContainerMounted() {
  resolveMounted();
}

function show(kind: ToastKind, title: string, options?: ToastOptions) {
  prepareToasts();
  void Promise.all([import('sonner'), mounted]).then(([{ toast: sonner }]) => {
    sonner[kind](title, options);
  });
}

/** Removes a toast before its time, such as an error that a later success has made untrue. */
function dismiss(id: string | number) {
  // Only a container that was asked for can show the toast; the same wait as `show` keeps order.
  if (!requested) return;
  void Promise.all([import('sonner'), mounted]).then(([{ toast: sonner }]) => {
    sonner.dismiss(id);
  });
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  dismiss,
};
