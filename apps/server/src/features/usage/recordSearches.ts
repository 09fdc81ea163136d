import type { FastifyInstance } from 'fastify';
import { searchResultsBodySchema, type FilterReferenceInput } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/** The filters whose values name a region (the reporting screen lists them by value). */
const REGION_FILTERS = new Set(['municipality', 'province']);

/** The enabled filter keys of a search (children of an or-choice included) and the regions it names. */
function searchFacts(filters: readonly FilterReferenceInput[]) {
  const keys = new Set<string>();
  const regions: { filter: string; value: string }[] = [];
  const visit = (refs: readonly FilterReferenceInput[]) => {
    for (const ref of refs) {
      if (ref.enabled === false) continue;
      keys.add(ref.key);
      if (REGION_FILTERS.has(ref.key))
        for (const value of Array.isArray(ref.param1) ? ref.param1 : [ref.param1])
          if (typeof value === 'string' || typeof value === 'number') regions.push({ filter: ref.key, value: String(value) });
      if (ref.children) visit(ref.children);
    }
  };
  visit(filters);
  return { filterKeys: [...keys].sort(), regions: regions.slice(0, 50) };
}

/**
 * Counts a user's search as a usage event: the first results page of a query (`POST /api/search/results` with offset
 * 0, answered 200), with its filter keys, regions and number of matching plots. Written after the answer is on its
 * way, so a search never waits for its bookkeeping; a failed write is logged, not the user's problem.
 */
export function recordSearches(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.url !== '/api/search/results' || req.method !== 'POST' || reply.statusCode !== 200 || !req.actor) return payload;
    const body = searchResultsBodySchema.safeParse(req.body);
    if (!body.success || body.data.offset !== 0 || typeof payload !== 'string') return payload;
    let hits = 0;
    try {
      hits = Number((JSON.parse(payload) as { count?: unknown }).count) || 0;
    } catch {
      return payload;
    }
    const { companyId, userId } = req.actor;
    const detail = { ...searchFacts(body.data.filters), hits };
    void db
      .query(`INSERT INTO usage_events (company_id, user_id, kind, detail) VALUES ($1, $2, 'search', $3::jsonb)`, [companyId, userId, JSON.stringify(detail)])
      .catch((err: unknown) => req.log.warn({ err }, 'recording a search failed'));
    return payload;
  });
}
