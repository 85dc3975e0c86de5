import { existsSync } from 'node:fs';
import pg from 'pg';
import { pgConfig, readCa } from '@/lib/pg-connection';
import type { SqlConnection } from './migrations';

export type ReaderConnection = Pick<SqlConnection, 'query'>;

/**
 * Runs `read` where the operators' commands read the database: on Supabase through
 * LEADS_READER_DATABASE_URL, a user in the leads_reader role, over TLS checked against
 * DATABASE_CA_CERT; or else on a copy of the embedded database in LEADS_DATA_DIR, which a running
 * server may hold open.
 */
export async function asLeadsReader<T>(
  read: (db: ReaderConnection) => Promise<T>,
  environment: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  if (environment.DATABASE_URL?.trim()) {
    throw new Error(
      'DATABASE_URL is no longer read: set LEADS_READER_DATABASE_URL to a user in the leads_reader role.',
    );
  }
  const url = environment.LEADS_READER_DATABASE_URL?.trim();
  if (url) {
    const ca = readCa(environment.DATABASE_CA_CERT);
    const client = new pg.Client(pgConfig(url, { setting: 'LEADS_READER_DATABASE_URL', ca }));
    await client.connect();
    try {
      return await read({
        query: async <Row>(sql: string, params?: unknown[]) => ({
          rows: (await client.query(sql, params)).rows as Row[],
        }),
      });
    } finally {
      await client.end();
    }
  }
  const { readEmbeddedCopy } = await import('./embedded-copy');
  const dataDir = environment.LEADS_DATA_DIR?.trim() || '.data/leads';
  if (!existsSync(dataDir)) {
    throw new Error(
      `No embedded database in ${dataDir}. Set LEADS_DATA_DIR to its folder, or LEADS_READER_DATABASE_URL to read Supabase.`,
    );
  }
  return readEmbeddedCopy(dataDir, read);
}
