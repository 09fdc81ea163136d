/**
 * Small files in the real formats, written by the project itself (tests and benchmark): BRK v5 GML (perceel,
 * kadastralegrens, openbareruimtelabel), BAG 2.0 extract XML, IMRO2012 GML. Coordinates are RD New around Otterlo and Doesburg.
 */
import { BRK_PERCEEL_HEAD as BRK_HEAD, BRK_PERCEEL_TAIL as BRK_TAIL } from '../demo/writeBrk';

const ring = (pts: [number, number][]) => pts.map(([x, y]) => `${x} ${y}`).join(' ');

/** A rectangle as a closed ring. */
export const rect = (x: number, y: number, w: number, h: number): [number, number][] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
  [x, y],
];

export interface FixtureParcel {
  id: string;
  perceelnummer: number;
  ring: [number, number][];
  grootte: number;
  /** an ended parcel (merged or split): its historie carries eindGeldigheid and tijdstipEindRegistratie */
  endedAt?: string;
}

// The layout of Kadaster's bulk download (Kadastrale Kaart v5 "stand"): every element the real files carry,
// indented as they are, so that readers (ours and GDAL's in bench:import) parse what they would parse for real.
// The document head is the demo region's (one definition).

/** A geometry id in the form Kadaster uses (GEOMETRY_ and a UUID), derived from the parcel id. */
const geometryId = (id: string, kind: number) => {
  const h = (id + kind).padStart(32, '0').slice(-32);
  return `GEOMETRY_${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** RD coordinates in millimetres, as BRK writes them (three decimals); degrees (tests in other CRSs) as they are. */
const mm = (pts: [number, number][]) => pts.map(([x, y]) => (Math.abs(x) > 1000 ? `${x.toFixed(3)} ${y.toFixed(3)}` : `${x} ${y}`)).join(' ');

/** One BRK v5 perceelMember. */
export function brkParcel(p: FixtureParcel, srs = 'urn:ogc:def:crs:EPSG::28992'): string {
  const [cx, cy] = p.ring[0]!;
  return `<kk:perceelMember>
    <oz:Perceel gml:id="NL.IMKAD.KadastraalObject.${p.id}">
        <ko:identificatie domein="NL.IMKAD.KadastraalObject">${p.id}</ko:identificatie>
        <oz:historie>
            <h:beginGeldigheid>2000-11-20T14:29:09+01:00</h:beginGeldigheid>
            <h:tijdstipRegistratie>2000-11-20T14:29:09+01:00</h:tijdstipRegistratie>${
              p.endedAt ? `\n            <h:eindGeldigheid>${p.endedAt}</h:eindGeldigheid>\n            <h:tijdstipEindRegistratie>${p.endedAt}</h:tijdstipEindRegistratie>` : ''
            }
            <h:volgnummer>0</h:volgnummer>
            <h:statusHistorie>
                <h:StatusHistorie>
                    <t:code>G</t:code>
                    <t:waarde>Geldig</t:waarde>
                </h:StatusHistorie>
            </h:statusHistorie>
        </oz:historie>
        <oz:kadastraleAanduiding>
            <oz:TypeKadastraleAanduiding>
                <oz:kadastraleGemeente>
                    <oz:KadastraleGemeente>
                        <t:code>761</t:code>
                        <t:waarde>Otterlo</t:waarde>
                    </oz:KadastraleGemeente>
                </oz:kadastraleGemeente>
                <oz:sectie>B</oz:sectie>
                <oz:perceelnummer>${p.perceelnummer}</oz:perceelnummer>
                <oz:aKRKadastraleGemeenteCode>
                    <oz:AKRKadastraleGemeenteCode>
                        <t:code>812</t:code>
                        <t:waarde>OTL02</t:waarde>
                    </oz:AKRKadastraleGemeenteCode>
                </oz:aKRKadastraleGemeenteCode>
            </oz:TypeKadastraleAanduiding>
        </oz:kadastraleAanduiding>
        <oz:begrenzingPerceel><gml:Polygon xmlns:gml="http://www.opengis.net/gml/3.2" gml:id="${geometryId(p.id, 1)}" srsName="${srs}"><gml:exterior><gml:LinearRing><gml:posList>${mm(p.ring)}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></oz:begrenzingPerceel>
        <oz:kadastraleGrootte>
            <oz:TypeOppervlak>
                <oz:waarde>${p.grootte}</oz:waarde>
                <oz:soortGrootte>
                    <oz:SoortGrootte>
                        <t:code>1</t:code>
                        <t:waarde>Vastgesteld</t:waarde>
                    </oz:SoortGrootte>
                </oz:soortGrootte>
            </oz:TypeOppervlak>
        </oz:kadastraleGrootte>
        <oz:perceelnummerRotatie>0.0</oz:perceelnummerRotatie>
        <oz:perceelnummerVerschuiving>
            <oz:TypePerceelnummerVerschuiving>
                <oz:deltaX>0.0</oz:deltaX>
                <oz:deltaY>0.0</oz:deltaY>
            </oz:TypePerceelnummerVerschuiving>
        </oz:perceelnummerVerschuiving>
        <oz:plaatscoordinaten><gml:Point xmlns:gml="http://www.opengis.net/gml/3.2" gml:id="${geometryId(p.id, 2)}" srsName="${srs}"><gml:pos>${mm([[cx + 1, cy + 1]])}</gml:pos></gml:Point></oz:plaatscoordinaten>
    </oz:Perceel>
</kk:perceelMember>
`;
}

/** A BRK Kadastrale Kaart v5 perceel file. */
export function brkParcelFile(parcels: FixtureParcel[], srs?: string): string {
  return BRK_HEAD + parcels.map((p) => brkParcel(p, srs)).join('') + BRK_TAIL;
}

/** `n` square parcels on a grid, with kadastraleGrootte equal to their area (benchmark and tests). */
export function* gridParcels(n: number, x0 = 180000, y0 = 450000): Generator<FixtureParcel> {
  const per = Math.ceil(Math.sqrt(n));
  for (let i = 0; i < n; i++) {
    const x = x0 + (i % per) * 20;
    const y = y0 + Math.floor(i / per) * 20;
    yield { id: String(84920000000000 + i), perceelnummer: 1000 + i, ring: [[x, y], [x + 18, y], [x + 18, y + 15], [x + 9, y + 17], [x, y + 15], [x, y]], grootte: 18 * 15 + 18 };
  }
}

export { BRK_HEAD, BRK_TAIL };

/** A kadastrale grens of the fixtures: its line and the parcels either side. */
export interface FixtureBoundary {
  id: string;
  line: [number, number][];
  left: string;
  right: string;
  /** typeGrens; 3 Definitief by default */
  type?: { code: string; waarde: string };
  begin?: string;
  endedAt?: string;
}

/** One BRK v5 grensMember, laid out as kadastralekaart_kadastralegrens.gml of the bulk download. */
export function brkBoundary(b: FixtureBoundary): string {
  const begin = b.begin ?? '2023-09-05T16:31:47+02:00';
  const type = b.type ?? { code: '3', waarde: 'Definitief' };
  return `<kk:grensMember>
    <oz:KadastraleGrens gml:id="NL.IMKAD.KadastraleGrens.${b.id}">
        <oz:historie>
            <h:beginGeldigheid>${begin}</h:beginGeldigheid>${b.endedAt ? `\n            <h:eindGeldigheid>${b.endedAt}</h:eindGeldigheid>` : ''}
            <h:tijdstipRegistratie>${begin}</h:tijdstipRegistratie>${b.endedAt ? `\n            <h:eindRegistratie>${b.endedAt}</h:eindRegistratie>` : ''}
            <h:volgnummer>0</h:volgnummer>
            <h:statusHistorie>
                <h:StatusHistorie>
                    <t:code>G</t:code>
                    <t:waarde>Geldig</t:waarde>
                </h:StatusHistorie>
            </h:statusHistorie>
        </oz:historie>
        <oz:identificatie domein="NL.IMKAD.KadastraleGrens">${b.id}</oz:identificatie>
        <oz:grenslijn><gml:LineString xmlns:gml="http://www.opengis.net/gml/3.2" gml:id="${geometryId(b.id, 3)}" srsName="urn:ogc:def:crs:EPSG::28992"><gml:posList>${mm(b.line)}</gml:posList></gml:LineString></oz:grenslijn>
        <oz:typeGrens>
            <oz:TypeGrens>
                <t:code>${type.code}</t:code>
                <t:waarde>${type.waarde}</t:waarde>
            </oz:TypeGrens>
        </oz:typeGrens>
        <oz:perceelLinks domein="NL.IMKAD.KadastraalObject">${b.left}</oz:perceelLinks>
        <oz:perceelRechts domein="NL.IMKAD.KadastraalObject">${b.right}</oz:perceelRechts>
    </oz:KadastraleGrens>
</kk:grensMember>
`;
}

/** A BRK Kadastrale Kaart v5 kadastralegrens file (the same DKK document as the perceel file). */
export const brkBoundaryFile = (boundaries: FixtureBoundary[]) => BRK_HEAD + boundaries.map(brkBoundary).join('') + BRK_TAIL;

/** An openbare-ruimtelabel of the fixtures: a name placed at one or more points, each with its angle. */
export interface FixtureLabel {
  id: string;
  tekst: string;
  bagOpr: string;
  type?: string;
  positions: { x: number; y: number; hoek: number }[];
  registered?: string;
  endedAt?: string;
}

/** One cityObjectMember of kadastralekaart_openbareruimtelabel.gml: IMGeo 2.1 CityGML, GML 3.1 points without srsName. */
export function brkLabel(l: FixtureLabel): string {
  const positions = l.positions
    .map(
      (p) => `                <imgeo:positie>
                <imgeo:Labelpositie>
                    <imgeo:plaatsingspunt><gml:Point xmlns:gml="http://www.opengis.net/gml"> <gml:pos>${p.x.toFixed(3)} ${p.y.toFixed(3)}</gml:pos> </gml:Point></imgeo:plaatsingspunt>
                    <imgeo:hoek>${p.hoek}</imgeo:hoek>
                </imgeo:Labelpositie>
                </imgeo:positie>
`,
    )
    .join('');
  const registered = l.registered ?? '2016-12-10T13:29:46.000';
  return `    <cityObjectMember>
        <imgeo:OpenbareRuimteLabel gml:id="b${l.id.slice(-12)}">
            <creationDate xmlns="http://www.opengis.net/citygml/2.0">2015-12-01</creationDate>
            <imgeo:LV-publicatiedatum>2016-12-10T13:53:02</imgeo:LV-publicatiedatum>
            <imgeo:relatieveHoogteligging>0</imgeo:relatieveHoogteligging>
            <imgeo:inOnderzoek>false</imgeo:inOnderzoek>
            <imgeo:tijdstipRegistratie>${registered}</imgeo:tijdstipRegistratie>${l.endedAt ? `\n            <imgeo:eindRegistratie>${l.endedAt}</imgeo:eindRegistratie>` : ''}
            <imgeo:identificatie>
                <imgeo:NEN3610ID>
                    <imgeo:namespace>NL.IMGeo</imgeo:namespace>
                    <imgeo:lokaalID>${l.id}</imgeo:lokaalID>
                </imgeo:NEN3610ID>
            </imgeo:identificatie>
            <imgeo:bronhouder>G0228</imgeo:bronhouder>
            <imgeo:bgt-status codeSpace="http://www.geostandaarden.nl/imgeo/def/2.1#Status">bestaand</imgeo:bgt-status>
            <imgeo:plus-status codeSpace="http://www.geostandaarden.nl/imgeo/def/2.1#VoidReasonValue">geenWaarde</imgeo:plus-status>
            <imgeo:identificatieBAGOPR>${l.bagOpr}</imgeo:identificatieBAGOPR>
            <imgeo:openbareRuimteNaam>
            <imgeo:Label>
            <imgeo:tekst>${l.tekst}</imgeo:tekst>
${positions}            </imgeo:Label>
            </imgeo:openbareRuimteNaam>
            <imgeo:openbareRuimteType codeSpace="http://www.geostandaarden.nl/imgeo/def/2.1#TypeOpenbareRuimte">${l.type ?? 'Weg'}</imgeo:openbareRuimteType>
        </imgeo:OpenbareRuimteLabel>
    </cityObjectMember>
`;
}

/** A kadastralekaart_openbareruimtelabel.gml file: a CityGML CityModel, not the DKK document of the other files. */
export const brkLabelFile = (labels: FixtureLabel[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<CityModel xmlns:gml="http://www.opengis.net/gml" xmlns:imgeo="http://www.geostandaarden.nl/imgeo/2.1" xmlns="http://www.opengis.net/citygml/2.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.geostandaarden.nl/imgeo/2.1 http://register.geostandaarden.nl/gmlapplicatieschema/imgeo/2.1.1/imgeo.xsd">
${labels.map(brkLabel).join('')}</CityModel>
`;

/** The date the fixture BAG extracts describe (their StandTechnischeDatum): a past date, not the day of the test. */
export const BAG_STAND_DATE = '2020-06-15';
const BAG_HEAD = (type: string, gemeente = '0221') => `<?xml version="1.0" encoding="UTF-8"?>
<sl-bag-extract:bagStand xmlns:Objecten="www.kadaster.nl/schemas/lvbag/imbag/objecten/v20200601" xmlns:gml="http://www.opengis.net/gml/3.2"
  xmlns:Historie="www.kadaster.nl/schemas/lvbag/imbag/historie/v20200601" xmlns:Objecten-ref="www.kadaster.nl/schemas/lvbag/imbag/objecten-ref/v20200601"
  xmlns:selecties-extract="http://www.kadaster.nl/schemas/lvbag/extract-selecties/v20200601"
  xmlns:sl-bag-extract="http://www.kadaster.nl/schemas/lvbag/extract-deelbestand-lvc/v20200601" xmlns:sl="http://www.kadaster.nl/schemas/standlevering-generiek/1.0">
  <sl-bag-extract:bagInfo><selecties-extract:Gebied-Registratief><selecties-extract:Gebied-GEM><selecties-extract:GemeenteCollectie><selecties-extract:Gemeente>
    <selecties-extract:GemeenteIdentificatie>${gemeente}</selecties-extract:GemeenteIdentificatie>
  </selecties-extract:Gemeente></selecties-extract:GemeenteCollectie></selecties-extract:Gebied-GEM></selecties-extract:Gebied-Registratief>
  <selecties-extract:LVC-Extract><selecties-extract:StandTechnischeDatum>${BAG_STAND_DATE}</selecties-extract:StandTechnischeDatum></selecties-extract:LVC-Extract></sl-bag-extract:bagInfo>
  <sl:standBestand><sl:dataset>LVBAG</sl:dataset><sl:inhoud><sl:objectTypen><sl:objectType>${type}</sl:objectType></sl:objectTypen></sl:inhoud>
`;
const BAG_TAIL = '  </sl:standBestand>\n</sl-bag-extract:bagStand>\n';

/** A voorkomen of a BAG object: its number, begin date and status (tests of the one current version per object). */
export interface FixtureVersion {
  nr?: number;
  begin?: string;
  status?: string;
}

const voorkomen = (nr: number, ended: boolean, begin = '2011-09-06') => `<Objecten:voorkomen><Historie:Voorkomen>
  <Historie:voorkomenidentificatie>${nr}</Historie:voorkomenidentificatie>
  <Historie:beginGeldigheid>${begin}</Historie:beginGeldigheid>${ended ? '\n  <Historie:eindGeldigheid>2019-01-15</Historie:eindGeldigheid>' : ''}
  <Historie:tijdstipRegistratie>2011-09-06T15:49:09.000</Historie:tijdstipRegistratie>${ended ? '\n  <Historie:eindRegistratie>2019-01-15T15:18:40.000</Historie:eindRegistratie>' : ''}
</Historie:Voorkomen></Objecten:voorkomen>`;

const stand = (body: string) => `    <sl:stand><sl-bag-extract:bagObject>${body}</sl-bag-extract:bagObject></sl:stand>\n`;

export interface FixtureVbo {
  id: string;
  pand: string;
  num: string;
  doel: string[];
  oppervlakte: number;
  x: number;
  y: number;
  historical?: boolean;
  version?: FixtureVersion;
}

/** One BAG 2.0 Verblijfsobject. */
export const bagVbo = (v: FixtureVbo) =>
  stand(`<Objecten:Verblijfsobject>
  <Objecten:heeftAlsHoofdadres><Objecten-ref:NummeraanduidingRef domein="NL.IMBAG.Nummeraanduiding">${v.num}</Objecten-ref:NummeraanduidingRef></Objecten:heeftAlsHoofdadres>
  ${voorkomen(v.version?.nr ?? (v.historical ? 1 : 2), !!v.historical, v.version?.begin)}
  <Objecten:identificatie domein="NL.IMBAG.Verblijfsobject">${v.id}</Objecten:identificatie>
  <Objecten:geometrie><Objecten:punt><gml:Point srsName="urn:ogc:def:crs:EPSG::28992" srsDimension="3"><gml:pos>${v.x} ${v.y} 0.0</gml:pos></gml:Point></Objecten:punt></Objecten:geometrie>
  ${v.doel.map((d) => `<Objecten:gebruiksdoel>${d}</Objecten:gebruiksdoel>`).join('')}
  <Objecten:oppervlakte>${v.oppervlakte}</Objecten:oppervlakte>
  <Objecten:status>${v.version?.status ?? (v.historical ? 'Verblijfsobject gevormd' : 'Verblijfsobject in gebruik')}</Objecten:status>
  <Objecten:maaktDeelUitVan><Objecten-ref:PandRef domein="NL.IMBAG.Pand">${v.pand}</Objecten-ref:PandRef></Objecten:maaktDeelUitVan>
</Objecten:Verblijfsobject>`);

/** One BAG 2.0 Pand with a 3D polygon, as the extract has it. */
export const bagPand = (id: string, bouwjaar: number, r: [number, number][], historical = false, version: FixtureVersion = {}) =>
  stand(`<Objecten:Pand>
  <Objecten:identificatie domein="NL.IMBAG.Pand">${id}</Objecten:identificatie>
  <Objecten:geometrie><gml:Polygon srsName="urn:ogc:def:crs:EPSG::28992" srsDimension="3"><gml:exterior><gml:LinearRing><gml:posList>${r.map(([x, y]) => `${x} ${y} 0.0`).join(' ')}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></Objecten:geometrie>
  <Objecten:oorspronkelijkBouwjaar>${bouwjaar}</Objecten:oorspronkelijkBouwjaar>
  <Objecten:status>${version.status ?? 'Pand in gebruik'}</Objecten:status>
  ${voorkomen(version.nr ?? (historical ? 1 : 2), historical, version.begin)}
</Objecten:Pand>`);

/** One BAG 2.0 Nummeraanduiding. */
export const bagNum = (id: string, huisnummer: number, postcode: string, opr: string, huisletter?: string, version: FixtureVersion = {}) =>
  stand(`<Objecten:Nummeraanduiding>
  <Objecten:identificatie domein="NL.IMBAG.Nummeraanduiding">${id}</Objecten:identificatie>
  <Objecten:huisnummer>${huisnummer}</Objecten:huisnummer>${huisletter ? `<Objecten:huisletter>${huisletter}</Objecten:huisletter>` : ''}<Objecten:postcode>${postcode}</Objecten:postcode>
  <Objecten:typeAdresseerbaarObject>Verblijfsobject</Objecten:typeAdresseerbaarObject><Objecten:status>${version.status ?? 'Naamgeving uitgegeven'}</Objecten:status>
  ${voorkomen(version.nr ?? 1, false, version.begin)}
  <Objecten:ligtAan><Objecten-ref:OpenbareRuimteRef domein="NL.IMBAG.Openbareruimte">${opr}</Objecten-ref:OpenbareRuimteRef></Objecten:ligtAan>
</Objecten:Nummeraanduiding>`);

/** One BAG 2.0 OpenbareRuimte (a street) in a woonplaats. */
export const bagOpr = (id: string, naam: string, wpl: string, version: FixtureVersion = {}) =>
  stand(`<Objecten:OpenbareRuimte>
  <Objecten:identificatie domein="NL.IMBAG.Openbareruimte">${id}</Objecten:identificatie>
  <Objecten:naam>${naam}</Objecten:naam><Objecten:type>Weg</Objecten:type><Objecten:status>${version.status ?? 'Naamgeving uitgegeven'}</Objecten:status>
  <Objecten:ligtIn><Objecten-ref:WoonplaatsRef domein="NL.IMBAG.Woonplaats">${wpl}</Objecten-ref:WoonplaatsRef></Objecten:ligtIn>
  ${voorkomen(version.nr ?? 1, false, version.begin)}
</Objecten:OpenbareRuimte>`);

/** One BAG 2.0 Woonplaats with its boundary. */
export const bagWpl = (id: string, naam: string, r: [number, number][], version: FixtureVersion = {}) =>
  stand(`<Objecten:Woonplaats>
  <Objecten:identificatie domein="NL.IMBAG.Woonplaats">${id}</Objecten:identificatie>
  <Objecten:naam>${naam}</Objecten:naam>
  <Objecten:geometrie><Objecten:vlak><gml:Polygon srsName="urn:ogc:def:crs:EPSG::28992" srsDimension="2"><gml:exterior><gml:LinearRing><gml:posList>${ring(r)}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></Objecten:vlak></Objecten:geometrie>
  <Objecten:status>${version.status ?? 'Woonplaats aangewezen'}</Objecten:status>
  ${voorkomen(version.nr ?? 1, false, version.begin)}
</Objecten:Woonplaats>`);

/** One BAG 2.0 Ligplaats or Standplaats with its surface and main address. */
export const bagPlaats = (kind: 'Ligplaats' | 'Standplaats', id: string, r: [number, number][], num: string, version: FixtureVersion = {}) =>
  stand(`<Objecten:${kind}>
  <Objecten:heeftAlsHoofdadres><Objecten-ref:NummeraanduidingRef domein="NL.IMBAG.Nummeraanduiding">${num}</Objecten-ref:NummeraanduidingRef></Objecten:heeftAlsHoofdadres>
  ${voorkomen(version.nr ?? 1, false, version.begin)}
  <Objecten:identificatie domein="NL.IMBAG.${kind}">${id}</Objecten:identificatie>
  <Objecten:status>${version.status ?? 'Plaats aangewezen'}</Objecten:status>
  <Objecten:geometrie><gml:Polygon srsName="urn:ogc:def:crs:EPSG::28992" srsDimension="2"><gml:exterior><gml:LinearRing><gml:posList>${ring(r)}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></Objecten:geometrie>
</Objecten:${kind}>`);

/** The object of a fixture BAG object (bagPand, bagVbo ...) without the extract's stand around it. */
const bagObjectOf = (standXml: string) => standXml.replace(/^\s*<sl:stand><sl-bag-extract:bagObject>/, '').replace(/<\/sl-bag-extract:bagObject><\/sl:stand>\s*$/, '');
const state = (tag: 'was' | 'wordt', standXml: string) => `<ml:${tag}><mlm:bagObject>${bagObjectOf(standXml)}</mlm:bagObject></ml:${tag}>`;
/** Mutations of a BAG 2.0 mutation delivery (mutatielevering-generiek 1.0), each around fixture objects. */
export const bagMutation = {
  toevoeging: (wordt: string) => `<ml:toevoeging>${state('wordt', wordt)}</ml:toevoeging>`,
  wijziging: (was: string, wordt: string) => `<ml:wijziging>${state('was', was)}${state('wordt', wordt)}</ml:wijziging>`,
  verwijdering: (was: string) => `<ml:verwijdering>${state('was', was)}</ml:verwijdering>`,
};
/** A BAG 2.0 mutation file (BagvsExtractDeelbestandMutatieLvc 2.0) of the Netherlands, or of `gemeente`, for a period. */
export const bagMutationFile = (o: { leveringsId: string; from: string; to: string; gemeente?: string }, mutations: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<mlm:bagMutaties xmlns:mlm="http://www.kadaster.nl/schemas/lvbag/extract-deelbestand-mutaties-lvc/v20200601" xmlns:ml="http://www.kadaster.nl/schemas/mutatielevering-generiek/1.0"
  xmlns:Objecten="www.kadaster.nl/schemas/lvbag/imbag/objecten/v20200601" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:Historie="www.kadaster.nl/schemas/lvbag/imbag/historie/v20200601"
  xmlns:Objecten-ref="www.kadaster.nl/schemas/lvbag/imbag/objecten-ref/v20200601" xmlns:selecties-extract="http://www.kadaster.nl/schemas/lvbag/extract-selecties/v20200601">
  <mlm:bagInfo><selecties-extract:Gebied-Registratief>${
    o.gemeente
      ? `<selecties-extract:Gebied-GEM><selecties-extract:GemeenteCollectie><selecties-extract:Gemeente><selecties-extract:GemeenteIdentificatie>${o.gemeente}</selecties-extract:GemeenteIdentificatie></selecties-extract:Gemeente></selecties-extract:GemeenteCollectie></selecties-extract:Gebied-GEM>`
      : '<selecties-extract:Gebied-NLD/>'
  }</selecties-extract:Gebied-Registratief>
  <selecties-extract:MUT-Extract><selecties-extract:StandTechnischeDatum>${o.to}</selecties-extract:StandTechnischeDatum><selecties-extract:Mutatieperiode>
    <selecties-extract:MutatiedatumVanaf>${o.from}</selecties-extract:MutatiedatumVanaf><selecties-extract:MutatiedatumTot>${o.to}</selecties-extract:MutatiedatumTot>
  </selecties-extract:Mutatieperiode></selecties-extract:MUT-Extract></mlm:bagInfo>
  <ml:mutatieBericht><ml:dataset>LVBAG</ml:dataset>
    <ml:inhoud><ml:gebied>${o.gemeente ?? 'NLD'}</ml:gebied><ml:leveringsId>${o.leveringsId}</ml:leveringsId><ml:objectTypen><ml:objectType>PND</ml:objectType><ml:objectType>VBO</ml:objectType></ml:objectTypen></ml:inhoud>
    <ml:mutatieGroep>${mutations.join('\n')}</ml:mutatieGroep>
  </ml:mutatieBericht>
</mlm:bagMutaties>
`;

/** A BAG extract XML file of one object type. */
export const bagFile = (type: string, objects: string[], gemeente?: string) => BAG_HEAD(type, gemeente) + objects.join('') + BAG_TAIL;
export const bagHead = BAG_HEAD;
export const bagTail = BAG_TAIL;
