import { z } from 'zod';
import { defineRoute } from '../model/route';
import { idParamsSchema, recordId } from '../model/routeParams';
import { dsoCredentialsBody, dsoCredentialsResponseSchema, locationOmgevingsplanWithOnlineSchema, omgevingsplanFetchResponseSchema } from './dsoRules';
import { locationGridCapacityResponseSchema, locationLandTransactionsResponseSchema, locationNatura2000ResponseSchema, locationNoiseResponseSchema, locationSurfacesResponseSchema } from './locationFacts';
import { constraintsRefreshResponseSchema, locationEnrichResponseSchema } from './locationEditor';
import { activitySchema } from './locationEditorActivity';
import {
  addSitePlotsBody,
  brkCredentialsBody,
  brkCredentialsResponseSchema,
  ownersFetchResponseSchema,
  reshapeSitePlotBody,
  sitePlotsResponseSchema,
  splitSitePlotBody,
} from './locationPlots';
import { customValueCellsBody } from './locationTable';
import { adoptUnitTypesBody, adoptUnitTypesResponseSchema } from './locationUnitTypes';

// The routes of a location's workspace beside the generic data API: its timeline, the registers' facts about its
// parcels, the zoning and its constraints, the site's parcels, owners, and the company's keys for the online sources.

const signedIn = 'signedIn' as const;
const sitePlotParams = z.strictObject({ id: recordId, plotId: recordId });

/** The routes of /locations/detail/{id} beside the generic data API. */
export const locationRoutes = {
  activity: defineRoute({
    method: 'GET',
    path: '/api/locations/detail/:id/activity',
    access: signedIn,
    summary: "A location's activity, newest first: created, status and phase moves, notes, tasks, concepts, images",
    params: idParamsSchema,
    response: activitySchema,
  }),
  surfaces: defineRoute({ method: 'GET', path: '/api/locations/detail/:id/surfaces', access: signedIn, summary: "The BGT paved, green, water and built m² inside the location's parcels", params: idParamsSchema, response: locationSurfacesResponseSchema }),
  gridCapacity: defineRoute({ method: 'GET', path: '/api/locations/detail/:id/gridcapacity', access: signedIn, summary: 'Grid congestion at the location (docs/geodata.md "Grid capacity")', params: idParamsSchema, response: locationGridCapacityResponseSchema }),
  landTransactions: defineRoute({ method: 'GET', path: '/api/locations/detail/:id/landtransactions', access: signedIn, summary: 'Plot sales near the location, for the land price check (docs/finance.md)', params: idParamsSchema, response: locationLandTransactionsResponseSchema }),
  natura2000: defineRoute({ method: 'GET', path: '/api/locations/detail/:id/natura2000', access: signedIn, summary: 'The nearest Natura 2000 area to the location, for the nitrogen screening (docs/concepts.md)', params: idParamsSchema, response: locationNatura2000ResponseSchema }),
  noise: defineRoute({ method: 'GET', path: '/api/locations/detail/:id/noise', access: signedIn, summary: 'The Lden noise contours near the location, for the noise pre-check at the façades (docs/concepts.md)', params: idParamsSchema, response: locationNoiseResponseSchema }),
  omgevingsplan: defineRoute({
    method: 'GET',
    path: '/api/locations/detail/:id/omgevingsplan',
    access: signedIn,
    summary: 'The omgevingsplan rules at the location, with the online rules last fetched for it',
    params: idParamsSchema,
    response: locationOmgevingsplanWithOnlineSchema,
  }),
  fetchOmgevingsplan: defineRoute({
    method: 'POST',
    path: '/api/locations/detail/:id/omgevingsplan/fetch',
    access: signedIn,
    summary: 'Fetch the rules at the location from the DSO and Ruimtelijke Plannen APIs and store them',
    params: idParamsSchema,
    response: omgevingsplanFetchResponseSchema,
  }),
  refreshConstraints: defineRoute({
    method: 'POST',
    path: '/api/locations/detail/:id/constraints/refresh',
    access: signedIn,
    summary: 'Derive the constraints again from the zoning; rows with source "hand" stay',
    params: idParamsSchema,
    response: constraintsRefreshResponseSchema,
  }),
  enrich: defineRoute({ method: 'POST', path: '/api/locations/detail/:id/enrich', access: signedIn, summary: "The location's address, zoning and constraints again from the registers", params: idParamsSchema, response: locationEnrichResponseSchema }),
  addPlots: defineRoute({
    method: 'POST',
    path: '/api/locations/detail/:id/plots',
    access: signedIn,
    summary: 'Add cadastral parcels (plotIds) or a drawn parcel (geometry) to the site',
    params: idParamsSchema,
    body: addSitePlotsBody,
    response: sitePlotsResponseSchema,
  }),
  removePlot: defineRoute({ method: 'DELETE', path: '/api/locations/detail/:id/plots/:plotId', access: signedIn, summary: 'Remove a parcel from the site', params: sitePlotParams, response: sitePlotsResponseSchema }),
  reshapePlot: defineRoute({
    method: 'PUT',
    path: '/api/locations/detail/:id/plots/:plotId',
    access: signedIn,
    summary: "A drawn parcel's new outline (its corners edited on the map)",
    params: sitePlotParams,
    body: reshapeSitePlotBody,
    response: sitePlotsResponseSchema,
  }),
  splitPlot: defineRoute({
    method: 'POST',
    path: '/api/locations/detail/:id/plots/:plotId/split',
    access: signedIn,
    summary: 'Split a parcel of the site by a line drawn across it',
    params: sitePlotParams,
    body: splitSitePlotBody,
    response: sitePlotsResponseSchema,
  }),
  fetchOwners: defineRoute({ method: 'POST', path: '/api/locations/detail/:id/owners/fetch', access: signedIn, summary: "The owners of the location's parcels from the Kadaster (BRK Bevragen)", params: idParamsSchema, response: ownersFetchResponseSchema }),
  customValues: defineRoute({
    method: 'PUT',
    path: '/api/locations/custom-values',
    access: signedIn,
    summary: "The custom-fields grid's cells, all or nothing",
    body: customValueCellsBody,
    response: z.object({ created: z.number().int(), updated: z.number().int() }),
  }),
  adoptUnitTypes: defineRoute({
    method: 'POST',
    path: '/api/locations/unit-types/adopt',
    access: signedIn,
    summary: "Locations take the company's unit types they have none of the same name of (409 no_unit_types when it keeps none)",
    body: adoptUnitTypesBody,
    response: adoptUnitTypesResponseSchema,
  }),
};

/** The company's keys for the online sources (never sent back: only whether one is set). */
export const sourceKeyRoutes = {
  brk: defineRoute({ method: 'GET', path: '/api/ownership/brk-credentials', access: signedIn, summary: 'Whether the company has a Kadaster BRK API key', response: brkCredentialsResponseSchema }),
  setBrk: defineRoute({
    method: 'PUT',
    path: '/api/ownership/brk-credentials',
    access: 'companyAdmin',
    summary: "Enter or remove (null) the company's Kadaster BRK API key",
    body: brkCredentialsBody,
    response: brkCredentialsResponseSchema,
  }),
  dso: defineRoute({ method: 'GET', path: '/api/dso/credentials', access: signedIn, summary: 'Whether a DSO API key is set, by the company or the installation', response: dsoCredentialsResponseSchema }),
  setDso: defineRoute({ method: 'PUT', path: '/api/dso/credentials', access: 'companyAdmin', summary: "Enter or remove (null) the company's DSO API key", body: dsoCredentialsBody, response: dsoCredentialsResponseSchema }),
};
