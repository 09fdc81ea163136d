/**
 * Settings kept in the browser (not in the user's cfg): the remembered map view per map screen and the
 * language picked before signing in. Each is written with an expiry 30 days ahead (spec section 9), so a
 * shared computer forgets an old session's map position; start-up sweeps expired entries.
 */
export const STORED_SETTING_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const PREFIX = 'plotwise.';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

interface Envelope<T> {
  value: T;
  expiresAt: number;
}

export interface StoredSettings {
  get<T>(name: string): T | undefined;
  set<T>(name: string, value: T): void;
  remove(name: string): void;
  sweep(): number;
}

export function createStoredSettings(storage: KeyValueStorage | undefined, now: () => number = Date.now): StoredSettings {
  const read = <T>(key: string): Envelope<T> | undefined => {
    try {
      const raw = storage?.getItem(key);
      if (!raw) return undefined;
      const parsed = JSON.parse(raw) as Envelope<T>;
      return typeof parsed?.expiresAt === 'number' ? parsed : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    get<T>(name: string) {
      const env = read<T>(PREFIX + name);
      if (!env) return undefined;
      if (env.expiresAt <= now()) {
        storage?.removeItem(PREFIX + name);
        return undefined;
      }
      return env.value;
    },
    set<T>(name: string, value: T) {
      try {
        storage?.setItem(PREFIX + name, JSON.stringify({ value, expiresAt: now() + STORED_SETTING_TTL_MS }));
      } catch {
        // Private mode or a full quota: remembering is a convenience, never a failure.
      }
    },
    remove(name: string) {
      storage?.removeItem(PREFIX + name);
    },
    sweep() {
      if (!storage) return 0;
      const expired: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (!key?.startsWith(PREFIX)) continue;
        const env = read(key);
        if (!env || env.expiresAt <= now()) expired.push(key);
      }
      expired.forEach((key) => storage.removeItem(key));
      return expired.length;
    },
  };
}

const safeLocalStorage = (): KeyValueStorage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

export const storedSettings = createStoredSettings(safeLocalStorage());
