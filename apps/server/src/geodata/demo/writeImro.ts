import { m3, type PolygonDm, type PtDm, type RingDm } from './geometry';
import type { DemoZoning } from './model';
import { xml } from './sink';

/** A bestemmingsplan in IMRO2012 GML (namespace http://www.geonovum.nl/imro/2012/1.1, GML 3.2). */

const RD = 'urn:ogc:def:crs:EPSG::28992';
const posList = (r: RingDm) => r.map(([x, y]) => `${m3(x)} ${m3(y)}`).join(' ');

function surface(p: PolygonDm, id: string): string {
  const interiors = (p.holes ?? []).map((h) => `<gml:interior><gml:LinearRing><gml:posList>${posList(h)}</gml:posList></gml:LinearRing></gml:interior>`).join('');
  return `<gml:Surface gml:id="${id}.g" srsName="${RD}"><gml:patches><gml:PolygonPatch><gml:exterior><gml:LinearRing><gml:posList>${posList(p.outer)}</gml:posList></gml:LinearRing></gml:exterior>${interiors}</gml:PolygonPatch></gml:patches></gml:Surface>`;
}

function multiSurface(ps: PolygonDm[], id: string): string {
  if (ps.length === 1) return surface(ps[0]!, id);
  return `<gml:MultiSurface gml:id="${id}.g" srsName="${RD}">${ps.map((p, k) => `<gml:surfaceMember>${surface(p, `${id}.${k}`)}</gml:surfaceMember>`).join('')}</gml:MultiSurface>`;
}

/** A point for a label inside the polygon: just inside the outer ring's lowest-left corner, clear of holes. */
function labelPoint(p: PolygonDm): PtDm {
  const xs = p.outer.map((q) => q[0]);
  const ys = p.outer.map((q) => q[1]);
  const [x0, y0, x1, y1] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  if (!p.holes?.length) return [Math.round((x0 + x1) / 2), Math.round((y0 + y1) / 2)];
  return [x0 + 40, y0 + 40];
}

