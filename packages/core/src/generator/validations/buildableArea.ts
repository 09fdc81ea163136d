import { polygonArea } from '../../geometry/polygonArea';
import { polygonInsidePolygon } from '../../geometry/polygonInsidePolygon';
import { localToRd } from '../../geometry/transform';
import type { Polygon } from '../../geometry/vec2';
import type { RdPoint } from '../../units/units';
import type { ModelCheck } from './check';

/** Every floor and site function of every instance inside the buildable area, when one is given. */
export const buildableArea: ModelCheck = {
  name: 'buildableArea',
  check({ model, ctx, add }) {
    const area = ctx.buildable_area;
    if (!area || area.length < 3) return;
    const toRd = (p: Polygon, dx: number, dy: number): RdPoint[] => p.map((v) => localToRd(model.frame, { x: v.x + dx, y: v.y + dy }));
    model.shape.instances.forEach((inst, k) => {
      for (const f of model.children.floors)
        if (!polygonInsidePolygon(toRd(f.polygon, inst.x, inst.y), area, 1e-4)) add('outside_buildable_area', `instance ${k} floor ${f.index}`, polygonArea(f.polygon), null);
      for (const s of model.children.functions)
        if (!polygonInsidePolygon(toRd(s.polygon, inst.x, inst.y), area, 1e-4)) add('outside_buildable_area', `instance ${k} ${s.id}`, s.area_gross, null);
    });
  },
};
