import type { AdminCustomFieldChoice } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/** A company's custom fields (id, name) in their order, to choose its summary fields from; null when there is no such company. */
export async function companyCustomFields(db: Db, companyId: number): Promise<AdminCustomFieldChoice[] | null> {
  if (!(await db.query('SELECT 1 FROM companies WHERE id = $1', [companyId])).length) return null;
  return db.query<AdminCustomFieldChoice>('SELECT id, name FROM customfields WHERE company_id = $1 ORDER BY "order", id', [companyId]);
}
