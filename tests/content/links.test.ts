import { describe, expect, it } from 'vitest';
import { linkTargetPath, linkableTypes } from '@/lib/content/links';
import { schemaTypes } from '@/schemas';

describe('internal links', () => {
  it('lead to the page of the document they reference, by its current slug', () => {
    expect(linkTargetPath({ _type: 'service', slug: 'data' })).toBe('/ai-solutions/data');
    expect(linkTargetPath({ _type: 'useCase', slug: 'hr-talent' })).toBe('/use-cases/hr-talent');
    expect(linkTargetPath({ _type: 'useCasesPage', slug: null })).toBe('/use-cases');
    expect(linkTargetPath({ _type: 'contactPage', slug: null })).toBe('/contact');
  });

  it('lead home when the document is gone', () => {
    expect(linkTargetPath(null)).toBe('/');
    expect(linkTargetPath({ _type: 'service', slug: null })).toBe('/');
  });

  it('may point at every page document the Studio has, and nothing else', () => {
    const documents = new Set(
      schemaTypes.filter((type) => type.type === 'document').map((type) => type.name),
    );
    for (const type of linkableTypes) expect(documents).toContain(type);
    const pages = [...documents].filter((name) => name.endsWith('Page'));
    for (const page of pages) expect(linkableTypes).toContain(page);
  });
});
