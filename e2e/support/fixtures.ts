import { randomUUID } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Every test speaks from its own client address, so the per-client rate limit of the lead forms
 * counts each test apart, as it would count different visitors.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-real-ip': `e2e-${randomUUID()}` });
  },
});
