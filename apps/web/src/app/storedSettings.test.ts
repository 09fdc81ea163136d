import { describe, expect, it } from 'vitest';
import { createStoredSettings, STORED_SETTING_TTL_MS, type KeyValueStorage } from './storedSettings';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('stored settings', () => {
  it('returns a value until 30 days have passed, then forgets it', () => {
    let t = 1_000;
    const storage = memoryStorage();
    const s = createStoredSettings(storage, () => t);
    s.set('mapView.locations', { zoom: 7 });
    t += STORED_SETTING_TTL_MS - 1;
    expect(s.get('mapView.locations')).toEqual({ zoom: 7 });
    t += 1;
    expect(s.get('mapView.locations')).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it('sweeps expired and unreadable entries of its own only', () => {
    let t = 0;
    const storage = memoryStorage();
    const s = createStoredSettings(storage, () => t);
    s.set('a', 1);
    storage.setItem('plotwise.broken', '{nope');
    storage.setItem('other.app', 'keep');
    t = STORED_SETTING_TTL_MS / 2;
    s.set('b', 2);
    t = STORED_SETTING_TTL_MS + 1;
    expect(s.sweep()).toBe(2);
    expect(s.get('b')).toBe(2);
    expect(storage.getItem('other.app')).toBe('keep');
  });

  it('works without storage', () => {
    const s = createStoredSettings(undefined);
    s.set('x', 1);
    expect(s.get('x')).toBeUndefined();
    expect(s.sweep()).toBe(0);
  });
});
