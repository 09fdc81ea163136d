import type { Importer } from '../importer';
import { fromGeoJson } from '../../geometry/geojsonGeometry';
import { wkbZValues } from '../../geometry/wkb';
import { streamGeoJson } from '../../readers/geoJsonFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { forEachGpkgLayer } from '../generic/genericLayer';
import { Props } from '../properties';
import { FeatureError, perFeature, skipEnded } from '../shared';

/** The 3D BAG GeoPackage has a `pand` layer (one row per building) beside per-roof-part layers (lod12_2d ...). */
const PAND_LAYER = 'pand';

/** The BAG pand id of a 3D BAG identificatie ("NL.IMBAG.Pand.0503100000005156" -> "0503100000005156"). */
export function pandId(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim().replace(/^NL\.IMBAG\.Pand\./i, '');
  return s || undefined;
}

const num = (p: Props, ...names: string[]) => {
  const v = p.get(...names);
  const n = typeof v === 'number' ? v : Number(v);
  return v === undefined || !Number.isFinite(n) ? undefined : n;
};

/** The z values of a 3D GeoJSON geometry's coordinates (none for a 2D one). */
function geoJsonZValues(geometry: unknown): number[] {
  const zs: number[] = [];
  const walk = (c: unknown): void => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number') {
      if (typeof c[2] === 'number') zs.push(c[2]);
      return;
    }
    for (const x of c) walk(x);
  };
  walk((geometry as { coordinates?: unknown } | null)?.coordinates);
  return zs;
}

/**
 * Ground and roof heights (the order of the b3_h_* columns) from the z values of a 3D building: ground = the lowest
 * point, roof minimum = the lowest point above it, 50 % and 70 % = those shares of the points above the ground,
 * maximum = the highest point. null when there is no z or no point above the ground.
 */
function heightsFromZ(z: number[]): (number | undefined)[] | null {
  const zs = z.filter(Number.isFinite);
  if (!zs.length) return null;
  zs.sort((a, b) => a - b);
  const ground = zs[0]!;
  const roof = zs.filter((z) => z > ground);
  if (!roof.length) return null;
  const at = (q: number) => roof[Math.min(roof.length - 1, Math.floor(q * roof.length))]!;
  return [ground, roof[0]!, at(0.5), at(0.7), roof.at(-1)!];
}

function writeHeights(ctx: ImportContext, file: string, area: string, p: Props, geo: { geometry?: unknown; wkb?: Buffer; srid: number }) {
  const id = pandId(p.get('identificatie', 'bag_pand_id', 'pand_id', 'identificatieBAGPND'));
  if (!id) throw new FeatureError('building without identificatie');
  const state = { repairs: 0 };
  const geometry = geo.geometry !== undefined ? fromGeoJson(geo.geometry, state) : undefined;
  if (state.repairs) ctx.repaired(state.repairs);
  if (!geometry && !geo.wkb) throw new FeatureError('building without geometry');
  // current 3D BAG names first, the names of releases before 2023 (h_dak_max ...) as a fallback
  let heights = [
    num(p, 'b3_h_maaiveld', 'h_maaiveld'),
    num(p, 'b3_h_dak_min', 'h_dak_min'),
    num(p, 'b3_h_dak_50p', 'h_dak_50p'),
    num(p, 'b3_h_dak_70p', 'h_dak_70p'),
    num(p, 'b3_h_dak_max', 'h_dak_max'),
  ];
  if (heights.every((h) => h === undefined)) {
    // a layer without the height attributes (a bare LoD2.2 export): the heights come from the geometry's z, or the
    // building is rejected with the reason; never stored without heights
    const derived = heightsFromZ(geo.wkb ? wkbZValues(geo.wkb) : geoJsonZValues(geo.geometry));
    if (!derived) {
      ctx.warn('3D BAG: buildings without b3_h_* attributes nor 3D coordinates were rejected (no heights); use the pand layer of the 3D BAG GeoPackage');
      throw new FeatureError('no heights: neither b3_h_* attributes nor 3D coordinates (use the pand layer of the 3D BAG GeoPackage)');
    }
    heights = derived;
    ctx.warn('3D BAG: buildings without b3_h_* attributes got their heights from the z of their geometry (ground = lowest, roof = highest, 50/70 % of the roof points)');
  }
  ctx.write(tables.buildingHeights, {
    values: [
      id,
      ...heights,
      num(p, 'b3_bouwlagen', 'bouwlagen'),
      p.text('b3_dak_type', 'dak_type'),
    ],
    ...(geometry ? { geometry } : { wkb: geo.wkb! }),
    srid: geo.srid,
    area,
    file,
    feature: id,
  });
}

/**
 * 3D BAG building heights (roof and ground heights per BAG pand, metres NAP) from the 3D BAG GeoPackage
 * (layer `pand`; without it every layer is read) or GeoJSON (e.g. the 3D BAG WFS layer BAG3D:pand).
 */
export const bag3dImporter: Importer = {
  format: 'bag3d',
  description: '3D BAG building heights (b3_h_maaiveld, b3_h_dak_*) as GeoPackage or GeoJSON, keyed by pand identificatie',
  async run(ctx, input) {
    const area = ctx.options.area ?? 'NL';
    ctx.dataset('bag3d.heights', area, [{ table: tables.buildingHeights.table }]);
    if (/\.gpkg$/i.test(input) || (!/\.(geo)?json$/i.test(input) && !/\.zip$/i.test(input))) {
      await forEachGpkgLayer(ctx, input, (gpkg, layer) => {
        const hasPand = gpkg.layers().some((l) => l.table === PAND_LAYER);
        if (hasPand && layer.table !== PAND_LAYER) return () => ctx.skip(`3D BAG layer ${layer.table}: the pand layer has the heights per building`);
        return (row, index) => {
          const p = new Props(row.properties);
          if (skipEnded(ctx, p)) return;
          perFeature(ctx, gpkg.name, () => pandId(p.get('identificatie')) ?? `${layer.table} #${index + 1}`, undefined, () =>
            writeHeights(ctx, gpkg.name, area, p, { ...(row.wkb ? { wkb: row.wkb } : {}), srid: layer.srid }),
          );
        };
      });
    }
    for await (const entry of ctx.entries(input, (n) => /\.(geo)?json$/i.test(n))) {
      await streamGeoJson(ctx, entry, (f, index, crs) => {
        ctx.readFeature();
        const p = new Props(f.properties ?? {});
        if (skipEnded(ctx, p)) return;
        perFeature(ctx, entry.name, () => pandId(p.get('identificatie')) ?? `#${index + 1}`, undefined, () =>
          writeHeights(ctx, entry.name, area, p, { geometry: f.geometry ?? null, srid: crs.srid }),
        );
      });
    }
  },
};
