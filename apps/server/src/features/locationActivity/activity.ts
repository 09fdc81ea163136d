import { publicationStatuses, type ActivityEntry } from '@plotwise/contracts';
import type { Db } from '../../db/database';

const userName = (alias: string) =>
  `NULLIF(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`;

/** A publication status code as its name (draft, published, hidden); the web translates it. */
const statusName = (column: string) =>
  `CASE ${column} ${Object.entries(publicationStatuses).map(([name, code]) => `WHEN ${code} THEN '${name}'`).join(' ')} END`;

// The publications of a location: its own page (publication_cfgs.location_key) and those of its concepts.
const LOCATION_PUBLICATIONS = `
  SELECT p.id, p.name, p.created_at, p.created_by_user_id FROM publications p
    JOIN publication_cfgs pc ON pc.publication_id = p.id AND pc.company_id = $2
    JOIN locations l ON l.id = $1 AND l.company_id = $2
   WHERE p.company_id = $2
     AND (pc.location_key = l.key
          OR pc.concept_key IN (SELECT k.key FROM concepts k WHERE k.location_id = $1 AND k.company_id = $2))`;

// A visitor's accept/reject on a public page (features/publications) carries the visitor's name (when given) instead
// of a user, and the publication's name as its title.
// Each event is read from where it is stored: the location's creation, the status/phase history (migration 0016),
// notes and tasks, concepts, images, publications (made, and their status changes, migration 0044) and omgevingsplan deliveries that touched it (migration 0050). Every part carries the company predicate beside Row-Level Security.
const ACTIVITY_SQL = `
SELECT * FROM (
  SELECT 'created' AS kind, l.created_at AS at, l.created_by_user_name AS by, l.name AS title, NULL AS "from", NULL AS "to", NULL AS color
    FROM locations l WHERE l.id = $1 AND l.company_id = $2
  UNION ALL
  SELECT c.field, c.created_at, COALESCE(${userName('u')}, c.visitor_name), pp.name, f.name, tv.name, tv.color
    FROM location_pipeline_changes c
    LEFT JOIN users u ON u.id = c.user_id AND u.company_id = $2
    LEFT JOIN publications pp ON pp.id = c.publication_id AND pp.company_id = $2
    LEFT JOIN customvalues f ON f.id = c.from_value AND f.company_id = $2
    LEFT JOIN customvalues tv ON tv.id = c.to_value AND tv.company_id = $2
    WHERE c.location_id = $1 AND c.company_id = $2
  UNION ALL
  SELECT COALESCE(n.type, 'note'), n.created_at, ${userName('u')}, n.name, NULL, NULL, NULL
    FROM notes n LEFT JOIN users u ON u.id = n.created_by_user_id AND u.company_id = $2
    WHERE n.location_id = $1 AND n.company_id = $2
  UNION ALL
  SELECT 'concept', k.created_at, ${userName('u')}, k.name, NULL, NULL, NULL
    FROM concepts k LEFT JOIN users u ON u.id = k.created_by_user_id AND u.company_id = $2
    WHERE k.location_id = $1 AND k.company_id = $2
  UNION ALL
  SELECT 'image', i.created_at, ${userName('u')}, i.name, NULL, NULL, NULL
    FROM images i LEFT JOIN users u ON u.id = i.created_by_user_id AND u.company_id = $2
    WHERE i.location_id = $1 AND i.company_id = $2
  UNION ALL
  SELECT 'publication', p.created_at, ${userName('u')}, p.name, NULL, NULL, NULL
    FROM (${LOCATION_PUBLICATIONS}) p LEFT JOIN users u ON u.id = p.created_by_user_id AND u.company_id = $2
  UNION ALL
  SELECT 'publication_status', c.created_at, ${userName('u')}, p.name, ${statusName('c.from_status')}, ${statusName('c.to_status')}, NULL
    FROM publication_status_changes c
    JOIN (${LOCATION_PUBLICATIONS}) p ON p.id = c.publication_id
    LEFT JOIN users u ON u.id = c.user_id AND u.company_id = $2
    WHERE c.company_id = $2
  UNION ALL
  SELECT 'rule_change', r.created_at, NULL, r.besluit, NULL, r.kind, NULL
    FROM location_rule_changes r WHERE r.location_id = $1 AND r.company_id = $2
) a
WHERE a.at IS NOT NULL
ORDER BY a.at DESC, a.kind
LIMIT 500`;

/** The activity of one location of the company, newest first (at most 500 events); empty when it is not theirs. */
export async function locationActivity(
  db: Db,
  companyId: number,
  locationId: number,
): Promise<ActivityEntry[]> {
  const rows = await db.query<Omit<ActivityEntry, 'at'> & { at: Date | string }>(ACTIVITY_SQL, [
    locationId,
    companyId,
  ]);
  return rows.map((r) => ({ ...r, at: r.at instanceof Date ? r.at.toISOString() : String(r.at) }));
}
