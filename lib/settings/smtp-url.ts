import { isLocalHost } from '@/lib/local-host';

/**
 * What SMTP_URL says, read once for the settings' checks and the mailer alike: `smtps://` is TLS
 * from the first byte (port 465); `smtp://` starts in clear and upgrades with STARTTLS, which a
 * mailer must require (`?requireTLS=true`) unless the server is this machine.
 */
export type SmtpUrl = {
  host: string;
  port: number | undefined;
  /** TLS from the first byte. */
  implicitTls: boolean;
  /** `smtp://…?requireTLS=true`: the operator asks for STARTTLS or nothing. */
  requireTls: boolean;
  local: boolean;
  user: string;
  password: string;
};

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The URL read, or why it cannot be, as the end of a sentence that names SMTP_URL. */
export function parseSmtpUrl(url: string): SmtpUrl | { problem: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: 'is not a URL, such as smtps://user:password@smtp.example.com:465' };
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    return { problem: 'must start with smtp:// or smtps://' };
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!host) return { problem: 'names no host' };
  const names = [...parsed.searchParams.keys()];
  const requireTls = parsed.searchParams.get('requireTLS');
  if (
    names.some((name) => name !== 'requireTLS') ||
    (requireTls !== null && requireTls !== 'true')
  ) {
    return {
      problem:
        'takes no parameter but requireTLS=true: TLS is chosen by the scheme, and the certificate is always checked',
    };
  }
  return {
    host,
    port: parsed.port ? Number(parsed.port) : undefined,
    implicitTls: parsed.protocol === 'smtps:',
    requireTls: requireTls === 'true',
    local: isLocalHost(host),
    user: decode(parsed.username),
    password: decode(parsed.password),
  };
}
