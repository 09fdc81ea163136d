import { clipPolygonToConvex } from '../../geometry/clipPolygon';
import { fitStripInPolygons } from '../../geometry/fitStripInPolygon';
import { insetPolygon } from '../../geometry/insetPolygon';
import { polygonArea } from '../../geometry/polygonArea';
import { boundingRect, rectPolygon } from '../../geometry/rect';
import { cleanRing, isSimpleRing, translatePolygon } from '../../geometry/ring';
import type { Frame } from '../../geometry/transform';
import { localToRd, rdToLocal } from '../../geometry/transform';
import type { Polygon } from '../../geometry/vec2';
import type { GeneratorInput } from '../generatorInput';
import type { GeneratorMessage } from '../generatorMessage';

/** Blocks whose footprint may follow the buildable polygon (shape mode polygon). */
const polygonBlocks = new Set([
  'gallery_flats',
  'corridor_flats',
  'tower',
  'office',
  'parking',
  'distribution_centre',
  'empty',
  'clear',
]);
/**
 * The footprint the block lays out in: the max rectangle fitted into the buildable area (shortened along
 * its length rather than sticking out, with every floor's offset taken into account), or in shape mode
 * polygon the buildable area cut to the max rectangle, laid out in its bounding box. Null when nothing
 * fits (with the message said).
 */
export function placeFootprint(a: {
  input: GeneratorInput;
  frame0: Frame;
  length: number;
  width: number;
  offsets: { x: number; y: number }[];
  polygonMode: boolean;
  outerWall: number;
  say: (message: GeneratorMessage['message'], target: string, value: number | string | null) => void;
}): { frame: Frame; length: number; width: number; footprint: Polygon | null } | null {
  const { input, frame0, say } = a;
  const area = input.site.buildable_area;
  const blocktype = input.building.cfg.blocktype;
  const local = area.length >= 3 ? area.map((p) => rdToLocal(frame0, p)) : [];
  const tooSmall = () => {
    say('footprint_too_small', 'footprint', round2(a.length * a.width));
    return null;
  };
  if (a.length <= 0 || a.width <= 0) return tooSmall();
  if (a.polygonMode && !polygonBlocks.has(blocktype))
    say('shape_mode_not_supported', 'shape_mode', blocktype);
  else if (a.polygonMode && local.length < 3)
    say('polygon_footprint_unusable', 'shape_mode', 'no buildable area');
  else if (a.polygonMode) {
    const box = rectPolygon({ x0: 0, y0: 0, x1: a.length, y1: a.width });
    const cut = cleanRing(clipPolygonToConvex(local, box));
    if (cut.length < 3 || polygonArea(cut) < 1e-6) {
      say('footprint_outside_buildable_area', 'footprint', null);
      return null;
    }
    if (!isSimpleRing(cut) || insetPolygon(cut, a.outerWall).length === 0) {
      say('polygon_footprint_unusable', 'shape_mode', round2(polygonArea(cut)));
    } else {
      const bb = boundingRect(cut);
      const frame = { origin: localToRd(frame0, { x: bb.x0, y: bb.y0 }), rotate_z: frame0.rotate_z };
      const length = bb.x1 - bb.x0;
      const width = bb.y1 - bb.y0;
      // A cut that is still a rectangle needs no polygon: the block fills it exactly.
      const rectangular = polygonArea(cut) >= length * width - 1e-6;
      return {
        frame,
        length,
        width,
        footprint: rectangular ? null : translatePolygon(cut, -bb.x0, -bb.y0),
      };
    }
  }
  if (local.length < 3) return { frame: frame0, length: a.length, width: a.width, footprint: null };
  // Floor k stands (dx, dy) off the ground floor: it fits where the buildable area shifted back holds it.
  const shifts = new Map<string, { x: number; y: number }>([['0,0', { x: 0, y: 0 }]]);
  for (const o of a.offsets) shifts.set(`${o.x},${o.y}`, o);
  const fit = fitStripInPolygons(
    [...shifts.values()].map((o) => translatePolygon(local, -o.x, -o.y)),
    a.length,
    a.width,
  );
  if (!fit || fit.x1 - fit.x0 < 1e-3) {
    say('footprint_outside_buildable_area', 'footprint', null);
    return null;
  }
  if (fit.x1 - fit.x0 < a.length - 1e-6) {
    say('footprint_shortened', 'maxlength', round2(fit.x1 - fit.x0));
    return {
      frame: { origin: localToRd(frame0, { x: fit.x0, y: 0 }), rotate_z: frame0.rotate_z },
      length: fit.x1 - fit.x0,
      width: a.width,
      footprint: null,
    };
  }
  return { frame: frame0, length: a.length, width: a.width, footprint: null };
}

const round2 = (v: number) => Math.round(v * 100) / 100;
