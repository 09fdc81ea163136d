import { locations, type LocationSurfacesResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { surfacesOfWkt } from '../../geodata/plots/bgtSurfaces';
import { notFound } from '../../http/appError';

/**
 * The BGT surfaces (paved, green, water, built m²) inside a location's parcels together, for the concepts' form
 * factors. The location and its parcels are read as the tenant (another company's answers 404); the BGT is national
 * data, read as the server. A location without parcels has no surface to measure: null.
 */
export async function surfacesOfLocation(db: Db, actor: Actor, locationId: number): Promise<LocationSurfacesResponse> {
  const wkt = await db.tenant(actor.companyId, async (tx) => {
    if (!(await new Repository(tx).exists(locations, actor, locationId))) throw notFound('locations');
    const [row] = await tx.query<{ wkt: string | null }>(
      `SELECT ST_AsText(ST_Union(p.geometry)) AS wkt FROM plots p
        WHERE p.location_id = $1 AND p.company_id = $2 AND p.geometry IS NOT NULL AND ST_Dimension(p.geometry) = 2`,
      [locationId, actor.companyId],
    );
    return row?.wkt ?? null;
  });
  if (!wkt) return { surfaces: null };
  return { surfaces: (await surfacesOfWkt(db, wkt)) ?? null };
}
