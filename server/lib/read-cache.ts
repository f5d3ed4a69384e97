// A small read-through cache for hot, read-mostly data (the companies directory and detail pages).
// Entries live for `ttlMs` so several server instances converge quickly without coordination; a
// writer in this process calls invalidate() so its own change shows at once. Concurrent misses for
// one key share a single load (no stampede on the database).
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;

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
    const promise = load()
      .then((value) => {
        // A load that started before an invalidation may hold old data: serve it once, keep nothing.
        if (generation === this.generation && this.ttlMs > 0) {
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
    this.generation++;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
