import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentReads, layoutReads, pageReads, type ContentRead } from '@/lib/content/reads';
import { TAGS } from '@/lib/content/tags';
import { pageTypes, type PageName, type PageType } from '@/lib/routes';

// A page is cached under the tags of what it reads, and the webhook re-renders every page carrying
// the edited document's type: a page that reads more than it shows is re-rendered for nothing, and
// a read whose tags miss a type it queries leaves its pages stale.

const pageNames = Object.keys(pageTypes) as PageName[];

function tagsOf(reads: readonly ContentRead[]): Set<string> {
  return new Set(reads.flatMap((read) => contentReads[read].tags));
}

/** The document types a query reads from the dataset, `*[_type == "…"]`. */
function queriedTypes(query: string): string[] {
  return [...query.matchAll(/\*\[_type\s*==\s*"(\w+)"/g)].map(([, type]) => type!);
}

/** The getters of lib/content a file imports as values. */
function gettersImportedBy(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@\/lib\/content'/g)].flatMap(
    ([, names]) =>
      names!
        .split(',')
        .map((name) => name.trim())
        .filter((name) => /^get[A-Z]/.test(name)),
  );
}

function routeOf(name: PageName): string {
  const { path: pagePath }: PageType = pageTypes[name];
  return `app/[locale]${pagePath === '/' ? '' : pagePath.replace(':slug', '[slug]')}/page.tsx`;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

describe('the reads of content', () => {
  it.each(Object.keys(contentReads) as ContentRead[])(
    '%s is tagged with every document type its query reads',
    (read) => {
      const { query, tags } = contentReads[read];
      const types = queriedTypes(query);
      expect(types.length, read).toBeGreaterThan(0);
      expect(tags).toEqual(expect.arrayContaining(types));
      if (query.includes('asset->')) expect(tags).toContain(TAGS.imageAsset);
    },
  );

  it.each(pageNames)(
    'of the %s page are tagged with its own document, what it shows and the settings only',
    (name) => {
      const { document, shows = [] }: PageType = pageTypes[name];
      const allowed = new Set<string>([document, ...shows, TAGS.siteSettings, TAGS.imageAsset]);
      expect([...tagsOf(pageReads[name])].filter((tag) => !allowed.has(tag))).toEqual([]);
      // Its own document first of all.
      expect(tagsOf(pageReads[name])).toContain(document);
    },
  );

  it('around every page are the settings and the header menu’s services and stories only', () => {
    const allowed = new Set<string>([
      TAGS.siteSettings,
      TAGS.imageAsset,
      TAGS.service,
      TAGS.useCase,
    ]);
    expect([...tagsOf(layoutReads)].filter((tag) => !allowed.has(tag))).toEqual([]);
  });

  it.each(pageNames)('of the %s page are all declared in pageReads', (name) => {
    const declared: readonly string[] = [...pageReads[name], ...layoutReads];
    const imported = gettersImportedBy(routeOf(name));
    expect(imported.length, routeOf(name)).toBeGreaterThan(0);
    expect(imported.filter((getter) => !declared.includes(getter))).toEqual([]);
  });

  it('reach components through their pages, but for the layout’s own', () => {
    const layout: readonly string[] = layoutReads;
    const reads = [
      ...filesUnder('components'),
      'app/[locale]/layout.tsx',
      'app/[locale]/not-found.tsx',
    ]
      .flatMap((file) => gettersImportedBy(file).map((getter) => `${file}: ${getter}`))
      .filter((read) => !layout.includes(read.split(': ')[1]!));
    expect(reads).toEqual([]);
  });
});
