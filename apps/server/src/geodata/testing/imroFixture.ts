import { rect } from './fixtures';

const poly = (r: [number, number][]) =>
  `<gml:Polygon srsName="urn:ogc:def:crs:EPSG::28992"><gml:exterior><gml:LinearRing><gml:posList>${r.map(([x, y]) => `${x} ${y}`).join(' ')}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon>`;

/**
 * A small IMRO bestemmingsplan in RD New for the tests: an enkelbestemming Wonen over 100 x 100 m from
 * (x - 10, y - 10) and a maatvoering over the parcel at (x, y) (18 x 15 m) with a maximum building height of 10 m
 * and a maximum coverage of 60 %. `maatvoeringNaam` names the maatvoering as the test expects to read it.
 */
export function imroZoningFile({ planId, planName, x, y, maatvoeringNaam = 'maximum bouwhoogte (m)' }: { planId: string; planName: string; x: number; y: number; maatvoeringNaam?: string }): string {
  const object = (type: string, id: string, inner: string, r: [number, number][]) =>
    `<imro:featureMember><imro:${type} gml:id="${id}"><imro:identificatie>${id}</imro:identificatie>${inner}<imro:geometrie>${poly(r)}</imro:geometrie><imro:plangebied xlink:href="#${planId}"/></imro:${type}></imro:featureMember>\n`;
  const area = rect(x - 10, y - 10, 100, 100);
  return `<?xml version="1.0" encoding="UTF-8"?>
<imro:FeatureCollectionIMRO xmlns:imro="http://www.geonovum.nl/imro/2012/1.1" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:xlink="http://www.w3.org/1999/xlink">
${object('Enkelbestemming', `${planId}.e1`, '<imro:naam>Wonen</imro:naam><imro:bestemmingshoofdgroep>wonen</imro:bestemmingshoofdgroep>', area)}
${object('Maatvoering', `${planId}.m1`, `<imro:naam>${maatvoeringNaam}</imro:naam><imro:maatvoeringInfo><imro:WaardeEnType><imro:waarde>10</imro:waarde><imro:waardeType>maximum bouwhoogte (m)</imro:waardeType></imro:WaardeEnType><imro:WaardeEnType><imro:waarde>60</imro:waarde><imro:waardeType>maximum bebouwingspercentage (%)</imro:waardeType></imro:WaardeEnType></imro:maatvoeringInfo>`, rect(x, y, 18, 15))}
<imro:featureMember><imro:Bestemmingsplangebied gml:id="${planId}"><imro:identificatie>${planId}</imro:identificatie><imro:typePlan>bestemmingsplan</imro:typePlan><imro:naam>${planName}</imro:naam><imro:overheidsCode>0200</imro:overheidsCode><imro:planstatusInfo><imro:PlanstatusEnDatum><imro:planstatus>vastgesteld</imro:planstatus><imro:datum>2021-03-01</imro:datum></imro:PlanstatusEnDatum></imro:planstatusInfo><imro:geometrie>${poly(area)}</imro:geometrie></imro:Bestemmingsplangebied></imro:featureMember>
</imro:FeatureCollectionIMRO>
`;
}
