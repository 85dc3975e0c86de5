import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_CLIENT_HEADER,
  E2E_CONTENT_DATASET,
  E2E_DATA_DIR,
  E2E_LEADS_DIR,
  E2E_LEADS_FAULT_FILE,
  E2E_MAIL_DIR,
  E2E_PORT as port,
  E2E_REVALIDATE_SECRET,
  E2E_SEED_DATASET,
} from './e2e/support/server';
import { E2E_PRODUCTION_SETTINGS } from './e2e/support/production-settings';
const baseURL = `http://127.0.0.1:${port}`;

// Offline machines cannot download Playwright's browser; Debian's Chromium works as well.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A slow, shared CI machine: allow a server action or a first render more than the default 5 s.
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // The Content Lake suite runs against a server of its own: playwright.content-lake.config.ts.
      testIgnore: [/faults\.spec\.ts/, /[\\/]content-lake[\\/]/],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: systemChromium, args: chromiumArgs },
      },
    },
    {
      // Simulated outages affect the whole server, so they run alone, after everything else.
      name: 'faults',
      testMatch: /faults\.spec\.ts/,
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: systemChromium, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // The build prerendered from the seed; the server starts from an identical copy that the
    // revalidation test may edit.
    command: [
      `rm -rf ${E2E_DATA_DIR}`,
      `mkdir -p ${E2E_DATA_DIR}`,
      `cp ${E2E_SEED_DATASET} ${E2E_CONTENT_DATASET}`,
      `npx next start --port ${port} --hostname 127.0.0.1`,
    ].join(' && '),
    env: {
      // A production server stores leads in the embedded database only when told to.
      LEADS_STORE: 'embedded',
      LEADS_DATA_DIR: E2E_LEADS_DIR,
      // E-mail is written to a folder the tests read; production must be told that too.
      MAIL_DELIVERY: 'folder',
      MAIL_OUTBOX_DIR: E2E_MAIL_DIR,
      LEADS_NOTIFY_TO: 'sales@lumen.example',
      LEADS_FAULT_FILE: E2E_LEADS_FAULT_FILE,
      CONTENT_DATASET_PATH: E2E_CONTENT_DATASET,
      SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      // The tests play a proxy that names each visitor (e2e/support/fixtures.ts), so that the
      // per-visitor rate limit counts each test apart.
      TRUSTED_PROXY_HEADER: E2E_CLIENT_HEADER,
      // The suite sends its own visitors many e-mails within the hour; the ceiling has unit tests.
      VISITOR_EMAILS_PER_NETWORK_PER_HOUR: '100000',
      VISITOR_EMAILS_PER_DOMAIN_PER_HOUR: '100000',
      SALES_NOTICES_PER_HOUR: '100000',
      VISITOR_EMAILS_PER_HOUR: '100000',
      // Production must be given its secrets and its processors; the tests' own.
      ...E2E_PRODUCTION_SETTINGS,
    },
    url: `${baseURL}/en`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
