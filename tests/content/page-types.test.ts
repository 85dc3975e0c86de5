import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  indexedPagePaths,
  pageTypes,
  pagesShowing,
  sitePages,
  staticPagePaths,
  type PageType,
} from '@/lib/routes';
import { isTag } from '@/lib/content/tags';
import { schemaTypes } from '@/schemas';

const types = Object.entries(pageTypes) as [string, PageType][];
const documentTypes = new Set(
  schemaTypes.filter((type) => type.type === 'document').map((type) => type.name),
);

describe('the page types', () => {
  it('name Studio documents only, and every page document has its page type', () => {
    for (const [, { document, shows = [] }] of types) {
      expect(documentTypes).toContain(document);
      for (const shown of shows) expect(documentTypes).toContain(shown);
    }
    // A document's cache tag is its type: the webhook revalidates what read it.
    for (const [, { document, shows = [] }] of types) {
      for (const type of [document, ...shows]) expect(isTag(type), type).toBe(true);
    }
    const own = new Set(types.map(([, { document }]) => document));
    for (const name of documentTypes) if (name.endsWith('Page')) expect(own).toContain(name);
  });

  it('each have a route of the app, and a path of their own', () => {
    for (const [name, { path }] of types) {
      const route = `app/[locale]${path === '/' ? '' : path.replace(':slug', '[slug]')}/page.tsx`;
      expect(existsSync(route), `${name}: ${route}`).toBe(true);
    }
    expect(new Set(staticPagePaths).size).toBe(staticPagePaths.length);
  });

  it('give one page per slug to the types that have slugs', () => {
    for (const [name, { path, slugs }] of types) {
      expect(path.includes(':slug'), name).toBe(slugs !== undefined);
      const pages = sitePages.filter((page) => page.name === name);
      expect(pages).toHaveLength(slugs?.length ?? 1);
    }
  });

  it('list in the sitemap every page but those search engines should not list', () => {
    expect(indexedPagePaths).not.toContain('/results');
    expect(indexedPagePaths).toContain('/use-cases/logistics');
    expect(indexedPagePaths).toHaveLength(staticPagePaths.length - 1);
  });

  it('say where a document shows: its own page first, then the pages that show it too', () => {
    expect(pagesShowing('privacyPolicyPage')).toEqual([
      'privacy',
      'home',
      'assessmentInfo',
      'assessment',
      'contact',
    ]);
    expect(pagesShowing('useCase')).toEqual(['useCase', 'home', 'useCases', 'results']);
  });
});
