import { basename } from 'node:path';
import type { Importer } from '../importer';
import { fromGeoJson } from '../../geometry/geojsonGeometry';
import { streamGeoJson } from '../../readers/geoJsonFeatures';
import type { ImportContext } from '../../runner/importContext';
import { tables } from '../../runner/tables';
import { Props } from '../properties';
import { FeatureError, int, perFeature } from '../shared';
import { forEachGpkgLayer } from '../generic/genericLayer';
import { levelOf, normaliseCode, reportUnjoined, type StatLevel } from './cbsCodes';

// the feature's own code first: a buurten layer also carries wijkcode and gemeentecode
const CODE_FIELDS = ['statcode', 'thematicid', 'buurtcode', 'wijkcode', 'gemeentecode', 'postcode6', 'pc6', 'postcode4', 'pc4', 'postcode', 'code'];
const NAME_FIELDS: Partial<Record<StatLevel, string[]>> = {
  buurt: ['buurtnaam'],
  wijk: ['wijknaam'],
  gemeente: ['gemeentenaam'],
  kern: ['bk_naam', 'bc_naam', 'kernnaam', 'bevolkingskern'],
};
// CBS Bevolkingskernen: its own code column (BC_CODE in 2011 and earlier editions) and a name per edition (naam2021)
const KERN_CODE_FIELDS = ['bk_code', 'bc_code', 'kerncode', 'bevolkingskerncode', 'statcode', 'code'];
/** A file or GeoPackage table of CBS's population cores ("bevolkingskernen_2021.gpkg", layer "bevolkingskernen"). */
const isKernSource = (source: string) => /kernen|bevolkingskern/i.test(source);

/** A population core's name: a name column, or the edition's own one (naam2021). */
function kernName(p: Props): string | undefined {
  const edition = Object.keys(p.raw).find((k) => /^naam\d{4}$/i.test(k));
  return p.text(...NAME_FIELDS.kern!, ...(edition ? [edition] : []), ...NAMES);
}

/**
 * A population core's area and figures: the code from its code column, or `KERN:<name>` for an edition without one
 * (the core is matched by name, as the population-core publications look it up); its numeric properties (inhabitants,
 * homes ...) become its figures, as the kerncijfers are for the other levels.
 */
function writeKern(ctx: ImportContext, file: string, source: string, p: Props, geo: { geometry?: unknown; wkb?: Buffer; srid: number }) {
  const name = kernName(p);
  const code = normaliseCode(p.get(...KERN_CODE_FIELDS)) ?? (name ? `KERN:${name.toUpperCase()}` : undefined);
  if (!code) throw new FeatureError('population core without a code or a name');
  const year = yearOf(ctx, p, source);
  const area = ctx.options.area ?? `kern${year ? `-${year}` : ''}`;
  // a data set of its own beside the gemeenten, wijken and buurten: in a shared area (the demo's) it replaces only the cores
  const kernen = { column: 'level', value: 'kern' };
  ctx.dataset('cbs.kernen', area, [{ table: tables.statAreas.table, filter: kernen }, { table: tables.statFigures.table, filter: kernen }]);
  if (year) ctx.dataDate('cbs.kernen', area, String(year), 'file');
  const state = { repairs: 0 };
  const geometry = geo.geometry !== undefined ? fromGeoJson(geo.geometry, state) : undefined;
  if (state.repairs) ctx.repaired(state.repairs);
  if (!geometry && !geo.wkb) throw new FeatureError('population core without geometry');
  ctx.write(tables.statAreas, { values: [code, 'kern', name, year], ...(geometry ? { geometry } : { wkb: geo.wkb! }), srid: geo.srid, area, file, feature: code });
  const figures = Object.fromEntries(Object.entries(p.raw).filter(([, v]) => typeof v === 'number' && Number.isFinite(v)));
  if (Object.keys(figures).length) ctx.write(tables.statFigures, { values: [code, 'kern', figures], area, file, feature: code });
}
const NAMES = ['statnaam', 'geographicalname', 'naam', 'name'];

