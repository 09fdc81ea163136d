import { basename } from 'node:path';
import type { Importer } from '../importer';
import { AppError } from '../../../http/appError';
import { parseCrs } from '../../geometry/crs';
import { fromGeoJson } from '../../geometry/geojsonGeometry';
import { GeoPackage } from '../../readers/geoPackage';
import { streamGeoJson } from '../../readers/geoJsonFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { Props } from '../properties';
import { FeatureError, perFeature, skipEnded } from '../shared';

/** Layer names are what map layers and tiles refer to: lower case, digits, underscores. */
export function layerName(s: string): string {
  return s
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** A feature's id: the one it carries, else the first id-like property. */
export const featureId = (p: Props, id: unknown) =>
  id !== undefined && id !== null ? String(id) : p.text('identificatie', 'id', 'fid', 'gml_id', 'lokaalid', 'code');

/** Other layers of spec section 2 (amenities, Natura 2000, monuments, IBIS, trees, noise, transactions, companies) from GeoJSON. */
export const geoJsonLayerImporter: Importer = {
  format: 'geojson',
  description: 'any GeoJSON FeatureCollection as a map layer (--layer name, default the file name)',
  async run(ctx, input) {
    for await (const entry of ctx.entries(input, (n) => /\.(geo)?json$/i.test(n))) {
      const layer = layerName(ctx.options.layer ?? basename(entry.name.split('!').pop()!));
      const area = ctx.options.area ?? 'NL';
      ctx.dataset(`layer.${layer}`, area, [{ table: tables.features.table, filter: { column: 'layer', value: layer } }]);
      await streamGeoJson(ctx, entry, (f, index, crs) => {
        ctx.readFeature();
        const p = new Props(f.properties ?? {});
        if (skipEnded(ctx, p)) return;
        const id = featureId(p, f.id);
        perFeature(ctx, entry.name, () => id ?? `#${index + 1}`, undefined, () => {
          const state = { repairs: 0 };
          const geometry = fromGeoJson(f.geometry, state);
          if (state.repairs) ctx.repaired(state.repairs);
          ctx.write(tables.features, { values: [layer, id, f.properties ?? {}], geometry, srid: crs.srid, area, file: entry.name, feature: id ?? `#${index + 1}` });
        });
      });
    }
  },
};

/** Every feature table of a GeoPackage, each as a layer named after the table (or --layer when there is one table). */
export const geoPackageLayerImporter: Importer = {
  format: 'gpkg',
  description: 'any GeoPackage: each feature table a map layer (--layer renames a single table)',
  async run(ctx, input) {
    await forEachGpkgLayer(ctx, input, (gpkg, layer, single) => {
      const name = layerName(single && ctx.options.layer ? ctx.options.layer : layer.table);
      const area = ctx.options.area ?? 'NL';
      ctx.dataset(`layer.${name}`, area, [{ table: tables.features.table, filter: { column: 'layer', value: name } }]);
      return (row, index) => {
        const p = new Props(row.properties);
        if (skipEnded(ctx, p)) return;
        const id = featureId(p, undefined);
        perFeature(ctx, gpkg.name, () => id ?? `${layer.table} #${index + 1}`, undefined, () => {
          if (!row.wkb) throw new FeatureError('feature without geometry');
          ctx.write(tables.features, { values: [name, id, row.properties], wkb: row.wkb, srid: layer.srid, area, file: gpkg.name, feature: id ?? `#${index + 1}` });
        });
      };
    });
  },
};

/**
 * Run a row handler over every feature table of every GeoPackage under `input` (file, folder, zip is not
 * supported for GeoPackage: SQLite needs a file).
 */
export async function forEachGpkgLayer(
  ctx: ImportContext,
  input: string,
  layerHandler: (
    gpkg: GeoPackage,
    layer: { table: string; srid: number },
    single: boolean,
  ) => (row: { properties: Record<string, unknown>; wkb: Buffer | null }, index: number) => void,
) {
  for await (const entry of ctx.entries(input, (n) => /\.gpkg$/i.test(n))) {
    if (entry.name.includes('!')) throw new AppError('validation_failed', `${entry.name}: unzip GeoPackages before importing them`);
    const file = input.endsWith(entry.name) ? input : `${input}/${entry.name}`;
    const gpkg = await GeoPackage.open(file, entry.name);
    ctx.report.files.push(entry.name);
    try {
      const layers = gpkg.layers();
      for (const layer of layers) {
        const srid = ctx.options.crs ? parseCrs(ctx.options.crs, 'option crs').srid : layer.srid > 0 ? parseCrs(String(layer.srid), `${entry.name}: layer ${layer.table}`).srid : 28992;
        const onRow = layerHandler(gpkg, { table: layer.table, srid }, layers.length === 1);
        let i = 0;
        for (const row of gpkg.rows(layer)) {
          ctx.readFeature();
          onRow(row, i++);
          if (i % 1000 === 0) await ctx.afterChunk();
        }
        await ctx.afterChunk();
      }
    } finally {
      gpkg.close();
    }
  }
}
