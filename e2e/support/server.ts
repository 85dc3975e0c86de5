import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Where the production server under test keeps its state; wiped before each run. A run on another
 * port gets its own directory, so two runs side by side cannot wipe each other's state.
 */
export const E2E_DATA_DIR = path.resolve('.data', E2E_PORT === 3100 ? 'e2e' : `e2e-${E2E_PORT}`);
export const E2E_LEADS_DIR = path.join(E2E_DATA_DIR, 'leads');
/** Where the server under test writes its e-mail, one .eml file a message. */
export const E2E_MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');
/** While this file exists the embedded lead store answers as if the database were down. */
export const E2E_LEADS_FAULT_FILE = path.join(E2E_DATA_DIR, 'leads-down');

/** The dataset the build prerenders from. */
export const E2E_SEED_DATASET = path.resolve('studio/seed/production.ndjson');
/**
 * The server reads its content from this copy of the seed, so the revalidation test can edit
 * content without touching the repository.
 */
export const E2E_CONTENT_DATASET = path.join(E2E_DATA_DIR, 'content.ndjson');
/** The webhook secret the server under test verifies signatures with. */
export const E2E_REVALIDATE_SECRET = 'hQhlLL8l0MmXw9d0efBfGEsDCrLK1lh7b/ElKUWPEzM=';
/**
 * The header the server under test trusts as a proxy's word for the visitor's address
 * (TRUSTED_PROXY_HEADER). The tests set it themselves, as a proxy in front of the app would.
 */
export const E2E_CLIENT_HEADER = 'x-real-ip';
