import { constraints, loadStates, locations, locationTypes, plots } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { createRecord } from '../../entities/writeRecord';
import { AppError } from '../../http/appError';
import { constraintsFromZoning } from './constraintsFromZoning';
import { omgevingsplanAtPlot, withOmgevingsplan, type OmgevingsplanAtPlot } from '../omgevingsplan/constraintsAtPlot';
import type { PlotContext, PlotDetail } from '@plotwise/contracts';
import { plotContext, plotsById } from './plotDetails';

export interface CreateLocationFromPlotsInput {
  plotIds: number[];
  name?: string | undefined;
}

/** What a location made from parcels carries besides them: its type, and the search query it was found by. */
export interface LocationOrigin {
  type?: number;
  searchQueryId?: number;
  /** the plot's 0-100 score under the saved query it was found by */
  score?: number;
}

/** A location ready to write: its fields from the national data, its parcels and the zoning's constraints. */
export interface PreparedLocation {
  readonly body: ReturnType<typeof locationBody>;
  readonly found: readonly PlotDetail[];
  readonly drafts: ReturnType<typeof constraintsFromZoning>;
  /** the imported omgevingsplan at the parcels (null: none): which regelingen the drafts read, and their versions */
  readonly omgevingsplan: OmgevingsplanAtPlot | null;
}

/**
 * The one way a location is made from parcels of the national cadastre (the map's plot panel and the search
 * results alike): the plots with geometry and cadastral properties, the address from the BAG, lat/lon from the
 * centroid, and the summary and constraints from the zoning plan. Each integration step records its load state
 * (success, or failed when its data is not there). Unknown parcels: 422 reference_not_found.
 */
export async function createLocationFromPlots(db: Db, actor: Actor, input: CreateLocationFromPlotsInput, origin: LocationOrigin = {}): Promise<number> {
  const prepared = await prepareLocationFromPlots(db, input.plotIds, input.name);
  return db.tenant(actor.companyId, (tx) => writeLocationFromPlots(new Repository(tx), actor, prepared, origin));
}

/** Reads what a location from these parcels needs, with the server's role (national data). */
export async function prepareLocationFromPlots(db: Db, plotIds: readonly number[], name?: string): Promise<PreparedLocation> {
  const ids = [...new Set(plotIds)];
  const found = await plotsById(db, ids);
  if (found.length !== ids.length) {
    const missing = ids.filter((id) => !found.some((p) => p.id === id));
    throw new AppError('reference_not_found', `Unknown plot${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, { missing });
  }
  const context = await plotContext(db, ids);
  const [centre] = await db.query<{ lat: number; lon: number; wkt: string }>(
    `SELECT ST_Y(ST_Transform(ST_Centroid(u), 4326)) AS lat, ST_X(ST_Transform(ST_Centroid(u), 4326)) AS lon, ST_AsText(u) AS wkt FROM (
       SELECT ST_Union(geom) AS u FROM geo_plots WHERE id = ANY($1::bigint[])) s`,
    [ids],
  );
  // the IMRO plan's constraints, and the omgevingsplan's where a pons ends the IMRO plan (docs/geodata.md "Omgevingsplan")
  const omgevingsplan = await omgevingsplanAtPlot(db, centre!.wkt);
  const drafts = withOmgevingsplan(
    constraintsFromZoning(
      zoningInputs(context.zoningObjects.filter((o) => o.dimensions.length), context),
    ),
    omgevingsplan,
  );
  return { body: locationBody(found, context, centre!, name), found, drafts, omgevingsplan };
}

/** The zoning objects as constraintsFromZoning reads them, each with its plan's date. */
function zoningInputs(objects: PlotContext['zoningObjects'], context: PlotContext) {
  const planDates = new Map(context.zoningPlans.map((p) => [p.planId, p.planDatum]));
  return objects.map((o) => ({ identificatie: o.identificatie, planId: o.planId, planDate: planDates.get(o.planId) ?? null, zone: o.zone, naam: o.naam, dimensions: o.dimensions }));
}

/** A parcel of the national cadastre as a location's plot record: its geometry and cadastral properties. */
export function parcelPlot(p: PlotDetail) {
  return {
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
  };
}

/** Writes a prepared location, its plots and constraints as the tenant (inside `db.tenant`). */
export async function writeLocationFromPlots(repo: Repository, actor: Actor, prepared: PreparedLocation, origin: LocationOrigin = {}): Promise<number> {
  const locationId = await createRecord(repo, locations, actor, {
    ...prepared.body,
    ...(origin.type !== undefined ? { type: origin.type } : {}),
    ...(origin.searchQueryId !== undefined ? { searchQueryId: origin.searchQueryId } : {}),
    ...(origin.score !== undefined ? { score: origin.score } : {}),
  });
  for (const p of prepared.found)
    await createRecord(repo, plots, actor, {
      locationId,
      ...(origin.searchQueryId !== undefined ? { opportunityId: origin.searchQueryId } : {}),
      ...parcelPlot(p),
    });
  for (const c of prepared.drafts) await createRecord(repo, constraints, actor, { ...c, locationId });
  return locationId;
}

function locationBody(found: PlotDetail[], context: PlotContext, centre: { lat: number; lon: number }, name: string | undefined) {
  const address = context.addresses.find((a) => a.road) ?? null;
  const area = (level: string) => context.areas.find((a) => a.level === level)?.name ?? null;
  const zones = [...new Set(context.zoningObjects.filter((o) => o.type === 'enkelbestemming').map((o) => o.naam ?? o.category ?? ''))].filter(Boolean);
  const regulated = constraintsFromZoning(
    zoningInputs(context.zoningObjects, context),
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
