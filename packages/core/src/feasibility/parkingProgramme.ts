import type { GeneratorResult } from '../generator/generateBuilding';
import type { UnitInput } from '../generator/unitInput';
import type { ParkingDwellings, ParkingProgramme } from './parkingNorm';

/** A generated building of a concept, as the parking programme reads it. */
export interface ParkingBuilding {
  blocktype: string;
  result: Pick<GeneratorResult, 'model' | 'form_factors'>;
}

/**
 * The programme a parking norm is applied to, from a concept's generated buildings: its dwellings per unit type (every
 * repeated storey and building copy; houses are the street-housing blocks' dwellings, the rest apartments) with the
 * type's size, tenure (rent or sale by its income mode) and own parking ratio, the GFA of offices, shops and industry,
 * and the parking spots the buildings provide.
 */
export function parkingProgrammeOf(buildings: readonly ParkingBuilding[], units: readonly Pick<UnitInput, 'id' | 'size' | 'income_mode' | 'cfg'>[]): ParkingProgramme {
  const unitById = new Map(units.map((u) => [String(u.id), u]));
  const dwellings = new Map<string, ParkingDwellings>();
  const gfa = { office: 0, commercial: 0, industrial: 0 };
  let provided = 0;
  for (const { blocktype, result } of buildings) {
    const kind = blocktype === 'street_housing' ? 'house' : 'apartment';
    const copies = Math.max(1, result.model.shape.instances.length);
    for (const floor of result.model.children.floors)
      for (const s of floor.spaces) {
        if (s.category !== 'unit' || !s.counts_as_unit) continue;
        const unit = s.unit_id === null ? undefined : unitById.get(String(s.unit_id));
        const key = `${kind}:${unit ? String(unit.id) : '-'}`;
        const held = dwellings.get(key) ?? {
          kind,
          tenure: unit ? (unit.income_mode.startsWith('sell') ? 'sale' : 'rent') : null,
          sizeSquareMeters: unit?.size ?? 0,
          count: 0,
          unitRatio: unit ? unit.cfg.parking_ratio : null,
        };
        held.count += copies * floor.repeat_count;
        dwellings.set(key, held);
      }
    const ff = result.form_factors;
    gfa.office += ff.gfa_by_use.office;
    gfa.commercial += ff.gfa_by_use.commercial;
    gfa.industrial += ff.gfa_by_use.industrial;
    provided += ff.parking_spots;
  }
  return { dwellings: [...dwellings.values()], gfaSquareMeters: gfa, provided };
}
