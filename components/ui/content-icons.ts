import contentIconSet from './content-icon-set.json';

/**
 * The icons marketers choose from in the Studio for cards, technology groups and statistics; the
 * interface's own glyphs (menus, arrows, players) are kept apart, in glyph-set.json.
 */
export const contentIconNames: readonly string[] = Object.keys(contentIconSet);

/** "bar-chart" → "Bar chart", as the Studio lists it. */
export function iconTitle(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
