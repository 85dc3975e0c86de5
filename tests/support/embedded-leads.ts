import { readEmbeddedCopy } from '@/lib/leads/embedded-copy';
import type { LeadRows, LeadTable } from '@/lib/leads/rows';

export type StoredLead<T extends LeadTable> = LeadRows[T] & { created_at: string };

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
