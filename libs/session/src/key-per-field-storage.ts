import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { emptySession, sessionKeys, storageKeyOf, type SessionValues } from './session-keys';

/**
 * zustand's persist normally writes one JSON blob; the spec names one local-storage key per
 * value, so this storage spreads the state over those keys (JSON-encoded) and reads it back;
 * a value whose code name differs from the spec's key is stored under the spec's (storageKeyOf).
 * Unreadable values fall back to their empty default instead of breaking start-up.
 */
export function keyPerFieldStorage(
  storage: () => Storage = () => localStorage,
): PersistStorage<SessionValues> {
  return {
    getItem: () => {
      const ls = storage();
      const state = { ...emptySession } as Record<string, unknown>;
      for (const key of sessionKeys) {
        const raw = ls.getItem(storageKeyOf(key));
        if (raw == null) continue;
        try {
          state[key] = JSON.parse(raw);
        } catch {
          state[key] = raw;
        }
      }
      return { state: state as unknown as SessionValues, version: 0 };
    },
    setItem: (_name, value: StorageValue<SessionValues>) => {
      const ls = storage();
      for (const key of sessionKeys) {
        const v = value.state[key];
        // Defaults are not written, so a cleared session leaves local storage empty.
        if (v == null || JSON.stringify(v) === JSON.stringify(emptySession[key]))
          ls.removeItem(storageKeyOf(key));
        else ls.setItem(storageKeyOf(key), JSON.stringify(v));
      }
    },
    removeItem: () => {
      const ls = storage();
      for (const key of sessionKeys) ls.removeItem(storageKeyOf(key));
    },
  };
}
