export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Formats 16 bytes as a UUID of the given version (RFC 9562). */
export function uuidFromBytes(bytes: Uint8Array, version: 4 | 8): string {
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | (version << 4);
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// crypto.randomUUID exists only in secure contexts; a site opened over plain HTTP on a local
// network still needs an id, and getRandomValues is available everywhere.
export function newSubmissionId(): string {
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)), 4);
}
