/**
 * An entry of the header's menus, as the browser's menus take it. Apart from `buildNavigation`,
 * which reads the page registry, so that the registry stays on the server.
 */
export type NavLink = {
  label: string;
  /** Language-neutral path, compared with the current path to mark the active item. */
  path: string;
  href: string;
};

export type NavGroup = NavLink & { overviewLabel: string; children: NavLink[] };

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}
