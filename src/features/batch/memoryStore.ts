import type { KeyValueStore } from './persist.ts';

/**
 * The saved-runs store in memory, for tests: one Map, as a browser profile keeps one database
 * across reloads. Values are cloned in and out, as IndexedDB does.
 */
export function memoryStore(): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async (k) => structuredClone(data.get(k)),
    put: async (pairs) => pairs.forEach(([k, v]) => data.set(k, structuredClone(v))),
    delete: async (keys) => keys.forEach((k) => data.delete(k)),
    values: async (prefix) =>
      [...data].filter(([k]) => k.startsWith(prefix)).map(([, v]) => structuredClone(v)),
  };
}
