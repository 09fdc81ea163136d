import { polygonArea } from '../../geometry/polygonArea';
import { polygonInsidePolygon } from '../../geometry/polygonInsidePolygon';
import type { Frame } from '../../geometry/transform';
import { localToRd } from '../../geometry/transform';
import type { Polygon } from '../../geometry/vec2';
import type { FloorModel, Space } from '../buildingModel';
import type { GeneratorInput } from '../generatorInput';
import type { GeneratorMessage } from '../generatorMessage';

/** Floors and site functions that stick out of the buildable area (offsets in shape mode polygon). */
export function outsideBuildableArea(
  floors: readonly FloorModel[],
  functions: readonly Space[],
  frame: Frame,
  site: GeneratorInput['site'],
  id: string | number,
): GeneratorMessage[] {
  const area = site.buildable_area;
  if (area.length < 3) return [];
  const out: GeneratorMessage[] = [];
  const inside = (p: Polygon) =>
    polygonInsidePolygon(
      p.map((v) => localToRd(frame, v)),
      area,
      1e-4,
    );
  for (const f of floors)
    if (!inside(f.polygon))
      out.push({
        message: 'outside_buildable_area',
        target: `floor ${f.index}`,
        value: round2(polygonArea(f.polygon)),
        building_id: id,
        unit_id: null,
      });
  for (const s of functions)
    if (!inside(s.polygon))
      out.push({
        message: 'outside_buildable_area',
        target: s.id,
        value: round2(s.area_gross),
        building_id: id,
        unit_id: null,
      });
  return out;
}

const round2 = (v: number) => Math.round(v * 100) / 100;
