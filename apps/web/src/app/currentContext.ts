import { useSyncExternalStore } from 'react';
import type { Params } from '../routes/types';

/** What the user is working on, set from the route on every navigation (spec section 2). */
export interface CurrentContext {
  publicationId?: string;
  publicationKey?: string;
  queryId?: string;
  locationId?: string;
  conceptId?: string;
  buildingId?: string;
}

export function contextFromParams(params: Params): CurrentContext {
  const ctx: CurrentContext = {};
  if (params.publication_id) ctx.publicationId = params.publication_id;
  if (params.publication_key) ctx.publicationKey = params.publication_key;
  if (params.query_id) ctx.queryId = params.query_id;
  if (params.location_id) ctx.locationId = params.location_id;
  if (params.concept_id) ctx.conceptId = params.concept_id;
  if (params.building_id) ctx.buildingId = params.building_id;
  return ctx;
}

/**
 * A route without a location keeps the location the user was working on (so /settings still shows it in
 * the header), but a route that names another location drops the concept and building of the old one.
 */
export function nextContext(previous: CurrentContext, params: Params): CurrentContext {
  const fromRoute = contextFromParams(params);
  const next: CurrentContext = { ...previous, ...fromRoute };
  if (fromRoute.locationId && fromRoute.locationId !== previous.locationId) {
    if (!fromRoute.conceptId) delete next.conceptId;
    if (!fromRoute.buildingId) delete next.buildingId;
  }
  if (fromRoute.conceptId && fromRoute.conceptId !== previous.conceptId && !fromRoute.buildingId) delete next.buildingId;
  return next;
}

const same = (a: CurrentContext, b: CurrentContext) =>
  (Object.keys({ ...a, ...b }) as (keyof CurrentContext)[]).every((k) => a[k] === b[k]);

let state: CurrentContext = {};
const listeners = new Set<() => void>();

export const currentContextStore = {
  get: () => state,
  set(next: CurrentContext) {
    if (same(state, next)) return;
    state = next;
    listeners.forEach((l) => l());
  },
  /** A deleted location is no longer the one the user works on (nor its concept and building). */
  forgetLocation(locationId: string) {
    if (state.locationId !== locationId) return;
    const { locationId: _location, conceptId: _concept, buildingId: _building, ...rest } = state;
    this.set(rest);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useCurrentContext(): CurrentContext {
  return useSyncExternalStore(currentContextStore.subscribe, currentContextStore.get, currentContextStore.get);
}
