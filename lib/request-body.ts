/**
 * A request's body as text, or null when it is larger than `limit` bytes: it is never read past
 * that, whatever Content-Length claims.
 */
export async function readBody(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Whether another site's page sent the request. Browsers send Sec-Fetch-Site, and older ones at
 * least Origin on a POST. A client that is not a browser sends what it likes, so this only keeps
 * other sites from making their visitors' browsers post here.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site !== 'same-origin';
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return URL.parse(origin)?.host !== host;
}
