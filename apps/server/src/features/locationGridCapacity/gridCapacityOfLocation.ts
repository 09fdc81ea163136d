import type { LocationGridCapacityResponse, PublicLocation } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { gridCapacityOfWkt } from '../../geodata/plots/gridCapacity';
import { locationWkt, ownLocationWkt } from '../locations/locationWkt';

/**
 * Grid congestion at a location: the worst capaciteitskaart colour over its parcels' postcodes (or at its point when it
 * has no parcels), with the MW and the delivery date. The location is read as the tenant (another company's answers
 * 404); the capacity map is national data, read as the server.
 */
export async function gridCapacityOfLocation(db: Db, actor: Actor, locationId: number): Promise<LocationGridCapacityResponse> {
  const wkt = await ownLocationWkt(db, actor, locationId);
  if (!wkt) return { gridCapacity: null };
  return { gridCapacity: (await gridCapacityOfWkt(db, wkt)) ?? null };
}

/** The public page's grid line of a location (the caller has checked the publication): colours, MW and date only. */
export async function publicGridCapacity(db: Db, companyId: number, locationId: number): Promise<PublicLocation['gridCapacity']> {
  const wkt = await locationWkt(db, companyId, locationId);
  const grid = wkt ? await gridCapacityOfWkt(db, wkt) : undefined;
  return grid ? { demand: grid.demand, generation: grid.generation, demandAvailableMw: grid.demandAvailableMw, asOf: grid.asOf, nearest: grid.nearest } : null;
}
