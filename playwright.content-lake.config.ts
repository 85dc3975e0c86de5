import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import {
  DATA_DIR,
  DIST_DIR,
  EMULATOR_COMMAND,
  LAKE_URL,
  SITE_ENV,
  SITE_PORT,
  SITE_URL,
} from './e2e/content-lake/support/settings';

// The site as production runs it, its content read from the Content Lake through @sanity/client
// rather than from the local dataset: here from the emulator of the Content Lake's API
// (tests/support/content-lake), which the specs edit, stop and read the request log of.
//
// Playwright starts the web servers in order, each once the one before answers at its url: the
// emulator first, then the site, built while the emulator runs (prerendering reads the content)
// into a directory of its own, so the main suite's build in .next stays as it is.

const chromium = base.projects?.find((project) => project.name === 'chromium');

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
      command: EMULATOR_COMMAND,
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
        // CONTENT_LAKE_BUILD=reuse serves the build of `npm run build:content-lake` (npm test
        // builds it before the main suite and runs this one beside it), or the last one again.
        process.env.CONTENT_LAKE_BUILD === 'reuse'
          ? `test -f ${DIST_DIR}/BUILD_ID`
          : 'node tests/support/content-lake/build-site.mjs',
        `node node_modules/next/dist/bin/next start --port ${SITE_PORT} --hostname 127.0.0.1`,
      ].join(' && '),
      env: SITE_ENV,
      url: `${SITE_URL}/en`,
      reuseExistingServer: false,
      // The build takes 2 to 4 minutes on a two-core machine.
      timeout: 600_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
