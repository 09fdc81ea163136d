/** A seeded pseudo-random source: the same seed gives the same sequence on every machine (mulberry32). */
export interface Prng {
  /** a number in [0, 1) */
  next(): number;
  /** a whole number in [min, max] */
  int(min: number, max: number): number;
}

/** A mulberry32 generator: 32-bit state, integer arithmetic only, so it is reproducible across engines. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}

/** A copy of `items` in an order drawn from `prng` (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], prng: Prng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = prng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
