/**
 * What the site accepts as an e-mail address, and when two spellings are one mailbox. The
 * database holds the same two rules in SQL (supabase/migrations: private.email_is_bare and
 * private.normalized_email); tests/database/email-rules.test.ts fails when they disagree.
 */

/** The characters of an unquoted local part (RFC 5322 atext): no quote, comma, bracket or space. */
const ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';

/**
 * A bare address, `local@domain`, and nothing a mail program would read as more: no display name,
 * comment, quotes, angle brackets, comma or semicolon, so that one address is one recipient. The
 * domain is ASCII: an internationalised one is stored in its ASCII form (storedEmail), so that
 * `müller.de` and `xn--mller-kva.de` are one mailbox to the limits. The source is written for both
 * JavaScript and PostgreSQL's regular expressions.
 */
export const BARE_EMAIL_SOURCE = `^[${ATEXT}]+(?:\\.[${ATEXT}]+)*@(?:${LABEL}\\.)+${TOP_LEVEL}$`;

const BARE_EMAIL = new RegExp(BARE_EMAIL_SOURCE);

/** The longest address SMTP carries, and the longest local part (RFC 5321). */
export const EMAIL_LIMITS = { address: 254, local: 64 } as const;

/** Whether `address`, exactly as given, is a bare address within SMTP's limits. */
export function isBareEmail(address: string): boolean {
  const at = address.indexOf('@');
  return (
    address.length <= EMAIL_LIMITS.address && at <= EMAIL_LIMITS.local && BARE_EMAIL.test(address)
  );
}

// A domain of letters, digits, dots and hyphens in any script, with one letter outside ASCII at
// least: the only kind that is converted, so that nothing else a URL parser would rewrite (a
// slash, a port, a percent sign) can turn what was typed into another address.
const INTERNATIONAL_DOMAIN = /^(?=.*[^\x00-\x7f])[\p{L}\p{M}\p{N}.-]+$/u;

/**
 * An address as the site stores it: trimmed, with an internationalised domain in its ASCII form
 * (café.fr → xn--caf-dma.fr), which reaches the same mailbox. Whatever is not an address is
 * returned trimmed, for isBareEmail to refuse.
 */
export function storedEmail(typed: string): string {
  const trimmed = typed.trim();
  const at = trimmed.lastIndexOf('@');
  const domain = trimmed.slice(at + 1);
  if (at < 0 || !INTERNATIONAL_DOMAIN.test(domain)) return trimmed;
  try {
    return `${trimmed.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return trimmed;
  }
}

// The whitespace both languages strip alike; JavaScript's trim() would strip more than SQL's.
const EDGE_SPACE = /^[\t\n\v\f\r ]+|[\t\n\v\f\r ]+$/g;
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox a stored address reaches, as the per-address limits count it: trimmed, in lower
 * case (a stored address is ASCII), without a +tag, and for Gmail without dots, which Gmail
 * ignores. Eight spellings of one Gmail inbox are one allowance, not eight.
 */
export function normalizeEmail(address: string): string {
  const lowered = address.replace(EDGE_SPACE, '').replace(/[A-Z]/g, (c) => c.toLowerCase());
  const at = lowered.lastIndexOf('@');
  if (at < 0) return lowered;
  const local = lowered.slice(0, at).split('+')[0] ?? '';
  const domain = lowered.slice(at + 1);
  return GMAIL_DOMAINS.has(domain)
    ? `${local.replaceAll('.', '')}@gmail.com`
    : `${local}@${domain}`;
}
