import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { isLocalHost } from '@/lib/local-host';

type PgConfigOptions = {
  /** The environment variable the URL came from, so an error says which one to fix. */
  setting: string;
  /** PEM text of the CA certificate(s) to trust; Node's root CAs when undefined. */
  ca?: string;
};

const CA_ADVICE =
  "Set DATABASE_CA_CERT to your provider's CA certificate (for Supabase: the CA certificate " +
  'downloadable from the project\'s Database settings, "SSL Configuration").';

/** This machine's server: over a Unix socket (no host, or a socket's folder), or a local host. */
function isLocalServer(host: string): boolean {
  return host === '' || host.startsWith('/') || isLocalHost(host);
}

// pg's own parser accepts a URL with an empty host (`postgres://user@/db?host=/socket`), which the
// URL standard refuses; the placeholder only lets us read the query, it never reaches pg.
function parseUrl(url: string): { parsed: URL; hostname: string } | undefined {
  const parsed = tryUrl(url);
  if (parsed) return { parsed, hostname: safeDecode(parsed.hostname) };
  const withoutHost = tryUrl(url.replace('@/', '@placeholder/'));
  return withoutHost && { parsed: withoutHost, hostname: '' };
}

function tryUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function isSslParameter(name: string): boolean {
  return name.startsWith('ssl') || name === 'uselibpqcompat';
}

function weakSslParameter(params: URLSearchParams): string | undefined {
  const sslmode = params.getAll('sslmode').find((mode) => mode !== 'verify-full');
  if (sslmode !== undefined) return `sslmode=${sslmode}`;
  const ssl = params.getAll('ssl').find((value) => value !== 'true' && value !== '1');
  if (ssl !== undefined) return `ssl=${ssl}`;
  return undefined;
}

/**
 * The pg configuration for a database URL. A local server is used as the URL says; any other
 * must present a certificate, signed by `ca`, for the URL's host name (libpq's verify-full).
 */
export function pgConfig(url: string, { setting, ca }: PgConfigOptions): pg.ClientConfig {
  const result = parseUrl(url);
  if (!result || !['postgres:', 'postgresql:'].includes(result.parsed.protocol)) {
    throw new Error(`${setting} is not a postgres:// or postgresql:// URL.`);
  }
  const { parsed, hostname } = result;
  // pg connects to the `host` query parameter (the last one) when there is one, whatever the
  // URL's host says.
  const host = parsed.searchParams.getAll('host').at(-1) || hostname;
  if (isLocalServer(host)) return { connectionString: url };

  const weak = weakSslParameter(parsed.searchParams);
  if (weak) {
    throw new Error(
      `${setting} asks for ${weak}: the connection to its remote database would not be ` +
        'encrypted and verified. Remove the parameter or use sslmode=verify-full. ' +
        CA_ADVICE,
    );
  }
  if (parsed.searchParams.has('sslrootcert')) {
    throw new Error(
      `${setting} names an sslrootcert: the CA to trust is configured in one place. ` +
        `Remove the parameter. ${CA_ADVICE}`,
    );
  }

  // pg lets the URL's ssl parameters replace `ssl` whole, verification included: they go, and
  // the TLS settings come from here alone.
  const params = new URLSearchParams(parsed.searchParams);
  for (const name of [...params.keys()]) if (isSslParameter(name)) params.delete(name);
  // The rest of the URL stays byte for byte what the operator wrote; re-serialising it could
  // change how pg reads an escaped password.
  const base = url.split(/[?#]/, 1)[0] ?? url;
  const query = params.toString();
  return {
    connectionString: query ? `${base}?${query}` : base,
    ssl: ca === undefined ? { rejectUnauthorized: true } : { rejectUnauthorized: true, ca },
  };
}

/**
 * The PEM text of DATABASE_CA_CERT, which holds either the certificate itself or the path of a
 * file holding it.
 */
export function readCa(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  let pem: string;
  if (value.trimStart().startsWith('-----BEGIN')) {
    // Hosting dashboards often keep a pasted certificate on one line with literal "\n"s.
    pem = value.replace(/\\n/g, '\n');
  } else {
    try {
      pem = readFileSync(value.trim(), 'utf8');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`DATABASE_CA_CERT names a file that cannot be read: ${reason}`);
    }
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
    throw new Error('DATABASE_CA_CERT holds no PEM certificate (-----BEGIN CERTIFICATE-----).');
  }
  return pem;
}