/** Year from the option, a jaar/year property, or the last 4-digit number in the layer or file name. */
function yearOf(ctx: ImportContext, p: Props, source: string): number | undefined {
  return ctx.options.year ?? int(p.text('jaar', 'year', 'jaarstatcode')?.slice(0, 4)) ?? int(/(?:^|\D)((?:19|20)\d{2})(?!\d)/.exec(source)?.[1]);
}

function writeArea(ctx: ImportContext, file: string, source: string, p: Props, feature: string, geo: { geometry?: unknown; wkb?: Buffer; srid: number }) {
  if (isKernSource(source) || isKernSource(file)) return writeKern(ctx, file, source, p, geo);
  const code = normaliseCode(p.get(...CODE_FIELDS));
  if (!code) throw new FeatureError('area without a CBS code');
  const level = levelOf(code);
  const year = yearOf(ctx, p, source);
  const area = ctx.options.area ?? `${level}${year ? `-${year}` : ''}`;
  ctx.dataset('cbs.areas', area, [{ table: tables.statAreas.table }]);
  if (year) ctx.dataDate('cbs.areas', area, String(year), 'file');
  const state = { repairs: 0 };
  const geometry = geo.geometry !== undefined ? fromGeoJson(geo.geometry, state) : undefined;
  if (state.repairs) ctx.repaired(state.repairs);
  if (!geometry && !geo.wkb) throw new FeatureError('area without geometry');
  ctx.write(tables.statAreas, {
    values: [code, level, p.text(...(NAME_FIELDS[level] ?? []), ...NAMES), year],
    ...(geometry ? { geometry } : { wkb: geo.wkb! }),
    srid: geo.srid,
    area,
    file,
    feature: code ?? feature,
  });
}

/**
 * CBS gebiedsindelingen (gemeente, wijk, buurt, PC4, PC6, provincie) from GeoPackage or GeoJSON; the level comes from each
 * code. A file or GeoPackage table named after population cores (Bevolkingskernen) is read as level kern (writeKern).
 */
export const cbsAreasImporter: Importer = {
  format: 'cbs-areas',
  description: 'CBS gebiedsindelingen (gemeente, wijk, buurt, PC4, PC6) and Bevolkingskernen as GeoPackage or GeoJSON',
  async run(ctx, input) {
    if (/\.gpkg$/i.test(input) || (!/\.(geo)?json$/i.test(input) && !/\.zip$/i.test(input))) {
      await forEachGpkgLayer(ctx, input, (gpkg, layer) => (row, index) => {
        const p = new Props(row.properties);
        perFeature(ctx, gpkg.name, () => p.text(...CODE_FIELDS) ?? `${layer.table} #${index + 1}`, undefined, () =>
          writeArea(ctx, gpkg.name, layer.table, p, `#${index + 1}`, { ...(row.wkb ? { wkb: row.wkb } : {}), srid: layer.srid }),
        );
      });
    }
    for await (const entry of ctx.entries(input, (n) => /\.(geo)?json$/i.test(n))) {
      await streamGeoJson(ctx, entry, (f, index, crs) => {
        ctx.readFeature();
        const p = new Props({ ...(f.properties ?? {}), ...(f.id !== undefined && !f.properties?.statcode ? { id: f.id } : {}) });
        perFeature(ctx, entry.name, () => p.text(...CODE_FIELDS) ?? `#${index + 1}`, undefined, () =>
          writeArea(ctx, entry.name, basename(entry.name), p, `#${index + 1}`, { geometry: f.geometry ?? null, srid: crs.srid }),
        );
      });
    }
    await ctx.afterChunk();
    await ctx.flush();
    await reportUnjoined(ctx.tx, ctx.runId, 'areas', (m) => ctx.warn(m));
  },
};
