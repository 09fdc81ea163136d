import { jsons, locations, type OwnersFetchResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { createRecord } from '../../entities/writeRecord';
import { AppError, notFound } from '../../http/appError';
import { brkParcelSegment, fetchParcelOwners, type BrkOwner } from './brkBevragen';
import { readBrkApiKey } from './companySecrets';

/**
 * Reads the owners of every cadastral parcel of a location from the Kadaster and keeps them as owner
 * information (source brk), replacing what an earlier fetch kept; owners entered by hand stay. All parcels are
 * read before anything is written, so a failed lookup changes nothing.
 */
export async function fetchLocationOwners(db: Db, actor: Actor, locationId: number, baseUrl: string): Promise<OwnersFetchResponse> {
  const { apiKey, parcels } = await db.tenant(actor.companyId, async (tx) => {
    if (!(await new Repository(tx).exists(locations, actor, locationId))) throw notFound('locations');
    const rows = await tx.query<{ i: string }>(
      `SELECT DISTINCT properties->>'identificatie' AS i FROM plots WHERE location_id = $1 AND company_id = $2 AND properties->>'identificatie' IS NOT NULL`,
      [locationId, actor.companyId],
    );
    return { apiKey: await readBrkApiKey(tx, actor.companyId), parcels: rows.map((r) => r.i) };
  });
  if (!apiKey) throw new AppError('feature_disabled', 'No BRK API key: a company admin enters one under Settings, Company (request it from the Kadaster)', { reason: 'no_key' });
  if (!parcels.length) throw new AppError('validation_failed', 'The location has no cadastral parcels to look up', { reason: 'no_parcels' });
  // every identificatie checked before the first request: a bad one (`..`) sends nothing at all
  for (const p of parcels) brkParcelSegment(p);
  const found = new Map<string, BrkOwner[]>();
  for (const p of parcels) found.set(p, await fetchParcelOwners({ baseUrl, apiKey }, p));
  return db.tenant(actor.companyId, async (tx) => {
    await tx.query(
      `DELETE FROM jsons WHERE location_id = $1 AND company_id = $2 AND type = 'owner_information' AND data->>'source' = 'brk' AND identificatie = ANY($3::text[])`,
      [locationId, actor.companyId, parcels],
    );
    const repo = new Repository(tx);
    let owners = 0;
    for (const [identificatie, list] of found)
      for (const o of list) {
        await createRecord(repo, jsons, actor, { locationId, type: 'owner_information', name: o.name, identificatie, data: o.data });
        owners += 1;
      }
    return { parcels: parcels.length, owners };
  });
}
