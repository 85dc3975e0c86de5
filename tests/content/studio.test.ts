import { createClient } from '@sanity/client';
import { createSourceFromConfig, type Source } from 'sanity';
import {
  createStructureBuilder,
  type ListBuilder,
  type StructureResolverContext,
} from 'sanity/structure';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { singletonTypes } from '@/schemas';
import config from '@/studio/sanity.config';
import { pageTypes, type PageType } from '@/lib/routes';
import { structure } from '@/studio/structure';

let source: Source;

beforeAll(async () => {
  const client = createClient({
    projectId: 'test',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
  });
  source = await createSourceFromConfig({
    ...config,
    currentUser: {
      id: 'editor',
      name: 'Editor',
      email: 'editor@example.com',
      role: 'administrator',
      roles: [{ name: 'administrator', title: 'Administrator' }],
    },
    getClient: () => client,
  });
});

function actionsFor(schemaType: string): string[] {
  // The singleton rule reads only the schema type.
  const context = { schemaType, documentId: schemaType } as Parameters<
    Source['document']['actions']
  >[0];
  return source.document.actions(context).flatMap(({ action }) => (action ? [action] : []));
}

describe('studio configuration', () => {
  it('serves the Studio at /studio', () => {
    expect(config.basePath).toBe('/studio');
  });

  it('shows drafts on the site beside the document, through the route that checks the secret', () => {
    const presentation = source.tools.find((tool) => tool.name === 'presentation');
    const options = presentation?.options as {
      previewUrl: { previewMode: { enable: string } };
      resolve: {
        locations: Record<string, { resolve?: (doc: unknown) => unknown; locations?: unknown }>;
        mainDocuments: { route: string }[];
      };
    };
    const enable = options.previewUrl.previewMode.enable;
    expect(enable).toBe('/api/draft-mode/enable');
    expect(existsSync(`app${enable}/route.ts`)).toBe(true);
    // Every page document opens on its page, and a service on its own page in both languages.
    for (const type of singletonTypes.filter((name) => name.endsWith('Page'))) {
      expect(options.resolve.locations[type]).toBeDefined();
    }
    expect(
      options.resolve.locations.service?.resolve?.({ title: 'Data', slug: 'data' }),
    ).toMatchObject({
      locations: expect.arrayContaining([
        expect.objectContaining({ href: '/en/ai-solutions/data' }),
        expect.objectContaining({ href: '/fr/ai-solutions/data' }),
      ]),
    });
    expect(options.resolve.mainDocuments.map(({ route }) => route)).toEqual(
      expect.arrayContaining(['/en/contact', '/fr/results', '/fr/use-cases/:slug']),
    );
  });

  it('offers no way to create another singleton', () => {
    const templates = source.templates.map((template) => template.schemaType);
    const newDocumentOptions = source.document
      .resolveNewDocumentOptions({ type: 'global' })
      .map((option) => option.templateId);
    for (const singleton of singletonTypes) {
      expect(templates).not.toContain(singleton);
      expect(newDocumentOptions).not.toContain(singleton);
    }
    expect(templates).toContain('faqItem');
  });

  it('lets a singleton be published but not deleted or duplicated', () => {
    expect(actionsFor('homePage')).toContain('publish');
    expect(actionsFor('homePage')).not.toContain('delete');
    expect(actionsFor('homePage')).not.toContain('duplicate');
    expect(actionsFor('faqItem')).toEqual(
      expect.arrayContaining(['publish', 'delete', 'duplicate']),
    );
  });

  it('pins the singletons, then groups the collections, with questions in the wizard’s order and the consultants’ questions last', () => {
    const S = createStructureBuilder({ source, perspectiveStack: [] });
    // Our resolver returns a list builder synchronously; the context is not read.
    const root = (structure(S, {} as StructureResolverContext) as ListBuilder).serialize();
    expect(root.items.map((item) => item.id)).toEqual([
      'siteSettings',
      'pages',
      'assessmentSettings',
      'emailSettings',
      expect.stringContaining('divider'),
      'service',
      'useCase',
      'faqItem',
      'statistic',
      'sector',
      'assessment',
      'consultants',
    ]);
    const pages = root.items[1] as {
      child: { items: { id: string; title: string; child: unknown }[] };
    };
    // The page registry's one-of-a-kind pages, in the menu's order, each under its type's title.
    const registered = Object.values(pageTypes as Record<string, PageType>)
      .filter((type) => !type.slugs)
      .map((type) => type.document);
    expect(registered).toContain('homePage');
    expect(pages.child.items.map((item) => item.id)).toEqual(registered);
    for (const item of pages.child.items) {
      expect(item.title).toBe(source.schema.get(item.id)?.title);
    }
    expect(pages.child.items[0]).toMatchObject({
      child: { type: 'document', options: { id: 'homePage' } },
    });
    const pinned = [...pages.child.items.map((item) => item.id), 'siteSettings'];
    expect(pinned.sort()).toEqual(
      singletonTypes
        .filter((type) => !['assessmentSettings', 'emailSettings'].includes(type))
        .sort(),
    );
    expect(findNode(root, 'assessmentCategory')).toMatchObject({
      options: { defaultOrdering: [{ field: 'order', direction: 'asc' }] },
    });
    expect(findNode(root, 'assessmentQuestion')).toMatchObject({
      options: {
        defaultOrdering: [
          { field: 'category.order', direction: 'asc' },
          { field: 'position', direction: 'asc' },
        ],
      },
    });
    expect(findNode(root, 'briefQuestion')).toMatchObject({
      options: {
        params: { type: 'briefQuestion' },
        defaultOrdering: [{ field: 'category', direction: 'asc' }],
      },
    });
  });
});

/** The serialized document list with this id, wherever it sits in the structure. */
function findNode(node: unknown, id: string): unknown {
  if (Array.isArray(node)) return node.map((child) => findNode(child, id)).find(Boolean);
  if (typeof node !== 'object' || node === null) return undefined;
  const record = node as Record<string, unknown>;
  if (record.id === id && record.type === 'documentList') return record;
  return Object.values(record)
    .map((child) => findNode(child, id))
    .find(Boolean);
}
