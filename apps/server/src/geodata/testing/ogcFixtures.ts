/**
 * OGC API Features answers in the shape PDOK's server gives them (api.pdok.nl/kadaster/brk-kadastrale-kaart/ogc/v1
 * and .../bag/ogc/v2): FeatureCollection pages with self/alternate/next links, timeStamp and numberReturned,
 * property names as in the collections' schemas. Written by the project for its tests.
 */
import { randomUUID } from 'node:crypto';
import type { FixtureParcel } from './fixtures';

type Ring = [number, number][];

/** A BRK perceel as the OGC API `perceel` collection serves it (crs=EPSG:28992). */
export const ogcPerceel = (p: FixtureParcel) => ({
  type: 'Feature',
  properties: {
    akr_kadastrale_gemeente_code_code: '812',
    akr_kadastrale_gemeente_code_waarde: 'OTL02',
    begin_geldigheid: '2000-11-20T13:29:09Z',
    identificatie_lokaal_id: p.id,
    identificatie_namespace: 'NL.IMKAD.KadastraalObject',
    kadastrale_gemeente_code: '761',
    kadastrale_gemeente_waarde: 'Otterlo',
    kadastrale_grootte_waarde: p.grootte,
    perceelnummer: p.perceelnummer,
    perceelnummer_rotatie: 0,
    perceelnummer_verschuiving_delta_x: 0,
    perceelnummer_verschuiving_delta_y: 0,
    sectie: 'B',
    soort_grootte_code: '1',
    soort_grootte_waarde: 'Vastgesteld',
    status_historie_code: 'G',
    status_historie_waarde: 'Geldig',
    tijdstip_registratie: '2000-11-20T13:29:09Z',
    volgnummer: 0,
  },
  geometry: { type: 'MultiPolygon', coordinates: [[p.ring]] },
  id: randomUUID(),
});

/** A BAG pand of the `pand` collection. */
export const ogcPand = (id: string, bouwjaar: number, ring: Ring) => ({
  type: 'Feature',
  properties: {
    aantal_verblijfsobjecten: 1,
    bouwjaar,
    documentdatum: '2011-09-06',
    documentnummer: 'BV2011-0042',
    gebruiksdoel: 'woonfunctie',
    geconstateerd: 'N',
    identificatie: id,
    rdf_seealso: `https://bag.basisregistraties.overheid.nl/bag/id/pand/${id}`,
    status: 'Pand in gebruik',
  },
  geometry: { type: 'Polygon', coordinates: [ring] },
  id: randomUUID(),
});

export interface OgcVbo {
  id: string;
  pand: string;
  num: string;
  opr: string;
  wpl: string;
  street: string;
  city: string;
  huisnummer: number;
  huisletter?: string;
  postcode: string;
  gebruiksdoel: string;
  oppervlakte: number;
  x: number;
  y: number;
}

/** A BAG verblijfsobject of the `verblijfsobject` collection, with its main address. */
export const ogcVbo = (v: OgcVbo) => ({
  type: 'Feature',
  properties: {
    bouwjaar: 1932,
    bronhouder_identificatie: '0221',
    bronhouder_naam: 'Doesburg',
    gebruiksdoel: v.gebruiksdoel,
    hoofdadres_identificatie: v.num,
    hoofdadres_status: 'Naamgeving uitgegeven',
    huisletter: v.huisletter ?? '',
    huisnummer: v.huisnummer,
    identificatie: v.id,
    nevenadressen: '',
    openbare_ruimte_identificatie: v.opr,
    openbare_ruimte_naam: v.street,
    openbare_ruimte_naam_kort: v.street,
    openbare_ruimte_status: 'Naamgeving uitgegeven',
    oppervlakte: v.oppervlakte,
    pand_identificatie: v.pand,
    pandstatus: 'Pand in gebruik',
    postcode: v.postcode,
    rdf_seealso: `https://bag.basisregistraties.overheid.nl/bag/id/verblijfsobject/${v.id}`,
    status: 'Verblijfsobject in gebruik',
    toevoeging: '',
    woonplaats_identificatie: v.wpl,
    woonplaats_naam: v.city,
    woonplaats_status: 'Woonplaats aangewezen',
  },
  geometry: { type: 'Point', coordinates: [v.x, v.y] },
  id: randomUUID(),
});

/** One /items page: the features and PDOK's links, with a `next` link when `next` is given. */
export function ogcItemsPage(self: string, features: unknown[], next?: string) {
  const alt = (f: string) => self.replace(/f=json/, `f=${f}`);
  return {
    type: 'FeatureCollection',
    timeStamp: '2025-03-14T09:26:53Z',
    links: [
      { rel: 'self', title: 'This document as GeoJSON', type: 'application/geo+json', href: self },
      { rel: 'alternate', title: 'This document as JSON-FG', type: 'application/vnd.ogc.fg+json', href: alt('jsonfg') },
      { rel: 'alternate', title: 'This document as HTML', type: 'text/html', href: alt('html') },
      ...(next
        ? [
            { rel: 'next', title: 'Next page', type: 'text/html', href: next.replace(/f=json/, 'f=html') },
            { rel: 'next', title: 'Next page', type: 'application/geo+json', href: next },
          ]
        : []),
    ],
    features,
    numberReturned: features.length,
  };
}
