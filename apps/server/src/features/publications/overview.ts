import type { PublicationOverviewRow } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/**
 * The company's publications for /publications/overview: each with its number of sections, visits of its public
 * page (migration 0018) and survey answers, and the name of what it shows (location, concept or search query).
 */
export function publicationOverview(db: Db, companyId: number): Promise<PublicationOverviewRow[]> {
  return db.query<PublicationOverviewRow>(
    `SELECT p.id, COALESCE(p.name, '') AS name, p.type, COALESCE(p.status, 1) AS status, p.key,
            (SELECT count(*)::int FROM sections s WHERE s.publication_id = p.id AND s.company_id = $1) AS sections,
            COALESCE((SELECT v.visits FROM publication_visits v WHERE v.publication_id = p.id AND v.company_id = $1), 0) AS visits,
            (SELECT count(*)::int FROM survey_answers a JOIN survey_questions q ON q.id = a.surveyquestion_id
               JOIN section_cfgs c ON c.id = q.section_cfg_id JOIN sections s ON s.id = c.section_id
              WHERE s.publication_id = p.id AND a.company_id = $1) AS answers,
            COALESCE((SELECT l.name FROM locations l WHERE l.key = pc.location_key AND l.company_id = $1),
                     (SELECT k.name FROM concepts k WHERE k.key = pc.concept_key AND k.company_id = $1),
                     (SELECT q.name FROM searchqueries q WHERE (q.id = p.filter_search_query_id OR q.key = pc.search_query_key) AND q.company_id = $1 LIMIT 1),
                     CASE p.type WHEN 'business_park' THEN p.filter_business_park WHEN 'population_core' THEN p.filter_municipality END) AS source,
            p.updated_at::text AS "updatedAt"
       FROM publications p LEFT JOIN publication_cfgs pc ON pc.publication_id = p.id
      WHERE p.company_id = $1 ORDER BY p.updated_at DESC, p.id DESC`,
    [companyId],
  );
}
