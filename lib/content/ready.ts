import 'server-only';
import { contentLakeClient } from './client';
import { queryLocalDataset } from './local-dataset';

const PROBE = '*[_type == "siteSettings"][0]._id';

/**
 * Whether the content source answers now, read past every cache: the site settings, which every
 * page needs, can be read. For the health check; never throws.
 */
export async function contentReady(signal: AbortSignal): Promise<boolean> {
  try {
    const id = contentLakeClient
      ? await contentLakeClient.fetch<string | null>(PROBE, {}, { cache: 'no-store', signal })
      : await queryLocalDataset<string | null>(PROBE, {});
    return typeof id === 'string';
  } catch {
    return false;
  }
}
