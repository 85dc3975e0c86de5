import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { previewSecretClient } from '@/lib/content/preview';

/**
 * Turns on draft mode for the Studio's Presentation tool, only with a preview secret the Studio
 * created in the last hour; anything else is refused and no cookie is set. Without a Content
 * Lake there are no drafts, so there is nothing to enable.
 */
export const GET = previewSecretClient
  ? defineEnableDraftMode({ client: previewSecretClient }).GET
  : () =>
      Response.json(
        { message: 'Preview needs a Sanity project: set SANITY_PROJECT_ID.' },
        { status: 404 },
      );
