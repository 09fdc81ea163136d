import { describe, expect, it } from 'vitest';
import { zoningCategories } from '../enums/locationEnums';
import { LAYER_CATALOGUE, layerById } from './layerCatalogue';
import { FEATURE_LAYERS, TILE_LAYERS, type LayerGroup } from './layerDefinition';
import { wmsGetMapTemplate, wmsLegendUrl } from './toMapStyle';

const GROUPS: LayerGroup[] = ['base', 'cadastre', 'buildings', 'zoning', 'environment', 'infrastructure', 'economy', 'statistics', 'user'];

// spec section 2 "Map layers", by catalogue id (the maps provider's keyed base maps are left out, see docs/geodata.md)
const SPEC_LAYERS = [
  // base maps: our own (offline), satellite, topographic background and grey tones (national service), road map (open street map)
  'plotwise_base', 'luchtfoto', 'brt_standaard', 'brt_grijs', 'brt_pastel', 'osm',
  // plots, buildings, residence objects, business parks, companies, trees, care, retail, public transport, transactions
  'plots', 'buildings', 'residence_objects', 'business_parks', 'companies', 'trees', 'care', 'retail', 'public_transport', 'transactions',
  // zoning
  'zoning_enkelbestemming', 'zoning_dubbelbestemming', 'zoning_bouwvlak', 'zoning_maatvoering', 'zoning_gebiedsaanduiding', 'zoning_functieaanduiding', 'zoning_bestemmingsplangebied',
  // terrain and water, Natura 2000, nature network, soil use, large-scale topography, monuments, soil map, roads
  'top10nl_terrain', 'top10nl_water', 'natura2000', 'nature_network', 'soil_use', 'bgt', 'monuments', 'bro_soil_map', 'roads',
  // user-drawn
  'buildable_area', 'measurements',
  // statistics key figures
  'stat_gemeente', 'stat_kern', 'stat_pc4', 'stat_pc6', 'stat_wijk', 'stat_buurt',
];

