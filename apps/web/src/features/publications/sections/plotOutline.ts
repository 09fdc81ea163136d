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
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const minX = Math.min(...xs);
  const maxY = Math.max(...ys);
  const span = Math.max(Math.max(...xs) - minX, maxY - Math.min(...ys), 1e-9);
  const k = (size - 2 * pad) / span;
  const at = ([x, y]: [number, number]): [number, number] => [pad + (x - minX) * k, pad + (maxY - y) * k];
  const paths = rings.map(
    (r) =>
      r
        .map(
          (p, i) =>
            `${i ? 'L' : 'M'}${at(p)
              .map((v) => v.toFixed(1))
              .join(' ')}`,
        )
        .join('') + 'Z',
  );
  return { paths, points: points.map(at), size };
}
