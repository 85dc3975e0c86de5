import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, type SqlConnection } from '@/lib/database/migrations';
import { openMigratedPGlite, sourceKey } from './migrated-template';

/**
 * The two engines the migrations must hold on: PGlite, which the site embeds, and PostgreSQL,
 * which Supabase runs. The database tests run once per engine, so the suite fails when they
 * disagree. PostgreSQL is the cluster TEST_DATABASE_URL names (.ci/postgres.sh starts one); CI
 * must have it, a developer's machine may do without.
 */
export const ENGINES = ['PGlite', 'PostgreSQL'] as const;
export type EngineName = (typeof ENGINES)[number];

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl && process.env.CI) {
  throw new Error('CI must test the migrations on PostgreSQL: source .ci/postgres.sh first.');
}

/** Whether an engine can run here; PostgreSQL needs TEST_DATABASE_URL. */
export function engineAvailable(name: EngineName): boolean {
  return name === 'PGlite' || Boolean(postgresUrl);
}

export type Engine = {
  name: EngineName;
  /** Connected as the owner, a superuser: reads bypass row-level security. */
  db: SqlConnection;
  /** The database's address, as the owner; undefined for PGlite, which has none. */
  url?: string;
  /** A connection of its own to the same database, as a second server would have. */
  connect(): Promise<SqlConnection & { close(): Promise<void> }>;
  close(): Promise<void>;
};

function fromClient(client: pg.Client): SqlConnection & { close(): Promise<void> } {
  const connection = {
    exec: (sql: string) => client.query(sql),
    // node-postgres sends arrays as PostgreSQL arrays; the lead columns that take objects or
    // arrays are jsonb, which PGlite fills from JSON.
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await client.query(
        sql,
        params.map((value) =>
          typeof value === 'object' && value !== null && !(value instanceof Date)
            ? JSON.stringify(value)
            : value,
        ),
      )) as unknown as { rows: Row[] },
    async transaction<T>(run: (tx: Omit<SqlConnection, 'transaction'>) => Promise<T>) {
      await client.query('begin');
      try {
        const result = await run(connection);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    close: () => client.end(),
  };
  return connection;
}

async function connectTo(url: string) {
  const client = new pg.Client({ connectionString: url });
  // A connection the server drops (a restart, a shutdown) fails its next query; it must not end
  // the process as an unhandled 'error' event.
  client.on('error', () => {});
  await client.connect();
  return fromClient(client);
}

function databaseUrl(database: string): URL {
  const url = new URL(postgresUrl!);
  url.pathname = `/${database}`;
  return url;
}

/**
 * A database of the cluster with every migration applied, which new test databases copy: as with
 * PGlite's tarball, named by what it was made from, and the migrations still run on each copy.
 * It is built under a name of its own and renamed when done, since a database cannot be copied
 * while anyone is connected to it.
 */
async function migratedTemplate(admin: SqlConnection, root: string): Promise<string | undefined> {
  if (path.resolve(root) !== process.cwd()) return undefined;
  const name = `leads_template_${await sourceKey(root)}`;
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rows.length > 0) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await admin.exec(`create database ${building}`);
  const db = await connectTo(databaseUrl(building).toString());
  try {
    await applyMigrations(db, root);
  } finally {
    await db.close();
  }
  try {
    await admin.exec(`alter database ${building} rename to ${name}`);
  } catch {
    // Another test file made it first.
    await admin.exec(`drop database ${building}`);
  }
  return name;
}

/** A new database with every migration applied, on the named engine. */
export async function openEngine(name: EngineName, root = process.cwd()): Promise<Engine> {
  if (name === 'PGlite') {
    const db = await openMigratedPGlite(root);
    return {
      name,
      db,
      connect: () => Promise.reject(new Error('PGlite serves one connection')),
      close: () => db.close(),
    };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A database of its own per test file: roles are the cluster's, everything else starts empty.
  const database = `leads_test_${randomBytes(6).toString('hex')}`;
  const admin = await connectTo(postgresUrl);
  const template = await migratedTemplate(admin, root);
  await admin.exec(`create database ${database}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(database);
  const db = await connectTo(url.toString());
  await applyMigrations(db, root);
  const others: { close(): Promise<void> }[] = [];
  return {
    name,
    db,
    url: url.toString(),
    async connect() {
      const connection = await connectTo(url.toString());
      others.push(connection);
      return connection;
    },
    async close() {
      await Promise.all(others.map((connection) => connection.close()));
      await db.close();
      await admin.exec(`drop database ${database}`);
      await admin.close();
    },
  };
}
