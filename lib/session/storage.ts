/**
 * sessionStorage access that never throws. Storage can be blocked (privacy settings, sandboxed
 * frames) or full; then values live in this module's memory instead, so the assessment still
 * works while the visitor stays on the site's pages, and is only lost on a reload.
 */
const memory = new Map<string, string>();

export function readSession(key: string): string | null {
  // A value that could not be stored is newer than anything sessionStorage may still hold.
  const remembered = memory.get(key);
  if (remembered !== undefined) return remembered;
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
    memory.delete(key);
  } catch {
    memory.set(key, value);
  }
}

export function removeSession(key: string): void {
  memory.delete(key);
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage that cannot be used holds nothing of ours: the memory copy is gone already.
  }
}
