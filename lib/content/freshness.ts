import 'server-only';
import { env } from '@/lib/env';

/**
 * The time budget of every page: regenerated in the background at least this often, whether or
 * not the webhook came. A failed regeneration keeps the last good page.
 */
export const CONTENT_MAX_AGE_SECONDS = env.CONTENT_MAX_AGE_SECONDS;
