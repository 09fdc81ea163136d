import type { Db } from '../../db/database';

/** Tests: set a company's sign-in methods (spec 3 authentications), creating its config rows when missing. */
export async function setCompanyAuthentications(db: Db, companyId: number, auth: { local: boolean; azure: boolean }) {
  await db.query(`INSERT INTO companycfgs (company_id) VALUES ($1) ON CONFLICT (company_id) DO NOTHING`, [companyId]);
  const [cfg] = await db.query<{ id: number }>('SELECT id FROM companycfgs WHERE company_id = $1', [companyId]);
  await db.query(
    `INSERT INTO authentications (company_id, company_cfg_id, local, azure) VALUES ($1, $2, $3, $4)
     ON CONFLICT (company_cfg_id) DO UPDATE SET local = excluded.local, azure = excluded.azure`,
    [companyId, cfg!.id, auth.local, auth.azure],
  );
}
