import { AppError } from '../../http/appError';
import { parseCrs, RD, type Crs } from '../geometry/crs';
import { GeometryError } from '../geometry/geometry';
import type { ImportContext } from '../runner/importContext';

/** The CRS a file's geometry is in when the file itself does not say: the --crs option, else `fallback`. */
export function optionCrs(ctx: ImportContext, fallback: Crs = RD): Crs {
  return ctx.options.crs ? parseCrs(ctx.options.crs, 'option crs') : fallback;
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
