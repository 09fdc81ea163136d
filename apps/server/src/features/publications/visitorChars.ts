import type { Db } from '../../db/database';
import { locationExposedThrough } from '../../entities/publicAccess';

// What signed-out visitors have stored, counted in characters: survey answers (also IBIS) and notes without an
// author, the two things a visitor can write that stay. The visitor budget (visitorBudget.ts) bounds them.

const NOTE_CHARS = `length(coalesce(n.name, '')) + length(coalesce(n.description, ''))`;

/**
 * Characters visitors stored for a publication: its survey answers and the visitor notes on the locations it exposes
 * (a note is counted for every published publication that shows its location), in the last day and in all.
 */
export async function publicationChars(db: Db, publicationId: number): Promise<{ day: number; total: number }> {
  const [row] = await db.query<{ day: string; total: string }>(
    `WITH answers AS (
       SELECT length(a.value) AS chars, a.created_at FROM survey_answers a
         JOIN survey_questions q ON q.id = a.surveyquestion_id JOIN section_cfgs c ON c.id = q.section_cfg_id JOIN sections s ON s.id = c.section_id
        WHERE s.publication_id = $1),
     notes_of AS (
       SELECT ${NOTE_CHARS} AS chars, n.created_at FROM notes n JOIN locations l ON l.id = n.location_id
        WHERE n.created_by_user_id IS NULL AND n.company_id = (SELECT company_id FROM publications WHERE id = $1)
          AND ${locationExposedThrough('$1', 'l')}),
     stored AS (SELECT * FROM answers UNION ALL SELECT * FROM notes_of)
     SELECT coalesce(sum(chars) FILTER (WHERE created_at > now() - interval '1 day'), 0)::bigint AS day,
            coalesce(sum(chars), 0)::bigint AS total FROM stored`,
    [publicationId],
  );
  return { day: Number(row?.day ?? 0), total: Number(row?.total ?? 0) };
}

/** Characters visitors stored on this database in the last hour: survey answers and notes without an author. */
export async function serverChars(db: Db): Promise<number> {
  const [row] = await db.query<{ chars: string }>(
    `SELECT (SELECT coalesce(sum(length(value)), 0) FROM survey_answers WHERE created_at > now() - interval '1 hour')
          + (SELECT coalesce(sum(${NOTE_CHARS}), 0) FROM notes n
              WHERE n.created_by_user_id IS NULL AND n.created_at > now() - interval '1 hour') AS chars`,
  );
  return Number(row?.chars ?? 0);
}

/** The published publications a location is public through (a visitor's note on it counts for each). */
export async function publicationsShowing(db: Db, locationId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT pp.id FROM publications pp JOIN locations l ON l.id = $1 WHERE ${locationExposedThrough('pp.id', 'l')} ORDER BY pp.id`,
    [locationId],
  );
  return rows.map((r) => r.id);
}