export function imroHead(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<imro:FeatureCollectionIMRO gml:id="NL.IMRO.FEATURECOLLECTION" xmlns:imro="http://www.geonovum.nl/imro/2012/1.1" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.geonovum.nl/imro/2012/1.1 http://schemas.geonovum.nl/imro/2012/1.1/IMRO2012.xsd">
`;
}
export const IMRO_TAIL = '</imro:FeatureCollectionIMRO>\n';

const TYPE_PLANOBJECT: Record<DemoZoning['type'], string> = {
  Enkelbestemming: 'enkelbestemming',
  Dubbelbestemming: 'dubbelbestemming',
  Bouwvlak: 'bouwvlak',
  Maatvoering: 'maatvoering',
  Functieaanduiding: 'functieaanduiding',
  Bouwaanduiding: 'bouwaanduiding',
  Gebiedsaanduiding: 'gebiedsaanduiding',
};

/** One plan object: a bestemming, bouwvlak, maatvoering or aanduiding. */
export function imroObject(z: DemoZoning, planId: string): string {
  const id = z.id;
  const lines = [
    `      <imro:${z.type} gml:id="${id}">`,
    `         <imro:identificatie>${id}</imro:identificatie>`,
    `         <imro:typePlanobject>${TYPE_PLANOBJECT[z.type]}</imro:typePlanobject>`,
    `         <imro:naam>${xml(z.naam)}</imro:naam>`,
  ];
  if (z.type === 'Enkelbestemming' || z.type === 'Dubbelbestemming') lines.push(`         <imro:bestemmingshoofdgroep>${z.hoofdgroep}</imro:bestemmingshoofdgroep>`);
  if (z.type === 'Gebiedsaanduiding') lines.push(`         <imro:gebiedsaanduidinggroep>${z.hoofdgroep}</imro:gebiedsaanduidinggroep>`);
  if (z.artikelnummer !== undefined) lines.push(`         <imro:artikelnummer>${z.artikelnummer}</imro:artikelnummer>`);
  if (z.artikelnummer !== undefined)
    lines.push(`         <imro:verwijzingNaarTekstInfo><imro:TekstReferentie><imro:verwijzingNaarTekst>r_${planId}_${z.artikelnummer}.html</imro:verwijzingNaarTekst><imro:typeTekst>regels</imro:typeTekst></imro:TekstReferentie></imro:verwijzingNaarTekstInfo>`);
  if (z.label) {
    const [x, y] = labelPoint(z.polygon);
    lines.push(`         <imro:labelInfo><imro:Label><imro:tekst>${xml(z.label)}</imro:tekst><imro:positie><imro:Labelpositie><imro:plaatsingspunt><gml:Point gml:id="${id}.l" srsName="${RD}"><gml:pos>${m3(x)} ${m3(y)}</gml:pos></gml:Point></imro:plaatsingspunt><imro:hoek>0</imro:hoek></imro:Labelpositie></imro:positie></imro:Label></imro:labelInfo>`);
  }
  for (const [waardeType, waarde] of z.dimensions ?? []) lines.push(`         <imro:maatvoeringInfo><imro:WaardeEnType><imro:waarde>${waarde}</imro:waarde><imro:waardeType>${xml(waardeType)}</imro:waardeType></imro:WaardeEnType></imro:maatvoeringInfo>`);
  lines.push(`         <imro:geometrie>${surface(z.polygon, id)}</imro:geometrie>`);
  lines.push(`         <imro:plangebied xlink:href="#${planId}"/>`);
  if (z.bestemmingsvlak) lines.push(`         <imro:bestemmingsvlak xlink:href="#${z.bestemmingsvlak}"/>`);
  lines.push(`      </imro:${z.type}>`);
  return `   <imro:featureMember>\n${lines.join('\n')}\n   </imro:featureMember>\n`;
}

/** The plan area, written last (when the region's extent is known); the plan objects point at it. */
export function imroPlan(plan: { id: string; naam: string; gemeenteCode: string; gemeenteNaam: string; datum: string }, area: PolygonDm[]): string {
  return `   <imro:featureMember>
      <imro:Bestemmingsplangebied gml:id="${plan.id}">
         <imro:identificatie>${plan.id}</imro:identificatie>
         <imro:typePlan>bestemmingsplan</imro:typePlan>
         <imro:beleidsmatigVerantwoordelijkeOverheid>gemeentelijke overheid</imro:beleidsmatigVerantwoordelijkeOverheid>
         <imro:naamOverheid>Gemeente ${xml(plan.gemeenteNaam)}</imro:naamOverheid>
         <imro:overheidsCode>${plan.gemeenteCode}</imro:overheidsCode>
         <imro:naam>${xml(plan.naam)}</imro:naam>
         <imro:locatieNaam>${xml(plan.gemeenteNaam)}</imro:locatieNaam>
         <imro:planstatusInfo><imro:PlanstatusEnDatum><imro:planstatus>vastgesteld</imro:planstatus><imro:datum>${plan.datum}</imro:datum></imro:PlanstatusEnDatum></imro:planstatusInfo>
         <imro:verwijzingNaarTekstInfo><imro:TekstReferentiePG><imro:verwijzingNaarTekst>r_${plan.id}.html</imro:verwijzingNaarTekst><imro:typeTekst>regels</imro:typeTekst></imro:TekstReferentiePG></imro:verwijzingNaarTekstInfo>
         <imro:verwijzingNaarTekstInfo><imro:TekstReferentiePG><imro:verwijzingNaarTekst>t_${plan.id}.html</imro:verwijzingNaarTekst><imro:typeTekst>toelichting</imro:typeTekst></imro:TekstReferentiePG></imro:verwijzingNaarTekstInfo>
         <imro:verwijzingNorm>IMRO2012</imro:verwijzingNorm>
         <imro:verwijzingNorm>SVBP2012</imro:verwijzingNorm>
         <imro:geometrie>${multiSurface(area, plan.id)}</imro:geometrie>
      </imro:Bestemmingsplangebied>
   </imro:featureMember>
`;
}
