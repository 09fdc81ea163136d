import { assumedRules } from '../../constants/designRules';
import type { DesignRules } from '../../constants/designRules';
import type { FloorModel, Space } from '../buildingModel';
import { netDims, type ModelCheck } from './check';

const EPS = 1e-6;

/**
 * Private storages (bergingen of at least 5 m2 and 1.8 m wide) that a storage room of net w x d holds: one
 * on its own when the room itself is one, else rows of bergingen along aisles, two rows to an aisle where
 * the depth allows it. The rows share the room's depth evenly (each at least 1.8 m deep) and a berging is
 * as wide as 5 m2 then asks (at least 1.8 m), so a room 6.5 m deep holds two rows on one aisle where rows of
 * the fixed 1.8 x 2.78 m held one; whichever way round and whichever number of rows holds most.
 */
export function privateStorages(w: number, d: number): number {
  const minWidth = assumedRules.privateStorageMinWidthMeters;
  const area = assumedRules.privateStorageMinAreaSquareMeters;
  if (Math.min(w, d) < minWidth - EPS || w * d < area - EPS) return 0;
  const aisle = assumedRules.storageAisleWidthMeters;
  const along = (length: number, across: number) => {
    let most = 0;
    for (let rows = 1; ; rows++) {
      const depth = (across - Math.ceil(rows / 2) * aisle) / rows;
      if (depth < minWidth - EPS) break;
      const width = Math.max(minWidth, area / depth);
      most = Math.max(most, rows * Math.floor((length + EPS) / width));
    }
    return most;
  };
  return Math.max(1, along(w, d), along(d, w));
}

/** True for a room that holds private storages: storage rooms and garden sheds (never leftover rooms, issue 40). */
function isStorageRoom(s: Space): boolean {
  return s.functiontype === 'storage' && s.subtype === 'storage';
}

/** The private storages a space holds, measured from its net outline. */
function storagesIn(s: Space): number {
  if (!isStorageRoom(s)) return 0;
  const { w, d } = netDims(s);
  return privateStorages(w, d);
}

/** True for a dwelling that needs its own storage: an apartment or house counted as a unit. */
function isDwelling(s: Space): boolean {
  return s.counts_as_unit && s.category === 'unit' && (s.functiontype === 'apartment' || s.functiontype === 'residential');
}

/**
 * Dwellings of the model (floors by their repeat count, one copy of a repeated house row) and the private
 * storages laid out for them, in the building's floors and on its site (garden sheds).
 */
export function storageBalance(
  floors: readonly FloorModel[],
  functions: readonly Space[],
  rules: DesignRules,
): { dwellings: number; storages: number; apartments: number; racks: number; racksNeeded: number } {
  let dwellings = 0;
  let storages = 0;
  let apartments = 0;
  let racks = 0;
  for (const f of floors)
    for (const s of f.spaces) {
      if (isDwelling(s)) dwellings += f.repeat_count;
      if (isDwelling(s) && s.functiontype === 'apartment') apartments += f.repeat_count;
      storages += storagesIn(s) * f.repeat_count;
      if (s.subtype === 'bicycle') {
        const { w, d } = netDims(s);
        racks += bicyclePlaces(w, d, rules) * f.repeat_count;
      }
    }
  for (const s of functions) storages += storagesIn(s);
  return { dwellings, storages, apartments, racks, racksNeeded: sharedBicyclePlaces(apartments) };
}

/** Shared bicycle places an apartment building needs for its dwellings (visitors; residents use their storage). */
export function sharedBicyclePlaces(apartments: number): number {
  return Math.ceil(apartments * assumedRules.sharedBicyclePlacesPerDwelling - EPS);
}

/** Bicycle places along the long side of a bicycle room, one per minimum rack length, when it is deep enough. */
export function bicyclePlaces(w: number, d: number, rules: DesignRules): number {
  const long = Math.max(w, d);
  const short = Math.min(w, d);
  return short >= rules.bicycleMinDepthMeters - EPS ? Math.floor(long / rules.bicycleMinLengthMeters + EPS) : 0;
}

/** Every dwelling has its private storage (Bbl 4.31): the dwellings without one, at target `storage`. */
export const privateStorage: ModelCheck = {
  name: 'privateStorage',
  check({ model, rules, add }) {
    const { dwellings, storages } = storageBalance(model.children.floors, model.children.functions, rules);
    if (storages < dwellings) add('storage_missing', 'storage', dwellings - storages, dwellings);
  },
};

/** An apartment building has its shared bicycle places (`sharedBicyclePlacesPerDwelling`), at target `bicycle`. */
export const bicycleStorage: ModelCheck = {
  name: 'bicycleStorage',
  check({ model, rules, add }) {
    const { racks, racksNeeded } = storageBalance(model.children.floors, model.children.functions, rules);
    if (racks < racksNeeded) add('bicycle_storage_missing', 'bicycle', racksNeeded - racks, racksNeeded);
  },
};
