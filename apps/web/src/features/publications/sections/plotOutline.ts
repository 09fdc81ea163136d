/** A GeoJSON Polygon or MultiPolygon in planar coordinates (RD New metres for plots, lon/lat for points). */
interface Geometry {
  type?: string;
  coordinates?: unknown;
}

type Ring = [number, number][];

function ringsOf(g: unknown): Ring[] {
  const geom = g as Geometry | null;
  if (!geom || !Array.isArray(geom.coordinates)) return [];
  if (geom.type === 'Polygon') return geom.coordinates as Ring[];
  if (geom.type === 'MultiPolygon') return (geom.coordinates as Ring[][]).flat();
  return [];
}

type At = (p: [number, number]) => [number, number];

/** The transform that fits these points into a `size` x `size` box (north up, aspect kept). */
function fit(all: readonly [number, number][], size: number, pad: number): At {
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const minX = Math.min(...xs);
  const maxY = Math.max(...ys);
  const span = Math.max(Math.max(...xs) - minX, maxY - Math.min(...ys), 1e-9);
  const k = (size - 2 * pad) / span;
  return ([x, y]) => [pad + (x - minX) * k, pad + (maxY - y) * k];
}

const ringPath = (r: Ring, at: At) =>
  r
    .map(
      (p, i) =>
        `${i ? 'L' : 'M'}${at(p)
          .map((v) => v.toFixed(1))
          .join(' ')}`,
    )
    .join('') + 'Z';

/**
 * SVG paths of plot outlines fitted into a `size` x `size` box (north up, aspect kept), plus the given points.
 * Pure, so the static map needs no map library: a few hundred bytes of SVG instead of tiles.
 */
export function plotOutline(
  geometries: readonly unknown[],
  points: readonly [number, number][] = [],
  size = 400,
  pad = 12,
) {
  const rings = geometries.flatMap(ringsOf);
  const all = [...rings.flat(), ...points];
  if (!all.length) return null;
  const at = fit(all, size, pad);
  return { paths: rings.map((r) => ringPath(r, at)), points: points.map(at), size };
}

/** One SVG path per geometry (all its rings, holes drawn even-odd), the geometries fitted together into the box; null without any. */
export function featureOutlines(geometries: readonly unknown[], size = 400, pad = 12) {
  const per = geometries.map(ringsOf);
  const all = per.flat(2);
  if (!all.length) return null;
  const at = fit(all, size, pad);
  return { paths: per.map((rings) => rings.map((r) => ringPath(r, at)).join('')), size };
}
