import 'server-only';
import type { ClientReturn, QueryParams } from '@sanity/client';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { contentLakeClient, withoutSecrets } from './client';
import { CONTENT_MAX_AGE_SECONDS } from './freshness';
import { localDatasetVersion, queryLocalDataset } from './local-dataset';
import { previewClient } from './preview';
import type { Tag } from './tags';

type FetchOptions<Query extends string> = {
  query: Query;
  params?: QueryParams;
  /** The document types the result depends on; the webhook revalidates by type. */
  tags: readonly Tag[];
};

/**
 * The one way pages read content, from the Content Lake or the local dataset. Published content is
 * cached under `tags` for at most CONTENT_MAX_AGE_SECONDS; in draft mode (a marketer's preview
 * from the Studio) drafts are read on every request and nothing is cached.
 */
export async function sanityFetch<const Query extends string>({
  query,
  params = {},
  tags,
}: FetchOptions<Query>): Promise<ClientReturn<Query, unknown>> {
  if (contentLakeClient) {
    if (previewClient && (await draftMode()).isEnabled) {
      return withoutSecrets(previewClient.fetch(query, params, { cache: 'no-store' }));
    }
    return withoutSecrets(
      contentLakeClient.fetch(query, params, {
        cache: 'force-cache',
        next: { tags: [...tags], revalidate: CONTENT_MAX_AGE_SECONDS },
      }),
    );
  }
  // unstable_cache, not 'use cache': the app does not enable Cache Components, and a tagged
  // unstable_cache read tags the prerendered page too, so revalidateTag re-renders it. The file's
  // version is part of the key, so an entry never outlives an edit of the dataset.
  const version = await localDatasetVersion();
  const cachedQuery = unstable_cache(
    () => queryLocalDataset<ClientReturn<Query, unknown>>(query, params),
    ['local-dataset', version, query, JSON.stringify(params)],
    { tags: [...tags], revalidate: CONTENT_MAX_AGE_SECONDS },
  );
  return cachedQuery();
}
