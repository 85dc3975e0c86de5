import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths, serviceSlugs, useCaseSlugs } from '@/lib/routes';

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

export type NavigationLabels = {
  aiServices: string;
  useCases: string;
  assessment: string;
  contact: string;
  overview: string;
  services: Record<(typeof serviceSlugs)[number], string>;
  stories: Record<(typeof useCaseSlugs)[number], string>;
};

/** The header's entries, after spec section 2 "Navigation". Schedule a Call is external and kept apart. */
export function buildNavigation(lang: Locale, labels: NavigationLabels): NavItem[] {
  const link = (label: string, path: string): NavLink => ({
    label,
    path,
    href: localizedPath(lang, path),
  });
  return [
    {
      ...link(labels.aiServices, paths.aiSolutions),
      overviewLabel: labels.overview,
      children: serviceSlugs.map((slug) => link(labels.services[slug], paths.service(slug))),
    },
    {
      ...link(labels.useCases, paths.useCases),
      overviewLabel: labels.overview,
      children: useCaseSlugs.map((slug) => link(labels.stories[slug], paths.useCase(slug))),
    },
    link(labels.assessment, paths.assessmentInfo),
    link(labels.contact, paths.contact),
  ];
}
