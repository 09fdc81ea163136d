import { parkingCheck, parkingProgrammeOf, type ParkingCheck, type ParkingZone } from '@plotwise/core/feasibility/index';
import type { GeneratorInput, GeneratorResult, UnitInput } from '@plotwise/core/generator/index';
import { parkingNormEntries, type ParkingNorm } from '../api/parkingNorms';
import { parkingPresenceEntries, type ParkingPresence } from '../api/parkingPresence';

/** A generated building as the parking check reads it: its block type and result. */
interface GeneratedBuilding {
  input: Pick<GeneratorInput, 'building'>;
  result: Pick<GeneratorResult, 'model' | 'form_factors'>;
}

/**
 * The parking check of a concept (issue #43 item 1): its generated programme against the municipality's newest nota in
 * `zone` (with its newest presence table: double use), or the unit types' own ratios when the company entered no norm
 * of it. The editor's rules panel and the public section both compute it here, so they show one figure.
 */
export function conceptParkingCheck(
  buildings: readonly GeneratedBuilding[],
  units: readonly UnitInput[],
  norms: readonly ParkingNorm[],
  zone: ParkingZone,
  presence: readonly ParkingPresence[] = [],
): ParkingCheck {
  const programme = parkingProgrammeOf(
    buildings.map((b) => ({ blocktype: b.input.building.cfg.blocktype, result: b.result })),
    units,
  );
  return parkingCheck(programme, norms.length ? parkingNormEntries(norms) : [], zone, parkingPresenceEntries(presence));
}

/**
 * The area of its municipality a location's check uses: the one the user chose for the location, else the nota's only
 * area when it names one, else the rest of the built-up area.
 */
export function parkingZoneOf(chosen: ParkingZone | null | undefined, norms: readonly Pick<ParkingNorm, 'zone'>[]): ParkingZone {
  if (chosen) return chosen;
  const zones = new Set(norms.map((n) => n.zone));
  return zones.size === 1 ? [...zones][0]! : 'built_up';
}
