/** Decimal mark in map paths is an underscore (spec section 2): 52.0907 is written 52_0907. */
export function encodeCoordinate(value: number, decimals = 6): string {
  const fixed = Number(value.toFixed(decimals)).toString();
  return fixed.replace('.', '_');
}

export function decodeCoordinate(raw: string | undefined | null): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = Number(raw.replace('_', '.'));
  return Number.isFinite(n) ? n : undefined;
}

const MAP_DETAIL_ZOOM = 15;

export interface LinkableLocation {
  id: number | string;
  lat?: number | string | null;
  lon?: number | string | null;
}

const asNumber = (v: number | string | null | undefined): number => {
  const n = typeof v === 'string' ? Number(v) : (v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** An empty project (lat and lon both 0) has nothing to show on a map, so it opens in the list. */
export function locationPath(location: LinkableLocation): string {
  const lat = asNumber(location.lat);
  const lon = asNumber(location.lon);
  if (lat === 0 && lon === 0) return `/locations/list/${location.id}`;
  return `/locations/map/detail/${location.id}/${MAP_DETAIL_ZOOM}/${encodeCoordinate(lat)}/${encodeCoordinate(lon)}`;
}


const PUBLIC_PAGE: Record<string, string> = {
  state_index: 'state',
  state: 'state',
  municipality: 'municipality',
  municipality_index: 'municipality',
  population_core: 'populationcore',
  business_park: 'businesspark',
  location: 'location',
  concept: 'concept',
  searchquery: 'searchquery',
  ibis_survey: 'ibis',
  // a plain survey has no page of its own in the spec's mapping: /pub/publication/{key} shows it (no warning)
  survey: 'publication',
};

export function publicationPath(
  type: string | null | undefined,
  key: string,
  warn: (message: string) => void = (m) => console.warn(m),
): string {
  const page = type ? PUBLIC_PAGE[type] : undefined;
  if (!page) {
    warn(`Unknown publication type "${String(type)}" for publication ${key}; using /pub/publication`);
    return `/pub/publication/${encodeURIComponent(key)}`;
  }
  return `/pub/${page}/${encodeURIComponent(key)}`;
}

// the public pages that take a second segment: a location of the collection (searchquery, populationcore,
// businesspark: /pub/{page}/{key}/{location_key}), a municipality of an IBIS survey (/pub/ibis/{key}/{municipality})
const PAGES_WITH_A_SECOND_SEGMENT = new Set(['searchquery', 'populationcore', 'businesspark', 'ibis']);

/**
 * Where /pub/publication/{key}/{second} sends a visitor: the publication's own page, with `second` only when that page
 * takes one (a location or a concept publication has no page below its own: the segment is dropped, not a 404).
 */
export function publicationTarget(type: string | null | undefined, key: string, second?: string): string {
  const path = publicationPath(type, key);
  const page = type ? PUBLIC_PAGE[type] : undefined;
  return second && page && PAGES_WITH_A_SECOND_SEGMENT.has(page) ? `${path}/${encodeURIComponent(second)}` : path;
}

/** The address of a location's own page under a publication (search query or area), for links in public mode. */
export const publicLocationPath = (publication: { type: string | null | undefined; key: string }, locationKey: string): string =>
  `${publicationPath(publication.type, publication.key)}/${encodeURIComponent(locationKey)}`;

export function hasPublicPage(type: string | null | undefined): boolean {
  return !!type && type in PUBLIC_PAGE;
}

export type EntityRef =
  | { entity: 'locations'; record: LinkableLocation }
  | { entity: 'searchqueries'; record: { id: number | string } }
  | { entity: 'publications'; record: { id: number | string } }
  | { entity: 'concepts'; record: { id: number | string; locationId: number | string } }
  | { entity: 'buildings'; record: { id: number | string; conceptId: number | string }; locationId: number | string };

export function entityPath(ref: EntityRef): string {
  switch (ref.entity) {
    case 'locations':
      return locationPath(ref.record);
    case 'searchqueries':
      return `/opportunities/queries/${ref.record.id}`;
    case 'publications':
      return `/publications/modify/${ref.record.id}`;
    case 'concepts':
      return `/concepts/modify/${ref.record.locationId}/${ref.record.id}`;
    case 'buildings':
      return `/buildings/modify/${ref.locationId}/${ref.record.conceptId}/${ref.record.id}`;
  }
}
