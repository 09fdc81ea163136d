/**
 * GetCapabilities documents in the shape PDOK's WMTS 1.0.0 and WMS 1.3.0 services answer (namespaces, service
 * metadata, layers, tile matrix sets, REST ResourceURL templates), trimmed to a few layers and written by the
 * project for its tests. `base` is where the service lives (the tests' local server).
 */

const WEB_MERCATOR_SCALE0 = 559082264.0287178;

function tileMatrices3857(levels: number) {
  return Array.from(
    { length: levels },
    (_, z) => `      <TileMatrix>
        <ows:Identifier>${z}</ows:Identifier>
        <ScaleDenominator>${WEB_MERCATOR_SCALE0 / 2 ** z}</ScaleDenominator>
        <TopLeftCorner>-20037508.3427892 20037508.3427892</TopLeftCorner>
        <TileWidth>256</TileWidth>
        <TileHeight>256</TileHeight>
        <MatrixWidth>${2 ** z}</MatrixWidth>
        <MatrixHeight>${2 ** z}</MatrixHeight>
      </TileMatrix>`,
  ).join('\n');
}

/** A PDOK WMTS capabilities document with `layers` in EPSG:28992 and EPSG:3857 (`levels` zoom levels). */
export function wmtsCapabilities(opts: { base: string; title: string; layers: string[]; ext: 'png' | 'jpeg'; levels: number }) {
  const layer = (id: string) => `    <Layer>
      <ows:Title>${id}</ows:Title>
      <ows:Abstract>${opts.title}: ${id}</ows:Abstract>
      <ows:WGS84BoundingBox>
        <ows:LowerCorner>-1.65729160235 48.0405018704</ows:LowerCorner>
        <ows:UpperCorner>12.4317272654 56.1105896442</ows:UpperCorner>
      </ows:WGS84BoundingBox>
      <ows:Identifier>${id}</ows:Identifier>
      <Style isDefault="true">
        <ows:Identifier>default</ows:Identifier>
      </Style>
      <Format>image/${opts.ext}</Format>
      <TileMatrixSetLink>
        <TileMatrixSet>EPSG:28992</TileMatrixSet>
      </TileMatrixSetLink>
      <TileMatrixSetLink>
        <TileMatrixSet>EPSG:3857</TileMatrixSet>
      </TileMatrixSetLink>
      <ResourceURL format="image/${opts.ext}" resourceType="tile" template="${opts.base}/${id}/{TileMatrixSet}/{TileMatrix}/{TileCol}/{TileRow}.${opts.ext}"/>
    </Layer>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Capabilities xmlns="http://www.opengis.net/wmts/1.0" xmlns:ows="http://www.opengis.net/ows/1.1" xmlns:xlink="http://www.w3.org/1999/xlink"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:gml="http://www.opengis.net/gml"
  xsi:schemaLocation="http://www.opengis.net/wmts/1.0 http://schemas.opengis.net/wmts/1.0/wmtsGetCapabilities_response.xsd" version="1.0.0">
  <ows:ServiceIdentification>
    <ows:Title>${opts.title}</ows:Title>
    <ows:Abstract>${opts.title} (WMTS)</ows:Abstract>
    <ows:ServiceType>OGC WMTS</ows:ServiceType>
    <ows:ServiceTypeVersion>1.0.0</ows:ServiceTypeVersion>
    <ows:Fees>NONE</ows:Fees>
    <ows:AccessConstraints>https://creativecommons.org/licenses/by/4.0/deed.nl</ows:AccessConstraints>
  </ows:ServiceIdentification>
  <ows:ServiceProvider>
    <ows:ProviderName>PDOK</ows:ProviderName>
    <ows:ProviderSite xlink:href="https://www.pdok.nl"/>
  </ows:ServiceProvider>
  <ows:OperationsMetadata>
    <ows:Operation name="GetCapabilities">
      <ows:DCP><ows:HTTP><ows:Get xlink:href="${opts.base}?"><ows:Constraint name="GetEncoding"><ows:AllowedValues><ows:Value>KVP</ows:Value></ows:AllowedValues></ows:Constraint></ows:Get></ows:HTTP></ows:DCP>
    </ows:Operation>
    <ows:Operation name="GetTile">
      <ows:DCP><ows:HTTP><ows:Get xlink:href="${opts.base}?"><ows:Constraint name="GetEncoding"><ows:AllowedValues><ows:Value>KVP</ows:Value></ows:AllowedValues></ows:Constraint></ows:Get></ows:HTTP></ows:DCP>
    </ows:Operation>
  </ows:OperationsMetadata>
  <Contents>
${opts.layers.map(layer).join('\n')}
    <TileMatrixSet>
      <ows:Identifier>EPSG:28992</ows:Identifier>
      <ows:SupportedCRS>urn:ogc:def:crs:EPSG::28992</ows:SupportedCRS>
      <TileMatrix>
        <ows:Identifier>00</ows:Identifier>
        <ScaleDenominator>12288000.0</ScaleDenominator>
        <TopLeftCorner>-285401.92 903401.92</TopLeftCorner>
        <TileWidth>256</TileWidth>
        <TileHeight>256</TileHeight>
        <MatrixWidth>1</MatrixWidth>
        <MatrixHeight>1</MatrixHeight>
      </TileMatrix>
    </TileMatrixSet>
    <TileMatrixSet>
      <ows:Identifier>EPSG:3857</ows:Identifier>
      <ows:SupportedCRS>urn:ogc:def:crs:EPSG::3857</ows:SupportedCRS>
${tileMatrices3857(opts.levels)}
    </TileMatrixSet>
  </Contents>
  <ServiceMetadataURL xlink:href="${opts.base}/WMTSCapabilities.xml"/>
</Capabilities>
`;
}

