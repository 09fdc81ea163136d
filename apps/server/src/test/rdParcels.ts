import { rdPoint, rdToLngLat } from '@plotwise/core';
import type { TestApp, TestUser } from './testApp';

/** A square parcel of `size` metres from an RD corner (x, y), as GeoJSON in WGS84 (what the data API takes). */
export function rdSquare(x: number, y: number, size: number) {
  const ring = [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ].map(([px, py]) => {
    const p = rdToLngLat(rdPoint(px!, py!));
    return [p.lng, p.lat];
  });
  return { type: 'Polygon', coordinates: [ring] };
}

/** A location of `who`'s company with a drawn square parcel of 20 m at each RD corner; returns its id. */
export async function locationWithRdParcels(
  t: TestApp,
  who: TestUser,
  name: string,
  corners: readonly (readonly [number, number])[],
): Promise<number> {
  const loc = await t.json<{ id: number }>('POST', '/api/locations/list', who, { name });
  for (const [x, y] of corners)
    await t.json('POST', '/api/plots/list', who, { locationId: loc.id, type: 'drawn', geometry: rdSquare(x, y, 20) });
  return loc.id;
}
