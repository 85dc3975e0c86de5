import 'server-only';
import { contentReady } from '@/lib/content/ready';
import { getLeadStore } from '@/lib/leads';

/** Each check gets this long, so the answer comes within two seconds whatever a component does. */
const CHECK_TIMEOUT_MS = 1500;

type Status = 'ok' | 'failing';

async function check(probe: (signal: AbortSignal) => Promise<boolean>): Promise<Status> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(false);
    }, CHECK_TIMEOUT_MS);
  });
  try {
    const ready = await Promise.race([probe(controller.signal).catch(() => false), timeout]);
    return ready ? 'ok' : 'failing';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The site's health, for load balancers and the container's HEALTHCHECK: 200 when the content
 * source and the lead store both answer, 503 otherwise. The body says only which one fails; never
 * a host or an error, which the server's log keeps.
 */
export async function healthResponse(): Promise<Response> {
  const [content, leads] = await Promise.all([
    check(contentReady),
    check(() => getLeadStore().ready()),
  ]);
  const ok = content === 'ok' && leads === 'ok';
  return Response.json(
    { status: ok ? 'ok' : 'failing', content, leads },
    {
      status: ok ? 200 : 503,
      headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
    },
  );
}
