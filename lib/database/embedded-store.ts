import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { openLeadsDatabase, type LeadsDatabase } from './embedded-admin';
import { failureReason, isAlreadyStored, logInsertFailure } from './failure';
import {
  leadStoreFrom,
  resultReadsFrom,
  submissionHeaders,
  type CallFunction,
  type InsertRow,
} from './rows';
import type { SqlTransaction } from './migrations';
import { teamCallsFrom } from './teams';
import type { LeadStore } from './types';

type EmbeddedLeadStoreOptions = {
  dataDir: string;
  // A test hook: while this file exists, saves answer 'unavailable' and write nothing. An empty
  // file takes the whole database down; one listing email addresses, one a line, only the leads
  // with those addresses, so that a test of the outage does not fail the tests running beside it.
  faultFile?: string;
  root?: string;
};

export type EmbeddedLeadStore = LeadStore & {
  /** Runs `work` in a transaction as the outbox's worker (see supabase/migrations). */
  asOutboxWorker<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export function createEmbeddedLeadStore({
  dataDir,
  faultFile,
  root = process.cwd(),
}: EmbeddedLeadStoreOptions): EmbeddedLeadStore {
  let database: Promise<LeadsDatabase> | undefined;

  // Opened at the first save, not at import, so that `next build` never touches the directory.
  // Concurrent first saves share one opening; a failed opening is retried by the next save.
  function open(): Promise<LeadsDatabase> {
    database ??= openLeadsDatabase(dataDir, root).catch((error: unknown) => {
      database = undefined;
      throw error;
    });
    return database;
  }

  const insertRow: InsertRow = async (table, row, keys) => {
    if (faultFile && isDown(faultFile, row.email)) {
      logInsertFailure(table, 'LEADS_FAULT_FILE');
      return { ok: false, reason: 'unavailable' };
    }

    let db: LeadsDatabase['db'];
    try {
      ({ db } = await open());
    } catch (error) {
      console.error('[leads] the embedded database could not be opened', error);
      return { ok: false, reason: 'unavailable' };
    }

    const columns = Object.keys(row);
    // Table and column names come from LeadRows, never from the visitor; values are parameters.
    const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ');
    const insert = `insert into api.${table} (${columns.join(', ')}) values (${placeholders})`;
    try {
      // As the Data API does: the request's headers in request.headers, for this transaction only.
      // PGlite runs one transaction at a time and queues the rest: saves need no queue of their own.
      await db.transaction(async (tx) => {
        // Visitors' inserts run as anon: the grants and policies the Data API applies in
        // production apply here too.
        await tx.exec('set local role anon');
        await tx.query("select set_config('request.headers', $1, true)", [
          JSON.stringify(submissionHeaders(keys)),
        ]);
        await tx.query(insert, Object.values(row));
      });
      return { ok: true };
    } catch (error) {
      const { code, constraint } = databaseError(error);
      if (isAlreadyStored(table, code, constraint ?? '')) return { ok: true };
      const reason = failureReason(code);
      if (reason !== 'rateLimited') logInsertFailure(table, code ?? 'unknown');
      return { ok: false, reason };
    }
  };

  // As the Data API calls a function: as a visitor, arguments by name. Function and argument names
  // are the app's own, never a visitor's; values are parameters.
  const callAsVisitor: CallFunction = async (name, args) => {
    if (faultFile && isDown(faultFile)) throw new Error('The database is down (LEADS_FAULT_FILE)');
    const { db } = await open();
    const named = Object.keys(args).map((arg, index) => `${arg} => $${index + 1}`);
    return db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      const { rows } = await tx.query<{ answer: unknown }>(
        `select api.${name}(${named.join(', ')}) as answer`,
        Object.values(args),
      );
      return rows[0]?.answer ?? null;
    });
  };

  return {
    ...leadStoreFrom(insertRow),
    ...resultReadsFrom(callAsVisitor),
    ...teamCallsFrom(callAsVisitor),
    async asOutboxWorker(work) {
      if (faultFile && isDown(faultFile))
        throw new Error('The database is down (LEADS_FAULT_FILE)');
      const { db } = await open();
      return db.transaction(async (tx) => {
        await tx.exec('set local role outbox_worker');
        return work(tx);
      });
    },
    async ready() {
      if (faultFile && isDown(faultFile)) return false;
      try {
        const { db } = await open();
        await db.transaction(async (tx) => {
          await tx.exec('set local role anon');
          await tx.query('select api.ready()');
        });
        return true;
      } catch {
        return false;
      }
    },
    async prepare() {
      try {
        await open();
      } catch (error) {
        // The first save tries again and reports the outage to the visitor.
        console.error('[leads] the embedded database could not be opened', error);
      }
    },
    async close() {
      const opening = database;
      database = undefined;
      await (await opening)?.close();
    },
  };
}

function databaseError(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const constraint =
    'constraint' in error && typeof error.constraint === 'string' ? error.constraint : undefined;
  return { code, constraint };
}

/** Whether the fault file takes the database down, for everyone or for this e-mail address. */
function isDown(faultFile: string, email?: string): boolean {
  if (!existsSync(faultFile)) return false;
  const listed = readFileSync(faultFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return listed.length === 0 || (email !== undefined && listed.includes(email));
}
