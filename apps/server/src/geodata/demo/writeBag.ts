import { m3, type PolygonDm, type RingDm } from './geometry';
import type { DemoAddress, DemoPand, DemoStreet, DemoVbo } from './model';
import { dateIn, mix32, xml } from './sink';

/** BAG 2.0 extract ("LV", BAGNLDL) XML, one file per object type, as in the 0221*.xml files of the samples. */

export type BagType = 'PND' | 'VBO' | 'NUM' | 'OPR' | 'WPL';

/** The file name of an extract part: gemeente, object type, date (DDMMYYYY), part. */
export function bagFileName(gemeente: string, type: BagType, standDatum: string): string {
  const [y, m, d] = standDatum.split('-');
  return `${gemeente}${type}${d}${m}${y}-000001.xml`;
}

export function bagHead(type: BagType, gemeente: string, standDatum: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<sl-bag-extract:bagStand xmlns:DatatypenNEN3610="www.kadaster.nl/schemas/lvbag/imbag/datatypennen3610/v20200601" xmlns:Objecten="www.kadaster.nl/schemas/lvbag/imbag/objecten/v20200601"
                         xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:Historie="www.kadaster.nl/schemas/lvbag/imbag/historie/v20200601"
                         xmlns:Objecten-ref="www.kadaster.nl/schemas/lvbag/imbag/objecten-ref/v20200601" xmlns:nen5825="www.kadaster.nl/schemas/lvbag/imbag/nen5825/v20200601"
                         xmlns:KenmerkInOnderzoek="www.kadaster.nl/schemas/lvbag/imbag/kenmerkinonderzoek/v20200601"
                         xmlns:selecties-extract="http://www.kadaster.nl/schemas/lvbag/extract-selecties/v20200601"
                         xmlns:sl-bag-extract="http://www.kadaster.nl/schemas/lvbag/extract-deelbestand-lvc/v20200601" xmlns:sl="http://www.kadaster.nl/schemas/standlevering-generiek/1.0"
                         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema"
                         xsi:schemaLocation="http://www.kadaster.nl/schemas/lvbag/extract-deelbestand-lvc/v20200601 http://www.kadaster.nl/schemas/bag-verstrekkingen/extract-deelbestand-lvc/v20200601/BagvsExtractDeelbestandExtractLvc-2.1.0.xsd">
    <sl-bag-extract:bagInfo>
        <selecties-extract:Gebied-Registratief>
            <selecties-extract:Gebied-GEM>
                <selecties-extract:GemeenteCollectie>
                    <selecties-extract:Gemeente>
                        <selecties-extract:GemeenteIdentificatie>${gemeente}</selecties-extract:GemeenteIdentificatie>
                    </selecties-extract:Gemeente>
                </selecties-extract:GemeenteCollectie>
            </selecties-extract:Gebied-GEM>
        </selecties-extract:Gebied-Registratief>
        <selecties-extract:LVC-Extract>
            <selecties-extract:StandTechnischeDatum>${standDatum}</selecties-extract:StandTechnischeDatum>
        </selecties-extract:LVC-Extract>
    </sl-bag-extract:bagInfo>
    <sl:standBestand>
        <sl:dataset>LVBAG</sl:dataset>
        <sl:inhoud>
            <sl:gebied>GEMEENTE</sl:gebied>
            <sl:leveringsId>0000000001</sl:leveringsId>
            <sl:objectTypen>
                <sl:objectType>${type}</sl:objectType>
            </sl:objectTypen>
        </sl:inhoud>
`;
}
export const BAG_TAIL = '    </sl:standBestand>\n</sl-bag-extract:bagStand>\n';

const RD = 'urn:ogc:def:crs:EPSG::28992';
const pos3 = (r: RingDm) => r.map(([x, y]) => `${m3(x)} ${m3(y)} 0.0`).join(' ');
const stand = (body: string) => `<sl:stand>
<sl-bag-extract:bagObject>
${body}</sl-bag-extract:bagObject>
</sl:stand>
`;

/** The one current voorkomen of an object registered in `year`. */
function voorkomen(id: string, year: number): string {
  const n = Number(id.slice(-10));
  const date = dateIn(year, n);
  const time = `${String(8 + (mix32(n, 1) % 9)).padStart(2, '0')}:${String(mix32(n, 2) % 60).padStart(2, '0')}:${String(mix32(n, 3) % 60).padStart(2, '0')}`;
  return `<Objecten:voorkomen>
<Historie:Voorkomen>
<Historie:voorkomenidentificatie>1</Historie:voorkomenidentificatie>
<Historie:beginGeldigheid>${date}</Historie:beginGeldigheid>
<Historie:tijdstipRegistratie>${date}T${time}.000</Historie:tijdstipRegistratie>
<Historie:BeschikbaarLV>
<Historie:tijdstipRegistratieLV>${date}T${time}.500</Historie:tijdstipRegistratieLV>
</Historie:BeschikbaarLV>
</Historie:Voorkomen>
</Objecten:voorkomen>
`;
}

const docFields = (id: string, year: number, prefix: string) =>
  `<Objecten:geconstateerd>N</Objecten:geconstateerd>
<Objecten:documentdatum>${dateIn(year, Number(id.slice(-10)))}</Objecten:documentdatum>
<Objecten:documentnummer>${prefix}${year}${String(mix32(Number(id.slice(-10)), 11) % 100000).padStart(5, '0')}</Objecten:documentnummer>
`;

/** Registration year of a building's objects: the permit, a year before completion (for old buildings, when the BAG began). */
const registered = (year: number) => Math.max(2009, Math.min(2025, year - 1));

export function bagPand(p: DemoPand): string {
  return stand(`<Objecten:Pand>
<Objecten:identificatie domein="NL.IMBAG.Pand">${p.id}</Objecten:identificatie>
<Objecten:geometrie>
<gml:Polygon srsName="${RD}" srsDimension="3">
<gml:exterior><gml:LinearRing><gml:posList>${pos3(p.ring)}</gml:posList></gml:LinearRing></gml:exterior>
</gml:Polygon>
</Objecten:geometrie>
<Objecten:oorspronkelijkBouwjaar>${p.year}</Objecten:oorspronkelijkBouwjaar>
<Objecten:status>${p.status}</Objecten:status>
${docFields(p.id, registered(p.year), 'BAG/PND')}${voorkomen(p.id, registered(p.year))}</Objecten:Pand>
`);
}

export function bagVbo(v: DemoVbo, p: DemoPand): string {
  return stand(`<Objecten:Verblijfsobject>
<Objecten:heeftAlsHoofdadres>
<Objecten-ref:NummeraanduidingRef domein="NL.IMBAG.Nummeraanduiding">${v.address.numId}</Objecten-ref:NummeraanduidingRef>
</Objecten:heeftAlsHoofdadres>
${voorkomen(v.id, registered(p.year))}<Objecten:identificatie domein="NL.IMBAG.Verblijfsobject">${v.id}</Objecten:identificatie>
<Objecten:geometrie>
<Objecten:punt>
<gml:Point srsName="${RD}" srsDimension="3">
<gml:pos>${m3(v.point[0])} ${m3(v.point[1])} 0.0</gml:pos>
</gml:Point>
</Objecten:punt>
</Objecten:geometrie>
${v.doelen.map((d) => `<Objecten:gebruiksdoel>${d}</Objecten:gebruiksdoel>\n`).join('')}<Objecten:oppervlakte>${v.oppervlakte}</Objecten:oppervlakte>
<Objecten:status>${v.status}</Objecten:status>
${docFields(v.id, registered(p.year), 'BAG/VBO')}<Objecten:maaktDeelUitVan>
<Objecten-ref:PandRef domein="NL.IMBAG.Pand">${p.id}</Objecten-ref:PandRef>
</Objecten:maaktDeelUitVan>
</Objecten:Verblijfsobject>
`);
}

export function bagNum(a: DemoAddress, year: number): string {
  return stand(`<Objecten:Nummeraanduiding>
<Objecten:identificatie domein="NL.IMBAG.Nummeraanduiding">${a.numId}</Objecten:identificatie>
<Objecten:huisnummer>${a.huisnummer}</Objecten:huisnummer>
${a.huisletter ? `<Objecten:huisletter>${a.huisletter}</Objecten:huisletter>\n` : ''}${a.toevoeging ? `<Objecten:huisnummertoevoeging>${a.toevoeging}</Objecten:huisnummertoevoeging>\n` : ''}<Objecten:postcode>${a.postcode}</Objecten:postcode>
<Objecten:typeAdresseerbaarObject>Verblijfsobject</Objecten:typeAdresseerbaarObject>
<Objecten:status>Naamgeving uitgegeven</Objecten:status>
${docFields(a.numId, registered(year), 'BAG/NUM')}${voorkomen(a.numId, registered(year))}<Objecten:ligtAan>
<Objecten-ref:OpenbareRuimteRef domein="NL.IMBAG.Openbareruimte">${a.oprId}</Objecten-ref:OpenbareRuimteRef>
</Objecten:ligtAan>
</Objecten:Nummeraanduiding>
`);
}

export function bagOpr(s: DemoStreet, woonplaatsId: string, year: number): string {
  return stand(`<Objecten:OpenbareRuimte>
<Objecten:identificatie domein="NL.IMBAG.Openbareruimte">${s.id}</Objecten:identificatie>
<Objecten:naam>${xml(s.name)}</Objecten:naam>
<Objecten:type>Weg</Objecten:type>
<Objecten:status>Naamgeving uitgegeven</Objecten:status>
${docFields(s.id, registered(year), 'BAG/OBR')}<Objecten:ligtIn>
<Objecten-ref:WoonplaatsRef domein="NL.IMBAG.Woonplaats">${woonplaatsId}</Objecten-ref:WoonplaatsRef>
</Objecten:ligtIn>
${voorkomen(s.id, registered(year))}</Objecten:OpenbareRuimte>
`);
}

export function bagWpl(id: string, naam: string, polygons: PolygonDm[]): string {
  const poly = (p: PolygonDm, k: number) =>
    `<gml:Polygon srsName="${RD}" srsDimension="2" gml:id="WPL_${id}_1_${k}"><gml:exterior><gml:LinearRing><gml:posList count="${p.outer.length}">${p.outer.map(([x, y]) => `${m3(x)} ${m3(y)}`).join(' ')}</gml:posList></gml:LinearRing></gml:exterior>${(p.holes ?? []).map((h) => `<gml:interior><gml:LinearRing><gml:posList>${h.map(([x, y]) => `${m3(x)} ${m3(y)}`).join(' ')}</gml:posList></gml:LinearRing></gml:interior>`).join('')}</gml:Polygon>`;
  const geometry = polygons.length === 1 ? `<Objecten:vlak>${poly(polygons[0]!, 0)}</Objecten:vlak>` : `<Objecten:multivlak><gml:MultiSurface srsName="${RD}">${polygons.map((p, k) => `<gml:surfaceMember>${poly(p, k)}</gml:surfaceMember>`).join('')}</gml:MultiSurface></Objecten:multivlak>`;
  return stand(`<Objecten:Woonplaats>
<Objecten:identificatie domein="NL.IMBAG.Woonplaats">${id}</Objecten:identificatie>
<Objecten:naam>${xml(naam)}</Objecten:naam>
<Objecten:geometrie>
${geometry}
</Objecten:geometrie>
<Objecten:status>Woonplaats aangewezen</Objecten:status>
${docFields(`000000${id}`, 2009, 'BAG/WPL')}${voorkomen(`000000${id}`, 2009)}</Objecten:Woonplaats>
`);
}
