import { loadStates, locations, type LocationEnrichResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { updateRecord } from '../../entities/writeRecord';
import { notFound } from '../../http/appError';
import { prepareLocationFromPlots } from '../../geodata/plots/createLocationFromPlots';
import { plotsAt } from '../../geodata/plots/plotDetails';
import { replaceZoningConstraints } from '../locationConstraints/refreshConstraints';

const ADDRESS_FIELDS = ['road', 'house_number', 'postcode', 'city', 'municipality', 'suburb', 'neighbourhood', 'state', 'country', 'display_address'] as const;

/**
 * Refreshes a location's data from the national registers, however the location was made (map, search results,
 * drawn, or parcels changed on the site screen): address and areas from the BAG and CBS, the zoning summary
 * and the derived constraints from the zoning plans (hand-made constraints stay). It reads the site's cadastral
 * parcels, or, for a site without any, the parcels under its position. Each step's state is stored, so the
 * location's screens show what succeeded. The name, plot size and plot numbers stay the user's and the site's.
 */
export async function enrichLocation(db: Db, actor: Actor, locationId: number): Promise<LocationEnrichResponse> {
  const site = await db.tenant(actor.companyId, async (tx) => {
    const [row] = await tx.query<{ lat: number | null; lon: number | null; name: string | null }>('SELECT lat, lon, name FROM locations WHERE id = $1 AND company_id = $2', [locationId, actor.companyId]);
    if (!row) throw notFound('locations');
    const parcels = await tx.query<{ i: string }>(`SELECT DISTINCT properties->>'identificatie' AS i FROM plots WHERE location_id = $1 AND company_id = $2 AND properties->>'identificatie' IS NOT NULL`, [locationId, actor.companyId]);
    return { ...row, identificaties: parcels.map((p) => p.i) };
  });
  // national data, read with the server's role
  let from: LocationEnrichResponse['from'] = 'parcels';
  let ids = site.identificaties.length
    ? (await db.query<{ id: number }>('SELECT id::int AS id FROM geo_plots WHERE identificatie = ANY($1::text[])', [site.identificaties])).map((r) => r.id)
    : [];
  if (!ids.length && site.lat && site.lon) {
    ids = (await plotsAt(db, site.lat, site.lon)).map((p) => p.id);
    from = 'position';
  }
  if (!ids.length) from = 'nothing';
  const prepared = ids.length ? await prepareLocationFromPlots(db, ids) : null;
  const failed = { getAddress: loadStates.failed, getDestinationPlan: loadStates.failed, getRegulations: loadStates.failed };
  const steps = { ...failed, ...(prepared?.body.cfg.status ?? {}) };

  return db.tenant(actor.companyId, async (tx) => {
    const repo = new Repository(tx);
    const address = prepared ? Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, prepared.body[k]])) : {};
    await updateRecord(repo, locations, actor, locationId, {
      ...address,
      ...(!site.name && prepared ? { name: prepared.body.name } : {}),
      ...(!site.lat && !site.lon && prepared ? { lat: prepared.body.lat, lon: prepared.body.lon } : {}),
      cfg: { status: steps, ...(prepared ? { summary: prepared.body.cfg.summary } : {}) },
    });
    const constraints = await replaceZoningConstraints(tx, actor, locationId, prepared);
    return { steps, constraints, parcels: ids.length, from };
  });
}
