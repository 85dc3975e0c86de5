import 'server-only';
import { env } from '@/lib/env';
import { contentLakeClient } from './client';

/**
 * Fields the code reads rather than shows (keys, icon names, slugs, addresses). Click-to-edit
 * hides invisible characters in every string it may; these must stay as they are.
 */
const READ_BY_CODE = new Set(['key', 'icon', 'slug', 'current', 'schedulingUrl', 'contactEmail']);

/**
 * The client of a marketer's preview: drafts over published documents, read with the server's
 * token, each text carrying the invisible marks that let a click in the Presentation tool open
 * its field. Null without a Content Lake: the local dataset has no drafts to preview.
 */
export const previewClient =
  contentLakeClient?.withConfig({
    perspective: 'drafts',
    token: env.SANITY_API_READ_TOKEN,
    useCdn: false,
    stega: {
      enabled: true,
      studioUrl: '/studio',
      filter: (props) =>
        !READ_BY_CODE.has(String(props.sourcePath.at(-1))) && props.filterDefault(props),
    },
  }) ?? null;

/** Reads the Studio's preview secrets, which only a token can see; never encoded. */
export const previewSecretClient =
  contentLakeClient?.withConfig({
    token: env.SANITY_API_READ_TOKEN,
    useCdn: false,
    stega: false,
  }) ?? null;
