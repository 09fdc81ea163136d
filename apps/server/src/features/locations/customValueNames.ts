import type { Db } from '../../db/database';

/** The company's custom values by id: their names, as the XLSX export writes them (inside the tenant transaction). */
export async function customValueNames(tx: Db, companyId: number): Promise<Map<number, string | null>> {
  const values = await tx.query<{ id: number; name: string | null }>(`SELECT id, name FROM customvalues WHERE company_id = $1`, [companyId]);
  return new Map(values.map((v) => [Number(v.id), v.name]));
}
