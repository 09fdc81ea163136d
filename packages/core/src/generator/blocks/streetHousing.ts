import type { BlockGenerator, FloorDraft } from '../blockContext';
import { report } from '../blockContext';
import type { Instance } from '../buildingModel';
import type { DraftSpace } from '../layout/floorDraft';
import { draft } from '../layout/floorDraft';
import { pickUnitForArea } from '../layout/pickUnitForArea';

/**
 * Street housing: houses of `house.length` frontage and up to `house.max_width` depth, with
 * `residential_floors` storeys. Terraced: one row; back-to-back: two rows sharing the back wall;
 * semi-detached: pairs, detached: single houses, both repeated as instances with side gardens of two
 * green strips. Garage parking puts a 3 x 6 m garage in each ground floor; street parking lays bays along
 * the front.
 */
export const streetHousing: BlockGenerator = (ctx) => {
  const { rules, cfg, length: L, width: W } = ctx;
  const h = cfg.house;
  const inner = rules.innerWallThicknessMeters;
  const outer = rules.outerWallThicknessMeters;
  const f = h.length;
  if (!(f >= 1) || !(h.max_width >= 1) || !Number.isFinite(f)) {
    report(ctx, 'footprint_too_small', 'house', Number.isFinite(f) ? f : null);
    return { floors: [], site: [] };
  }
  const streetBay = h.parking === 'street' ? rules.parkingBayDepthMeters : 0;
  const rows = h.housetype === 'back_to_back' ? 2 : 1;
  const d = Math.min(h.max_width, (W - streetBay) / rows);
  const perInstance = h.housetype === 'semi_detached' ? 2 : 1;
  const gap = 2 * rules.greenStripWidthMeters;
  const instanceRow = h.housetype === 'detached' || h.housetype === 'semi_detached';
  const housesPerRow = instanceRow ? perInstance : Math.floor(L / f + 1e-9);
  const instanceCount = instanceRow ? Math.floor((L + gap) / (perInstance * f + gap) + 1e-9) : 1;
  if (d < rules.apartmentMinDepthMeters || housesPerRow < 1 || instanceCount < 1) {
    report(ctx, 'footprint_too_small', 'house', Math.round(L * W * 100) / 100);
    return { floors: [], site: [] };
  }
  const rowLen = housesPerRow * f;
  const y0 = streetBay;
  const floorHeight =
    Number.isFinite(cfg.floor_height) && cfg.floor_height > 0 ? cfg.floor_height : rules.floorHeightMeters;
  const wanted = Number.isFinite(h.residential_floors) ? Math.max(1, Math.floor(h.residential_floors)) : 1;
  const storeys = Math.max(1, Math.min(wanted, Math.floor(ctx.maxHeight / floorHeight + 1e-9)));
  if (storeys < wanted) report(ctx, 'floors_limited_by_height', 'house.residential_floors', wanted - storeys);
  const garage = h.parking === 'garage';
  const gw = rules.garageWidthMeters;
  const gl = rules.garageLengthMeters;
  if (garage && (f < gw + rules.minLivingLengthMeters + inner || d < gl + rules.minLivingLengthMeters)) {
    report(ctx, 'footprint_too_small', 'garage', f);
  }
  const withGarage =
    garage && f >= gw + rules.minLivingLengthMeters + inner && d >= gl + rules.minLivingLengthMeters;
  const outlineY1 = y0 + rows * d;

  // One unit type per house, chosen on the whole house's net area.
  const houseNet = storeys * (f - inner) * (d - outer - inner / 2) - (withGarage ? gw * gl : 0);
  const houses: { x0: number; row: number; unitId: string | number; name: string }[] = [];
  for (let row = 0; row < rows; row++) {
    for (let i = 0; i < housesPerRow; i++) {
      const { unit, fits } = pickUnitForArea(ctx, houseNet, instanceCount);
      if (!fits)
        report(
          ctx,
          'house_size_outside_unit_range',
          `house ${row}-${i}`,
          Math.round(houseNet * 100) / 100,
          unit.unit_id,
        );
      houses.push({ x0: i * f, row, unitId: unit.unit_id, name: unit.name });
    }
  }
  const floors: FloorDraft[] = [];
  for (let s = 0; s < storeys; s++) {
    const drafts: DraftSpace[] = [];
    for (const house of houses) {
      const hy0 = y0 + house.row * d;
      const hy1 = hy0 + d;
      // The front faces the street: y0 for the first row, y1 for the back-to-back row.
      const front = house.row === 0 ? hy0 : hy1;
      const base = {
        unit_id: house.unitId,
        unit_name: house.name,
        entrance: { x: house.x0 + f / 2, y: front },
      };
      const x0 = house.x0;
      const x1 = house.x0 + f;
      if (s === 0 && withGarage) {
        const gy0 = house.row === 0 ? hy0 : hy1 - gl;
        const gy1 = gy0 + gl;
        drafts.push(
          draft({ x0, x1: x0 + gw, y0: gy0, y1: gy1 }, 'garage', 'garage', 'ancillary', {
            parking_spots: 1,
            unit_id: house.unitId,
          }),
        );
        drafts.push(
          draft({ x0: x0 + gw, x1, y0: gy0, y1: gy1 }, 'residential', 'unit', 'unit', {
            ...base,
            counts_as_unit: true,
            two_window: true,
          }),
        );
        const ry0 = house.row === 0 ? gy1 : hy0;
        const ry1 = house.row === 0 ? hy1 : gy0;
        drafts.push(
          draft({ x0, x1, y0: ry0, y1: ry1 }, 'residential', 'unit', 'unit', {
            ...base,
            counts_as_unit: false,
            two_window: true,
          }),
        );
      } else {
        drafts.push(
          draft({ x0, x1, y0: hy0, y1: hy1 }, 'residential', 'unit', 'unit', {
            ...base,
            counts_as_unit: s === 0,
            two_window: rows === 1,
          }),
        );
      }
    }
    floors.push({
      name: s === 0 ? 'Begane grond' : `Verdieping ${s}`,
      height: floorHeight,
      repeat_count: 1,
      roof_type: s === storeys - 1 ? h.roof_type : 'flat',
      outline: { x0: 0, y0, x1: rowLen, y1: outlineY1 },
      drafts,
    });
  }
  const site: DraftSpace[] = [];
  if (streetBay > 0) {
    const bays = Math.floor(rowLen / rules.parkingBayMaxWidthMeters + 1e-9);
    for (let i = 0; i < bays; i++) {
      const bx = i * rules.parkingBayMaxWidthMeters;
      site.push(
        draft(
          { x0: bx, x1: bx + rules.parkingBayMaxWidthMeters, y0: 0, y1: streetBay },
          'parking_ground',
          'parking_bay',
          'site',
          { walled: false, parking_spots: 1 },
        ),
      );
    }
    if (rowLen - bays * rules.parkingBayMaxWidthMeters > 1e-9) {
      site.push(
        draft(
          { x0: bays * rules.parkingBayMaxWidthMeters, x1: rowLen, y0: 0, y1: streetBay },
          'green',
          'green_strip',
          'site',
          { walled: false },
        ),
      );
    }
  }
  const instances: Instance[] = [];
  for (let k = 0; k < instanceCount; k++) instances.push({ x: k * (rowLen + gap), y: 0, rotate_z: 0 });
  return {
    floors,
    site,
    instances,
    siteOutline: { x0: 0, y0: 0, x1: rowLen, y1: Math.max(streetBay, 1e-9) },
  };
};
