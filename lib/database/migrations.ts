import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Supabase CLI naming: <14-digit timestamp>_<name>.sql, applied in timestamp order.
const MIGRATION_FILE = /^(\d{14})_(\w+)\.sql$/;

/** What the lead code needs of a connection: PGlite, or node-postgres. */
export type SqlConnection = SqlTransaction & {
  transaction<T>(run: (tx: SqlTransaction) => Promise<T>): Promise<T>;
};

export type SqlTransaction = {
  exec(sql: string): Promise<unknown>;
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
};

/** A connection that runs one piece of work in a transaction of its own, as the outbox's worker does. */
export type WorkerConnection = <T>(work: (tx: SqlTransaction) => Promise<T>) => Promise<T>;

export type MigrationFile = { file: string; version: string; name: string };

/** The migrations of supabase/migrations, in the order they apply. */
export async function migrationFiles(root: string): Promise<MigrationFile[]> {
  const migrationsDir = path.join(root, 'supabase/migrations');
  return (await readdir(migrationsDir)).sort().flatMap((file) => {
    const [, version, name] = MIGRATION_FILE.exec(file) ?? [];
    return version && name ? [{ file: path.join(migrationsDir, file), version, name }] : [];
  });
}

// Brings a database to the shape of supabase/migrations, as the Supabase CLI would, and returns
// the versions applied by this call.
export async function applyMigrations(db: SqlConnection, root: string): Promise<string[]> {
  await db.exec(await readFile(path.join(root, 'supabase/local/bootstrap.sql'), 'utf8'));
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );
  `);
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((row) => row.version));

  const appliedNow: string[] = [];
  for (const { file, version, name } of await migrationFiles(root)) {
    if (applied.has(version)) continue;
    const sql = await readFile(file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, name],
      );
    });
    appliedNow.push(version);
  }
  return appliedNow;
}
