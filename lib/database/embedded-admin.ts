import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { applyMigrations } from './migrations';

export type LeadsDatabase = {
  // Connected as the owner (a superuser): reads bypass row-level security.
  db: PGlite;
  close(): Promise<void>;
};

// Opens the embedded leads database, migrated to the latest shape. The app's store uses it, and
// so do tests that read leads as the owner. It refuses a directory another process has open:
// to read the database behind a running server, open a copy of it.
export async function openLeadsDatabase(
  dataDir: string,
  root: string = process.cwd(),
): Promise<LeadsDatabase> {
  const directory = path.resolve(root, dataDir);
  // The database writes its files readable and writable by everyone: the directory holding them,
  // names and messages of every visitor, is closed to other users of the machine instead.
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await chmod(directory, 0o700);
  const unlock = lockDataDir(directory);
  let db: PGlite | undefined;
  try {
    db = await PGlite.create({ dataDir: directory });
    await applyMigrations(db, root);
  } catch (error) {
    await db?.close();
    unlock();
    throw error;
  }
  const opened = db;
  return {
    db: opened,
    async close() {
      await opened.close();
      unlock();
    },
  };
}
