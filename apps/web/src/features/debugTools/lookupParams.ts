import type { LngLat } from '@plotwise/core';
import type { PerceelLookup } from './debugApi';

/** A WGS84 point in a query string (?lat=&lon=), or null when missing or off the globe. */
export function pointOfSearch(search: URLSearchParams): { lat: number; lon: number } | null {
  const lat = Number(search.get('lat') ?? NaN);
  const lon = Number(search.get('lon') ?? NaN);
  if (search.get('lat') === '' || search.get('lon') === '') return null;
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/** The perceel screen's lookup from its query string: ?q= (a designation), ?id=, or ?lat=&lon=. */
export function perceelLookupOfSearch(search: URLSearchParams): PerceelLookup | null {
  const q = search.get('q')?.trim();
  if (q) return { q };
  const id = Number(search.get('id'));
  if (search.get('id') && Number.isInteger(id) && id > 0) return { id };
  return pointOfSearch(search);
}

/** A clicked point rounded to 7 decimals (about a centimetre): enough for a parcel, short in the address bar. */
export const roundedPoint = ({ lng, lat }: LngLat) => ({ lat: Math.round(lat * 1e7) / 1e7, lon: Math.round(lng * 1e7) / 1e7 });
