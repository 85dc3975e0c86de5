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

function storedConsent(version: string): Consent | null {
  try {
    return readConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY), Date.now(), version);
  } catch {
    // Storage can be blocked; then nothing is remembered and nothing loads.
    return null;
  }
}

/** Remembers the visitor's choice, with the version of the banner they answered. */
export function saveConsent(consent: Consent, version: string) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, encodeConsent(consent, Date.now(), version));
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
  sessionChoice = consent;
  listeners.forEach((listener) => listener());
}

let sessionChoice: Consent | null = null;

/**
 * The visitor's choice under the banner of `version`; `undefined` during server rendering, `null`
 * before they choose.
 */
export function useConsent(version: string): Consent | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => storedConsent(version) ?? sessionChoice,
    () => undefined,
  );
}
