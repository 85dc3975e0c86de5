export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Formats 16 bytes as a UUID of the given version (RFC 9562). */
function uuidFromBytes(bytes: Uint8Array, version: 4 | 8): string {
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | (version << 4);
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A new submission's id, made by the browser when a form is first sent and kept through retries.
 * crypto.randomUUID exists only in secure contexts; a site opened over plain HTTP on a local
 * network still needs an id, and getRandomValues is available everywhere.
 */
export function newSubmissionId(): string {
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)), 4);
}

/**
 * The id a row is stored under: a version 8 UUID hashed from the submission's id and everything
 * the row holds.
 *
 * Visitors may insert but never read, so when an insert meets an existing id the server cannot
 * tell what that row holds. Deriving the id from the content makes the question moot: the same
 * submission sent again lands on the same row and stores nothing twice, while the same id sent
 * with other values (a corrected form, other answers) is a row of its own, never a duplicate
 * dropped in silence while the visitor is thanked.
 */
export async function contentId(parts: readonly unknown[]): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify(parts)),
  );
  return uuidFromBytes(new Uint8Array(digest), 8);
}
