// A small read-through cache for hot, read-mostly data (the companies directory and detail pages).
// Entries live for `ttlMs` so several server instances converge quickly without coordination; a
// writer in this process calls invalidate() so its own change shows at once. Concurrent misses for
// one key share a single load (no stampede on the database).
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by invalidate(): a load that started before it keeps nothing. */
  private generation = 0;
  /**
   * Bumped per key by forget(): only that key's load in flight is stale. (One counter for both
   * made every fill, which forgets its company's book, throw away the loads of all the others.)
   */
  private readonly keyGenerations = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const keyGeneration = this.keyGenerations.get(key);
    const promise = load()
      .then((value) => {
        // A load that started before an invalidation may hold old data: serve it once, keep nothing.
        const current = generation === this.generation && keyGeneration === this.keyGenerations.get(key);
        if (current && this.ttlMs > 0) {
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
        }
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  /** Drops one key (its data changed); loads already under way are not kept either. */
  forget(key: string): void {
    // Only keys that were ever forgotten are counted: at most one number per key the cache knows.
    this.keyGenerations.set(key, (this.keyGenerations.get(key) ?? 0) + 1);
    this.entries.delete(key);
    this.loading.delete(key);
  }

  invalidate(): void {
    this.generation++;
    this.keyGenerations.clear();
    this.entries.clear();
    this.loading.clear();
  }
}
