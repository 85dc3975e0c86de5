import type { SanityClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { createSchema, validateDocument, type ValidationMarker, type Workspace } from 'sanity';
import type { DatasetDocument } from '@/lib/content/local-dataset';
import { schemaTypes } from '@/schemas';

export const studioSchema = createSchema({ name: 'default', types: schemaTypes });

/** A client that answers the schema's GROQ checks (slug and question-number uniqueness) from the dataset. */
function datasetClient(dataset: DatasetDocument[]) {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset, params })).get(),
  };
  return client;
}

/**
 * Runs the Studio's own validation on one document. In the Studio an error blocks publishing; the
 * 'cli' environment also warns about fields the schema does not declare, but reports the rules of
 * object fields (required sections, slugs, images) as warnings.
 */
export function studioValidation(
  document: DatasetDocument,
  dataset: DatasetDocument[],
  environment: 'studio' | 'cli' = 'studio',
): Promise<ValidationMarker[]> {
  const client = datasetClient(dataset);
  // validateDocument reads only the schema, the client factory and the (optional) locale from the workspace.
  const workspace = {
    schema: studioSchema,
    getClient: () => client as unknown as SanityClient,
  } as unknown as Workspace;
  return validateDocument({
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...document },
    workspace,
    environment,
    getDocumentExists: async ({ id }) => dataset.some((candidate) => candidate._id === id),
  });
}

export function describeMarkers(markers: ValidationMarker[]): string[] {
  return markers.map(
    (marker) => `${marker.level} at ${JSON.stringify(marker.path)}: ${marker.message}`,
  );
}
