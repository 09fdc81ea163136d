import { onlineRuleDocumentSchema, type OnlineRuleDocument, type OnlineRules } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { constraintsFromOnline } from './onlineNorms';

/** The documents of a location's last online read (read as the tenant inside `tx`), with the time they were fetched. */
export async function storedOnlineDocuments(tx: Db, companyId: number, locationId: number): Promise<{ fetchedAt: string | null; documents: OnlineRuleDocument[] }> {
  const rows = await tx.query<{ data: OnlineRuleDocument; fetched_at: Date | string }>(
    'SELECT data, fetched_at FROM location_online_rules WHERE location_id = $1 AND company_id = $2 ORDER BY source, document',
    [locationId, companyId],
  );
  if (!rows.length) return { fetchedAt: null, documents: [] };
  // parsed: fields added since an older fetch was stored take their defaults (a row of another shape is used as stored)
  return { fetchedAt: new Date(rows[0]!.fetched_at).toISOString(), documents: rows.map((r) => onlineRuleDocumentSchema.safeParse(r.data).data ?? r.data) };
}

/** The online rules last stored for a location (read as the tenant), or null when none were fetched. */
export async function storedOnlineRules(tx: Db, companyId: number, locationId: number): Promise<OnlineRules | null> {
  const { fetchedAt, documents } = await storedOnlineDocuments(tx, companyId, locationId);
  if (!fetchedAt) return null;
  return { fetchedAt, documents, check: constraintsFromOnline(documents)?.check ?? null };
}
