import { randomBytes } from 'node:crypto';
import type { SqlTransaction } from '@/lib/database/migrations';
import {
  leadStoreFrom,
  resultReadsFrom,
  submissionHeaders,
  type InsertRow,
} from '@/lib/database/rows';
import type { LeadStore } from '@/lib/database/types';
import type { WorkerConnection } from '@/lib/database/migrations';
import type { Engine } from './sql-engines';

/** A visitor network's key, as lib/visitor-keys.ts sends one with every lead. */
export const aNetwork = () => randomBytes(32).toString('hex');

export type VisitorStore = {
  /** As the Data API runs a visitor's request: role anon, the request's headers in a setting. */
  asAnon<T>(work: (tx: SqlTransaction) => Promise<T>, keys?: readonly string[]): Promise<T>;
  /** As the server's own role, the outbox's worker. */
  asWorker: WorkerConnection;
  insertRow: InsertRow;
  /** The site's store, as its adapters make it: every insert and call as a visitor. */
  store: Pick<
    LeadStore,
    | 'saveContact'
    | 'saveAssessmentContact'
    | 'saveAssessmentResult'
    | 'readResult'
    | 'confirmResult'
  >;
};

/** What anyone reaching the engine through the site, or holding the anon key, may do. */
export function visitorStore(engine: Pick<Engine, 'db'>): VisitorStore {
  const asAnon: VisitorStore['asAnon'] = (work, keys = [aNetwork()]) =>
    engine.db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      await tx.query("select set_config('request.headers', $1, true)", [
        JSON.stringify(submissionHeaders(keys)),
      ]);
      return work(tx);
    });

  const insertRow: InsertRow = async (table, row, keys) => {
    const columns = Object.keys(row);
    await asAnon(
      (tx) =>
        tx.query(
          `insert into api.${table} (${columns.join(', ')})
           values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
          Object.values(row),
        ),
      keys,
    );
    return { ok: true };
  };

  return {
    asAnon,
    asWorker: (work) =>
      engine.db.transaction(async (tx) => {
        await tx.exec('set local role outbox_worker');
        return work(tx);
      }),
    insertRow,
    store: {
      ...leadStoreFrom(insertRow),
      ...resultReadsFrom((name, args) =>
        asAnon(async (tx) => {
          const named = Object.keys(args).map((arg, index) => `${arg} => $${index + 1}`);
          const { rows } = await tx.query<{ answer: unknown }>(
            `select api.${name}(${named.join(', ')}) as answer`,
            Object.values(args),
          );
          return rows[0]?.answer ?? null;
        }),
      ),
    },
  };
}
