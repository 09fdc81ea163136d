import { pointInPolygon, pointOnBoundary } from '../../geometry/pointInPolygon';
import type { FloorModel, Space } from '../buildingModel';
import type { ModelCheck } from './check';

/** Front doors of ground-floor dwellings that open straight onto a parking bay of the site (no pavement between). */
export function doorsOnParking(floors: readonly FloorModel[], functions: readonly Space[]): Space[] {
  const bays = functions.filter((s) => s.subtype === 'parking_bay');
  if (bays.length === 0) return [];
  return floors
    .filter((f) => f.kind === 'storey' && f.level === 0)
    .flatMap((f) => f.spaces)
    .filter(
      (s) =>
        s.category === 'unit' &&
        s.entrance !== null &&
        bays.some((b) => pointOnBoundary(s.entrance!, b.polygon, 0.01) || pointInPolygon(s.entrance!, b.polygon)),
    );
}

/** A pavement (sidewalk) lies between parking bays and the front doors they serve, at the door's space. */
export const frontDoorPavement: ModelCheck = {
  name: 'frontDoorPavement',
  check({ model, rules, add }) {
    for (const s of doorsOnParking(model.children.floors, model.children.functions))
      add('sidewalk_missing', s.id, 0, rules.sidewalkWidthMeters);
  },
};
