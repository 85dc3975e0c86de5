// npm run registry:sync
//
// Writes what derives from the two registries, lib/i18n/locale-registry.ts (the languages) and
// lib/model/assessment-shape.ts (categories, questions, points), in the forms that cannot import
// them: the queries' language fallback (lib/content/localized.generated.ts), which the type
// generator reads as written, and the database's checks, as a new migration when the newest one
// says something else. Run it after changing either registry; the unit tests
// tests/database/shape-checks.test.ts and tests/i18n/localized-groq.test.ts fail until you have.
//
// Then it prints the schema every migration leaves, to supabase/schema.sql, so that a reader sees
// each function and table once, as it is today. Run it after adding a migration too;
// tests/database/schema-snapshot.test.ts fails until you have.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import './app-modules.mjs';

// Imported once the hooks above are in place, which the app's extension-less imports need.
const { applyMigrations, migrationFiles } = await import('../lib/database/migrations.ts');
const { SCHEMA_SNAPSHOT_FILE, schemaSnapshot } = await import('../lib/database/schema-snapshot.ts');
const { SHAPE_MIGRATION_NAME, shapeChecksSql } = await import('../lib/database/shape-checks.ts');
const { LOCALIZED_GROQ_FILE, localizedGroqSource } = await import('../lib/i18n/localized-groq.ts');

const root = path.resolve(import.meta.dirname, '..');

async function writeIfChanged(file, text) {
  const before = await readFile(file, 'utf8').catch(() => undefined);
  if (before === text) return console.log(`${path.relative(root, file)} is up to date.`);
  await writeFile(file, text);
  console.log(`Wrote ${path.relative(root, file)}.`);
}

await writeIfChanged(path.join(root, LOCALIZED_GROQ_FILE), localizedGroqSource());

const migrations = await migrationFiles(root);
const latest = migrations.filter(({ name }) => name === SHAPE_MIGRATION_NAME).at(-1);
const sql = shapeChecksSql();
if (latest && (await readFile(latest.file, 'utf8')) === sql) {
  console.log(`${path.relative(root, latest.file)} already states the database's checks.`);
} else {
  // After every existing migration, whatever their dates.
  const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const last = migrations.at(-1)?.version ?? '0';
  const version = now > last ? now : String(BigInt(last) + 1n);
  const file = path.join(root, 'supabase/migrations', `${version}_${SHAPE_MIGRATION_NAME}.sql`);
  await writeFile(file, sql);
  console.log(`Wrote ${path.relative(root, file)}.`);
}

// After the checks above, which may have written a migration of their own.
const db = await PGlite.create();
try {
  await applyMigrations(db, root);
  await writeIfChanged(path.join(root, SCHEMA_SNAPSHOT_FILE), await schemaSnapshot(db));
} finally {
  await db.close();
}
