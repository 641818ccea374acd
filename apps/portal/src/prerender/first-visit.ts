/**
 * What the app reads of the browser at load, as on a first visit (nothing stored, no session) to the login page:
 * the build renders that page without a browser. Imported before the app, whose modules read it as they load.
 */
const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
};

Object.assign(globalThis, {
  window: globalThis,
  localStorage: memoryStorage(),
  sessionStorage: memoryStorage(),
  location: new URL('https://portal.invalid/login'),
});
