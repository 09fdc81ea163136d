import type { BlockGenerator } from '../blockContext';
import { draft } from '../layout/floorDraft';

/** Pathway: a paved footpath of sidewalk width along the length, green on either side when wider. */
export const pathway: BlockGenerator = (ctx) => {
  const { rules, length: L, width: W } = ctx;
  const path = Math.min(W, rules.sidewalkWidthMeters);
  const margin = (W - path) / 2;
  const site = [];
  if (margin > 1e-9)
    site.push(draft({ x0: 0, x1: L, y0: 0, y1: margin }, 'green', 'green_strip', 'site', { walled: false }));
  site.push(
    draft({ x0: 0, x1: L, y0: margin, y1: margin + path }, 'concrete', 'path', 'site', { walled: false }),
  );
  if (margin > 1e-9)
    site.push(
      draft({ x0: 0, x1: L, y0: margin + path, y1: W }, 'green', 'green_strip', 'site', { walled: false }),
    );
  return { floors: [], site };
};
