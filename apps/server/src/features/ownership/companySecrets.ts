import type { Db } from '../../db/database';

// Credentials for remote registers, per company (migration 0023): written by a company admin, never answered.

/** The company's BRK Bevragen API key, or null when none is entered (inside the tenant transaction). */
export async function readBrkApiKey(tx: Db, companyId: number): Promise<string | null> {
  const [row] = await tx.query<{ k: string | null }>('SELECT brk_api_key AS k FROM company_secrets WHERE company_id = $1', [companyId]);
  return row?.k ?? null;
}

/** Stores (or, with null, removes) the company's BRK API key. */
export async function writeBrkApiKey(tx: Db, companyId: number, apiKey: string | null): Promise<void> {
  await tx.query(
    `INSERT INTO company_secrets (company_id, brk_api_key, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (company_id) DO UPDATE SET brk_api_key = EXCLUDED.brk_api_key, updated_at = now()`,
    [companyId, apiKey],
  );
}
