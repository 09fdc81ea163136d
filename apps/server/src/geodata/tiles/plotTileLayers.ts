import { plotNumber, PLOT_BOUNDARY_TILE_LAYER, PLOT_LABEL_TILE_LAYER } from '@plotwise/contracts';
import type { TileLayerSpec, TileSubLayer } from './tileLayerSpec';

const ENV = 'ST_MakeEnvelope($1, $2, $3, $4, 28992)';
const PLOTS_MIN_ZOOM = 13;

// The kadastrale grenzen (migration 0070), with what the map draws by: their kind. A parcel's polygon already draws
// every one of its lines, so below z16, where a tile holds some 10 000 of them, only the lines that are not definitive
// come (typeGrens 3 Definitief): they are the ones the map draws apart. The identificaties (the line's, the parcels'
// either side: three unique strings a line, which tripled a z16 tile in bench:tiles) stay in the database.
const boundaries: TileSubLayer = {
  name: PLOT_BOUNDARY_TILE_LAYER,
  minZoom: PLOTS_MIN_ZOOM,
  sql: (z) => `
    SELECT id, ST_AsBinary(geom) AS wkb, type_code, type_waarde AS type
      FROM geo_plot_boundaries WHERE geom && ${ENV} ${z < 16 ? "AND type_code IS DISTINCT FROM '3'" : ''} ORDER BY id`,
};

// The street and water names of the kadastrale kaart (migration 0070), one point per position, at every zoom the
// parcels show: the text, its angle and the kind of openbare ruimte (water names are drawn apart).
const labels: TileSubLayer = {
  name: PLOT_LABEL_TILE_LAYER,
  minZoom: PLOTS_MIN_ZOOM,
  sql: () => `
    SELECT id, ST_AsBinary(geom) AS wkb, tekst AS text, hoek AS angle, openbare_ruimte_type AS type
      FROM geo_plot_labels WHERE geom && ${ENV} ORDER BY id`,
};

/** The plots tile: the parcels (geo_plots), and in the same tile their boundary lines and the street names. */
export const plots: TileLayerSpec = {
  id: 'plots',
  minZoom: PLOTS_MIN_ZOOM,
  scope: 'national',
  // below z16 a tile holds thousands of parcels: the designations (unique strings) would double its size, and a
  // click asks the plot API anyway
  sql: (z) => `
    SELECT id, ST_AsBinary(geom) AS wkb, kadastrale_grootte AS area_m2
           ${z >= 16 ? ', identificatie, akr_code, kadastrale_gemeente_code, kadastrale_gemeente, sectie, perceelnummer' : ''}
      FROM geo_plots WHERE geom && ${ENV} ORDER BY id`,
  properties: (r) => ({
    identificatie: r.identificatie as string | undefined,
    plotnr: r.sectie === undefined ? undefined : plotNumber({ akrCode: r.akr_code as string, kadastraleGemeenteCode: r.kadastrale_gemeente_code as string, sectie: r.sectie as string, perceelnummer: r.perceelnummer as number }),
    kadastrale_gemeente: r.kadastrale_gemeente as string | undefined,
    area_m2: r.area_m2 as number,
  }),
  more: [boundaries, labels],
};
