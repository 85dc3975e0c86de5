import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import {
  API_VERSION,
  DATA_DIR,
  DATASET,
  DIST_DIR,
  LAKE_PORT,
  LAKE_URL,
  MAX_AGE_SECONDS,
  PROJECT_ID,
  READ_TOKEN,
  SEED_DATASET,
  SITE_PORT,
  SITE_URL,
  WEBHOOK_SECRET,
} from './e2e/content-lake/support/settings';

// The site as production runs it, its content read from the Content Lake through @sanity/client
// rather than from the local dataset: here from the emulator of the Content Lake's API
// (tests/support/content-lake), which the specs edit, stop and read the request log of.
//
// Playwright starts the web servers in order, each once the one before answers at its url: the
// emulator first, then the site, built while the emulator runs (prerendering reads the content)
// into a directory of its own, so the main suite's build in .next stays as it is.

const chromium = base.projects?.find((project) => project.name === 'chromium');

/** The site's settings, for the build and the server alike. */
const siteEnv = {
  NEXT_DIST_DIR: DIST_DIR,
  SITE_URL,
  SANITY_PROJECT_ID: PROJECT_ID,
  SANITY_DATASET: DATASET,
  SANITY_API_VERSION: API_VERSION,
  SANITY_API_HOST: LAKE_URL,
  SANITY_API_READ_TOKEN: READ_TOKEN,
  SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
  CONTENT_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS),
  // Not read with a Content Lake; empty, so that no local dataset could be mistaken for it.
  CONTENT_DATASET_PATH: '',
  // What a production server must be told: where leads go, and that it sends no e-mail.
  LEADS_STORE: 'embedded',
  LEADS_DATA_DIR: `${DATA_DIR}/leads`,
  MAIL_DELIVERY: 'off',
  TRUSTED_PROXY_HEADER: 'none',
  NEXT_TELEMETRY_DISABLED: '1',
};

export default defineConfig({
  testDir: './e2e/content-lake',
  fullyParallel: false,
  // The specs share one emulator and one server, and change both.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The staleness spec waits out the time budget; a webhook alone takes the server 3 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Apart from the other suites' test-results/ and playwright-report/, which each run of those
  // empties first: a run of the main suite meanwhile would take this one's traces away.
  outputDir: '.data/content-lake-results',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '.data/content-lake-report' }]],
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: chromium?.use }],
  webServer: [
    {
      name: 'content-lake',
      command: [
        'node tests/support/content-lake/serve.mjs',
        `--port ${LAKE_PORT}`,
        `--dataset ${SEED_DATASET}`,
        `--project-id ${PROJECT_ID}`,
        `--dataset-name ${DATASET}`,
        // Asset documents point at the emulator, which serves the files, as a real import's
        // point at Sanity's CDN.
        '--asset-urls emulator',
      ].join(' '),
      url: `${LAKE_URL}/`,
      // A fresh emulator and a fresh build always: a server left over would hold other content.
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      name: 'site',
      command: [
        `rm -rf ${DATA_DIR}`,
        `mkdir -p ${DATA_DIR}`,
        // For work on the specs only: CONTENT_LAKE_BUILD=reuse serves the last build again.
        process.env.CONTENT_LAKE_BUILD === 'reuse'
          ? `test -f ${DIST_DIR}/BUILD_ID`
          : 'node tests/support/content-lake/build-site.mjs',
        `node node_modules/next/dist/bin/next start --port ${SITE_PORT} --hostname 127.0.0.1`,
      ].join(' && '),
      env: siteEnv,
      url: `${SITE_URL}/en`,
      reuseExistingServer: false,
      // The build takes 2 to 4 minutes on a two-core machine.
      timeout: 600_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
