/**
 * localStorage and sessionStorage that never throw: storage can be blocked (private modes, sandboxed frames) or
 * full, and the app then carries on with what it has in memory.
 */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | null {
  try {
    if (area === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readText(area: StorageArea, key: string): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the value could not be stored. */
export function writeText(area: StorageArea, key: string, value: string): boolean {
  try {
    const storage = storageOf(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The stored JSON value, or null when missing or unreadable. */
export function readJson(area: StorageArea, key: string): unknown {
  const text = readText(area, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(area: StorageArea, key: string, value: unknown): boolean {
  return writeText(area, key, JSON.stringify(value));
}

export function removeItem(area: StorageArea, key: string): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** Every stored key that starts with `prefix`. */
export function keysWithPrefix(area: StorageArea, prefix: string): string[] {
  const storage = storageOf(area);
  if (!storage) return [];
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    return keys;
  }
  return keys;
}
