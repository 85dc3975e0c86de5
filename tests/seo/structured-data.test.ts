import { describe, expect, it } from 'vitest';
import { breadcrumbList, faqPage, serializeJsonLd } from '@/lib/seo/structured-data';

describe('structured data', () => {
  it('numbers breadcrumb items from one', () => {
    const list = breadcrumbList([
      { name: 'Home', url: 'https://example.com/en' },
      { name: 'Use Cases', url: 'https://example.com/en/use-cases' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/en' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Use Cases',
        item: 'https://example.com/en/use-cases',
      },
    ]);
  });

  it('cannot be broken out of its script element by content', () => {
    const json = serializeJsonLd([
      faqPage([{ question: 'Q</script><script>alert(1)</script>', answer: 'A' }]),
    ]);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)['@graph'][0].mainEntity[0].name).toBe(
      'Q</script><script>alert(1)</script>',
    );
  });
});
