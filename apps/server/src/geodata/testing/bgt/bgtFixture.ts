/**
 * Small BGT files written by the tests themselves, in both forms of PDOK's BGT download: CityGML IMGeo 2.1
 * (`citygml`: cityObjectMember, nested NEN3610ID, CityGML classes such as TrafficArea and PlantCover beside IMGeo
 * ones, geometrie2d<Class>) and GML light (`gmllight`: IMGeo simple, featureMember, flattened field names,
 * geometrie2d). Coordinates are RD New.
 */

/** One surface of a fixture: its IMGeo class, fields and rectangle (x, y, width, height in metres). */
export interface BgtFixtureObject {
  /** IMGeo class: Wegdeel, OndersteunendWegdeel, BegroeidTerreindeel, OnbegroeidTerreindeel, Waterdeel, Pand ... */
  imgeo: string;
  id: string;
  rect: [number, number, number, number];
  fysiekVoorkomen?: string;
  functie?: string;
  /** IMGeo type (water, overig bouwwerk) */
  type?: string;
  /** relatieveHoogteligging; 0 when left out */
  level?: number;
  /** an ended object: eindRegistratie (and objectEindTijd / terminationDate) set */
  ended?: boolean;
  /** a broken geometry (a ring of two points) that the importer must reject */
  broken?: boolean;
  /** a line instead of a surface (a kunstwerkdeel such as a quay edge) */
  line?: boolean;
  /** a point (a paal) */
  point?: boolean;
}

const GML_POLYGON = (o: BgtFixtureObject) => {
  const [x, y, w, h] = o.rect;
  if (o.point) return `<gml:Point srsName="urn:ogc:def:crs:EPSG::28992"><gml:pos>${x} ${y}</gml:pos></gml:Point>`;
  if (o.line) return `<gml:LineString srsName="urn:ogc:def:crs:EPSG::28992"><gml:posList srsDimension="2">${x} ${y} ${x + w} ${y + h}</gml:posList></gml:LineString>`;
  const pts = o.broken ? [[x, y], [x + w, y]] : [[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]];
  return `<gml:Polygon srsName="urn:ogc:def:crs:EPSG::28992"><gml:exterior><gml:LinearRing><gml:posList srsDimension="2">${pts.map((p) => p.join(' ')).join(' ')}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon>`;
};

// CityGML: the class element the BGT download writes, and how it names fysiekVoorkomen, functie and type
const CITYGML: Record<string, { element: string; fysiek?: string; functie?: string; type?: string; geometry: string }> = {
  Wegdeel: { element: 'tran:TrafficArea', fysiek: 'tran:surfaceMaterial', functie: 'tran:function', geometry: 'geometrie2dWegdeel' },
  OndersteunendWegdeel: { element: 'tran:AuxiliaryTrafficArea', fysiek: 'tran:surfaceMaterial', functie: 'tran:function', geometry: 'geometrie2dOndersteunendWegdeel' },
  BegroeidTerreindeel: { element: 'veg:PlantCover', fysiek: 'veg:class', geometry: 'geometrie2dBegroeidTerreindeel' },
  OnbegroeidTerreindeel: { element: 'imgeo:OnbegroeidTerreindeel', fysiek: 'imgeo:bgt-fysiekVoorkomen', geometry: 'geometrie2dOnbegroeidTerreindeel' },
  Waterdeel: { element: 'imgeo:Waterdeel', type: 'wtr:class', geometry: 'geometrie2dWaterdeel' },
  OndersteunendWaterdeel: { element: 'imgeo:OndersteunendWaterdeel', type: 'wtr:class', geometry: 'geometrie2dOndersteunendWaterdeel' },
  Pand: { element: 'bui:BuildingPart', geometry: 'geometrie2dGrondvlak' },
  OverigBouwwerk: { element: 'imgeo:OverigBouwwerk', type: 'imgeo:bgt-type', geometry: 'geometrie2dOverigeConstructie' },
  Overbruggingsdeel: { element: 'imgeo:Overbruggingsdeel', geometry: 'geometrie2dOverbruggingsdeel' },
  Kunstwerkdeel: { element: 'imgeo:Kunstwerkdeel', type: 'imgeo:bgt-type', geometry: 'geometrie2dOverigeConstructie' },
  Paal: { element: 'imgeo:Paal', geometry: 'geometrie2dPaal' },
};

function cityObject(o: BgtFixtureObject): string {
  const c = CITYGML[o.imgeo];
  if (!c) throw new Error(`no CityGML mapping for ${o.imgeo} in the fixture`);
  const code = (el: string | undefined, v: string | undefined, list: string) => (el && v ? `\n      <${el} codeSpace="http://www.geostandaarden.nl/imgeo/def/2.1#${list}">${v}</${el}>` : '');
  return `  <cityObjectMember>
    <${c.element} gml:id="b${o.id}">
      <creationDate>2015-07-15</creationDate>${o.ended ? '\n      <terminationDate>2019-03-01</terminationDate>' : ''}
      <imgeo:LV-publicatiedatum>2016-08-16T11:55:58</imgeo:LV-publicatiedatum>
      <imgeo:relatieveHoogteligging>${o.level ?? 0}</imgeo:relatieveHoogteligging>
      <imgeo:inOnderzoek>false</imgeo:inOnderzoek>${o.ended ? '\n      <imgeo:eindRegistratie>2019-03-01T10:00:00</imgeo:eindRegistratie>' : ''}
      <imgeo:tijdstipRegistratie>2016-05-23T12:45:55.000</imgeo:tijdstipRegistratie>
      <imgeo:identificatie>
        <imgeo:NEN3610ID>
          <imgeo:namespace>NL.IMGeo</imgeo:namespace>
          <imgeo:lokaalID>${o.id}</imgeo:lokaalID>
        </imgeo:NEN3610ID>
      </imgeo:identificatie>
      <imgeo:bronhouder>G9999</imgeo:bronhouder>
      <imgeo:bgt-status codeSpace="http://www.geostandaarden.nl/imgeo/def/2.1#Status">bestaand</imgeo:bgt-status>${code(c.functie, o.functie, 'Functie')}${code(c.fysiek, o.fysiekVoorkomen, 'FysiekVoorkomen')}${code(c.type, o.type, 'Type')}
      <imgeo:${c.geometry}>${GML_POLYGON(o)}</imgeo:${c.geometry}>
      <imgeo:kruinlijn xsi:nil="true" nilReason="waardeOnbekend"/>
    </${c.element}>
  </cityObjectMember>
`;
}

