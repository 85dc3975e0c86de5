import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import type { NavItem, NavLink } from './nav-item';

export type NavigationLabels = {
  aiServices: string;
  useCases: string;
  assessment: string;
  contact: string;
  overview: string;
};

/** A sub-page as the content names it. */
type NavPage = { slug: string | null; title: string | null };

/** The services and stories the content holds, in its order. */
export type NavigationPages = { services: NavPage[]; useCases: NavPage[] };

/**
 * The header's entries: AI Services and Use Cases with their pages, the assessment, contact.
 * Schedule a Call is external and kept apart. The sub-pages carry the titles marketers give them
 * in the Studio.
 */
export function buildNavigation(
  locale: Locale,
  labels: NavigationLabels,
  pages: NavigationPages,
): NavItem[] {
  const link = (label: string, path: string): NavLink => ({
    label,
    path,
    href: localizedPath(locale, path),
  });
  return [
    {
      ...link(labels.aiServices, paths.aiSolutions),
      overviewLabel: labels.overview,
      children: named(pages.services).map(({ slug, title }) => link(title, paths.service(slug))),
    },
    {
      ...link(labels.useCases, paths.useCases),
      overviewLabel: labels.overview,
      children: named(pages.useCases).map(({ slug, title }) => link(title, paths.useCase(slug))),
    },
    link(labels.assessment, paths.assessmentInfo),
    link(labels.contact, paths.contact),
  ];
}

/** A page without a slug has no address, one without a title no label: the menu leaves it out. */
function named(pages: NavPage[]): { slug: string; title: string }[] {
  return pages.flatMap(({ slug, title }) => (slug && title ? [{ slug, title }] : []));
}
