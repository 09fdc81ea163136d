import { buildingDefaults } from '../../constants/buildingDefaults';
import type { BlockContext, BlockGenerator, FloorDraft } from '../blockContext';
import { report, spaceId } from '../blockContext';
import type { DraftSpace } from '../layout/floorDraft';
import { draft } from '../layout/floorDraft';

/**
 * Distribution centre: a hall with an office strip of `office_depth` along the front facade (a staircase
 * at its end), one more office floor over the strip when the height allows, and loading docks of 4.55 m
 * along the back facade, each with a 35 m apron of paving inside the building's plot depth.
 */
export const distributionCentre: BlockGenerator = (ctx) => {
  const { od, groundHeight, wantedDocks } = dcSettings(ctx);
  const hall = fitHall(ctx, od, wantedDocks);
  if (!hall) return { floors: [], site: [] };
  const floors = dcFloors(ctx, od, groundHeight, hall);
  return { floors, site: dockSite(ctx, hall) };
};

/** The hall's depth beside the dock aprons, the docks that fit, and the staircase's length along the strip. */
interface Hall {
  hallDepth: number;
  docks: number;
  stairLen: number;
}

/** The cfg's office depth, ground floor height and docks; unusable numbers fall back to the spec defaults, with a message. */
function dcSettings(ctx: BlockContext): { od: number; groundHeight: number; wantedDocks: number } {
  const dc = ctx.cfg.distribution_centre;
  const setting = (value: number, fallback: number, field: string, min: number) => {
    if (Number.isFinite(value) && value >= min) return value;
    report(ctx, 'parameter_unreadable', `distribution_centre.${field}`, String(value));
    return fallback;
  };
  const od = setting(
    dc.office_depth,
    buildingDefaults.distributionCentreOfficeDepthMeters,
    'office_depth',
    1e-3,
  );
  const groundHeight = setting(
    dc.ground_floor_height,
    buildingDefaults.distributionCentreGroundFloorHeightMeters,
    'ground_floor_height',
    1e-3,
  );
  const wantedDocks = setting(
    dc.loading_docks,
    buildingDefaults.distributionCentreLoadingDocks,
    'loading_docks',
    0,
  );
  return { od, groundHeight, wantedDocks };
}

/**
 * The hall in the footprint: the docks' aprons come off its depth (all docks go when the hall would be too
 * shallow for the strip and staircase), as many docks as the length takes; null (reported) when it does not fit.
 */
function fitHall(ctx: BlockContext, od: number, wantedDocks: number): Hall | null {
  const { rules, length: L, width: W } = ctx;
  const outer = rules.outerWallThicknessMeters;
  const half = rules.innerWallThicknessMeters / 2;
  const apron = rules.loadingDockMinDepthMeters;
  let docks = Math.floor(wantedDocks);
  let hallDepth = W - apron;
  const minHall = od + rules.staircaseWidthMeters + 2 * outer;
  if (hallDepth < minHall) {
    if (docks > 0) report(ctx, 'loading_docks_reduced', 'loading_docks', 0);
    docks = 0;
    hallDepth = W;
  }
  if (hallDepth < minHall) {
    report(ctx, 'footprint_too_small', 'width', W);
    return null;
  }
  const dockW = rules.loadingDockWidthMeters;
  const fitDocks = Math.floor(L / dockW);
  if (docks > fitDocks) {
    report(ctx, 'loading_docks_reduced', 'loading_docks', fitDocks);
    docks = fitDocks;
  }
  // Staircase along the strip: net length along x, net width across the strip.
  const stairLen = rules.staircaseLengthMeters + outer + half;
  if (L < stairLen + 1) {
    report(ctx, 'footprint_too_small', 'length', L);
    return null;
  }
  return { hallDepth, docks, stairLen };
}

/** The hall floor with its office strip, and the office floor over the strip when the height allows. */
function dcFloors(ctx: BlockContext, od: number, groundHeight: number, hall: Hall): FloorDraft[] {
  const { rules, length: L } = ctx;
  const { hallDepth, stairLen } = hall;
  const outer = rules.outerWallThicknessMeters;
  const half = rules.innerWallThicknessMeters / 2;
  const strip = (y1: number): DraftSpace[] => [
    draft({ x0: 0, x1: stairLen, y0: 0, y1 }, 'staircase', 'staircase', 'core', {
      depthAxis: 'x',
      entrance: { x: stairLen, y: y1 / 2 },
    }),
    draft({ x0: stairLen, x1: L, y0: 0, y1 }, 'office', 'office', 'unit', {
      unit_name: 'Office',
      counts_as_unit: false,
      entrance: { x: stairLen, y: y1 / 2 },
    }),
  ];
  const floors: FloorDraft[] = [
    {
      name: 'Hal',
      height: groundHeight,
      repeat_count: 1,
      roof_type: 'flat',
      outline: { x0: 0, y0: 0, x1: L, y1: hallDepth },
      drafts: [
        ...strip(od),
        draft({ x0: 0, x1: L, y0: od, y1: hallDepth }, 'industrial', 'industrial_hall', 'unit', {
          unit_name: 'Hall',
          entrance: { x: L / 2, y: od },
        }),
      ],
    },
  ];
  if (ctx.maxHeight >= groundHeight + rules.officeFloorHeightMeters - 1e-9) {
    floors.push({
      name: 'Kantoor',
      height: rules.officeFloorHeightMeters,
      repeat_count: 1,
      roof_type: 'flat',
      outline: { x0: 0, y0: 0, x1: L, y1: od },
      drafts: strip(od),
    });
  } else if (ctx.maxHeight < groundHeight - 1e-9) {
    report(ctx, 'max_height_exceeded', 'ground_floor_height', groundHeight);
  }
  // The stair runs along the strip; across it the strip must hold the stair's width inside its walls.
  if (od - outer - half < rules.staircaseWidthMeters - 1e-9)
    report(ctx, 'staircase_too_small', spaceId(0, 0), od);
  if (floors.length > 1 && od - 2 * outer < rules.staircaseWidthMeters - 1e-9)
    report(ctx, 'staircase_too_small', spaceId(1, 0), od);
  return floors;
}

/** The loading docks centred along the back facade, paved street on either side of them. */
function dockSite(ctx: BlockContext, hall: Hall): DraftSpace[] {
  const { rules, length: L, width: W } = ctx;
  const { hallDepth, docks } = hall;
  const dockW = rules.loadingDockWidthMeters;
  const site: DraftSpace[] = [];
  if (hallDepth < W) {
    const used = docks * dockW;
    const x0 = (L - used) / 2;
    if (x0 > 1e-9)
      site.push(
        draft({ x0: 0, x1: x0, y0: hallDepth, y1: W }, 'concrete', 'street', 'site', { walled: false }),
      );
    for (let i = 0; i < docks; i++) {
      site.push(
        draft(
          { x0: x0 + i * dockW, x1: x0 + (i + 1) * dockW, y0: hallDepth, y1: W },
          'concrete',
          'loading_dock',
          'site',
          { walled: false, depthAxis: 'y' },
        ),
      );
    }
    if (L - x0 - used > 1e-9)
      site.push(
        draft({ x0: x0 + used, x1: L, y0: hallDepth, y1: W }, 'concrete', 'street', 'site', {
          walled: false,
        }),
      );
  }
  return site;
}
