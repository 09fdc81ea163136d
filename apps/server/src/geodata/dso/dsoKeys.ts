import type { Config } from '../../config';
import type { Db } from '../../db/database';

// The DSO API key: the company's own (company_secrets.dso_api_key, migration 0049, written by a company admin and
// never answered) or else the installation's (DSO_API_KEY). Ruimtelijke Plannen takes the same portal key unless
// the installation sets RP_API_KEY.

/** The company's DSO key, or null (inside the tenant transaction). */
export async function readCompanyDsoKey(tx: Db, companyId: number): Promise<string | null> {
  const [row] = await tx.query<{ k: string | null }>('SELECT dso_api_key AS k FROM company_secrets WHERE company_id = $1', [companyId]);
  return row?.k ?? null;
}

/** Stores (or, with null, removes) the company's DSO key. */
export async function writeCompanyDsoKey(tx: Db, companyId: number, apiKey: string | null): Promise<void> {
  await tx.query(
    `INSERT INTO company_secrets (company_id, dso_api_key, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (company_id) DO UPDATE SET dso_api_key = EXCLUDED.dso_api_key, updated_at = now()`,
    [companyId, apiKey],
  );
}

/** The keys a fetch uses: the company's first, then the installation's; null when there is none. */
export function effectiveKeys(companyKey: string | null, config: Pick<Config, 'DSO_API_KEY' | 'RP_API_KEY'>): { dso: string; rp: string } | null {
  const dso = companyKey ?? config.DSO_API_KEY ?? null;
  if (!dso) return null;
  // a company's own key serves all three APIs; RP_API_KEY only replaces the installation's key
  return { dso, rp: companyKey ?? config.RP_API_KEY ?? dso };
}
