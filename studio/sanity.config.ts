'use client';

import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes, singletonTypes } from '../schemas';
import { presentation } from './presentation';
import { structure } from './structure';
import { translationsTool } from './translation/translations-tool';

const singletons = new Set<string>(singletonTypes);

/** A singleton can be edited and published, never duplicated, deleted or created again. */
const singletonActions = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'Lumen AI Consulting',
  basePath: '/studio',
  // Next inlines NEXT_PUBLIC_* (next.config maps them from SANITY_*); the Sanity CLI exposes
  // SANITY_STUDIO_*. Without a project, the CLI can still extract the schema, and /studio shows
  // how to connect one instead of the Studio.
  projectId:
    process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ||
    process.env.SANITY_STUDIO_PROJECT_ID ||
    'unconfigured',
  dataset:
    process.env.NEXT_PUBLIC_SANITY_DATASET || process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({ structure }), presentation],
  tools: (tools) => [...tools, translationsTool],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType)
        ? actions.filter(({ action }) => action !== undefined && singletonActions.has(action))
        : actions,
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === 'global'
        ? items.filter(({ templateId }) => !singletons.has(templateId))
        : items,
  },
});
