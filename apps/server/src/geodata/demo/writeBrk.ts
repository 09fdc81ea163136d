import { m3, type PolygonDm, type RingDm } from './geometry';
import type { DemoPand, DemoParcel } from './model';
import { dateIn, guidOf, mix32 } from './sink';

/** BRK Kadastrale Kaart v5 GML (the Kadaster bulk download format), as in kadastralekaart_perceel.gml. */

const RD = 'urn:ogc:def:crs:EPSG::28992';
const posList = (r: RingDm) => r.map(([x, y]) => `${m3(x)} ${m3(y)}`).join(' ');

function gmlPolygon(p: PolygonDm, id: string): string {
  const holes = (p.holes ?? []).map((h) => `<gml:interior><gml:LinearRing><gml:posList>${posList(h)}</gml:posList></gml:LinearRing></gml:interior>`).join('');
  return `<gml:Polygon xmlns:gml="http://www.opengis.net/gml/3.2" gml:id="GEOMETRY_${id}" srsName="${RD}"><gml:exterior><gml:LinearRing><gml:posList>${posList(p.outer)}</gml:posList></gml:LinearRing></gml:exterior>${holes}</gml:Polygon>`;
}

export const BRK_PERCEEL_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<kk:DKK
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
        xmlns:gml="http://www.opengis.net/gml/3.2"
        xmlns:oz="http://www.kadaster.nl/schemas/brkkadastralekaart/v5/imkad-onroerendezaak/v20220601"
        xmlns:h="http://www.kadaster.nl/schemas/brkkadastralekaart/v5/imkad-historie/v20220601"
        xmlns:t="http://www.kadaster.nl/schemas/brkkadastralekaart/v5/imkad-typen/v20220601"
        xmlns:ko="http://www.kadaster.nl/schemas/brkkadastralekaart/v5/imkad-kadastraalobject/v20220601"
        xmlns:q="http://www.kadaster.nl/schemas/brkkadastralekaart/v5/imkad-kwaliteit/v20220601"
        xmlns:kk="http://www.kadaster.nl/schemas/brkkadastralekaart/v5/stand/v20220601"
        xsi:schemaLocation="http://www.kadaster.nl/schemas/brkkadastralekaart/v5/stand/v20220601 http://www.kadaster.nl/schemas/brkkadastralekaart/v5/xsd/dkk/stand/v20220601/DKK-Product_Stand_v5_0_0.xsd">
`;
export const BRK_PERCEEL_TAIL = '</kk:DKK>\n';

/** One perceelMember: designation, boundary, registered size, label point. */
export function brkPerceel(p: DemoParcel): string {
  const n = Number(p.id);
  const t = `${dateIn(Math.max(1968, p.year), n)}T${String(8 + (mix32(n, 3) % 9)).padStart(2, '0')}:${String(mix32(n, 4) % 60).padStart(2, '0')}:${String(mix32(n, 5) % 60).padStart(2, '0')}+01:00`;
  return `<kk:perceelMember>
