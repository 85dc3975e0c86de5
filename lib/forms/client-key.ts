/** The rate-limit key of every visitor the server cannot tell apart from the others. */
export const UNIDENTIFIED_CLIENT = 'unidentified';

// Proxies that follow the X-Forwarded-For convention append the address they saw; a trusted one
// is the last to do so before the app, so only the rightmost entry is its word.
function addressIn(header: string, value: string): string | undefined {
  const address = header === 'x-forwarded-for' ? value.split(',').at(-1) : value;
  return address?.trim().slice(0, 100) || undefined;
}

/**
 * Who a submission counts against in the rate limit. A server action never sees the socket: Next
 * only copies its address into `x-forwarded-for`, and only when the client sent no such header,
 * so any client can choose the value it is counted under. Forwarding headers therefore count
 * only behind a proxy that overwrites the configured one (TRUSTED_PROXY_HEADER). Without it,
 * every visitor shares one allowance, which no header can escape.
 */
export function rateLimitClient(headers: Headers, trustedProxyHeader: string | undefined): string {
  if (!trustedProxyHeader) return UNIDENTIFIED_CLIENT;
  const value = headers.get(trustedProxyHeader);
  const address = value ? addressIn(trustedProxyHeader, value) : undefined;
  return address ? `ip:${address}` : UNIDENTIFIED_CLIENT;
}
