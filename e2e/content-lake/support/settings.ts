import path from 'node:path';

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

/** The server's state (the embedded lead store), wiped before each run. */
export const DATA_DIR = path.resolve(
  '.data',
  SITE_PORT === 3300 ? 'content-lake' : `content-lake-${SITE_PORT}`,
);

/** What the webhook is signed with (SANITY_REVALIDATE_SECRET). */
export const WEBHOOK_SECRET = 'content-lake-webhook-secret';
/** The site's read token: the emulator's dataset is public, so any token reads it. */
export const READ_TOKEN = 'content-lake-read-token';
/** The time budget (CONTENT_MAX_AGE_SECONDS): short, so that the staleness test can wait it out. */
export const MAX_AGE_SECONDS = 30;
