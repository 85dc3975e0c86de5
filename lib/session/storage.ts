/**
 * sessionStorage access that never throws: storage can be blocked or full, and then the
 * assessment still works for the current page.
 */
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Blocked or full storage: the value lives in memory until the page is left.
  }
}

export function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to remove from a storage that cannot be read.
  }
}
