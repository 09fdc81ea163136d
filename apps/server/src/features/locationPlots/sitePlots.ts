import { locations, plots, type AddSitePlotsBody, type ReshapeSitePlotBody, type SitePlotsResponse, type SplitSitePlotBody } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { createRecord, updateRecord } from '../../entities/writeRecord';
import { AppError, notFound } from '../../http/appError';
import { parcelPlot } from '../../geodata/plots/createLocationFromPlots';
import { plotsById } from '../../geodata/plots/plotDetails';

// A drawn piece smaller than this is a slip of the hand, not a parcel.
const MIN_PIECE_SQUARE_METERS = 1;

async function ensureLocation(tx: Db, actor: Actor, locationId: number) {
  if (!(await new Repository(tx).exists(locations, actor, locationId))) throw notFound('locations');
}

/**
 * The location's plot facts follow its parcels: plot size is their area (RD metres), plot number the cadastral
 * numbers joined. A location without a position gets its parcels' centre.
 */
async function recomputeFacts(tx: Db, actor: Actor, locationId: number, skipped: string[]): Promise<SitePlotsResponse> {
  const [facts] = await tx.query<{ plotsize: number; plotnr: string | null; lat: number | null; lon: number | null; ids: number[] | null }>(
    `SELECT COALESCE(round(sum(ST_Area(geometry))), 0)::int AS plotsize,
            string_agg(DISTINCT properties->>'plotnr', ', ') AS plotnr,
            ST_Y(ST_Transform(ST_Centroid(ST_Collect(geometry)), 4326)) AS lat,
            ST_X(ST_Transform(ST_Centroid(ST_Collect(geometry)), 4326)) AS lon,
            array_agg(id ORDER BY id) FILTER (WHERE id IS NOT NULL) AS ids
       FROM plots WHERE location_id = $1 AND company_id = $2`,
    [locationId, actor.companyId],
  );
  await tx.query(
    `UPDATE locations SET plotsize = $3, plotnr = $4, updated_at = now(),
            lat = CASE WHEN COALESCE(lat, 0) = 0 AND $5::float8 IS NOT NULL THEN $5 ELSE lat END,
            lon = CASE WHEN COALESCE(lon, 0) = 0 AND $6::float8 IS NOT NULL THEN $6 ELSE lon END
      WHERE id = $1 AND company_id = $2`,
    [locationId, actor.companyId, facts!.plotsize, facts!.plotnr, facts!.lat, facts!.lon],
  );
  return { locationId, plotsize: facts!.plotsize, plotnr: facts!.plotnr, plotIds: facts!.ids ?? [], skipped };
}

