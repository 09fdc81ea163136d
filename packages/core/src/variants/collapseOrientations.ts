import type { RankedVariant } from './variantTypes';

/** A row of the variants list: a variant and every orientation that gives exactly its figures. */
export interface VariantRow extends RankedVariant {
  /** the orientations (degrees) of the variants this row stands for, in rank order */
  readonly orientations: readonly number[];
}

/** What two variants must share to be one row: all but the orientation (block, floors, mix, figures, RGW). */
const sameFigures = (v: RankedVariant) =>
  JSON.stringify([v.block, v.floors, v.mixName, v.metrics, v.rgwCents, v.valueCents, v.exact, v.warnings, v.landPrice, v.landSales]);

/**
 * The ranked variants with those that differ only by their orientation (a square site turned 90°, a symmetric
 * block) collapsed into the row of the best-ranked one, listing the orientations: the list shows choices, not the
 * same building four times.
 */
export function collapseOrientations(ranked: readonly RankedVariant[]): VariantRow[] {
  const rows: VariantRow[] = [];
  const byFigures = new Map<string, { orientations: number[] }>();
  for (const v of ranked) {
    const key = sameFigures(v);
    const row = byFigures.get(key);
    if (row) {
      row.orientations.push(v.angleDegrees);
      continue;
    }
    const orientations = [v.angleDegrees];
    byFigures.set(key, { orientations });
    rows.push({ ...v, orientations });
  }
  return rows;
}
