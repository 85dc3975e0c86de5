import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test as base } from '@playwright/test';
import {
  CONSENT_STORAGE_KEY,
  consentVersion,
  encodeConsent,
  type Consent,
} from '../../lib/analytics';
import { locales } from '../../lib/i18n/locales';
import { localized } from './seed';
import { E2E_CLIENT_HEADER } from './server';

export { expect } from '@playwright/test';

type Options = {
  /** The analytics choice the visitor made on an earlier visit; null for a first visit. */
  consent: 'granted' | 'denied' | null;
};

/** The consent banner's version, as the site computes it from the seed's words in every language. */
const bannerVersion = consentVersion(
  locales.map((locale) => {
    const { consent } = JSON.parse(readFileSync(`lib/i18n/messages/${locale}.json`, 'utf8')) as {
      consent: { accept: string; reject: string };
    };
    return {
      title: localized('siteSettings', 'consent.title')[locale],
      description: localized('siteSettings', 'consent.description')[locale],
      accept: consent.accept,
      reject: consent.reject,
    };
  }),
);

/** What the browser keeps of a choice made now under the current banner. */
export async function storedConsent(choice: Consent, at = Date.now()): Promise<string> {
  return encodeConsent(choice, at, await bannerVersion);
}

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
      await context.addInitScript(
        ([key, value]) => {
          if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
        },
        [CONSENT_STORAGE_KEY, await storedConsent(consent)] as const,
      );
    }
    await use(context);
  },
});
