import { locations } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { notFound } from '../../http/appError';

/** RD New WKT of a location's parcels together, else of its point; null without either. Filters on the company itself. */
export async function locationWkt(db: Db, companyId: number, locationId: number): Promise<string | null> {
  const [row] = await db.query<{ wkt: string | null }>(
    `SELECT coalesce(
              (SELECT ST_AsText(ST_Union(p.geometry)) FROM plots p WHERE p.location_id = l.id AND p.company_id = $2 AND p.geometry IS NOT NULL),
              CASE WHEN l.lat <> 0 OR l.lon <> 0 THEN ST_AsText(ST_Transform(ST_SetSRID(ST_MakePoint(l.lon, l.lat), 4326), 28992)) END) AS wkt
       FROM locations l WHERE l.id = $1 AND l.company_id = $2`,
    [locationId, companyId],
  );
  return row?.wkt ?? null;
}

/** The RD WKT of a location of the actor's company, read as the tenant: another company's location is a 404 first. */
export async function ownLocationWkt(db: Db, actor: Actor, locationId: number): Promise<string | null> {
  return db.tenant(actor.companyId, async (tx) => {
    if (!(await new Repository(tx).exists(locations, actor, locationId))) throw notFound('locations');
    return locationWkt(tx, actor.companyId, locationId);
  });
}
