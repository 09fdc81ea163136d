import { LAYER_CATALOGUE, layerById, type LayerDefinition } from '@plotwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceException, wmsCapabilities, wmtsCapabilities } from '../testing/capabilitiesFixtures';
import { startFixtureServer, type FixtureServer } from '../testing/fixtureServer';
import { capabilitiesUrl, checkSource, readCapabilities } from './capabilities';
import { checkRemoteLayers } from './checkLayers';
import { startTrapServer } from '../../http/testing/trapServer';
import { startPdokTilesServer, type LocalPdokTiles } from './testing/pdokTilesServer';

let server: FixtureServer;
let omgevingswet: LocalPdokTiles;
const PDOK = 'https://service.pdok.nl';

/** The live services, played by the local server: recorded-style capabilities per PDOK path, and OSM tiles. */
function playPdok(overrides: Record<string, string> = {}) {
  const base = (path: string) => `${server.url}${path}`;
  const docs: Record<string, string> = {
    '/brt/achtergrondkaart/wmts/v2_0': wmtsCapabilities({ base: base('/brt/achtergrondkaart/wmts/v2_0'), title: 'BRT Achtergrondkaart', layers: ['standaard', 'grijs', 'pastel', 'water'], ext: 'png', levels: 20 }),
    '/hwh/luchtfotorgb/wmts/v1_0': wmtsCapabilities({ base: base('/hwh/luchtfotorgb/wmts/v1_0'), title: 'Luchtfoto RGB', layers: ['Actueel_orthoHR', 'Actueel_ortho25'], ext: 'jpeg', levels: 20 }),
    '/lv/bgt/wmts/v1_0': wmtsCapabilities({ base: base('/lv/bgt/wmts/v1_0'), title: 'BGT', layers: ['standaardvisualisatie', 'achtergrondvisualisatie', 'omtrekgerichtevisualisatie'], ext: 'png', levels: 23 }),
    '/brt/top10nl/wms/v1_0': wmsCapabilities({ base: base('/brt/top10nl/wms/v1_0'), title: 'TOP10NL', layers: ['gebouw', 'terrein', 'waterdeel', 'wegdeel'] }),
    '/bzk/bro-bodemkaart/wms/v1_0': wmsCapabilities({ base: base('/bzk/bro-bodemkaart/wms/v1_0'), title: 'BRO Bodemkaart', layers: ['soilarea', 'areaofpedologicalinterest'] }),
    '/rws/ahn/wms/v1_0': wmsCapabilities({ base: base('/rws/ahn/wms/v1_0'), title: 'Actueel Hoogtebestand Nederland', layers: ['dtm_05m', 'dsm_05m'] }),
    ...overrides,
  };
  server.handle((req, res) => {
    if (req.path === '/osm/0/0/0.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('89504e470d0a1a0a', 'hex'));
    const doc = docs[req.path];
    if (!doc || req.query.get('request') !== 'GetCapabilities') return res.writeHead(400, { 'content-type': 'application/xml' }).end(serviceException);
    res.writeHead(200, { 'content-type': 'text/xml;charset=UTF-8' }).end(doc);
  });
}

/** A catalogue entry pointed at the local server instead of the internet. */
const local = (d: LayerDefinition): LayerDefinition => {
  const s = d.source;
  const move = (url: string) => url.replace(PDOK, server.url).replace('https://tile.openstreetmap.org', `${server.url}/osm`);
  return { ...d, source: s.kind === 'wmts' || s.kind === 'wms' || s.kind === 'xyz' ? { ...s, url: move(s.url) } : s };
};

beforeAll(async () => {
  server = await startFixtureServer();
  omgevingswet = await startPdokTilesServer();
});
afterAll(async () => {
  await server?.close();
  await omgevingswet?.close();
});

describe('GetCapabilities', () => {
  it('reads a WMTS: layers, formats, tile matrix sets with their zoom levels and REST templates', async () => {
    const caps = await readCapabilities(wmtsCapabilities({ base: 'https://x', title: 'BRT', layers: ['standaard', 'grijs'], ext: 'png', levels: 20 }), 'brt');
    expect(caps).toMatchObject({ service: 'wmts', version: '1.0.0' });
    expect([...caps.layers.keys()]).toEqual(['standaard', 'grijs']);
    expect(caps.layers.get('grijs')).toMatchObject({ formats: ['image/png'], tileMatrixSets: ['EPSG:28992', 'EPSG:3857'], resourceUrls: { 'image/png': 'https://x/grijs/{TileMatrixSet}/{TileMatrix}/{TileCol}/{TileRow}.png' } });
    expect(Object.fromEntries(caps.tileMatrixSets)).toEqual({ 'EPSG:28992': 1, 'EPSG:3857': 20 });
  });

  it('reads a WMS with the CRSs its layers inherit, and refuses what is not a capabilities document', async () => {
    const caps = await readCapabilities(wmsCapabilities({ base: 'https://x', title: 'AHN', layers: ['dtm_05m'] }), 'ahn');
    expect(caps).toMatchObject({ service: 'wms', version: '1.3.0', mapFormats: ['image/png', 'image/jpeg', 'image/png; mode=8bit', 'image/vnd.jpeg-png'] });
    expect(caps.layers.get('dtm_05m')!.crs).toContain('EPSG:3857');
    await expect(readCapabilities(serviceException, 'ahn')).rejects.toThrow(/ahn: not a WMTS or WMS capabilities document \(root element <ServiceExceptionReport>\)/);
    await expect(readCapabilities('<WMS_Capabilities version="1.3.0"><Capability>', 'cut')).rejects.toThrow(/cut: line \d+: .*truncated/);
  });

  it('derives the capabilities URL of catalogue entries and finds what does not match', async () => {
    expect(capabilitiesUrl(layerById('brt_grijs')!.source)).toBe('https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0?request=GetCapabilities&service=WMTS');
    expect(capabilitiesUrl(layerById('ahn_dtm')!.source)).toBe('https://service.pdok.nl/rws/ahn/wms/v1_0?request=GetCapabilities&service=WMS');
    expect(capabilitiesUrl(layerById('osm')!.source)).toBeUndefined();
    const brt = await readCapabilities(wmtsCapabilities({ base: 'https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0', title: 'BRT', layers: ['standaard'], ext: 'png', levels: 20 }), 'brt');
    const std = layerById('brt_standaard')!;
    expect(checkSource(std.source, brt, std.maxZoom)).toEqual([]);
    expect(checkSource({ ...std.source, layer: 'standard' } as never, brt, 19)).toEqual(['layer "standard" is not offered (offered: standaard)']);
    expect(checkSource(std.source, brt, 21)).toEqual(['maxZoom 21 is above the 19 of tile matrix set "EPSG:3857"']);
    expect(checkSource({ ...std.source, url: 'https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{y}/{x}.png' } as never, brt, 19)[0]).toMatch(/tile URL differs from the service's template/);
    const noMercator = await readCapabilities(wmsCapabilities({ base: 'https://x', title: 'AHN', layers: ['dtm_05m'], crs: ['EPSG:28992'] }), 'ahn');
    expect(checkSource(layerById('ahn_dtm')!.source, noMercator, 19)).toEqual(['layer "dtm_05m" is not offered in EPSG:3857 (has: EPSG:28992)']);
    expect(checkSource(layerById('ahn_dtm')!.source, brt, 19)).toEqual(['the service is a WMTS, not a WMS']);
  });
});

describe('check:layers', () => {
  it('confirms every remote catalogue entry against its (recorded) service', async () => {
    playPdok();
    const { results, offline } = await checkRemoteLayers(LAYER_CATALOGUE.map(local), { retries: 0 }, { omgevingswetUrl: omgevingswet.baseUrl });
    expect(offline).toBe(false);
    expect(results.filter((r) => r.status !== 'ok')).toEqual([]);
    expect(results.map((r) => r.id).sort()).toEqual(LAYER_CATALOGUE.filter((l) => l.needsInternet).map((l) => l.id).sort());
    expect(results.find((r) => r.id === 'osm')!.detail).toBe('z0 tile is image/png');
    expect(results.find((r) => r.id === 'omgevingswet_geometries')!.detail).toMatch(/^RD levels 0-16 \(127\.0\.0\.1:\d+\/kadaster\/omgevingswet-geometrieen\/ogc\/v2\/tiles\/NetherlandsRDNewQuad\/\{tileMatrix\}\/\{tileRow\}\/\{tileCol\}\)$/);
    // one capabilities document per service, however many entries use it
    expect(server.requests.filter((q) => q.path === '/brt/achtergrondkaart/wmts/v2_0')).toHaveLength(1);
  });

  it('fails an entry whose layer the service no longer offers, and a service that does not answer', async () => {
    playPdok({ '/rws/ahn/wms/v1_0': wmsCapabilities({ base: 'x', title: 'AHN', layers: ['ahn4_dtm'] }) });
    const defs = LAYER_CATALOGUE.map(local);
    const gone = await startFixtureServer();
    await gone.close();
    const bgt = defs.find((d) => d.id === 'bgt')!;
    const moved = { ...bgt, source: { ...bgt.source, url: (bgt.source as { url: string }).url.replace(server.url, gone.url) } } as LayerDefinition;
    const { results } = await checkRemoteLayers(defs.map((d) => (d.id === 'bgt' ? moved : d)), { retries: 0 }, { omgevingswetUrl: omgevingswet.baseUrl });
    const byId = Object.fromEntries(results.map((r) => [r.id, r]));
    expect(byId.ahn_dtm).toMatchObject({ status: 'fail', detail: 'dtm_05m: layer "dtm_05m" is not offered (offered: ahn4_dtm)' });
    expect(byId.bgt).toMatchObject({ status: 'fail', detail: expect.stringMatching(/unreachable/) });
    expect(byId.brt_standaard!.status).toBe('ok');
  });

  it('fails an entry whose service redirects to another host, asking nothing there (0 requests at the trap)', async () => {
    const trap = await startTrapServer();
    try {
      server.handle((req, res) => res.writeHead(302, { location: `${trap.url}${req.path}`, 'content-length': 0 }).end());
      const defs = LAYER_CATALOGUE.map(local).filter((d) => d.source.kind !== 'reprojectedTiles');
      const { results, offline } = await checkRemoteLayers(defs, { retries: 0 });
      expect(offline).toBe(false);
      expect(results.length).toBeGreaterThan(5);
      for (const r of results) expect(r).toMatchObject({ status: 'fail', detail: expect.stringContaining(`redirected to ${new URL(trap.url).host}`) });
      expect(trap.hits).toEqual([]);
    } finally {
      await trap.close();
    }
  });

  it('skips everything when no service answers (offline)', async () => {
    const gone = await startFixtureServer();
    await gone.close();
    const offlineDefs = LAYER_CATALOGUE.map((d) => {
      const s = d.source;
      return s.kind === 'wmts' || s.kind === 'wms' || s.kind === 'xyz' ? ({ ...d, source: { ...s, url: s.url.replace(/^https:\/\/[^/]+/, gone.url) } } as LayerDefinition) : d;
    });
    const { results, offline } = await checkRemoteLayers(offlineDefs, { retries: 0 }, { omgevingswetUrl: `${gone.url}/kadaster/omgevingswet-geometrieen/ogc/v2` });
    expect(offline).toBe(true);
    expect(results.length).toBeGreaterThan(5);
    expect(results.every((r) => r.status === 'skip' && r.detail.startsWith('offline:'))).toBe(true);
  });
});
