import { randomUUID } from 'node:crypto';
import { test as base } from '@playwright/test';
import { E2E_CLIENT_HEADER } from './server';

export { expect } from '@playwright/test';

type Options = {
  /** The analytics choice the visitor made on an earlier visit; null for a first visit. */
  consent: 'granted' | 'denied' | null;
};

export const test = base.extend<Options>({
  consent: ['denied', { option: true }],
  /**
   * Every test speaks from its own client address, so the per-client rate limit of the lead forms
   * counts each test apart, as it would count different visitors. The server trusts this header
   * only because playwright.config.ts tells it a proxy sets it (TRUSTED_PROXY_HEADER).
   */
  extraHTTPHeaders: async ({}, use) => {
    await use({ [E2E_CLIENT_HEADER]: `e2e-${randomUUID()}` });
  },
  // Most tests play a returning visitor, so the consent banner does not cover the page.
  context: async ({ context, consent }, use) => {
    if (consent) {
      await context.addInitScript((choice) => {
        if (!window.localStorage.getItem('analytics-consent')) {
          window.localStorage.setItem(
            'analytics-consent',
            JSON.stringify({ choice, at: Date.now() }),
          );
        }
      }, consent);
    }
    await use(context);
  },
});
