import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations, migrationFiles } from '@/lib/database/migrations';

/**
 * A PGlite database with every migration applied, started from a tarball of one made earlier.
 * PGlite's first start runs initdb in a second instance, which with the migrations takes several
 * seconds; loading the tarball takes about a fifth of that. The tarball is named by what it was
 * made from (the bootstrap, every migration and PGlite's version), so a changed migration makes a
 * new one, and the migrations still run after loading: any the tarball lacks is applied.
 */
export async function openMigratedPGlite(root = process.cwd()): Promise<PGlite> {
  // A test's own copy of the migrations (one with a migration added) is made afresh each time.
  const ours = path.resolve(root) === process.cwd();
  const db = await PGlite.create(ours ? { loadDataDir: await migratedTarball(root) } : {});
  await applyMigrations(db, root);
  return db;
}

const tarballs = new Map<string, Promise<Blob>>();

async function migratedTarball(root: string): Promise<Blob> {
  const key = await sourceKey(root);
  let tarball = tarballs.get(key);
  if (!tarball) {
    tarball = readOrMake(root, key);
    tarballs.set(key, tarball);
  }
  return tarball;
}

/** A short hash of what a migrated database is made from: PGlite's version, the bootstrap, the migrations. */
export async function sourceKey(root: string): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    await readFile(
      path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    ),
  ) as { version: string };
  hash.update(pglite.version);
  hash.update(await readFile(path.join(root, 'supabase/local/bootstrap.sql')));
  for (const { file, version } of await migrationFiles(root)) {
    hash.update(version).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function readOrMake(root: string, key: string): Promise<Blob> {
  const folder = path.join(process.cwd(), 'node_modules/.cache/migrated-pglite');
  const file = path.join(folder, `${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet: make it below.
  }
  const db = await PGlite.create();
  try {
    await applyMigrations(db, root);
    const tarball = await db.dumpDataDir('none');
    // Test files run in parallel: each writes a file of its own and renames it into place, so no
    // reader ever sees half a tarball.
    await mkdir(folder, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
    await rename(partial, file);
    // Each is some 40 MB: those of earlier migrations go, so the folder holds one.
    for (const name of await readdir(folder)) {
      if (name.endsWith('.tar') && name !== path.basename(file))
        await rm(path.join(folder, name), { force: true });
    }
    return tarball;
  } finally {
    await db.close();
  }
}
