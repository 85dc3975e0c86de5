/**
 * A company's sector, as leads give it: the key of one of the sectors marketers keep in the
 * Studio. The list lives in the content, so the code and the database know only a key's form; the
 * database's check on the leads' `sector` column says the same (supabase/migrations).
 */
export const SECTOR_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function isSectorKey(value: string): boolean {
  return SECTOR_KEY_PATTERN.test(value);
}

/** One published sector in one language: its key and its name. */
export type SectorOption = { key: string; name: string };
