import { locationTypes, searchqueries } from '@plotwise/contracts';
import { roundScore, scoreAt } from '@plotwise/core';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { prepareLocationFromPlots, writeLocationFromPlots, type PreparedLocation } from '../../geodata/plots/createLocationFromPlots';
import { notFound } from '../../http/appError';
import { storedFilters } from './searchRuns';
import type { SearchService } from './searchService';

/** Each plot's 0-100 score under the saved query's filters now (null when it no longer matches or is not indexed). */
async function scoresUnder(db: Db, search: SearchService, actor: Actor, searchQueryId: number, plotIds: readonly number[]): Promise<Map<number, number | null>> {
  const { filters } = await storedFilters(db, actor, searchQueryId);
  const { loaded, query } = await search.prepare(filters, actor.companyId);
  const wanted = new Set(plotIds);
  const scores = new Map<number, number | null>();
  const { ids, size } = loaded.index;
  for (let position = 0; position < size && scores.size < wanted.size; position++) {
    const id = ids[position]!;
    if (wanted.has(id)) scores.set(id, scoreAt(loaded.index, query, position));
  }
  return scores;
}

/**
 * POST /api/search/to-locations: each result plot becomes a location of type opportunity (3) linked to the
 * query, made the way every location from parcels is made (geodata/plots/createLocationFromPlots.ts: address,
 * zoning summary and constraints), with the plot's score under the query. Plots already turned into a location
 * of this query are not duplicated.
 */
export async function plotsToLocations(db: Db, search: SearchService, actor: Actor, searchQueryId: number, plotIds: readonly number[]) {
  const ids = [...new Set(plotIds)];
  const scores = await scoresUnder(db, search, actor, searchQueryId, ids);
  // the cadastre is national data, read as the server; everything written below is the tenant's
  const prepared = new Map<number, PreparedLocation>();
  for (const id of ids) prepared.set(id, await prepareLocationFromPlots(db, [id]));

  return db.tenant(actor.companyId, async (tx) => {
    const repo = new Repository(tx);
    if (!(await repo.exists(searchqueries, actor, searchQueryId))) throw notFound('Search query');
    const identificatieOf = (id: number) => prepared.get(id)!.found[0]!.identificatie;
    const existing = await tx.query<{ identificatie: string; location_id: number }>(
      `SELECT pl.properties->>'identificatie' AS identificatie, pl.location_id FROM plots pl
        WHERE pl.company_id = $1 AND pl.opportunity_id = $2 AND pl.properties->>'identificatie' = ANY($3::text[])`,
      [actor.companyId, searchQueryId, ids.map(identificatieOf)],
    );
    const done = new Map(existing.map((e) => [e.identificatie, e.location_id]));
    const created: { plotId: number; locationId: number }[] = [];
    const skipped: { plotId: number; locationId: number }[] = [];
    for (const plotId of ids) {
      const already = done.get(identificatieOf(plotId));
      if (already !== undefined) {
        skipped.push({ plotId, locationId: already });
        continue;
      }
      const score = scores.get(plotId);
      const locationId = await writeLocationFromPlots(repo, actor, prepared.get(plotId)!, {
        type: locationTypes.opportunity,
        searchQueryId,
        ...(score != null ? { score: roundScore(score) } : {}),
      });
      done.set(identificatieOf(plotId), locationId);
      created.push({ plotId, locationId });
    }
    return { created, existing: skipped };
  });
}
