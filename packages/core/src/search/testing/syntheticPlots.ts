import { buildPlotIndex, type BuildOptions, type PlotColumnsInput, type PlotIndex } from '../plotIndex';

/** A feature to generate: numbers uniform in [min, max] (whole numbers when `integer`), or categories. */
export type SyntheticFeature =
  | { readonly key: string; readonly kind: 'number'; readonly min: number; readonly max: number; readonly integer?: boolean; readonly unknownShare?: number }
  | { readonly key: string; readonly kind: 'category'; readonly values: readonly string[]; readonly unknownShare?: number };

/** A small deterministic pseudo-random generator (mulberry32): same seed, same plots. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The extent synthetic plots are spread over: roughly the Netherlands in RD New metres. */
export const SYNTHETIC_RD_EXTENT = { minX: 13_000, maxX: 278_000, minY: 306_000, maxY: 620_000 } as const;

/** Synthetic WGS84 for RD New metres: a local linear approximation, good enough for generated plots. */
export function approximateLonLat(x: number, y: number): [number, number] {
  return [5.38721 + (x - 155_000) / 68_470, 52.15517 + (y - 463_000) / 111_320];
}

/**
 * Columns of `n` synthetic plots with the given features, spread over the RD extent (or `extent`), ids 1..n.
 * Typed arrays only: fit for ten million plots.
 */
export function syntheticColumns(
  n: number,
  features: readonly SyntheticFeature[],
  seed = 1,
  extent: { minX: number; maxX: number; minY: number; maxY: number } = SYNTHETIC_RD_EXTENT,
): PlotColumnsInput {
  const rnd = seededRandom(seed);
  const ids = new Float64Array(n);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const lon = new Float32Array(n);
  const lat = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    ids[i] = i + 1;
    // rounded to the centimetre, as label points in the database are stored
    x[i] = Math.round((extent.minX + rnd() * (extent.maxX - extent.minX)) * 100) / 100;
    y[i] = Math.round((extent.minY + rnd() * (extent.maxY - extent.minY)) * 100) / 100;
    const [lo, la] = approximateLonLat(x[i]!, y[i]!);
    lon[i] = lo;
    lat[i] = la;
  }
  const numbers: Record<string, Float32Array> = {};
  const categories: Record<string, { codes: Uint16Array; dictionary: readonly string[] }> = {};
  for (const f of features) {
    const unknown = f.unknownShare ?? 0;
    if (f.kind === 'number') {
      const col = new Float32Array(n);
      const span = f.max - f.min;
      for (let i = 0; i < n; i++) {
        if (unknown > 0 && rnd() < unknown) col[i] = NaN;
        else col[i] = f.integer ? f.min + Math.floor(rnd() * (span + 1)) : f.min + rnd() * span;
      }
      numbers[f.key] = col;
    } else {
      const codes = new Uint16Array(n);
      const k = f.values.length;
      for (let i = 0; i < n; i++) codes[i] = unknown > 0 && rnd() < unknown ? 0 : 1 + Math.floor(rnd() * k);
      categories[f.key] = { codes, dictionary: f.values };
    }
  }
  return { ids, x, y, lon, lat, numbers, categories };
}

/** An index of `n` synthetic plots. */
export function syntheticIndex(
  n: number,
  features: readonly SyntheticFeature[],
  seed = 1,
  extent?: { minX: number; maxX: number; minY: number; maxY: number },
  options?: BuildOptions,
): PlotIndex {
  return buildPlotIndex(syntheticColumns(n, features, seed, extent), options);
}
