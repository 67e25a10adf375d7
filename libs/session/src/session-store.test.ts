import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return (await import('./session-store')).sessionStore;
}

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('persists each value under the spec key', async () => {
    const store = await freshStore();
    store
      .getState()
      .set({ enrollmentId: 'abc', agent_id: 10109, 'show-quotation': 'yes', nav_array: ['primary_info'] });
    expect(localStorage.getItem('tempId')).toBe('"abc"');
    expect(localStorage.getItem('agent_id')).toBe('10109');
    expect(localStorage.getItem('show-quotation')).toBe('"yes"');
    expect(JSON.parse(localStorage.getItem('nav_array')!)).toEqual(['primary_info']);
  });

  it('reads stored keys back after a reload', async () => {
    localStorage.setItem('group_id', '77');
    localStorage.setItem('open_type', '"group"');
    localStorage.setItem('tempId', 'raw-not-json');
    const store = await freshStore();
    expect(store.getState().group_id).toBe(77);
    expect(store.getState().open_type).toBe('group');
    expect(store.getState().enrollmentId).toBe('raw-not-json');
    expect(store.getState().cartCount).toBe(0);
  });

  it('removes a key set to null', async () => {
    const store = await freshStore();
    store.getState().set({ referral: 'r1' });
    store.getState().set({ referral: null });
    expect(localStorage.getItem('referral')).toBeNull();
  });

  it('clearAll empties all local storage, including keys it does not own', async () => {
    const store = await freshStore();
    localStorage.setItem('someone-else', 'x');
    store.getState().set({ enrollmentId: 'abc', eprocess: 'rep' });
    store.getState().clearAll();
    expect(localStorage.length).toBe(0);
    expect(store.getState().enrollmentId).toBeNull();
    expect(store.getState().eprocess).toBeNull();
  });
});
