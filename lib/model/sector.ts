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

/** A sector's name in one language, by its key; undefined for a key not published now. */
export type SectorNames = (key: string) => string | undefined;

/** A lead's sector as the firm reads it: its name and key, its key alone, or nothing for none. */
export function sectorLabel(key: string | null | undefined, names?: SectorNames): string {
  if (!key) return '';
  const name = names?.(key);
  return name ? `${name} (${key})` : key;
}