describe('layer catalogue', () => {
  it('has unique ids and drawing orders, and finds entries by id', () => {
    const ids = LAYER_CATALOGUE.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    const orders = LAYER_CATALOGUE.map((l) => l.order);
    expect(new Set(orders).size).toBe(orders.length);
    expect(layerById('plots')?.source).toEqual({ kind: 'tiles', tileLayer: 'plots' });
    expect(layerById('nope')).toBeUndefined();
  });

  it('covers every group and every layer of spec section 2', () => {
    for (const g of GROUPS) expect(LAYER_CATALOGUE.some((l) => l.group === g), g).toBe(true);
    for (const id of SPEC_LAYERS) expect(layerById(id), id).toBeDefined();
  });

  it('names every layer in Dutch and English and gives legends with colours and both labels', () => {
    for (const l of LAYER_CATALOGUE) {
      expect(l.name.nl.trim(), l.id).not.toBe('');
      expect(l.name.en.trim(), l.id).not.toBe('');
      for (const item of l.legend) {
        expect(item.color, l.id).toMatch(/^#[0-9A-Fa-f]{6}$/);
        expect(item.label.nl && item.label.en, l.id).toBeTruthy();
      }
      // remote rasters bring their own legend (WMS GetLegendGraphic); ours must have one
      if (l.role === 'data' && !l.needsInternet) expect(l.legend.length, l.id).toBeGreaterThan(0);
    }
  });

  it('has sane zoom ranges and opacities, one default base map, and attributions for every remote source', () => {
    for (const l of LAYER_CATALOGUE) {
      expect(l.minZoom, l.id).toBeGreaterThanOrEqual(0);
      expect(l.maxZoom, l.id).toBeGreaterThan(l.minZoom);
      expect(l.maxZoom, l.id).toBeLessThanOrEqual(24);
      expect(l.opacity, l.id).toBeGreaterThan(0);
      expect(l.opacity, l.id).toBeLessThanOrEqual(1);
      if (l.needsInternet) expect(l.attribution, l.id).toMatch(/PDOK|OpenStreetMap/);
    }
    const bases = LAYER_CATALOGUE.filter((l) => l.role === 'base');
    expect(bases.every((l) => l.group === 'base')).toBe(true);
    // the map opens on our own base map (offline); the online base maps are choices
    expect(bases.filter((l) => l.visibleByDefault).map((l) => l.id)).toEqual(['plotwise_base']);
    expect(layerById('plotwise_base')).toMatchObject({ needsInternet: false, role: 'base', name: { nl: 'Plotwise-basiskaart', en: 'Plotwise base map' } });
    expect(Math.min(...bases.map((l) => l.order))).toBe(layerById('plotwise_base')!.order);
    expect(bases.filter((l) => l.needsInternet).map((l) => l.id).sort()).toEqual(['brt_grijs', 'brt_pastel', 'brt_standaard', 'luchtfoto', 'osm']);
    expect(layerById('osm')?.attribution).toContain('OpenStreetMap contributors');
  });

  it('takes imported layers from our tiles (offline) and the others from https services with the placeholders they need', () => {
    for (const l of LAYER_CATALOGUE) {
      const s = l.source;
      switch (s.kind) {
        case 'tiles':
          expect(TILE_LAYERS, l.id).toContain(s.tileLayer);
          expect(l.needsInternet, l.id).toBe(false);
          if (s.tileLayer === 'features') expect(FEATURE_LAYERS, l.id).toContain(s.filter?.equals);
          if (['zoning', 'statistics'].includes(s.tileLayer)) expect(s.filter?.property, l.id).toBe(s.tileLayer === 'zoning' ? 'type' : 'level');
          break;
        case 'wmts':
          expect(s.url, l.id).toMatch(/^https:\/\//);
          expect(s.url, l.id).toContain(`/${s.layer}/${s.tileMatrixSet}/{z}/{x}/{y}.`);
          expect(l.needsInternet, l.id).toBe(true);
          break;
        case 'xyz':
          expect(s.url, l.id).toMatch(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/);
          expect(l.needsInternet, l.id).toBe(true);
          break;
        case 'wms':
          expect(s.url, l.id).toMatch(/^https:\/\/[^?{}]+$/);
          expect(s.layers, l.id).not.toBe('');
          expect(wmsGetMapTemplate(s), l.id).toMatch(/REQUEST=GetMap&LAYERS=[^&]+&.*BBOX=\{bbox-epsg-3857\}$/);
          expect(wmsLegendUrl(s), l.id).toBe(`${s.url}?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetLegendGraphic&FORMAT=image%2Fpng&LAYER=${s.layers}`);
          expect(l.needsInternet, l.id).toBe(true);
          break;
        case 'user':
          expect(l.group, l.id).toBe('user');
          expect(l.needsInternet, l.id).toBe(false);
          break;
        case 'vectorStyle': {
          expect(l.needsInternet, l.id).toBe(false);
          const ids = s.layers.map((v) => v.id);
          expect(new Set(ids).size, l.id).toBe(ids.length);
          for (const v of s.layers) {
            // only a background draws from no tiles; everything else from ours, a generic layer by a known name
            expect(!v.from, `${l.id}-${v.id}`).toBe(v.type === 'background');
            if (!v.from) continue;
            expect(TILE_LAYERS, `${l.id}-${v.id}`).toContain(v.from.tileLayer);
            if (v.from.tileLayer === 'features') expect(FEATURE_LAYERS, `${l.id}-${v.id}`).toContain(v.from.filter?.equals);
            // a layer outside the zooms its tiles are cut for would never show
            if (v.from.tileLayer === 'buildings') expect(v.minZoom, `${l.id}-${v.id}`).toBeGreaterThanOrEqual(13);
          }
          break;
        }
      }
    }
    // every generic layer the importers and the demo fill is on the map
    for (const f of FEATURE_LAYERS)
      expect(LAYER_CATALOGUE.some((l) => l.source.kind === 'tiles' && l.source.filter?.equals === f), f).toBe(true);
  });

  it('colours single zoning by the SVBP colour of every zoning category', () => {
    const z = layerById('zoning_enkelbestemming')!;
    expect(z.source).toEqual({ kind: 'tiles', tileLayer: 'zoning', filter: { property: 'type', equals: 'enkelbestemming' } });
    const values = z.paint!.colorBy!.values;
    expect(Object.keys(values).sort()).toEqual([...zoningCategories].sort());
    expect(values.residential).toBe('#FFFF00'); // wonen
    expect(values.traffic).toBe('#CDCDCD'); // verkeer
    expect(values.agricultural).toBe('#EBF0D2'); // agrarisch
    expect(z.legend.find((i) => i.label.nl === 'Wonen')?.color).toBe('#FFFF00');
    expect(z.legend.length).toBeGreaterThanOrEqual(20);
  });
});
