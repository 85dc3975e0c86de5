import 'server-only';
import { readContentNow } from './read-now';

const PROBE = '*[_type == "siteSettings"][0]._id';

/**
 * Whether the content source answers now: the site settings, which every page needs, can be
 * read. For the health check; never throws.
 */
export async function contentReady(signal: AbortSignal): Promise<boolean> {
  try {
    return typeof (await readContentNow(PROBE, {}, signal)) === 'string';
  } catch {
    return false;
  }
}
