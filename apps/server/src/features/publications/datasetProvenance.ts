import { layerById, type Provenance, type publicParcelFigureKeys } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { distanceSources } from '../search/plotFeatureSources';

/**
 * Where a public figure comes from (issue #19 "provenance"): the import data set behind it (`geo_datasets.dataset`),
 * named as its map layer's attribution, with the date it was last imported. One place for the area sections
 * (areaMeasures.ts) and the location sections' parcel figures (locationDetails.ts).
 */

/** Data sets that are not one generic layer, by the name their figures are shown under. */
const NAMED: Readonly<Record<string, string>> = {
  'brk.percelen': layerById('plots')?.attribution ?? 'BRK',
  'bag.panden': layerById('buildings')?.attribution ?? 'BAG',
  'bag.verblijfsobjecten': layerById('residence_objects')?.attribution ?? 'BAG',
  'bag3d.heights': '3D BAG (TU Delft, 3D geoinformation)',
  'imro.plan': layerById('zoning_maatvoering')?.attribution ?? 'IMRO',
  'cbs.figures': layerById('stat_gemeente')?.attribution ?? 'CBS',
  'cbs.areas': layerById('stat_gemeente')?.attribution ?? 'CBS',
};

/** The name a data set's figures are shown under: its map layer's attribution (a generic layer `layer.<id>`), else its own. */
function datasetSource(dataset: string): string {
  const named = NAMED[dataset];
  if (named) return named;
  const layer = dataset.startsWith('layer.') ? layerById(dataset.slice('layer.'.length)) : undefined;
  return layer?.attribution ?? dataset;
}

/**
 * Each data set's source, the date its data describe and the date it was last imported (any area); a data set without
 * an import row is left out. Of several areas the oldest data date counts, and none when one area has none: a figure
 * is never dated younger than the data it may come from.
 */
export async function datasetProvenance(db: Db, datasets: readonly string[]): Promise<Map<string, Provenance>> {
  if (!datasets.length) return new Map();
  const rows = await db.query<{ dataset: string; date: string | null; imported: string }>(
    `SELECT dataset, CASE WHEN count(data_date) = count(*) THEN min(data_date) END AS date,
            to_char(max(updated_at), 'YYYY-MM-DD') AS imported
       FROM geo_datasets WHERE dataset = ANY($1::text[]) GROUP BY dataset`,
    [[...new Set(datasets)]],
  );
  return new Map(rows.map((r) => [r.dataset, { source: datasetSource(r.dataset), date: r.date, importedOn: r.imported }]));
}

type FigureKey = (typeof publicParcelFigureKeys)[keyof typeof publicParcelFigureKeys][number];
type DistanceKey = Extract<FigureKey, keyof typeof distanceSources>;

/**
 * The data set each public parcel figure is computed from (plotFeaturesColumnsSql.ts): buildings and their years from
 * the BAG panden, uses and floor areas from the verblijfsobjecten, heights and volumes from the 3D BAG, demography
 * from the CBS figures, distances from the layer they measure to. Typed by the public figure keys, so a figure added
 * to a section without a source here does not compile.
 */
const FIGURE_DATASETS: Record<Exclude<FigureKey, DistanceKey>, string> = {
  building_count: 'bag.panden',
  building_year_min: 'bag.panden',
  building_date_built: 'bag.panden',
  gsa: 'bag.panden',
  gfa: 'bag.verblijfsobjecten',
  building_function: 'bag.verblijfsobjecten',
  residential_ratio: 'bag.verblijfsobjecten',
  resobject_count: 'bag.verblijfsobjecten',
  building_height: 'bag3d.heights',
  building_volume: 'bag3d.heights',
  monument: 'layer.monuments',
  demography_urbanization: 'cbs.figures',
  demography_woz_value: 'cbs.figures',
  demography_municipality_residents: 'cbs.figures',
  demography_5km_residents: 'cbs.figures',
  noise: 'layer.noise',
  in_business_park: 'layer.business_parks',
  businesspark_environmental_category: 'layer.business_parks',
  company_employee_count: 'layer.companies',
  company_employee_delta_2018: 'layer.companies',
};

/** The import data set a public parcel figure is computed from. */
export function figureDataset(key: FigureKey): string {
  return key in distanceSources ? `layer.${distanceSources[key as DistanceKey].layer}` : FIGURE_DATASETS[key as Exclude<FigureKey, DistanceKey>];
}
