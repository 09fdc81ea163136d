import type { SurroundingBuilding, SurroundingBuildingItem } from '@plotwise/contracts';

/** What a kept neighbouring building adds to the concept's form factors (all zero when demolished or off the plot). */
export interface ExistingBuildingShare {
  /** footprint on the plot, m2: adds to the built area */
  builtArea: number;
  /** its floor area on the plot, m2: adds to the GFA */
  floorArea: number;
  gsi: number;
  fsi: number;
}

/**
 * How an existing building counts in a concept's form factors: kept, the part of it on the location's plots
 * adds to the built area (GSI) and its floor area in proportion (FSI) - the BAG gebruiksoppervlakte, else the
 * footprint times its 3D BAG storeys, else once; demolished, or standing beside the plots, it adds nothing.
 */
export function existingBuildingShare(
  b: Pick<
    SurroundingBuilding,
    'footprintSquareMeters' | 'onPlotSquareMeters' | 'floorAreaSquareMeters' | 'storeys'
  >,
  demolished: boolean,
  plotAreaSquareMeters: number,
): ExistingBuildingShare {
  if (demolished || b.onPlotSquareMeters <= 0 || b.footprintSquareMeters <= 0)
    return { builtArea: 0, floorArea: 0, gsi: 0, fsi: 0 };
  const part = Math.min(1, b.onPlotSquareMeters / b.footprintSquareMeters);
  const floorArea = (b.floorAreaSquareMeters ?? b.footprintSquareMeters * Math.max(1, b.storeys ?? 1)) * part;
  const plot = plotAreaSquareMeters > 0 ? plotAreaSquareMeters : Infinity;
  return {
    builtArea: b.onPlotSquareMeters,
    floorArea,
    gsi: b.onPlotSquareMeters / plot,
    fsi: floorArea / plot,
  };
}

/**
 * What the kept neighbours together add to a concept's form factors (the rule of `existingBuildingShare` summed
 * over the panden around the site; demolished ones and those beside the plots add nothing). Form factor panels
 * add `builtArea`/`floorArea` to built area and GFA, or `gsi`/`fsi` to the concept's ratios.
 */
export function keptNeighboursShare(
  items: readonly Pick<
    SurroundingBuildingItem,
    'footprintSquareMeters' | 'onPlotSquareMeters' | 'floorAreaSquareMeters' | 'storeys' | 'demolished'
  >[],
  plotAreaSquareMeters: number,
): ExistingBuildingShare {
  return items.reduce(
    (sum, b) => {
      const s = existingBuildingShare(b, b.demolished, plotAreaSquareMeters);
      return {
        builtArea: sum.builtArea + s.builtArea,
        floorArea: sum.floorArea + s.floorArea,
        gsi: sum.gsi + s.gsi,
        fsi: sum.fsi + s.fsi,
      };
    },
    { builtArea: 0, floorArea: 0, gsi: 0, fsi: 0 },
  );
}
