import { polygonInsidePolygon } from '../../geometry/polygonInsidePolygon';
import type { Frame } from '../../geometry/transform';
import { localToRd } from '../../geometry/transform';
import type { Polygon } from '../../geometry/vec2';
import type { FloorModel, Instance, Space } from '../buildingModel';
import type { GeneratorInput } from '../generatorInput';
import type { GeneratorMessage } from '../generatorMessage';

/**
 * The copies of a building (detached and semi-detached houses) in the frame the floors were placed in,
 * keeping only those that stand inside the buildable area. Blocks lay copies out along +x and +y of the
 * unflipped layout; a flip mirrors the layout, so the copies must run the other way too (else they land
 * beyond the footprint). The first copy is the layout itself and is always kept (the floor check reports
 * it); every further copy that would stick out is dropped with `footprint_shortened`, so the form factors
 * never count a house the site cannot hold.
 */
export function fitInstances(
  instances: readonly Instance[],
  flip: { x: boolean; y: boolean },
  floors: readonly FloorModel[],
  functions: readonly Space[],
  frame: Frame,
  site: GeneratorInput['site'],
  id: string | number,
): { instances: Instance[]; messages: GeneratorMessage[] } {
  const mirrored = instances.map((i) => ({ ...i, x: flip.x ? -i.x : i.x, y: flip.y ? -i.y : i.y }));
  const area = site.buildable_area;
  if (area.length < 3 || mirrored.length <= 1) return { instances: mirrored, messages: [] };
  const inside = (p: Polygon, i: Instance) =>
    polygonInsidePolygon(
      p.map((v) => localToRd(frame, { x: v.x + i.x, y: v.y + i.y })),
      area,
      1e-4,
    );
  const kept: Instance[] = [mirrored[0]!];
  const messages: GeneratorMessage[] = [];
  mirrored.slice(1).forEach((inst, k) => {
    if (floors.every((f) => inside(f.polygon, inst)) && functions.every((s) => inside(s.polygon, inst)))
      kept.push(inst);
    else
      messages.push({
        message: 'footprint_shortened',
        target: `instance ${k + 1}`,
        value: null,
        building_id: id,
        unit_id: null,
      });
  });
  return { instances: kept, messages };
}
