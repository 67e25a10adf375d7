import { createStore, useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { keyPerFieldStorage } from './key-per-field-storage';
import { emptySession, type SessionValues } from './session-keys';

export interface SessionActions {
  /** Merge values into the session (null removes a key). */
  set: (patch: Partial<SessionValues>) => void;
  /** Logout and continue-enrollment: every local-storage key goes, not only ours (spec §2). */
  clearAll: () => void;
}
export type SessionState = SessionValues & SessionActions;

function createSessionStore() {
  return createStore<SessionState>()(
    persist(
      (set) => ({
        ...emptySession,
        set: (patch) => set(patch),
        clearAll: () => {
          localStorage.clear();
          set({ ...emptySession });
        },
      }),
      { name: 'session', storage: keyPerFieldStorage(), partialize: pickValues },
    ),
  );
}

function pickValues(state: SessionState): SessionValues {
  const { set: _set, clearAll: _clear, ...values } = state;
  return values;
}

/**
 * The one session store. This module is a Module Federation singleton (libs/mf shared table),
 * so the shell and every remote hold this same instance.
 */
export const sessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const getSession = () => sessionStore.getState();