/** A BGT CityGML IMGeo 2.1 file (one file with every class, as a small custom download). */
export function bgtCityGml(objects: BgtFixtureObject[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<CityModel xmlns="http://www.opengis.net/citygml/2.0" xmlns:gml="http://www.opengis.net/gml" xmlns:imgeo="http://www.geostandaarden.nl/imgeo/2.1"
  xmlns:tran="http://www.opengis.net/citygml/transportation/2.0" xmlns:veg="http://www.opengis.net/citygml/vegetation/2.0"
  xmlns:wtr="http://www.opengis.net/citygml/waterbody/2.0" xmlns:bui="http://www.opengis.net/citygml/building/2.0"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
${objects.map(cityObject).join('')}</CityModel>
`;
}

function lightObject(o: BgtFixtureObject): string {
  const f = (name: string, v: string | number | undefined) => (v === undefined ? '' : `\n      <imgeo-s:${name}>${v}</imgeo-s:${name}>`);
  return `  <gml:featureMember>
    <imgeo-s:${o.imgeo} gml:id="b${o.id}">${f('objectBeginTijd', '2015-07-15')}${f('objectEindTijd', o.ended ? '2019-03-01' : undefined)}${f('identificatie.namespace', 'NL.IMGeo')}${f('identificatie.lokaalID', o.id)}${f('tijdstipRegistratie', '2016-05-23T12:45:55.000')}${f('eindRegistratie', o.ended ? '2019-03-01T10:00:00.000' : undefined)}${f('bronhouder', 'G9999')}${f('relatieveHoogteligging', o.level ?? 0)}${f('bgt-status', 'bestaand')}${f('bgt-functie', o.functie)}${f('bgt-fysiekVoorkomen', o.fysiekVoorkomen)}${f('bgt-type', o.type)}
      <imgeo-s:geometrie2d>${GML_POLYGON(o)}</imgeo-s:geometrie2d>
    </imgeo-s:${o.imgeo}>
  </gml:featureMember>
`;
}

/** A BGT GML light file (PDOK's `gmllight`: IMGeo simple, GML 3.1.1). */
export function bgtGmlLight(objects: BgtFixtureObject[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<gml:FeatureCollection xmlns:gml="http://www.opengis.net/gml" xmlns:imgeo-s="http://www.geostandaarden.nl/imgeo/2.1/simple/gml31">
${objects.map(lightObject).join('')}</gml:FeatureCollection>
`;
}

/**
 * The test site: a 20 x 20 m square at (x, y) split into a road strip (5 m), a lawn (7 m), a ditch (3 m) and a house
 * (5 m), each reaching outside the square, so the m² inside are exact: 100 paved, 140 green, 60 water, 100 built.
 * Around it: a yard (erf, paved), a verge with groenvoorziening (green), a bridge over the ditch (level 1, not counted),
 * a demolished shed (history), a quay edge drawn as a line, a pole (not a surface class) and an object whose ring has two points.
 */
export function bgtSite(x: number, y: number): BgtFixtureObject[] {
  return [
    { imgeo: 'Wegdeel', id: 'G9999.weg1', rect: [x - 10, y - 10, 15, 40], functie: 'rijbaan lokale weg', fysiekVoorkomen: 'gesloten verharding' },
    { imgeo: 'BegroeidTerreindeel', id: 'G9999.gras1', rect: [x + 5, y - 5, 7, 30], fysiekVoorkomen: 'grasland overig' },
    { imgeo: 'Waterdeel', id: 'W9999.sloot1', rect: [x + 12, y - 5, 3, 30], type: 'watergang' },
    { imgeo: 'Pand', id: 'G9999.pand1', rect: [x + 15, y - 2, 8, 24] },
    { imgeo: 'OnbegroeidTerreindeel', id: 'G9999.erf1', rect: [x + 23, y, 10, 20], fysiekVoorkomen: 'erf' },
    { imgeo: 'OndersteunendWegdeel', id: 'G9999.berm1', rect: [x - 20, y, 10, 20], functie: 'berm', fysiekVoorkomen: 'groenvoorziening' },
    { imgeo: 'Overbruggingsdeel', id: 'G9999.brug1', rect: [x + 11, y + 5, 5, 4], level: 1 },
    { imgeo: 'OverigBouwwerk', id: 'G9999.schuur-oud', rect: [x, y, 20, 20], type: 'schuur', ended: true },
    { imgeo: 'Kunstwerkdeel', id: 'G9999.kade1', rect: [x + 12, y + 20, 3, 0], type: 'kademuur', line: true },
    { imgeo: 'Paal', id: 'G9999.paal1', rect: [x + 1, y + 1, 0, 0], point: true },
    { imgeo: 'Waterdeel', id: 'W9999.kapot', rect: [x + 40, y, 5, 5], type: 'watergang', broken: true },
  ];
}
