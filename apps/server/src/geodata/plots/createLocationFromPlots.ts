import { constraints, loadStates, locations, locationTypes, plots } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { createRecord } from '../../entities/writeRecord';
import { AppError } from '../../http/appError';
import { constraintsFromZoning } from './constraintsFromZoning';
import { plotContext, plotsById, type PlotContext, type PlotDetail } from './plotDetails';

export interface CreateLocationFromPlotsInput {
  plotIds: number[];
  name?: string | undefined;
}

/**
 * Creates a location from parcels of the national cadastre: the plots with geometry and cadastral properties,
 * the address from the BAG, lat/lon from the centroid, and the summary and constraints from the zoning plan.
 * Each integration step records its load state (success, or failed when its data is not there).
 */
export async function createLocationFromPlots(db: Db, actor: Actor, input: CreateLocationFromPlotsInput): Promise<number> {
  const ids = [...new Set(input.plotIds)];
  const found = await plotsById(db, ids);
  if (found.length !== ids.length) {
    const missing = ids.filter((id) => !found.some((p) => p.id === id));
    throw new AppError('reference_not_found', `Unknown plot${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, { missing });
  }
  // national data is read with the server's role; the location is written as the tenant
  const context = await plotContext(db, ids);
  const [centre] = await db.query<{ lat: number; lon: number }>(
    `SELECT ST_Y(c) AS lat, ST_X(c) AS lon FROM (
       SELECT ST_Transform(ST_Centroid(ST_Union(geom)), 4326) AS c FROM geo_plots WHERE id = ANY($1::bigint[])) s`,
    [ids],
  );
  const body = locationBody(found, context, centre!, input.name);
  const drafts = constraintsFromZoning(
    context.zoningObjects.filter((o) => o.dimensions.length).map((o) => ({ identificatie: o.identificatie, planId: o.planId, zone: o.zone, naam: o.naam, dimensions: o.dimensions })),
  );
  return db.tenant(actor.companyId, async (tx) => {
    const repo = new Repository(tx);
    const locationId = await createRecord(repo, locations, actor, body);
    for (const p of found)
      await createRecord(repo, plots, actor, {
        locationId,
        type: 'perceel',
        geometry: p.geometry,
        properties: {
          identificatie: p.identificatie,
          kadastrale_gemeente: p.kadastraleGemeente,
          akr_code: p.akrCode,
          sectie: p.sectie,
          perceelnummer: p.perceelnummer,
          kadastrale_grootte: p.areaSquareMeters,
          plotnr: p.plotnr,
        },
      });
    for (const c of drafts) await createRecord(repo, constraints, actor, { ...c, locationId });
    return locationId;
  });
}

function locationBody(found: PlotDetail[], context: PlotContext, centre: { lat: number; lon: number }, name: string | undefined) {
  const address = context.addresses.find((a) => a.road) ?? null;
  const area = (level: string) => context.areas.find((a) => a.level === level)?.name ?? null;
  const zones = [...new Set(context.zoningObjects.filter((o) => o.type === 'enkelbestemming').map((o) => o.naam ?? o.category ?? ''))].filter(Boolean);
  const regulated = constraintsFromZoning(
    context.zoningObjects.map((o) => ({ identificatie: o.identificatie, planId: o.planId, zone: o.zone, naam: o.naam, dimensions: o.dimensions })),
  );
  const maxOf = (type: string) => {
    const values = regulated.filter((c) => c.type === type && c.operator === 'smaller_than' && c.value !== null).map((c) => c.value!);
    return values.length ? Math.max(...values) : null;
  };
  const plotnr = found.map((p) => p.plotnr).join(', ');
  const displayAddress = address ? `${address.road} ${address.houseNumber}, ${address.city ?? ''}`.replace(/, $/, '') : null;
  const plotsize = Math.round(found.reduce((s, p) => s + (p.areaSquareMeters ?? p.geometryAreaSquareMeters), 0));
  const hasPlan = context.zoningPlans.length > 0;
  return {
    name: name ?? displayAddress ?? plotnr,
    type: locationTypes.default,
    lat: centre.lat,
    lon: centre.lon,
    road: address?.road ?? null,
    house_number: address?.houseNumber ?? null,
    postcode: address?.postcode ?? null,
    city: address?.city ?? null,
    municipality: area('gemeente'),
    suburb: area('wijk'),
    neighbourhood: area('buurt'),
    state: area('provincie'),
    country: 'Nederland',
    plotnr,
    plotsize,
    display_address: displayAddress,
    cfg: {
      status: {
        getAddress: address ? loadStates.success : loadStates.failed,
        getDestinationPlan: hasPlan ? loadStates.success : loadStates.failed,
        getRegulations: hasPlan ? loadStates.success : loadStates.failed,
      },
      summary: { zones, max_height: maxOf('building_height'), max_fsi: maxOf('fsi') },
    },
  };
}
