import { addProtocol } from 'maplibre-gl';
import { Protocol } from 'pmtiles';
import { fileRoutes } from '@plotwise/contracts';
import type { StyleOptions } from '@plotwise/contracts/layers/toMapStyle';
import { api } from '../../api/api';

// The national layers' static archives (PMTiles, ADR 0010 part 3): the map reads a layer from its archive by byte
// ranges, from this server or the CDN the server names, while the archive is at the data's version; a layer without
// one is read tile by tile as before. The listing is asked again for a map made a minute later (an import may have
// made an archive stale, and the next cut replaces it).

type Archives = NonNullable<StyleOptions['archives']>;

/** A map does not wait longer than this for the listing: without it the layers are read tile by tile. */
const LISTING_WAIT_MS = 1500;
const LISTING_FRESH_MS = 60_000;

let protocol: Protocol | null = null;
let listing: { at: number; archives: Promise<Archives> } | null = null;

/** The archives to read the tile layers from, absolute URLs by layer; an error or a slow answer gives none. */
export function tileArchives(): Promise<Archives> {
  if (!protocol) {
    protocol = new Protocol();
    addProtocol('pmtiles', protocol.tile);
  }
  if (!listing || Date.now() - listing.at > LISTING_FRESH_MS) listing = { at: Date.now(), archives: askListing() };
  return listing.archives;
}

async function askListing(): Promise<Archives> {
  const wait = new Promise<Archives>((resolve) => setTimeout(() => resolve({}), LISTING_WAIT_MS));
  const asked = api.call(fileRoutes.tileArchives, { expected: [404, 500, 502, 503, 504] }).then(
    ({ archives }) => Object.fromEntries(archives.map((a) => [a.layer, { url: new URL(a.url, window.location.href).href, maxZoom: a.maxZoom }])) as Archives,
    () => ({}) as Archives,
  );
  return Promise.race([asked, wait]);
}
