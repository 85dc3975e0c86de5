import 'server-only';
import pg from 'pg';
import { env, leadStoreChoice, type Env } from '@/lib/env';
import { pgConfig, readCa } from '@/lib/pg-connection';
import type { EmbeddedLeadStore } from './embedded-store';
import { getLeadStore } from './index';
import type { SqlTransaction } from './migrations';

/**
 * Runs `work` in one transaction as the server's own role, outbox_worker: the role that delivers
 * the outbox, reserves the assistant's model answers and adds up the funnel's counts, which no
 * visitor's key can call (supabase/migrations).
 */
export type ServerConnection = <T>(work: (tx: SqlTransaction) => Promise<T>) => Promise<T>;

// One pool per process, however often the bundler evaluates this module.
const globalForServer = globalThis as unknown as { serverPool?: pg.Pool };

function serverPool(settings: Env, url: string): pg.Pool {
  if (!globalForServer.serverPool) {
    const pool = new pg.Pool({
      ...pgConfig(url, { setting: 'OUTBOX_DATABASE_URL', ca: readCa(settings.DATABASE_CA_CERT) }),
      max: 2,
      connectionTimeoutMillis: 5000,
      // A database that hangs must not hold the two connections for ever: the health check and
      // the next delivery run need them. Every statement here takes milliseconds.
      statement_timeout: 15_000,
      query_timeout: 20_000,
    });
    // A connection the database drops while idle is replaced; it must not end the process.
    pool.on('error', () => {});
    globalForServer.serverPool = pool;
  }
  return globalForServer.serverPool;
}

/**
 * The server's way in as its own role: the embedded database the server already holds, or a
 * direct connection to Supabase's (OUTBOX_DATABASE_URL, as a user in the outbox_worker role);
 * undefined when this server has neither.
 */
export function serverConnection(): ServerConnection | undefined {
  const store = leadStoreChoice(env);
  if (store?.kind === 'embedded') {
    const embedded = getLeadStore() as EmbeddedLeadStore;
    return (work) => embedded.asOutboxWorker(work);
  }
  if (!env.OUTBOX_DATABASE_URL) return undefined;
  const pool = serverPool(env, env.OUTBOX_DATABASE_URL);
  return async (work) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local role outbox_worker');
      const result = await work({
        exec: (sql) => client.query(sql),
        query: async <Row>(sql: string, params?: unknown[]) => ({
          rows: (await client.query(sql, params)).rows as Row[],
        }),
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
}

/** Lets a command end: closes the pool, if one was opened. */
export async function closeServerConnection(): Promise<void> {
  await globalForServer.serverPool?.end();
  globalForServer.serverPool = undefined;
}
