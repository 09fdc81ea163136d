import type { FastifyInstance } from 'fastify';
import { categoryCodeAt, indexBytes, parseTileAddress, type CategoryColumn } from '@plotwise/core';
import { fileRoutes, filterCatalogue, newFilterReference, searchRoutes, type SearchCatalogueEntry } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/appError';
import { presentResults } from './presentResults';
import { queryActivity, runSavedQuery } from './searchRuns';
import type { SearchService } from './searchService';
import { renderSearchTile, saveTileQuery, tileQuery, tileToken } from './searchTiles';
import { resolvedPlotsTag } from './resolveFilters';
import { companyOwnerTypes } from './ownerTypeFilter';
import { plotsToLocations } from './toLocations';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { regionNames } from './regionNames';

/** Plots per category value of an index (computed once per index, not per request). */
const categoryCounts = new WeakMap<object, Map<number, number>>();
function countsOf(column: CategoryColumn, size: number): Map<number, number> {
  let counts = categoryCounts.get(column.codes);
  if (!counts) {
    const tally = new Float64Array(65_536);
    for (let i = 0; i < size; i++) tally[categoryCodeAt(column, i)]!++;
    counts = new Map();
    for (let c = 0; c < tally.length; c++) if (tally[c]) counts.set(c, tally[c]!);
    categoryCounts.set(column.codes, counts);
  }
  return counts;
}

/** Plots of the index with an owner of this type as the company knows them; `unknown`: the plots it knows no owner of. */
function ownerTypeCount(owners: ReadonlyMap<number, ReadonlySet<string>>, value: string, plots: number): number {
  if (value === 'unknown') return Math.max(0, plots - owners.size);
  let n = 0;
  for (const types of owners.values()) if (types.has(value)) n++;
  return n;
}

