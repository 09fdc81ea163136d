import { publicationStatuses, type PublicDecision } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/appError';
import { publicByKey } from '../../entities/publicRecords';
import { publishedByKey } from './page';

/** A visitor's accept or reject; `visitorName` as the visitor gave it (required by both routes' contracts). */
type VisitorDecision = Pick<PublicDecision, 'decision'> & { visitorName: string | undefined };

type DecisionRules = {
  publicationId: number;
  companyId: number;
  accept: number | null;
  reject: number | null;
  allow: boolean | null;
};

const RULES_SQL = `SELECT p.id AS "publicationId", p.company_id AS "companyId", pc.search_query_accept_status AS accept,
                          pc.search_query_reject_status AS reject, pc.allow_accept_reject AS allow
                     FROM publications p LEFT JOIN publication_cfgs pc ON pc.publication_id = p.id`;

/** The search queries whose locations a search-query publication shows (alias p for the publication, q for the query). */
const SHOWN_BY_PUBLICATION = `(q.id = p.filter_search_query_id OR q.key = pc.search_query_key OR q.publication_id = p.id)`;

/** The rules of the published search-query page with this key; 404 for any other (draft, hidden, unknown, another type). */
async function rulesOfPage(db: Db, publicationKey: string): Promise<DecisionRules> {
  const p = await publishedByKey(db, publicationKey);
  if (!p || p.type !== 'searchquery') throw notFound('publications');
  const [rules] = await db.query<DecisionRules>(`${RULES_SQL} WHERE p.id = $1`, [p.id]);
  return rules!;
}

/**
 * The rules of a published search-query page that shows this published location, one that allows deciding first
 * (the generic API's visitor write names no publication); 404 when the location is not public, 403 when no
 * search-query page shows it.
 */
async function rulesOfLocation(db: Db, locationKey: string): Promise<DecisionRules> {
  const loc = await publicByKey(db, 'locations', locationKey);
  const [rules] = await db.query<DecisionRules>(
    `${RULES_SQL}
      WHERE p.status = $1 AND p.type = 'searchquery'
        AND EXISTS (SELECT 1 FROM searchqueries q JOIN locations l ON l.search_query_id = q.id AND l.company_id = q.company_id
                     WHERE l.id = $2 AND q.company_id = p.company_id AND ${SHOWN_BY_PUBLICATION})
      ORDER BY pc.allow_accept_reject IS TRUE DESC, p.id LIMIT 1`,
    [publicationStatuses.published, loc.id],
  );
  if (!rules) throw new AppError('forbidden', 'This publication does not allow accepting or rejecting');
  return rules;
}

/**
 * A visitor of a published search-query page accepts or rejects one of its locations (spec: publication_cfgs
 * allowAcceptReject, searchQueryAcceptStatus, searchQueryRejectStatus). The one implementation behind both routes:
 * POST /api/publications/decision/{key}/{location_key} names the page, PATCH /api/locations/public/{key} does not
 * (then a published search-query page showing the location decides). The location's status moves to the configured
 * accept or reject status and the change joins the location's activity (location_pipeline_changes) with the name
 * the visitor gave (migration 0018; required by both routes, 400 validation_failed without it) and the publication it was made through (migration 0062), by either route. A page that is not a published search query, or a location it does not show,
 * answers 404; a page without accept/reject or without the status configured answers 403.
 */
export async function decideLocation(db: Db, publicationKey: string | null, locationKey: string, body: VisitorDecision): Promise<{ status: number }> {
  // the contracts ask it; here too, so that no caller records a decision by nobody
  const visitorName = body.visitorName?.trim();
  if (!visitorName)
    throw new AppError('validation_failed', 'A decision needs the name of who decides', { issues: [{ path: ['visitorName'], message: 'required' }] });
  const rules = publicationKey === null ? await rulesOfLocation(db, locationKey) : await rulesOfPage(db, publicationKey);
  const to = body.decision === 'accept' ? rules.accept : rules.reject;
  if (!rules.allow || to === null) throw new AppError('forbidden', 'This publication does not allow accepting or rejecting');
  return db.transaction(async (tx) => {
    const [loc] = await tx.query<{ id: number; status: number | null }>(
      `SELECT l.id, l.status FROM locations l JOIN searchqueries q ON q.id = l.search_query_id AND q.company_id = l.company_id
         JOIN publications p ON p.id = $3 LEFT JOIN publication_cfgs pc ON pc.publication_id = p.id
        WHERE l.key = $1 AND l.company_id = $2 AND l.deleted IS NOT TRUE AND ${SHOWN_BY_PUBLICATION}
        FOR UPDATE OF l`,
      [locationKey, rules.companyId, rules.publicationId],
    );
    if (!loc) throw notFound('locations');
    if (loc.status !== to) {
      await tx.query('UPDATE locations SET status = $1, updated_at = now() WHERE id = $2', [to, loc.id]);
      await tx.query(
        `INSERT INTO location_pipeline_changes (company_id, location_id, field, from_value, to_value, visitor_name, publication_id)
         VALUES ($1, $2, 'status', $3, $4, $5, $6)`,
        [rules.companyId, loc.id, loc.status, to, visitorName, rules.publicationId],
      );
    }
    return { status: to };
  });
}
