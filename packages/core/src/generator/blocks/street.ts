import type { BlockGenerator } from '../blockContext';
import { report } from '../blockContext';
import type { SpaceSubtype } from '../buildingModel';
import type { FunctionType } from '../enums';
import { draft } from '../layout/floorDraft';
import type { DraftSpace } from '../layout/floorDraft';

/**
 * Street: a cross-section across the width, sidewalk | green strip | carriageway | green strip | sidewalk.
 * When the width is short the green strips go first, then one sidewalk; spare width widens the green.
 */
export const street: BlockGenerator = (ctx) => {
  const { rules, length: L, width: W } = ctx;
  const sw = rules.sidewalkWidthMeters;
  const gs = rules.greenStripWidthMeters;
  const road = rules.streetWidthMeters;
  type Strip = { w: number; f: FunctionType; s: SpaceSubtype };
  const side: Strip = { w: sw, f: 'concrete', s: 'sidewalk' };
  const green: Strip = { w: gs, f: 'green', s: 'green_strip' };
  const carriage: Strip = { w: road, f: 'concrete', s: 'street' };
  const profiles: Strip[][] = [
    [side, green, carriage, green, side],
    [side, carriage, side],
    [side, carriage],
    [carriage],
  ];
  const profile = profiles.find((p) => p.reduce((s, x) => s + x.w, 0) <= W + 1e-9);
  if (!profile) {
    report(ctx, 'footprint_too_small', 'width', W);
    return { floors: [], site: [] };
  }
  const spare = W - profile.reduce((s, x) => s + x.w, 0);
  const widen = profile.filter((x) => x.f === 'green').length > 0 ? 'green' : 'sidewalk';
  const takers = profile.filter((x) =>
    widen === 'green' ? x.f === 'green' : x.s === 'sidewalk' || x.s === 'street',
  );
  const site: DraftSpace[] = [];
  let y = 0;
  for (const x of profile) {
    const w = x.w + (takers.includes(x) ? spare / takers.length : 0);
    site.push(draft({ x0: 0, x1: L, y0: y, y1: y + w }, x.f, x.s, 'site', { walled: false, depthAxis: 'y' }));
    y += w;
  }
  return { floors: [], site };
};