/** A PDOK WMS 1.3.0 capabilities document with named `layers` under one root layer listing `crs`. */
export function wmsCapabilities(opts: { base: string; title: string; layers: string[]; crs?: string[] }) {
  const crs = opts.crs ?? ['EPSG:28992', 'EPSG:25831', 'EPSG:25832', 'EPSG:3034', 'EPSG:3035', 'EPSG:3857', 'EPSG:4258', 'EPSG:4326', 'CRS:84'];
  const get = `<DCPType><HTTP><Get><OnlineResource xlink:type="simple" xlink:href="${opts.base}?language=dut&amp;"/></Get></HTTP></DCPType>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<WMS_Capabilities xmlns="http://www.opengis.net/wms" xmlns:sld="http://www.opengis.net/sld" xmlns:xlink="http://www.w3.org/1999/xlink"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:inspire_common="http://inspire.ec.europa.eu/schemas/common/1.0"
  version="1.3.0" xsi:schemaLocation="http://www.opengis.net/wms http://schemas.opengis.net/wms/1.3.0/capabilities_1_3_0.xsd">
  <Service>
    <Name>WMS</Name>
    <Title>${opts.title}</Title>
    <Abstract>${opts.title} (WMS)</Abstract>
    <OnlineResource xlink:type="simple" xlink:href="https://www.pdok.nl"/>
    <Fees>NONE</Fees>
    <AccessConstraints>https://creativecommons.org/publicdomain/zero/1.0/deed.nl</AccessConstraints>
    <MaxWidth>4000</MaxWidth>
    <MaxHeight>4000</MaxHeight>
  </Service>
  <Capability>
    <Request>
      <GetCapabilities><Format>text/xml</Format>${get}</GetCapabilities>
      <GetMap>
        <Format>image/png</Format>
        <Format>image/jpeg</Format>
        <Format>image/png; mode=8bit</Format>
        <Format>image/vnd.jpeg-png</Format>
        ${get}
      </GetMap>
      <GetFeatureInfo><Format>application/json</Format><Format>text/html</Format><Format>text/plain</Format>${get}</GetFeatureInfo>
    </Request>
    <Exception><Format>XML</Format><Format>BLANK</Format></Exception>
    <Layer>
      <Title>${opts.title}</Title>
      <Abstract>${opts.title}</Abstract>
${crs.map((c) => `      <CRS>${c}</CRS>`).join('\n')}
      <EX_GeographicBoundingBox>
        <westBoundLongitude>2.35417303</westBoundLongitude>
        <eastBoundLongitude>7.5553525</eastBoundLongitude>
        <southBoundLatitude>50.71447164</southBoundLatitude>
        <northBoundLatitude>55.66948102</northBoundLatitude>
      </EX_GeographicBoundingBox>
${opts.layers
  .map(
    (name) => `      <Layer queryable="1" opaque="0">
        <Name>${name}</Name>
        <Title>${name}</Title>
        <Style>
          <Name>default</Name>
          <Title>default</Title>
          <LegendURL width="78" height="20">
            <Format>image/png</Format>
            <OnlineResource xlink:type="simple" xlink:href="${opts.base}/legend/${name}/default.png"/>
          </LegendURL>
        </Style>
      </Layer>`,
  )
  .join('\n')}
    </Layer>
  </Capability>
</WMS_Capabilities>
`;
}

/** What a WMS answers to a request it cannot serve. */
export const serviceException = `<?xml version="1.0" encoding="UTF-8"?>
<ServiceExceptionReport xmlns="http://www.opengis.net/ogc" version="1.3.0">
  <ServiceException code="InvalidParameterValue" locator="service">SERVICE parameter is invalid</ServiceException>
</ServiceExceptionReport>
`;
