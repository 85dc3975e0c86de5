import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openLeadsDatabase, type LeadsDatabase } from './embedded-admin';

const ATTEMPTS = 3;

/**
 * Runs `read` on a copy of the embedded database, as the owner. The running server keeps the
 * directory open and a second PGlite on it would corrupt it; a copy opens like a database after a
 * crash, and PGlite's recovery replays every committed insert.
 */
export async function readEmbeddedCopy<T>(
  dataDir: string,
  read: (db: LeadsDatabase['db']) => Promise<T>,
  root: string = process.cwd(),
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const copy = await mkdtemp(path.join(tmpdir(), 'leads-copy-'));
    try {
      await cp(path.resolve(root, dataDir), copy, { recursive: true });
      const { db, close } = await openLeadsDatabase(copy, root);
      try {
        return await read(db);
      } finally {
        await close();
      }
    } catch (error) {
      // A copy taken in the middle of a write may not open; the next one will.
      lastError = error;
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }
  throw new Error(`Could not read the leads in ${dataDir}`, { cause: lastError });
}
