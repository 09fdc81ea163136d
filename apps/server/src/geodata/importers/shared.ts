import { AppError } from '../../http/appError';
import { parseCrs, RD, type Crs } from '../geometry/crs';
import { GeometryError } from '../geometry/geometry';
import type { ImportContext } from '../runner/importContext';
import type { Props } from './properties';
import { featureDefaultCrs } from '../geometry/gmlGeometry';
import type { XmlNode } from '../readers/xmlFeatures';

/** The CRS a file's geometry is in when the file itself does not say: the --crs option, else `fallback`. */
function optionCrs(ctx: ImportContext, fallback: Crs = RD): Crs {
  return ctx.options.crs ? parseCrs(ctx.options.crs, 'option crs') : fallback;
}

/**
 * The CRS of a GML feature's geometries that name none: the feature's or its collection's envelope (GDAL's reading),
 * else the --crs option, else RD New. Without this a file that names its CRS once, on the collection, would be read
 * as RD New wherever it lies.
 */
export function gmlCrs(ctx: ImportContext, feature: XmlNode, where: string): Crs {
  return featureDefaultCrs(feature, optionCrs(ctx), where);
}

/**
 * Run `fn` for one feature; a geometry or content problem rejects just that feature (with the reason in
 * the report) while AppErrors (wrong CRS ...) abort the whole import.
 */
export function perFeature(ctx: ImportContext, file: string, feature: () => string, line: number | undefined, fn: () => void) {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (e instanceof GeometryError || e instanceof FeatureError) ctx.reject(file, feature(), e.message, line);
    else throw e;
  }
}

/** A content problem in one feature (missing identifier ...): the feature is rejected, the import goes on. */
export class FeatureError extends Error {}

/** A whole number or undefined. */
export function int(s: string | undefined): number | undefined {
  if (s === undefined) return undefined;
  const n = Number(s);
  return Number.isInteger(n) ? n : undefined;
}

/**
 * The fields that end an object in the Dutch base registrations (BRK, BAG, BGT/IMGeo) and INSPIRE: an object with
 * one of them set is history (merged, split, demolished, withdrawn), not the current map.
 */
export const END_FIELDS = ['eindGeldigheid', 'eindRegistratie', 'tijdstipEindRegistratie', 'tijdstipEindRegistratieLV', 'objectEindTijd', 'endLifespanVersion'] as const;

/** The end field (as the feature spells it) that is set on a feature's properties, if any. */
function endedBy(p: Props): string | undefined {
  for (const f of END_FIELDS) if (p.text(f) !== undefined) return p.nameOf(f);
  return undefined;
}

/** Skip a feature whose properties say it has ended (counted as history); true when it was skipped. */
export function skipEnded(ctx: ImportContext, p: Props): boolean {
  const field = endedBy(p);
  if (field) ctx.skip(`ended object (${field})`);
  return !!field;
}
