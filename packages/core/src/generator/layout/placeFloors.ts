import { clipPolygonToConvex } from '../../geometry/clipPolygon';
import { polygonArea } from '../../geometry/polygonArea';
import type { Rect } from '../../geometry/rect';
import { rectArea, rectPolygon } from '../../geometry/rect';
import { cleanRing } from '../../geometry/ring';
import type { Polygon } from '../../geometry/vec2';
import type { FloorDraft } from '../blockContext';
import type { FloorModel, Space } from '../buildingModel';
import type { ResolvedRules } from '../generationParameters';
import type { GeneratorMessage } from '../generatorMessage';
import { clipToFootprint } from './clipToFootprint';
import type { DraftSpace } from './floorDraft';
import { finalizeFloor } from './floorDraft';
import { mapFloor, shiftBy } from './mapFloor';
import { mirrorDraft, mirrorRect } from './mirrorDraft';
import type { MixUnit } from './mixUnit';

/** How a block's floors become model floors: mirroring, footprint polygon, numbering and stacking. */
export interface PlaceOptions {
  flipX: boolean;
  flipY: boolean;
  length: number;
  width: number;
  rules: ResolvedRules;
  /** Shape mode polygon: the footprint every floor is cut to; null for rectangles. */
  footprint: Polygon | null;
  mix: readonly MixUnit[];
  corridorWidth: number;
  buildingId: string | number;
  firstIndex: number;
  z0: number;
  level0: number;
  towerIndex: number | null;
}

/**
 * Turns a block's floor drafts into model floors: mirrored per flip_direction, walled, cut to the footprint
 * polygon in shape mode polygon, shifted by their offsets, numbered from `firstIndex` and stacked from
 * `z0`. A floor that keeps nothing inside the footprint is left out with a message.
 */
export function placeFloors(
  drafts: readonly FloorDraft[],
  o: PlaceOptions,
): { floors: FloorModel[]; messages: GeneratorMessage[] } {
  const messages: GeneratorMessage[] = [];
  const floors: FloorModel[] = [];
  let z = o.z0;
  let level = o.level0;
  for (const f of drafts) {
    const index = o.firstIndex + floors.length;
    const outline = mirrorRect(f.outline, o.flipX, o.flipY, o.length, o.width);
    const mirrored = f.drafts.map((d) => mirrorDraft(d, o.flipX, o.flipY, o.length, o.width));
    const laid = layFloor(mirrored, outline, index, z, true, o);
    if (!laid) {
      messages.push({
        message: 'footprint_too_small',
        target: `floor ${f.name}`,
        value: Math.round(rectArea(outline) * 100) / 100,
        building_id: o.buildingId,
        unit_id: null,
      });
      continue;
    }
    messages.push(...laid.messages);
    const ox = f.offset_x ?? 0;
    const oy = f.offset_y ?? 0;
    const floor: FloorModel = {
      index,
      name: f.name,
      kind: 'storey',
      tower_index: o.towerIndex,
      offset: { x: ox, y: oy },
      on_floor: null,
      level,
      z,
      height: f.height,
      repeat_count: f.repeat_count,
      roof_type: f.roof_type,
      polygon: laid.polygon,
      spaces: laid.spaces,
      walls: laid.walls,
    };
    floors.push(ox === 0 && oy === 0 ? floor : mapFloor(floor, shiftBy(ox, oy)));
    z += f.height * f.repeat_count;
    level += f.repeat_count;
  }
  return { floors, messages };
}

/** Site functions in the building's outline (or cut to the footprint polygon); they have no walls. */
export function placeSite(
  drafts: readonly DraftSpace[],
  siteOutline: Rect,
  o: PlaceOptions,
): { spaces: Space[]; messages: GeneratorMessage[] } {
  if (drafts.length === 0) return { spaces: [], messages: [] };
  const outline = mirrorRect(siteOutline, o.flipX, o.flipY, o.length, o.width);
  const mirrored = drafts.map((d) =>
    mirrorDraft({ ...d, walled: false }, o.flipX, o.flipY, o.length, o.width),
  );
  const laid = layFloor(mirrored, outline, -1, 0, false, o);
  if (!laid) return { spaces: [], messages: [] };
  return {
    spaces: laid.spaces.map((s) => ({ ...s, id: s.id.replace('f-1-', 'site-') })),
    messages: laid.messages,
  };
}

/**
 * One floor's drafts as spaces and walls, cut to the footprint polygon when there is one (`clipToFootprint`); null
 * when the polygon leaves nothing of the floor or is too thin for its facade wall.
 */
export function layFloor(
  drafts: readonly DraftSpace[],
  outline: Rect,
  index: number,
  z: number,
  walled: boolean,
  o: Pick<PlaceOptions, 'rules' | 'footprint' | 'mix' | 'corridorWidth' | 'buildingId'>,
) {
  const rules: ResolvedRules = walled
    ? o.rules
    : { ...o.rules, outerWallThicknessMeters: 0, innerWallThicknessMeters: 0 };
  const rect = rectPolygon(outline);
  let polygon: Polygon = rect;
  if (o.footprint) {
    polygon = cleanRing(clipPolygonToConvex(o.footprint, rect));
    if (polygon.length < 3 || polygonArea(polygon) < 1e-6) return null;
  }
  const { spaces, walls } = finalizeFloor(drafts, outline, rules, index, z);
  // A floor wholly inside the footprint needs no cutting.
  if (!o.footprint || polygonArea(polygon) >= rectArea(outline) - 1e-6)
    return { polygon: rect, spaces, walls, messages: [] as GeneratorMessage[] };
  const cut = clipToFootprint({
    spaces,
    walls,
    polygon,
    rules,
    mix: o.mix,
    corridorWidth: o.corridorWidth,
    buildingId: o.buildingId,
    floorIndex: index,
    walled,
  });
  return cut ? { polygon, ...cut } : null;
}
