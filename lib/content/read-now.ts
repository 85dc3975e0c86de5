import 'server-only';
import type { ClientReturn, QueryParams } from '@sanity/client';
import { contentLakeClient, withoutSecrets } from './client';
import { queryLocalDataset } from './local-dataset';

/**
 * A query answered by the content source now, past every cache: for what runs outside a page's
 * render, such as the health check and the outbox worker, which may run outside Next.js.
 */
export function readContentNow<const Query extends string>(
  query: Query,
  params: QueryParams = {},
  signal?: AbortSignal,
): Promise<ClientReturn<Query, unknown>> {
  return contentLakeClient
    ? withoutSecrets(contentLakeClient.fetch(query, params, { cache: 'no-store', signal }))
    : queryLocalDataset(query, params);
}
