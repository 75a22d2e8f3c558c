/** A value made by `make` on the first call, then kept. */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * An object whose every property is made by its function on first read, then kept. The
 * properties are enumerable getters, so the object reads (and compares in tests) like one
 * with plain fields.
 */
export function lazyFields<T extends object>(make: { readonly [K in keyof T]: () => T[K] }): T {
  const out = {} as T;
  for (const key of Object.keys(make) as (keyof T & string)[]) {
    const value = lazy(make[key]);
    Object.defineProperty(out, key, { enumerable: true, get: value });
  }
  return out;
}

/**
 * A read-only Map whose values are computed on first access and then cached. Used for
 * relation indexes: materialising every hierarchy relation up front (tens of thousands of
 * objects) would dominate load time, while a request only ever reads a few keys.
 */
export class LazyIndex<V> implements ReadonlyMap<string, readonly V[]> {
  private readonly cache = new Map<string, readonly V[] | null>();
  private allKeys: readonly string[] | undefined;

  constructor(
    /** Every key that might have values (may include keys that turn out empty). */
    private readonly candidateKeys: () => Iterable<string>,
    /** Values for a key; undefined means "absent", and so does an empty array unless `keepEmpty`. */
    private readonly compute: (key: string) => readonly V[] | undefined,
    /**
     * An empty list is a value (an atom at a hierarchy root has a context with no parents):
     * only undefined is absent.
     */
    private readonly keepEmpty = false,
  ) {}

  get(key: string): readonly V[] | undefined {
    let value = this.cache.get(key);
    if (value === undefined) {
      const computed = this.compute(key);
      value = computed !== undefined && (this.keepEmpty || computed.length > 0) ? computed : null;
      this.cache.set(key, value);
    }
    return value ?? undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  private keysWithValues(): readonly string[] {
    this.allKeys ??= [...new Set(this.candidateKeys())].filter((k) => this.has(k));
    return this.allKeys;
  }

  get size(): number {
    return this.keysWithValues().length;
  }

  *keys(): MapIterator<string> {
    yield* this.keysWithValues();
  }

  *values(): MapIterator<readonly V[]> {
    for (const key of this.keysWithValues()) yield this.get(key) ?? [];
  }

  *entries(): MapIterator<[string, readonly V[]]> {
    for (const key of this.keysWithValues()) yield [key, this.get(key) ?? []];
  }

  [Symbol.iterator](): MapIterator<[string, readonly V[]]> {
    return this.entries();
  }

  forEach(
    callback: (value: readonly V[], key: string, map: ReadonlyMap<string, readonly V[]>) => void,
  ): void {
    for (const [key, value] of this.entries()) callback(value, key, this);
  }
}

/**
 * A read-only Map built whole on first use (any call): for an index most processes never
 * read, or read only after start-up (e.g. RxNorm's 222k NDCs in the full scope).
 */
export class LazyMap<K, V> implements ReadonlyMap<K, V> {
  private map: ReadonlyMap<K, V> | undefined;

  constructor(private readonly build: () => ReadonlyMap<K, V>) {}

  private get m(): ReadonlyMap<K, V> {
    return (this.map ??= this.build());
  }

  get(key: K): V | undefined {
    return this.m.get(key);
  }

  has(key: K): boolean {
    return this.m.has(key);
  }

  get size(): number {
    return this.m.size;
  }

  keys(): MapIterator<K> {
    return this.m.keys();
  }

  values(): MapIterator<V> {
    return this.m.values();
  }

  entries(): MapIterator<[K, V]> {
    return this.m.entries();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.m.entries();
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void): void {
    for (const [key, value] of this.m) callback(value, key, this);
  }
}
