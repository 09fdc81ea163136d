import type { Db, Row } from '../../db/database';

/** A visitor's note on a published location: an open general note of the location's company; answers the note's row. */
export async function addPublicNote(db: Db, locationId: unknown, note: { name: string; description?: string | undefined }): Promise<Row> {
  const [created] = await db.query(
    `INSERT INTO notes (company_id, location_id, name, description, type, status) SELECT company_id, id, $2, $3, 'general', 'open'
       FROM locations WHERE id = $1 RETURNING id, name, description, type, status, created_at AS "createdAt"`,
    [locationId, note.name, note.description ?? null],
  );
  return created!;
}
