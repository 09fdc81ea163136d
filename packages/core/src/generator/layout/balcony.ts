import type { Rect } from '../../geometry/rect';
import type { Space } from '../buildingModel';
import type { ResolvedRules } from '../generationParameters';
import type { MixUnit } from './mixUnit';

/** Which facade of a unit's rectangle faces outside (where a balcony hangs). */
export type FacadeSide = 'x0' | 'x1' | 'y0' | 'y1';

/**
 * A balcony on the unit's facade when its unit config asks for one: depth = the balcony's max depth (else
 * the rule minimum), length = the unit's net facade length capped by the balcony's max length. Returns
 * `tooSmall` when that cannot reach the rule minimums, and then no balcony.
 */
export function balconyFor(
  unit: MixUnit,
  r: Rect,
  facade: FacadeSide,
  rules: ResolvedRules,
): { balcony: Space['balcony']; tooSmall: boolean } {
  const cfg = unit.balcony;
  if (!cfg) return { balcony: null, tooSmall: false };
  const along = facade === 'y0' || facade === 'y1' ? r.x1 - r.x0 : r.y1 - r.y0;
  const depth = cfg.maxdepth ?? rules.balconyMinDepthMeters;
  const length = Math.min(
    cfg.maxlength ?? Infinity,
    along - rules.innerWallThicknessMeters - 2 * rules.outerWallThicknessMeters,
  );
  if (depth < rules.balconyMinDepthMeters - 1e-9 || length < rules.balconyMinLengthMeters - 1e-9)
    return { balcony: null, tooSmall: true };
  const cx = (r.x0 + r.x1) / 2;
  const cy = (r.y0 + r.y1) / 2;
  const h = length / 2;
  let b: Rect;
  if (facade === 'y1') b = { x0: cx - h, x1: cx + h, y0: r.y1, y1: r.y1 + depth };
  else if (facade === 'y0') b = { x0: cx - h, x1: cx + h, y0: r.y0 - depth, y1: r.y0 };
  else if (facade === 'x1') b = { x0: r.x1, x1: r.x1 + depth, y0: cy - h, y1: cy + h };
  else b = { x0: r.x0 - depth, x1: r.x0, y0: cy - h, y1: cy + h };
  return {
    balcony: {
      polygon: [
        { x: b.x0, y: b.y0 },
        { x: b.x1, y: b.y0 },
        { x: b.x1, y: b.y1 },
        { x: b.x0, y: b.y1 },
      ],
      depth_meters: depth,
      length_meters: length,
    },
    tooSmall: false,
  };
}
