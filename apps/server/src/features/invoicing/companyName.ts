import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';

/** A customer's name (for the audit log of a contact link); not_found for an unknown company. */
export async function companyName(db: Db, id: number): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [id]);
  if (!row) throw notFound('Company');
  return row.name;
}
