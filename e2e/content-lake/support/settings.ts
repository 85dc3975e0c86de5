import path from 'node:path';
import { E2E_PRODUCTION_SETTINGS } from '../../support/production-settings';

// The Content Lake suite: the site built and served with its content from the emulator of the
// Content Lake (tests/support/content-lake), both started by playwright.content-lake.config.ts.
// Ports apart from the main suite's (3100) and the standalone one's (3200); both can be moved.

/** The emulator's port. */
export const LAKE_PORT = Number(process.env.CONTENT_LAKE_PORT ?? 4010);
/** The site's port. */
export const SITE_PORT = Number(process.env.CONTENT_LAKE_SITE_PORT ?? 3300);

export const LAKE_URL = `http://127.0.0.1:${LAKE_PORT}`;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;

export const PROJECT_ID = 'emulator';
export const DATASET = 'production';
export const API_VERSION = '2025-02-19';

/** The dataset the emulator starts from, as `sanity dataset import` would load it. */
export const SEED_DATASET = path.resolve('studio/seed/production.ndjson');

/** A build directory of its own: the main suite's build in .next stays as it is. */
export const DIST_DIR = '.next-content-lake';

/** The emulator's request log of a build made apart (`npm run build:content-lake`). */
export const BUILD_REQUESTS_FILE = path.join(DIST_DIR, 'emulator-requests.json');

/** The server's state (the embedded lead store), wiped before each run. */
export const DATA_DIR = path.resolve(
  '.data',
  SITE_PORT === 3300 ? 'content-lake' : `content-lake-${SITE_PORT}`,
);

/** What the webhook is signed with (SANITY_REVALIDATE_SECRET). */
export const WEBHOOK_SECRET = 'EnZ2Ljwvk+3+y2K8RXPhP3hoOD1bcNIgycmWYrM50oI=';
/** The site's read token: the emulator's dataset is public, so any token reads it. */
export const READ_TOKEN = 'content-lake-read-token';
/** The time budget (CONTENT_MAX_AGE_SECONDS): short, so that the staleness test can wait it out. */
export const MAX_AGE_SECONDS = 30;

/** The emulator, started on the seed; asset documents point at it, as a real import's at Sanity's CDN. */
export const EMULATOR_COMMAND = [
  'node tests/support/content-lake/serve.mjs',
  `--port ${LAKE_PORT}`,
  `--dataset ${SEED_DATASET}`,
  `--project-id ${PROJECT_ID}`,
  `--dataset-name ${DATASET}`,
  '--asset-urls emulator',
].join(' ');

/** The site's settings, for the build and the server alike. */
export const SITE_ENV = {
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
  ...E2E_PRODUCTION_SETTINGS,
  NEXT_TELEMETRY_DISABLED: '1',
};
