import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type StorageModule = typeof import('@/lib/session/storage');

class MemoryStorage {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

// Each test gets a fresh module, so the memory fallback of one test never leaks into the next.
async function freshStorageModule(): Promise<StorageModule> {
  vi.resetModules();
  return import('@/lib/session/storage');
}

function blockedWindow() {
  return {
    get sessionStorage(): Storage {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  };
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session storage helpers', () => {
  it('use sessionStorage when it works', async () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage });
    const { readSession, writeSession, removeSession } = await freshStorageModule();

    writeSession('assessment-answers', '{"index":3}');
    expect(storage.items.get('assessment-answers')).toBe('{"index":3}');
    expect(readSession('assessment-answers')).toBe('{"index":3}');
    removeSession('assessment-answers');
    expect(storage.items.has('assessment-answers')).toBe(false);
    expect(readSession('assessment-answers')).toBeNull();
  });

  it('keep values in memory when sessionStorage is blocked', async () => {
    vi.stubGlobal('window', blockedWindow());
    const { readSession, writeSession, removeSession } = await freshStorageModule();

    expect(readSession('assessment-answers')).toBeNull();
    writeSession('assessment-answers', '{"index":3}');
    writeSession('assessment-result', '{"percentage":50}');
    expect(readSession('assessment-answers')).toBe('{"index":3}');
    expect(readSession('assessment-result')).toBe('{"percentage":50}');

    writeSession('assessment-answers', '{"index":4}');
    expect(readSession('assessment-answers')).toBe('{"index":4}');
    removeSession('assessment-answers');
    expect(readSession('assessment-answers')).toBeNull();
    expect(readSession('assessment-result')).toBe('{"percentage":50}');
  });

  it('prefer the newer value in memory when a full sessionStorage still holds an older one', async () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage });
    const { readSession, writeSession } = await freshStorageModule();

    writeSession('assessment-answers', 'older');
    storage.full = true;
    writeSession('assessment-answers', 'newer');
    expect(storage.items.get('assessment-answers')).toBe('older');
    expect(readSession('assessment-answers')).toBe('newer');

    // Once storage has room again, it holds the value and memory lets go of it.
    storage.full = false;
    writeSession('assessment-answers', 'newest');
    expect(storage.items.get('assessment-answers')).toBe('newest');
    storage.items.set('assessment-answers', 'changed in storage');
    expect(readSession('assessment-answers')).toBe('changed in storage');
  });
});
