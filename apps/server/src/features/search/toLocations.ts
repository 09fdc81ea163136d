import { locations, locationTypes, plots, searchqueries } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { createRecord } from '../../entities/writeRecord';
import { Repository } from '../../entities/repository';
import { AppError, notFound } from '../../http/appError';
import { plotNumberOf } from './presentResults';

type PlotForLocation = {
  plot_id: number;
  identificatie: string;
  lat: number;
  lon: number;
  size: number | null;
  akr_code: string | null;
  kadastrale_gemeente_code: string | null;
  kadastrale_gemeente: string | null;
  sectie: string | null;
  perceelnummer: number | null;
  municipality: string | null;
  province: string | null;
  neighbourhood: string | null;
  geometry: string;
};

/**
 * POST /api/search/to-locations: each result plot becomes a location of type opportunity (3) linked to the
 * query, with the parcel as its plot. Plots already turned into a location of this query are not duplicated.
 */
export async function plotsToLocations(db: Db, actor: Actor, searchQueryId: number, plotIds: readonly number[]) {
  // the cadastre is national data, read as the server; everything written below is the tenant's
  const found = await db.query<PlotForLocation>(
    `SELECT pf.plot_id, pf.identificatie, ST_Y(ST_Transform(pf.label_point, 4326)) AS lat, ST_X(ST_Transform(pf.label_point, 4326)) AS lon,
            pf.size, gp.akr_code, gp.kadastrale_gemeente_code, gp.kadastrale_gemeente, gp.sectie, gp.perceelnummer,
            (SELECT a.name FROM geo_stat_areas a WHERE a.code = pf.municipality ORDER BY a.year DESC NULLS LAST LIMIT 1) AS municipality,
            (SELECT a.name FROM geo_stat_areas a WHERE a.code = pf.province ORDER BY a.year DESC NULLS LAST LIMIT 1) AS province,
            (SELECT a.name FROM geo_stat_areas a WHERE a.code = pf.neighbourhood_code ORDER BY a.year DESC NULLS LAST LIMIT 1) AS neighbourhood,
            ST_AsGeoJSON(ST_Transform(gp.geom, 4326), 8) AS geometry
       FROM plot_features pf JOIN geo_plots gp ON gp.id = pf.plot_id
      WHERE pf.plot_id = ANY($1::bigint[])`,
    [[...new Set(plotIds)]],
  );
  const byId = new Map(found.map((p) => [Number(p.plot_id), p]));
  const missing = plotIds.filter((id) => !byId.has(id));
  if (missing.length) throw new AppError('not_found', `Plots not found: ${missing.join(', ')}`, { plotIds: missing });

  return db.tenant(actor.companyId, async (tx) => {
    const repo = new Repository(tx);
    if (!(await repo.exists(searchqueries, actor, searchQueryId))) throw notFound('Search query');
    const existing = await tx.query<{ identificatie: string; location_id: number }>(
      `SELECT pl.properties->>'identificatie' AS identificatie, pl.location_id FROM plots pl
        WHERE pl.company_id = $1 AND pl.opportunity_id = $2 AND pl.properties->>'identificatie' = ANY($3::text[])`,
      [actor.companyId, searchQueryId, found.map((p) => p.identificatie)],
    );
    const done = new Map(existing.map((e) => [e.identificatie, e.location_id]));
    const created: { plotId: number; locationId: number }[] = [];
    const skipped: { plotId: number; locationId: number }[] = [];
    for (const plotId of [...new Set(plotIds)]) {
      const p = byId.get(plotId)!;
      const already = done.get(p.identificatie);
      if (already !== undefined) {
        skipped.push({ plotId, locationId: already });
        continue;
      }
      const plotnr = plotNumberOf(p);
      const locationId = await createRecord(repo, locations, actor, {
        name: [p.municipality, plotnr ?? p.identificatie].filter(Boolean).join(' '),
        type: locationTypes.opportunity,
        lat: p.lat,
        lon: p.lon,
        plotsize: Math.round(p.size ?? 0),
        plotnr,
        municipality: p.municipality,
        state: p.province,
        neighbourhood: p.neighbourhood,
        country: 'NL',
        searchQueryId,
      });
      await createRecord(repo, plots, actor, {
        type: 'cadastral',
        geometry: JSON.parse(p.geometry),
        properties: {
          identificatie: p.identificatie,
          kadastraleGemeenteCode: p.kadastrale_gemeente_code,
          kadastraleGemeente: p.kadastrale_gemeente,
          sectie: p.sectie,
          perceelnummer: p.perceelnummer,
        },
        locationId,
        opportunityId: searchQueryId,
      });
      done.set(p.identificatie, locationId);
      created.push({ plotId, locationId });
    }
    return { created, existing: skipped };
  });
}
