import { polygonCentroid } from '../../geometry/polygonArea';
import { pointInPolygon } from '../../geometry/pointInPolygon';
import type { ModelCheck } from './check';

/** Every lift whose shaft ends under open roof has its machine room on that roof, over the shaft. */
export const machineRoomOverLift: ModelCheck = {
  name: 'machineRoomOverLift',
  check({ model, add }) {
    const floors = model.children.floors;
    for (const floor of floors) {
      if (floor.kind !== 'storey') continue;
      const top = floor.level + floor.repeat_count;
      for (const s of floor.spaces) {
        if (s.subtype !== 'elevator' || s.net_polygon.length < 3) continue;
        const c = polygonCentroid(s.net_polygon);
        if (floors.some((g) => g.kind === 'storey' && g.level === top && pointInPolygon(c, g.polygon))) continue;
        const room = floors.some(
          (g) => g.kind === 'roof_structure' && g.on_floor === floor.index && g.spaces.some((r) => r.subtype === 'machine_room' && pointInPolygon(c, r.net_polygon)),
        );
        if (!room) add('machine_room_missing', s.id, null, null);
      }
    }
  },
};
