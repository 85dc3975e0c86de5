import 'server-only';
import { createClient, type SanityClient } from '@sanity/client';
import { env } from '@/lib/env';

/** The Content Lake client, or null when no project is configured and the local dataset is read. */
export const contentLakeClient: SanityClient | null = env.SANITY_PROJECT_ID
  ? createClient({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION,
      token: env.SANITY_API_READ_TOKEN,
      perspective: 'published',
      // The API CDN can answer with a copy older than the webhook that triggered the revalidation.
      useCdn: false,
      // A custom host (a local emulator, in tests) is used as it is: by default the client would
      // put the project ID in front of it as a subdomain, which does not resolve for 127.0.0.1
      // or localhost. The project ID then travels in the X-Sanity-Project-ID header.
      ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
    })
  : null;

/**
 * A Content Lake read whose failure says what failed and nothing more. The client's own errors
 * carry the request, read token included, and a failed page render logs its error whole.
 */
export async function withoutSecrets<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The Content Lake query failed: ${reason}`);
  }
}
