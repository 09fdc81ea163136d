import type { ActivityEntry } from '@plotwise/contracts';
import type { Db } from '../../db/database';

const userName = (alias: string) =>
  `NULLIF(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`;

// A visitor's accept/reject on a public page (features/publications) carries the visitor's name instead of a user.
// Each event is read from where it is stored: the location's creation, the status/phase history (migration 0016),
// notes and tasks, concepts and images. Every part carries the company predicate beside Row-Level Security.
const ACTIVITY_SQL = `
SELECT * FROM (
  SELECT 'created' AS kind, l.created_at AS at, l.created_by_user_name AS by, l.name AS title, NULL AS "from", NULL AS "to", NULL AS color
    FROM locations l WHERE l.id = $1 AND l.company_id = $2
  UNION ALL
  SELECT c.field, c.created_at, COALESCE(${userName('u')}, c.visitor_name), NULL, f.name, tv.name, tv.color
    FROM location_pipeline_changes c
    LEFT JOIN users u ON u.id = c.user_id AND u.company_id = $2
    LEFT JOIN customvalues f ON f.id = c.from_value AND f.company_id = $2
    LEFT JOIN customvalues tv ON tv.id = c.to_value AND tv.company_id = $2
    WHERE c.location_id = $1 AND c.company_id = $2
  UNION ALL
  SELECT COALESCE(n.type, 'note'), n.created_at, ${userName('u')}, n.name, NULL, NULL, NULL
    FROM notes n LEFT JOIN users u ON u.id = n.created_by_user_id AND u.company_id = $2
    WHERE n.location_id = $1 AND n.company_id = $2
  UNION ALL
  SELECT 'concept', k.created_at, NULL, k.name, NULL, NULL, NULL FROM concepts k WHERE k.location_id = $1 AND k.company_id = $2
  UNION ALL
  SELECT 'image', i.created_at, NULL, i.name, NULL, NULL, NULL FROM images i WHERE i.location_id = $1 AND i.company_id = $2
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
