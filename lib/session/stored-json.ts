/** What the tab stored, parsed, if it is a JSON object; null for anything else, never an error. */
export function parseStoredObject(raw: string): Record<string, unknown> | null {
  try {
    const stored: unknown = JSON.parse(raw);
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
