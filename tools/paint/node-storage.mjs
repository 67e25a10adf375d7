// The paint builds render the apps' real components in Node at build time (no browser): the
// session store persists to localStorage, which Node does not have. An in-memory one stands in,
// evaluated before the store's module (the first module of each paint entry, paint-config.mjs).
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map();
  globalThis.localStorage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}
