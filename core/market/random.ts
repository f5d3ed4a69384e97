// Where the market's and the newsroom's chance comes from. In play, a cryptographically secure
// source: prizes ride on prices, so nothing a player sees of them may reveal the next draw. Tests
// and benchmarks use a small seeded generator (mulberry32) instead, so a run can be repeated; its
// whole state is 32 bits, which is why production refuses a seed (server/config.ts).

export type Random = () => number;

const BLOCK = 1024;
const TWO_POW_26 = 67_108_864;
const TWO_POW_53 = 9_007_199_254_740_992;

/** Uniform draws in [0, 1) with 53 random bits each, from the platform's secure source. */
export function secureRandom(): Random {
  const words = new Uint32Array(BLOCK);
  let next = BLOCK;
  return () => {
    if (next === BLOCK) {
      globalThis.crypto.getRandomValues(words);
      next = 0;
    }
    const high = words[next++]! >>> 5;
    const low = words[next++]! >>> 6;
    return (high * TWO_POW_26 + low) / TWO_POW_53;
  };
}

/** A reproducible generator for tests and benchmarks: the same seed, the same draws. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw (Box-Muller), using two uniforms from `random`. */
export function normal(random: Random): number {
  const u = Math.max(random(), Number.EPSILON);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A stable 32-bit seed from a text (FNV-1a), e.g. per company from the engine seed and its id. */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
