import { locations, type LocationOmgevingsplanResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { omgevingsplanAtPlot } from '../../geodata/omgevingsplan/constraintsAtPlot';
import { notFound } from '../../http/appError';

/**
 * The omgevingsplan rules at a location: at its parcels together, or at its point when it has none; with how much a
 * pons covers and the check status of its norms (what became a numeric constraint, what must be read). The location
 * is read as the tenant (another company's answers 404); the omgevingsplan is national data, read as the server.
 */
export async function omgevingsplanOfLocation(db: Db, actor: Actor, locationId: number): Promise<LocationOmgevingsplanResponse> {
  const wkt = await db.tenant(actor.companyId, async (tx) => {
    if (!(await new Repository(tx).exists(locations, actor, locationId))) throw notFound('locations');
    const [row] = await tx.query<{ wkt: string | null }>(
      `SELECT coalesce(
                (SELECT ST_AsText(ST_Union(p.geometry)) FROM plots p WHERE p.location_id = l.id AND p.company_id = $2 AND p.geometry IS NOT NULL),
                CASE WHEN l.lat <> 0 OR l.lon <> 0 THEN ST_AsText(ST_Transform(ST_SetSRID(ST_MakePoint(l.lon, l.lat), 4326), 28992)) END) AS wkt
         FROM locations l WHERE l.id = $1 AND l.company_id = $2`,
      [locationId, actor.companyId],
    );
    return row?.wkt ?? null;
  });
  const at = wkt ? await omgevingsplanAtPlot(db, wkt) : null;
  if (!at) return { omgevingsplan: null };
  const { rulesAsOf, pons, ponsCoverage, rules, norms, deliveries, notLocated, check } = at;
  return { omgevingsplan: { rulesAsOf, pons, ponsCoverage, rules, norms, deliveries, notLocated, check } };
}
