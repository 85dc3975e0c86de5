import { describe, expect, it } from 'vitest';
import { isNavGroup } from '@/components/layout/nav-item';
import {
  buildNavigation,
  type NavigationLabels,
  type NavigationPages,
} from '@/components/layout/navigation';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { NAVIGATION_QUERY } from '@/lib/content/queries';
import fr from '@/lib/i18n/messages/fr.json';

const labels: NavigationLabels = {
  aiServices: fr.nav.aiServices,
  useCases: fr.nav.useCases,
  assessment: fr.nav.assessment,
  contact: fr.nav.contact,
  overview: fr.nav.overview,
};

// The menu's sub-pages are those of the seed, as the header reads them.
const pages = await queryLocalDataset<NavigationPages>(NAVIGATION_QUERY, { locale: 'fr' });

describe('buildNavigation', () => {
  const items = buildNavigation('fr', labels, pages);

  it('lists the header entries AI services, use cases, assessment and contact, in that order', () => {
    expect(items.map((item) => item.href)).toEqual([
      '/fr/ai-solutions',
      '/fr/use-cases',
      '/fr/assessment-info',
      '/fr/contact',
    ]);
  });

  it('offers the six services and the five stories as sub-pages', () => {
    const [services, stories] = items;
    expect(services && isNavGroup(services) && services.children.map((c) => c.href)).toEqual([
      '/fr/ai-solutions/strategy',
      '/fr/ai-solutions/development',
      '/fr/ai-solutions/training',
      '/fr/ai-solutions/data',
      '/fr/ai-solutions/roi',
      '/fr/ai-solutions/ethics',
    ]);
    expect(stories && isNavGroup(stories) && stories.children).toHaveLength(5);
    expect(stories && isNavGroup(stories) && stories.children[2]?.label).toBe(
      'Améliorer le service client',
    );
  });

  it('names each sub-page by its content title, and leaves out one without a slug or title', () => {
    const renamed = buildNavigation('fr', labels, {
      services: [
        { slug: 'strategy', title: 'Stratégie IA' },
        { slug: null, title: 'Brouillon' },
        { slug: 'roi', title: null },
      ],
      useCases: [],
    });
    const [services] = renamed;
    expect(services && isNavGroup(services) && services.children).toEqual([
      { label: 'Stratégie IA', path: '/ai-solutions/strategy', href: '/fr/ai-solutions/strategy' },
    ]);
  });
});
