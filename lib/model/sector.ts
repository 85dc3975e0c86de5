/**
 * A company's sector, as leads give it: the key of one of the sectors marketers keep in the
 * Studio. The list lives in the content, so the code and the database know only a key's form; the
 * database's check on the leads' `sector` column says the same (supabase/migrations).
 */
export const SECTOR_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function isSectorKey(value: string): boolean {
  return SECTOR_KEY_PATTERN.test(value);
}

/** A sector's group in the comparison, as the database names it: "sector:" and its key. */
export type SectorGroup = `sector:${string}`;

const SECTOR_GROUP_PREFIX = 'sector:';

/** The sector's group of a group name the database answered, or undefined for another group. */
export function sectorGroupOf(group: string): SectorGroup | undefined {
  if (!group.startsWith(SECTOR_GROUP_PREFIX)) return undefined;
  return isSectorKey(group.slice(SECTOR_GROUP_PREFIX.length)) ? (group as SectorGroup) : undefined;
}

/** The key of the sector a group compares with. */
export function sectorOfGroup(group: SectorGroup): string {
  return group.slice(SECTOR_GROUP_PREFIX.length);
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