/** Site search (docs/search.md): count, histograms, ranked results, map tiles, saved-query runs and their activity. */
export function registerSearchRoutes(app: FastifyInstance, db: Db, search: SearchService) {
  serve(app, searchRoutes.count, async ({ body }, req) => {
    const prepared = await search.prepare(body.filters, actorOf(req).companyId);
    return { count: (await search.run(prepared, {})).count, generation: prepared.loaded.generation };
  });

  serve(app, searchRoutes.histograms, async ({ body }, req) => {
    const prepared = await search.prepare(body.filters, actorOf(req).companyId);
    const histograms = body.histograms.map((h) => (typeof h === 'string' ? { key: h } : h));
    const out = await search.run(prepared, { histograms });
    return { count: out.count, generation: prepared.loaded.generation, histograms: out.histograms };
  });

  serve(app, searchRoutes.results, async ({ body }, req) => {
    const prepared = await search.prepare(body.filters, actorOf(req).companyId);
    const out = await search.run(prepared, { limit: body.limit, offset: body.offset });
    return {
      count: out.count,
      offset: body.offset,
      limit: body.limit,
      generation: prepared.loaded.generation,
      results: await presentResults(db, prepared.loaded, prepared.query, out.results, body.explain),
    };
  });

  serve(app, searchRoutes.tiles, async ({ body }, req) => {
    const actor = actorOf(req);
    const prepared = await search.prepare(body.filters, actor.companyId); // a query that does not compile gets no token
    const token = tileToken(actor.companyId, body.filters);
    await db.tenant(actor.companyId, (tx) => saveTileQuery(tx, actor.companyId, token, body.filters));
    const { count } = await search.run(prepared, {});
    // the index generation in the address: a tile of an older index, kept by the browser (max-age) or by the map's own
    // tile cache, is never shown beside the count of a newer one (the opportunities map coloured 69 plots for 2
    // matches when the index was rebuilt while the map was open)
    const tiles = `/api/search/tiles/${token}/{z}/{x}/{y}.mvt?g=${prepared.loaded.generation}`;
    return { token, tiles, count, generation: prepared.loaded.generation };
  });

  serve(app, fileRoutes.searchTile, async ({ params }, req, reply) => {
    const actor = actorOf(req);
    const { token } = params;
    const t = parseTileAddress(params.z, params.x, params.file, 'mvt');
    if (!/^[A-Za-z0-9_-]{32}$/.test(token) || !t)
      throw new AppError('bad_request', 'A tile is /api/search/tiles/{token}/{z}/{x}/{y}.mvt with a valid tile address');
    const filters = await db.tenant(actor.companyId, (tx) => tileQuery(tx, actor.companyId, token));
    if (!filters) throw notFound('Tile query (register it again with POST /api/search/tiles)');
    const { loaded, query, refs } = await search.prepare(filters, actor.companyId);
    // per-company filters (owner type) change with the company's data, not with the generation
    const plotsTag = resolvedPlotsTag(refs);
    const etag = `"${token}-${loaded.generation}${plotsTag ? `-${plotsTag}` : ''}"`;
    reply.header('Cache-Control', 'private, max-age=300').header('ETag', etag).header('Vary', 'Cookie');
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    const tile = renderSearchTile(loaded, query, t.z, t.x, t.y);
    return reply.type('application/vnd.mapbox-vector-tile').header('X-Match-Count', String(tile.count)).send(Buffer.from(tile.bytes));
  });

  serve(app, searchRoutes.catalogue, async (_, req) => {
    const loaded = await search.index();
    // per-company filters count the company's own plots per value (owner types: the plots it knows an owner of)
    const owners = filterCatalogue.some((d) => d.plotSet) ? await companyOwnerTypes(db, actorOf(req).companyId) : new Map<number, Set<string>>();
    const nameOf = await regionNames(db);
    const filters: SearchCatalogueEntry[] = filterCatalogue.map((d) => {
      const column = d.feature ? loaded.index.columns.get(d.feature) : undefined;
      let values: SearchCatalogueEntry['values'];
      if (column?.kind === 'category') {
        const counts = countsOf(column, loaded.index.size);
        const fromData = column.dictionary.map((value, c) => ({ value, name: nameOf.get(value) ?? null, count: counts.get(c + 1) ?? 0 }));
        const extra = (d.choices ?? []).filter((c) => !column.dictionary.includes(c)).map((value) => ({ value, name: null, count: 0 }));
        values = [...fromData, ...extra].sort((a, b) => (a.name ?? a.value).localeCompare(b.name ?? b.value));
      } else if (d.plotSet) values = (d.choices ?? []).map((value) => ({ value, name: null, count: ownerTypeCount(owners, value, loaded.index.size) }));
      return {
        key: d.key,
        group: d.group,
        kind: d.kind,
        ...(d.region ? { region: d.region } : {}),
        ...(d.feature ? { feature: d.feature } : {}),
        unit: d.unit,
        label: d.label,
        defaults: { ...d.defaults },
        ...(d.domain ? { domain: d.domain } : {}),
        ...(d.prefer ? { prefer: d.prefer } : {}),
        ...(values ? { values } : {}),
        ...(column ? { known: column.known } : {}),
        ...(d.plotSet ? { perCompany: true as const, histogram: false as const } : {}),
        newReference: newFilterReference(d.key),
      };
    });
    return { generation: loaded.generation, plots: loaded.index.size, filters };
  });

  serve(app, searchRoutes.status, async () => {
    const loaded = await search.index();
    return {
      generation: loaded.generation,
      plots: loaded.index.size,
      builtAt: loaded.builtAt,
      buildMs: loaded.buildMs,
      builtFrom: loaded.source,
      indexBytes: indexBytes(loaded.index),
      updating: search.busy,
      ...search.threadsOf(loaded),
    };
  });

  serve(app, searchRoutes.run, async ({ params, body }, req) => runSavedQuery(db, search, actorOf(req), params.id, body.limit));

  serve(app, searchRoutes.activity, async ({ params }, req) => queryActivity(db, actorOf(req), params.id));

  serve(app, searchRoutes.toLocations, async ({ body }, req, reply) => {
    const out = await plotsToLocations(db, search, actorOf(req), body.searchQueryId, body.plotIds);
    void reply.status(out.created.length ? 201 : 200);
    return out;
  });

  // staff: recompute every plot's features now (imports recompute the parcels they reach by themselves)
  serve(app, searchRoutes.refresh, async () => {
    await search.refresh(true);
    const loaded = await search.index();
    return { generation: loaded.generation, plots: loaded.index.size, buildMs: loaded.buildMs };
  });
}
