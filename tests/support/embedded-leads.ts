import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openLeadsDatabase } from '@/lib/leads/embedded-admin';
import type { LeadRows, LeadTable } from '@/lib/leads/rows';

export type StoredLead<T extends LeadTable> = LeadRows[T] & { created_at: string };

export type StoredLeads = { [T in LeadTable]: StoredLead<T>[] };

const ATTEMPTS = 3;

// Reads every stored lead, as the owner, from a copy of the data directory. The running server
// keeps the directory open and a second PGlite on it would corrupt it; a copy opens like a
// database after a crash, and PGlite's recovery replays every committed insert.
export async function readEmbeddedLeads(dataDir: string): Promise<StoredLeads> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const copy = await mkdtemp(path.join(tmpdir(), 'leads-copy-'));
    try {
      await cp(path.resolve(dataDir), copy, { recursive: true });
      return await readLeads(copy);
    } catch (error) {
      // A copy taken in the middle of a write may not open; the next one will.
      lastError = error;
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }
  throw new Error(`Could not read the leads in ${dataDir}`, { cause: lastError });
}

async function readLeads(dataDir: string): Promise<StoredLeads> {
  const { db, close } = await openLeadsDatabase(dataDir);
  // to_jsonb gives plain JSON values: numeric as a number, timestamps as ISO strings.
  async function rowsOf<T extends LeadTable>(table: T): Promise<StoredLead<T>[]> {
    const result = await db.query<{ lead: StoredLead<T> }>(
      `select to_jsonb(t) as lead from api.${table} t order by t.created_at, t.id`,
    );
    return result.rows.map((row) => row.lead);
  }
  try {
    return {
      contact_submissions: await rowsOf('contact_submissions'),
      assessment_contacts: await rowsOf('assessment_contacts'),
      assessment_results: await rowsOf('assessment_results'),
    };
  } finally {
    await close();
  }
}
