import iconSet from './icon-set.json';

/** Glyphs of the interface itself (menus, arrows, players), not offered for content. */
const interfaceGlyphs = new Set([
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'menu',
  'close',
  'external-link',
  'arrow-left',
  'arrow-right',
  'pause',
  'play',
  'download',
  'quote',
]);

/** The icons marketers choose from in the Studio for cards, technology groups and statistics. */
export const contentIconNames: readonly string[] = Object.keys(iconSet).filter(
  (name) => !interfaceGlyphs.has(name),
);

/** "bar-chart" → "Bar chart", as the Studio lists it. */
export function iconTitle(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
