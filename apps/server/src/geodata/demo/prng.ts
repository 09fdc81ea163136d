/**
 * A small seedable pseudo-random generator (sfc32) for the demo region: the same seed gives the same
 * sequence on every platform and Node version, so generated files are byte-identical. Each district gets
 * its own stream (`Prng.of(seed, label)`), so a district looks the same whatever else is generated.
 */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(words: [number, number, number, number]) {
    [this.a, this.b, this.c, this.d] = words;
    for (let i = 0; i < 12; i++) this.u32(); // let the first words mix
  }

  /** A generator for `seed` and a label naming its use (e.g. `cell:17`). */
  static of(seed: string | number, label = ''): Prng {
    return new Prng(hash128(`${seed}\u0000${label}`));
  }

  /** The next 32-bit unsigned integer. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** A whole number in [lo, hi] (both included). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** A float in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + this.next() * (hi - lo);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of the keys, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let r = this.next() * entries.reduce((s, [, w]) => s + w, 0);
    for (const [k, w] of entries) if ((r -= w) < 0) return k;
    return entries[entries.length - 1]![0];
  }

  /** Approximately normal (sum of uniforms), clamped to [lo, hi]. */
  normal(mean: number, sd: number, lo = -Infinity, hi = Infinity): number {
    const z = (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3);
    return Math.min(hi, Math.max(lo, mean + z * sd));
  }

  /** 32 hex digits, formatted as a UUID (deterministic ids where the real files have GUIDs). */
  uuid(): string {
    const h = [this.u32(), this.u32(), this.u32(), this.u32()].map((n) => n.toString(16).padStart(8, '0')).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
}

/** Four 32-bit words from a string: FNV-1a over the UTF-16 units, then a murmur-style finaliser per word. */
function hash128(s: string): [number, number, number, number] {
  const out: number[] = [];
  for (let k = 0; k < 4; k++) {
    let h = (0x811c9dc5 ^ Math.imul(k + 1, 0x9e3779b9)) >>> 0;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    out.push(h >>> 0);
  }
  return out as [number, number, number, number];
}
