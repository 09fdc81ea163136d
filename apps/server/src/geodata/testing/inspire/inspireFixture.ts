/**
 * A small INSPIRE Cadastral Parcels GML (cp 4.0, GML 3.2) in the form PDOK serves the Dutch parcels: written by
 * the tests themselves.
 */

export interface InspireParcel {
  /** the Kadaster object id; written as localId `NL.IMKAD.KadastraalObject.<id>` */
  id: string;
  /** e.g. `ASD04-K-1234` or `NL.IMKAD.KadastraalObject.<id>` */
  reference: string;
  label: string;
  areaM2?: number;
  /** the outer ring, in the order of `srsName` (lat lon for the EPSG URL of 4258) */
  ring: [number, number][];
  /** the geometries' srsName (default RD New); null: none, the collection's envelope names it */
  srsName?: string | null;
  referencePoint?: [number, number];
  /** an end of the lifespan: history */
  endLifespan?: string;
}

const posList = (pts: [number, number][]) => pts.map(([a, b]) => `${a} ${b}`).join(' ');

/** One cp:CadastralParcel member. */
export function inspireParcel(p: InspireParcel): string {
  const srs = p.srsName === null ? '' : ` srsName="${p.srsName ?? 'urn:ogc:def:crs:EPSG::28992'}"`;
  const gid = `NL.IMKAD.KadastraalObject.${p.id}`;
  return `  <wfs:member>
    <cp:CadastralParcel gml:id="${gid}">
      ${p.areaM2 !== undefined ? `<cp:areaValue uom="m2">${p.areaM2}</cp:areaValue>` : ''}
      <cp:beginLifespanVersion>2015-06-01T10:00:00</cp:beginLifespanVersion>
      ${p.endLifespan ? `<cp:endLifespanVersion>${p.endLifespan}</cp:endLifespanVersion>` : '<cp:endLifespanVersion xsi:nil="true" nilReason="http://inspire.ec.europa.eu/codelist/VoidReasonValue/Unpopulated"/>'}
      <cp:geometry>
        <gml:MultiSurface gml:id="MultiSurface_${p.id}"${srs}>
          <gml:surfaceMember>
            <gml:Surface gml:id="Surface_${p.id}"${srs}>
              <gml:patches>
                <gml:PolygonPatch>
                  <gml:exterior><gml:LinearRing><gml:posList srsDimension="2">${posList(p.ring)}</gml:posList></gml:LinearRing></gml:exterior>
                </gml:PolygonPatch>
              </gml:patches>
            </gml:Surface>
          </gml:surfaceMember>
        </gml:MultiSurface>
      </cp:geometry>
      <cp:inspireId>
        <base:Identifier>
          <base:localId>${gid}</base:localId>
          <base:namespace>NL.IMKAD.KadastraalObject</base:namespace>
        </base:Identifier>
      </cp:inspireId>
      <cp:label>${p.label}</cp:label>
      <cp:nationalCadastralReference>${p.reference}</cp:nationalCadastralReference>
      ${p.referencePoint ? `<cp:referencePoint><gml:Point gml:id="ReferencePoint_${p.id}"${srs}><gml:pos>${p.referencePoint.join(' ')}</gml:pos></gml:Point></cp:referencePoint>` : ''}
      <cp:zoning xlink:href="#NL.IMKAD.KadastraleGemeente.ASD04-K"/>
    </cp:CadastralParcel>
  </wfs:member>`;
}

/** A cadastral zoning (sectie) member: the importer reads past it. */
export const inspireZoning = `  <wfs:member>
    <cp:CadastralZoning gml:id="NL.IMKAD.KadastraleGemeente.ASD04-K">
      <cp:label>ASD04 K</cp:label>
      <cp:nationalCadastalZoningReference>ASD04-K</cp:nationalCadastalZoningReference>
    </cp:CadastralZoning>
  </wfs:member>`;

/**
 * A WFS 2.0 FeatureCollection of the members; `envelope` writes the collection's boundedBy Envelope with that srsName
 * and corners (as INSPIRE downloads name the CRS once for the whole file).
 */
export function inspireCollection(members: string[], envelope?: { srsName: string; lower: [number, number]; upper: [number, number] }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2"
    xmlns:cp="http://inspire.ec.europa.eu/schemas/cp/4.0" xmlns:base="http://inspire.ec.europa.eu/schemas/base/3.3"
    xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    numberMatched="${members.length}" numberReturned="${members.length}" timeStamp="2026-11-01T00:00:00Z">
${envelope ? `  <wfs:boundedBy><gml:Envelope srsName="${envelope.srsName}"><gml:lowerCorner>${envelope.lower.join(' ')}</gml:lowerCorner><gml:upperCorner>${envelope.upper.join(' ')}</gml:upperCorner></gml:Envelope></wfs:boundedBy>\n` : ''}${members.join('\n')}
</wfs:FeatureCollection>
`;
}
