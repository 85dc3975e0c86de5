import { isIPv4 } from 'node:net';

/**
 * Whether a host name is this machine: the one place a link may go without TLS, since nothing
 * crosses a network a stranger could read. `localhost`, 127.0.0.0/8 and ::1, as a URL's
 * hostname gives them (IPv6 in brackets) or bare.
 */
export function isLocalHost(host: string): boolean {
  const name = host.toLowerCase();
  if (name === 'localhost' || name === '::1' || name === '[::1]') return true;
  return isIPv4(name) && name.startsWith('127.');
}
