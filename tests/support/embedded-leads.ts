import { readEmbeddedCopy } from '@/lib/database/embedded-copy';
import type { LeadRows, LeadTable } from '@/lib/database/rows';

/** A stored row: the columns written, the time it was stored, and for a result what the database
 * decides of it (its confirmation, its links' life). */
export type StoredLead<T extends LeadTable> = LeadRows[T] & {
  created_at: string;
} & (T extends 'assessment_results'
    ? { confirmed_at: string | null; link_expires_at: string; link_revoked_at: string | null }
    : unknown);

export type StoredLeads = { [T in LeadTable]: StoredLead<T>[] };

/** Every stored lead, read as the owner from a copy of the data directory. */
export function readEmbeddedLeads(dataDir: string): Promise<StoredLeads> {
  return readEmbeddedCopy(dataDir, async (db) => {
    // to_jsonb gives plain JSON values: numeric as a number, timestamps as ISO strings.
    async function rowsOf<T extends LeadTable>(table: T): Promise<StoredLead<T>[]> {
      const result = await db.query<{ lead: StoredLead<T> }>(
        `select to_jsonb(t) as lead from api.${table} t order by t.created_at, t.id`,
      );
      return result.rows.map((row) => row.lead);
    }
    return {
      contact_submissions: await rowsOf('contact_submissions'),
      assessment_contacts: await rowsOf('assessment_contacts'),
      assessment_results: await rowsOf('assessment_results'),
    };
  });
}
