import { localToRd } from '../geometry/transform';
import type { Polygon } from '../geometry/vec2';
import type { RdPoint } from '../units/units';
import type { BuildingModel } from './buildingModel';

/** What a top view draws of one building copy: its ground storeys and its site functions, in RD metres. */
export interface ModelFootprint {
  instance: number;
  kind: 'floor' | 'site';
  /** the site function's type (parking, green ...) or the block type for floors */
  functiontype: string;
  ring: RdPoint[];
}

/**
 * The ground-level outline of every copy of a building in RD metres: storeys at level 0 (towers standing on
 * open ground included) and the site functions. Floor polygons already hold their offsets; copies are shifted
 * as the buildable-area check shifts them.
 */
export function modelFootprints(model: BuildingModel): ModelFootprint[] {
  const toRd = (p: Polygon, dx: number, dy: number): RdPoint[] => p.map((v) => localToRd(model.frame, { x: v.x + dx, y: v.y + dy }));
  const ground = model.children.floors.filter((f) => f.kind === 'storey' && f.level === 0);
  return model.shape.instances.flatMap((inst, instance) => [
    ...ground.map((f) => ({ instance, kind: 'floor' as const, functiontype: model.blocktype, ring: toRd(f.polygon, inst.x, inst.y) })),
    ...model.children.functions.map((s) => ({ instance, kind: 'site' as const, functiontype: s.functiontype, ring: toRd(s.polygon, inst.x, inst.y) })),
  ]);
}
