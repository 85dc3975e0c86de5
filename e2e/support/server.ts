import path from 'node:path';

/** Where the production server under test keeps its state; wiped before each run. */
export const E2E_DATA_DIR = path.resolve('.data/e2e');
export const E2E_LEADS_DIR = path.join(E2E_DATA_DIR, 'leads');
/** While this file exists the embedded lead store answers as if the database were down. */
export const E2E_LEADS_FAULT_FILE = path.join(E2E_DATA_DIR, 'leads-down');
