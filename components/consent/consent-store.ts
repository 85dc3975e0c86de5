'use client';

import { useSyncExternalStore } from 'react';
import { CONSENT_STORAGE_KEY, encodeConsent, readConsent, type Consent } from '@/lib/analytics';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function storedConsent(): Consent | null {
  try {
    return readConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY), Date.now());
  } catch {
    // Storage can be blocked; then nothing is remembered and nothing loads.
    return null;
  }
}

export function saveConsent(consent: Consent) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, encodeConsent(consent, Date.now()));
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
  sessionChoice = consent;
  listeners.forEach((listener) => listener());
}

let sessionChoice: Consent | null = null;

/** The visitor's choice; `undefined` during server rendering, `null` before they choose. */
export function useConsent(): Consent | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => storedConsent() ?? sessionChoice,
    () => undefined,
  );
}