<oz:Perceel gml:id="NL.IMKAD.KadastraalObject.${p.id}">
<ko:identificatie domein="NL.IMKAD.KadastraalObject">${p.id}</ko:identificatie>
<oz:historie><h:beginGeldigheid>${t}</h:beginGeldigheid><h:tijdstipRegistratie>${t}</h:tijdstipRegistratie><h:volgnummer>0</h:volgnummer><h:statusHistorie><h:StatusHistorie><t:code>G</t:code><t:waarde>Geldig</t:waarde></h:StatusHistorie></h:statusHistorie></oz:historie>
<oz:kadastraleAanduiding><oz:TypeKadastraleAanduiding><oz:kadastraleGemeente><oz:KadastraleGemeente><t:code>${p.kg.code}</t:code><t:waarde>${p.kg.naam}</t:waarde></oz:KadastraleGemeente></oz:kadastraleGemeente><oz:sectie>${p.sectie}</oz:sectie><oz:perceelnummer>${p.perceelnummer}</oz:perceelnummer><oz:aKRKadastraleGemeenteCode><oz:AKRKadastraleGemeenteCode><t:code>${p.kg.akrCode}</t:code><t:waarde>${p.kg.akrNaam}</t:waarde></oz:AKRKadastraleGemeenteCode></oz:aKRKadastraleGemeenteCode></oz:TypeKadastraleAanduiding></oz:kadastraleAanduiding>
<oz:begrenzingPerceel>${gmlPolygon(p.polygon, guidOf(n, 1))}</oz:begrenzingPerceel>
<oz:kadastraleGrootte><oz:TypeOppervlak><oz:waarde>${Math.max(1, Math.round(p.areaM2))}</oz:waarde><oz:soortGrootte><oz:SoortGrootte><t:code>1</t:code><t:waarde>Vastgesteld</t:waarde></oz:SoortGrootte></oz:soortGrootte></oz:TypeOppervlak></oz:kadastraleGrootte>
<oz:perceelnummerRotatie>0.0</oz:perceelnummerRotatie>
<oz:perceelnummerVerschuiving><oz:TypePerceelnummerVerschuiving><oz:deltaX>0.0</oz:deltaX><oz:deltaY>0.0</oz:deltaY></oz:TypePerceelnummerVerschuiving></oz:perceelnummerVerschuiving>
<oz:plaatscoordinaten><gml:Point xmlns:gml="http://www.opengis.net/gml/3.2" gml:id="GEOMETRY_${guidOf(n, 2)}" srsName="${RD}"><gml:pos>${m3(p.label[0])} ${m3(p.label[1])}</gml:pos></gml:Point></oz:plaatscoordinaten>
</oz:Perceel>
</kk:perceelMember>
`;
}

export const BRK_PAND_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<CityModel xmlns:gml="http://www.opengis.net/gml" xmlns:imgeo="http://www.geostandaarden.nl/imgeo/2.1" xmlns="http://www.opengis.net/citygml/2.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.geostandaarden.nl/imgeo/2.1 http://register.geostandaarden.nl/gmlapplicatieschema/imgeo/2.1.1/imgeo.xsd">
`;
export const BRK_PAND_TAIL = '</CityModel>\n';

/** One building outline of the cadastral map (IMGeo BuildingPart with its BAG pand id), as in kadastralekaart_pand.gml. */
export function brkPand(p: DemoPand, gemeenteCode: string): string {
  const n = Number(p.id);
  const lokaal = guidOf(n, 9).replaceAll('-', '');
  const date = dateIn(Math.max(2008, Math.min(2024, p.year)), n);
  const bgtStatus = p.status === 'Bouw gestart' ? 'plan' : 'bestaand';
  return `<cityObjectMember>
<BuildingPart xmlns="http://www.opengis.net/citygml/building/2.0" gml:id="b${guidOf(n, 8)}">
<creationDate xmlns="http://www.opengis.net/citygml/2.0">${date}</creationDate>
<imgeo:LV-publicatiedatum>${date}T12:00:00</imgeo:LV-publicatiedatum>
<imgeo:relatieveHoogteligging>0</imgeo:relatieveHoogteligging>
<imgeo:inOnderzoek>false</imgeo:inOnderzoek>
<imgeo:tijdstipRegistratie>${date}T10:00:00.000</imgeo:tijdstipRegistratie>
<imgeo:identificatie><imgeo:NEN3610ID><imgeo:namespace>NL.IMGeo</imgeo:namespace><imgeo:lokaalID>G${gemeenteCode}.${lokaal}</imgeo:lokaalID></imgeo:NEN3610ID></imgeo:identificatie>
<imgeo:bronhouder>G${gemeenteCode}</imgeo:bronhouder>
<imgeo:bgt-status codeSpace="http://www.geostandaarden.nl/imgeo/def/2.1#Status">${bgtStatus}</imgeo:bgt-status>
<imgeo:plus-status codeSpace="http://www.geostandaarden.nl/imgeo/def/2.1#VoidReasonValue">geenWaarde</imgeo:plus-status>
<imgeo:identificatieBAGPND>${p.id}</imgeo:identificatieBAGPND>
<imgeo:geometrie2dGrondvlak><gml:MultiSurface xmlns:gml="http://www.opengis.net/gml"><gml:surfaceMember><gml:Polygon><gml:exterior><gml:LinearRing><gml:posList srsDimension="2">${posList(p.ring)}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></gml:surfaceMember></gml:MultiSurface></imgeo:geometrie2dGrondvlak>
</BuildingPart>
</cityObjectMember>
`;
}
