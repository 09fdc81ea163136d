import { AppError } from '../http/appError';
import type { Importer } from './importers/importer';
import { brkGmlImporter } from './importers/brk/brkGml';
import { brkGeoJsonImporter } from './importers/brk/brkGeoJson';
import { bagImporter } from './importers/bag/bagXml';
import { bagGeoJsonImporter } from './importers/bag/bagGeoJson';
import { bagMutationsImporter } from './importers/bag/bagMutations';
import { bag3dImporter } from './importers/bag3d/bag3d';
import { imroImporter } from './importers/imro/imroGml';
import { cbsAreasImporter } from './importers/cbs/cbsAreas';
import { cbsFiguresImporter } from './importers/cbs/cbsFigures';
import { geoJsonLayerImporter, geoPackageLayerImporter } from './importers/generic/genericLayer';
import { netcapaciteitImporter } from './importers/netcapaciteit/netcapaciteit';
import { omgevingsplanImporter } from './importers/omgevingsplan/omgevingsplan';
import { shapefileImporter } from './importers/shapefile/shapefile';
import { inspireCpImporter } from './importers/inspire/inspireCp';
import { bgtImporter } from './importers/bgt/bgtGml';

/** Every format, by name. */
export const importers: readonly Importer[] = [
  brkGmlImporter,
  brkGeoJsonImporter,
  bagImporter,
  bagMutationsImporter,
  bagGeoJsonImporter,
  bag3dImporter,
  imroImporter,
  omgevingsplanImporter,
  cbsAreasImporter,
  cbsFiguresImporter,
  netcapaciteitImporter,
  bgtImporter,
  geoJsonLayerImporter,
  geoPackageLayerImporter,
  shapefileImporter,
  inspireCpImporter,
];

/** The importer of a format name; an AppError listing the known ones otherwise. */
export function importerFor(format: string): Importer {
  const i = importers.find((x) => x.format === format);
  if (!i) throw new AppError('bad_request', `Unknown import format "${format}"; use one of: ${importers.map((x) => x.format).join(', ')}`);
  return i;
}
