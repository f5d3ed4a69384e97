import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('loads once while fresh, and shares one load between concurrent misses', async () => {
    const cache = new ReadCache<number>(1_000);
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, await cache.get('k', load)]).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after the time to live', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ReadCache<number>(1_000);
      let n = 0;
      const load = async () => ++n;
      expect(await cache.get('k', load)).toBe(1);
      vi.advanceTimersByTime(999);
      expect(await cache.get('k', load)).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await cache.get('k', load)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never keeps a value loaded before an invalidation', async () => {
    const cache = new ReadCache<string>(60_000);
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.invalidate();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('forgets one key, keeping the others', async () => {
    const cache = new ReadCache<string>(60_000);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    cache.forget('a');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
  });

  it("does not keep a load of a key forgotten meanwhile, and keeps other keys' loads", async () => {
    const cache = new ReadCache<string>(60_000);
    let finishA!: (v: string) => void;
    let finishB!: (v: string) => void;
    const a = cache.get('a', () => new Promise((r) => (finishA = r)));
    const b = cache.get('b', () => new Promise((r) => (finishB = r)));
    cache.forget('a');
    finishA('a-old');
    finishB('b1');
    // The callers of the forgotten load still get its answer once...
    expect(await a).toBe('a-old');
    expect(await b).toBe('b1');
    // ...but the next read of `a` loads again, while `b` was kept.
    expect(await cache.get('a', async () => 'a-new')).toBe('a-new');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
  });

  it('keeps at most maxEntries keys', async () => {
    const cache = new ReadCache<number>(60_000, 2);
    const load = vi.fn(async () => 1);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
