import { describe, expect, it } from 'vitest';
import { buildNavigation, isNavGroup, type NavigationLabels } from '@/components/layout/navigation';
import fr from '@/lib/i18n/messages/fr.json';

const labels: NavigationLabels = {
  aiServices: fr.nav.aiServices,
  useCases: fr.nav.useCases,
  assessment: fr.nav.assessment,
  contact: fr.nav.contact,
  overview: fr.nav.overview,
  services: fr.services,
  stories: fr.useCases,
};

describe('buildNavigation', () => {
  const items = buildNavigation('fr', labels);

  it('lists the header entries of the spec in order', () => {
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
      fr.useCases['customer-service'],
    );
  });
});
