import { searchqueries, type SearchActivityResponse, type SearchRunResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { notFound } from '../../http/appError';
import { presentResults } from './presentResults';
import { referenceOfStored } from './resolveFilters';
import type { SearchService } from './searchService';

/** Matched plots kept per run, best first: the base of "newly matching" for the next run. */
const MATCHES_KEPT = 20_000;
/** Results stored in cfg.lastResults and in a run's `top`. */
const TOP_KEPT = 100;

/** The stored filters of a saved query of the actor's company, or 404. */
export async function storedFilters(db: Db, actor: Actor, queryId: number) {
  return db.tenant(actor.companyId, async (tx) => {
    const row = await new Repository(tx).detail(searchqueries, actor, queryId, 3);
    if (!row) throw notFound('Search query');
    const cfg = (row.cfg ?? {}) as Record<string, unknown>;
    const filters = Array.isArray(cfg.filters) ? (cfg.filters as Record<string, unknown>[]) : [];
    // children are nested under their parent; top-level references have no parent
    return { name: row.name as string, filters: filters.filter((f) => !f.parentFilterId).map(referenceOfStored) };
  });
}

/**
 * Run a saved query (POST /api/search/run/{id}): rank the plots, compare with the previous run by cadastral
 * identificatie (stable across re-imports), store the run and cfg.lastResults.
 */
export async function runSavedQuery(db: Db, search: SearchService, actor: Actor, queryId: number, limit: number): Promise<SearchRunResponse> {
  const { filters } = await storedFilters(db, actor, queryId);
  const prepared = await search.prepare(filters, actor.companyId);
  const { loaded, query } = prepared;
  const { results: ranked, count } = await search.run(prepared, { limit: Math.max(limit, MATCHES_KEPT) });
  const idents = await db.query<{ plot_id: number; identificatie: string }>(`SELECT plot_id, identificatie FROM plot_features WHERE plot_id = ANY($1::bigint[])`, [
    ranked.map((r) => r.id),
  ]);
  const identOf = new Map(idents.map((r) => [Number(r.plot_id), r.identificatie]));
  const matched = ranked.map((r) => identOf.get(r.id)).filter((s): s is string => !!s);
  const page = ranked.slice(0, limit);
  const results = await presentResults(db, loaded, query, page, true);
  const ranAt = new Date().toISOString();
  const stored = actor.isStaff || actor.capabilities.write;

  return db.tenant(actor.companyId, async (tx) => {
    const [previous] = await tx.query<{ matched: string[] }>(
      `SELECT matched FROM search_runs WHERE search_query_id = $1 AND company_id = $2 ORDER BY ran_at DESC, id DESC LIMIT 1`,
      [queryId, actor.companyId],
    );
    const before = new Set(previous?.matched ?? []);
    const fresh = previous ? matched.filter((m) => !before.has(m)) : [];
    const idOf = new Map(matched.map((m, i) => [m, ranked[i]?.id ?? null]));
    const top = results.slice(0, TOP_KEPT).map((r) => ({ plotId: r.plotId, identificatie: r.identificatie, score: r.score }));
    let runId: number | null = null;
    if (stored) {
      const [run] = await tx.query<{ id: number }>(
        `INSERT INTO search_runs (company_id, search_query_id, ran_at, ran_by, match_count, generation, matched, complete, new_matches, top)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [actor.companyId, queryId, ranAt, actor.userId || null, count, loaded.generation, matched, count <= MATCHES_KEPT, fresh, JSON.stringify(top)],
      );
      runId = run!.id;
      const lastResults = { runId, ranAt, count, newCount: fresh.length, generation: loaded.generation, top };
      await tx.query(`UPDATE searchquery_cfgs SET last_results = $1 WHERE search_query_id = $2 AND company_id = $3`, [JSON.stringify(lastResults), queryId, actor.companyId]);
    }
    return {
      runId,
      ranAt,
      stored,
      count,
      generation: loaded.generation,
      newCount: fresh.length,
      newMatches: fresh.slice(0, TOP_KEPT).map((identificatie) => ({ plotId: idOf.get(identificatie) ?? null, identificatie })),
      results,
    };
  });
}

/** GET /api/search/activity/{id}: runs over time, the plots that newly matched in the latest run, the query's notes. */
export async function queryActivity(db: Db, actor: Actor, queryId: number): Promise<SearchActivityResponse> {
  const activity = await db.tenant(actor.companyId, async (tx) => {
    const repo = new Repository(tx);
    const query = await repo.detail(searchqueries, actor, queryId, 0);
    if (!query) throw notFound('Search query');
    const runs = await tx.query<{ id: number; ran_at: Date; match_count: number; new_count: number; complete: boolean; generation: number }>(
      `SELECT id, ran_at, match_count, cardinality(new_matches) AS new_count, complete, generation
         FROM search_runs WHERE search_query_id = $1 AND company_id = $2 ORDER BY ran_at DESC, id DESC LIMIT 100`,
      [queryId, actor.companyId],
    );
    const [latest] = await tx.query<{ new_matches: string[] }>(
      `SELECT new_matches FROM search_runs WHERE search_query_id = $1 AND company_id = $2 ORDER BY ran_at DESC, id DESC LIMIT 1`,
      [queryId, actor.companyId],
    );
    const notes = await tx.query<{ id: number; name: string; type: string; status: string; description: string | null; createdAt: Date | null; targetAt: Date | null }>(
      `SELECT id, name, type, status, description, created_at AS "createdAt", target_at AS "targetAt"
         FROM notes WHERE search_query_id = $1 AND company_id = $2 ORDER BY created_at DESC, id DESC LIMIT 200`,
      [queryId, actor.companyId],
    );
    return { query: { id: query.id as number, name: query.name as string }, runs, newest: latest?.new_matches ?? [], notes };
  });
  // where the newly matching plots are now (ids change when the cadastre is re-imported)
  const now = await db.query<{ plot_id: number; identificatie: string; lon: number; lat: number }>(
    `SELECT plot_id, identificatie, lon, lat FROM plot_features WHERE identificatie = ANY($1::text[])`,
    [activity.newest.slice(0, 100)],
  );
  const byIdent = new Map(now.map((r) => [r.identificatie, r]));
  return {
    query: activity.query,
    runs: activity.runs.map((r) => ({ id: r.id, ranAt: new Date(r.ran_at).toISOString(), count: r.match_count, newCount: Number(r.new_count), complete: r.complete, generation: r.generation })),
    newMatches: activity.newest.slice(0, 100).map((identificatie) => {
      const p = byIdent.get(identificatie);
      return { identificatie, plotId: p ? Number(p.plot_id) : null, lat: p?.lat ?? null, lon: p?.lon ?? null };
    }),
    notes: activity.notes.map((n) => ({ ...n, createdAt: n.createdAt ? new Date(n.createdAt).toISOString() : null, targetAt: n.targetAt ? new Date(n.targetAt).toISOString() : null })),
  };
}