/** Adds cadastral parcels (by geodata id; ones the site already holds are skipped) or one drawn polygon. */
export async function addSitePlots(db: Db, actor: Actor, locationId: number, body: AddSitePlotsBody): Promise<SitePlotsResponse> {
  // national data, read with the server's role before the tenant transaction
  const parcels = 'plotIds' in body ? await plotsById(db, [...new Set(body.plotIds)]) : [];
  if ('plotIds' in body && parcels.length !== new Set(body.plotIds).size) {
    const missing = body.plotIds.filter((id) => !parcels.some((p) => p.id === id));
    throw new AppError('reference_not_found', `Unknown plot${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, { missing });
  }
  return db.tenant(actor.companyId, async (tx) => {
    await ensureLocation(tx, actor, locationId);
    const repo = new Repository(tx);
    const skipped: string[] = [];
    if ('geometry' in body) {
      await assertUsablePolygon(tx, body.geometry);
      await createRecord(repo, plots, actor, { locationId, type: 'drawn', geometry: body.geometry, properties: {} });
    } else {
      const held = new Set(
        (await tx.query<{ i: string }>(`SELECT properties->>'identificatie' AS i FROM plots WHERE location_id = $1 AND company_id = $2`, [locationId, actor.companyId])).map((r) => r.i),
      );
      for (const p of parcels) {
        if (held.has(p.identificatie)) skipped.push(p.identificatie);
        else await createRecord(repo, plots, actor, { locationId, ...parcelPlot(p) });
      }
    }
    return recomputeFacts(tx, actor, locationId, skipped);
  });
}

async function assertUsablePolygon(tx: Db, geometry: unknown) {
  const [r] = await tx.query<{ valid: boolean; polygonal: boolean; area: number }>(
    `SELECT ST_IsValid(g) AS valid, GeometryType(g) IN ('POLYGON', 'MULTIPOLYGON') AS polygonal, ST_Area(g) AS area
       FROM (SELECT ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON($1), 4326), 28992) AS g) s`,
    [JSON.stringify(geometry)],
  );
  if (!r?.polygonal) throw new AppError('validation_failed', 'A parcel is an area: draw at least three points', { field: 'geometry' });
  if (!r.valid) throw new AppError('validation_failed', 'The drawn outline crosses itself; draw it again without crossing lines', { field: 'geometry' });
  if (r.area < MIN_PIECE_SQUARE_METERS) throw new AppError('validation_failed', 'The drawn area is smaller than 1 m²', { field: 'geometry' });
}

/**
 * Gives a drawn parcel of the site a new outline (its corners moved, added or removed on the map). A cadastral
 * parcel keeps the Kadaster's outline: reshaping it is refused, as is an outline that crosses itself.
 */
export async function reshapeSitePlot(db: Db, actor: Actor, locationId: number, plotId: number, body: ReshapeSitePlotBody): Promise<SitePlotsResponse> {
  return db.tenant(actor.companyId, async (tx) => {
    await ensureLocation(tx, actor, locationId);
    const [plot] = await tx.query<{ type: string | null }>('SELECT type FROM plots WHERE id = $1 AND location_id = $2 AND company_id = $3', [plotId, locationId, actor.companyId]);
    if (!plot) throw notFound('plots');
    if ((plot.type ?? 'drawn') !== 'drawn') throw new AppError('validation_failed', "A cadastral parcel keeps the Kadaster's outline; only a drawn parcel can be reshaped", { field: 'geometry' });
    await assertUsablePolygon(tx, body.geometry);
    await updateRecord(new Repository(tx), plots, actor, plotId, { geometry: body.geometry });
    return recomputeFacts(tx, actor, locationId, []);
  });
}

/** Removes one parcel from the site. */
export async function removeSitePlot(db: Db, actor: Actor, locationId: number, plotId: number): Promise<SitePlotsResponse> {
  return db.tenant(actor.companyId, async (tx) => {
    await ensureLocation(tx, actor, locationId);
    const gone = await tx.query('DELETE FROM plots WHERE id = $1 AND location_id = $2 AND company_id = $3 RETURNING id', [plotId, locationId, actor.companyId]);
    if (!gone.length) throw notFound('plots');
    return recomputeFacts(tx, actor, locationId, []);
  });
}

/**
 * Splits a parcel of the site along a drawn line (PostGIS ST_Split in RD metres): the parcel is replaced by its
 * pieces, each keeping the cadastral properties and naming the parcel it came from. A line that does not cross
 * the parcel from edge to edge is refused and nothing changes.
 */
export async function splitSitePlot(db: Db, actor: Actor, locationId: number, plotId: number, body: SplitSitePlotBody): Promise<SitePlotsResponse> {
  return db.tenant(actor.companyId, async (tx) => {
    await ensureLocation(tx, actor, locationId);
    const [plot] = await tx.query<{ type: string | null; properties: Record<string, unknown> | null }>(
      'SELECT type, properties FROM plots WHERE id = $1 AND location_id = $2 AND company_id = $3',
      [plotId, locationId, actor.companyId],
    );
    if (!plot) throw notFound('plots');
    const line = { type: 'LineString', coordinates: body.line };
    const pieces = await tx.query<{ geometry: unknown; area: number }>(
      `SELECT ST_AsGeoJSON(ST_Transform(d.geom, 4326), 9)::json AS geometry, ST_Area(d.geom) AS area
         FROM plots p,
              ST_Dump(ST_CollectionExtract(ST_Split(p.geometry, ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON($4), 4326), 28992)), 3)) d
        WHERE p.id = $1 AND p.location_id = $2 AND p.company_id = $3`,
      [plotId, locationId, actor.companyId, JSON.stringify(line)],
    );
    const usable = pieces.filter((p) => p.area >= MIN_PIECE_SQUARE_METERS);
    if (usable.length < 2) throw new AppError('validation_failed', 'The line must cross the parcel from one edge to another', { field: 'line' });
    await tx.query('DELETE FROM plots WHERE id = $1 AND company_id = $2', [plotId, actor.companyId]);
    const repo = new Repository(tx);
    for (const piece of usable)
      await createRecord(repo, plots, actor, { locationId, type: plot.type ?? 'drawn', geometry: piece.geometry, properties: { ...(plot.properties ?? {}), split_from: plotId } });
    return recomputeFacts(tx, actor, locationId, []);
  });
}
