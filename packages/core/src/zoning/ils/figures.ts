import { polygonArea } from '../../geometry/polygonArea';
import { unionArea } from '../../geometry/unionArea';
import type { BuildingModel } from '../../generator/buildingModel';
import { highestPointMeters } from '../../generator/highestPoint';
import { functionUse } from './uses';
import type { IlsBuildingFigures, IlsUse } from './types';

/**
 * The figures the ILS checks read of one generated building: the highest point (roof structures such as a
 * lift's machine room count: the ILS measures the highest point), the eaves height (the top of the highest
 * storey, or the bottom of a storey under a pointed roof), the projected area, the storeys above ground and
 * the storeys per use of their units.
 */
export function ilsBuildingFigures(model: BuildingModel, name: string): IlsBuildingFigures {
  const copies = Math.max(1, model.shape.instances.length);
  const levels = new Set<number>();
  const levelsByUse = new Map<IlsUse, Set<number>>();
  const functions = new Set<string>();
  let eaves: number | null = null;
  let gfa = 0;
  for (const f of model.children.floors) {
    const repeat = Math.max(1, f.repeat_count);
    gfa += polygonArea(f.polygon) * repeat * copies;
    if (f.kind !== 'storey') continue;
    // under a pointed roof the gutter lies at the floor of the top storey, the roof's foot
    const top = f.z + f.height * (f.roof_type === 'pointed' ? repeat - 1 : repeat);
    eaves = Math.max(eaves ?? 0, top);
    const uses = new Set<IlsUse>();
    for (const s of f.spaces) {
      if (s.category !== 'unit') continue;
      functions.add(s.functiontype);
      const use = functionUse(s.functiontype);
      if (use) uses.add(use);
    }
    for (let r = 0; r < repeat; r++) {
      const level = f.level + r;
      if (level < 0) continue; // a basement is no bouwlaag
      levels.add(level);
      for (const use of uses) levelsByUse.set(use, (levelsByUse.get(use) ?? new Set()).add(level));
    }
  }
  const storeysByUse: Partial<Record<IlsUse, number>> = {};
  for (const [use, set] of levelsByUse) storeysByUse[use] = set.size;
  return {
    name,
    heightMeters: highestPointMeters(model),
    eavesHeightMeters: eaves,
    footprintSquareMeters: copies * unionArea(model.children.floors.map((f) => f.polygon)),
    grossFloorAreaSquareMeters: gfa,
    storeys: levels.size,
    storeysByUse,
    unitFunctions: [...functions].sort(),
  };
}
