import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import {
  E2E_CLIENT_HEADER,
  E2E_CONTENT_DATASET,
  E2E_DATA_DIR,
  E2E_LEADS_DIR,
  E2E_MAIL_DIR,
  E2E_PORT as port,
  E2E_SEED_DATASET,
} from './e2e/support/server';
import { E2E_PRODUCTION_SETTINGS } from './e2e/support/production-settings';

// The smoke set (@smoke) against the standalone server a container runs: `node server.js` in
// .next/standalone, with the static files that `npm run standalone` puts beside it. Run with
// another E2E_PORT than the main suite's, so the two keep their state apart.
export default defineConfig({
  ...base,
  grep: /@smoke/,
  projects: base.projects?.filter((project) => project.name === 'chromium'),
  // npm test runs it beside the main suite: each run empties its output folder first, so the two
  // must not share test-results/, or one takes the other's traces away mid-test.
  outputDir: `.data/standalone-results-${port}`,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `.data/standalone-report-${port}` }]],
  webServer: {
    command: [
      `rm -rf ${E2E_DATA_DIR}`,
      `mkdir -p ${E2E_DATA_DIR}`,
      `cp ${E2E_SEED_DATASET} ${E2E_CONTENT_DATASET}`,
      'node .next/standalone/server.js',
    ].join(' && '),
    env: {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      LEADS_STORE: 'embedded',
      LEADS_DATA_DIR: E2E_LEADS_DIR,
      MAIL_DELIVERY: 'folder',
      MAIL_OUTBOX_DIR: E2E_MAIL_DIR,
      LEADS_NOTIFY_TO: 'sales@lumen.example',
      CONTENT_DATASET_PATH: E2E_CONTENT_DATASET,
      TRUSTED_PROXY_HEADER: E2E_CLIENT_HEADER,
      VISITOR_EMAILS_PER_NETWORK_PER_HOUR: '100000',
      VISITOR_EMAILS_PER_DOMAIN_PER_HOUR: '100000',
      SALES_NOTICES_PER_HOUR: '100000',
      VISITOR_EMAILS_PER_HOUR: '100000',
      // Production must be given its secrets and its processors; the tests' own.
      ...E2E_PRODUCTION_SETTINGS,
    },
    url: `http://127.0.0.1:${port}/en`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
