import type { RdPolygon } from '../search/filterSpec';

// The noise norms a new noise-sensitive building meets at its façade under the Omgevingswet (issue #43 item 3),
// where the omgevingsplan sets none of its own. The standard value (standaardwaarde) is the Besluit kwaliteit
// leefomgeving, art. 5.78t, table 5.78t: an omgevingsplan that allows a new noise-sensitive building sees to it that
// the noise on it is not above that value. Above it, up to the limit value (grenswaarde), the plan may allow it after
// weighing measures at the source (art. 5.78u); above the limit value only a façade without openable parts or with
// structural measures (a "deaf façade", art. 5.78y) or, for replacement new build, at most 5 dB over (art. 5.78v).
// The limit values are those of Bkl table 3.35 (the same norm house: provincial and state roads 65 dB, municipal and
// water board roads and railways 70 dB, industrial estates 60 dB Lden). Aircraft noise is not in these tables (its
// airport's decision governs it): such a contour is shown, never checked.

/** The kinds of source the Bkl norms tell apart; `road_unknown` is a road whose manager the layer does not give. */
export const NOISE_SOURCE_CLASSES = [
  'rijksweg',
  'provinciale_weg',
  'gemeenteweg',
  'waterschapsweg',
  'road_unknown',
  'spoorweg',
  'industrieterrein',
  'other',
] as const;
export type NoiseSourceClass = (typeof NOISE_SOURCE_CLASSES)[number];

/** One class's norms at a noise-sensitive façade, in dB Lden. */
export interface NoiseNorm {
  standardDb: number;
  limitDb: number;
}

const NORMS: Record<NoiseSourceClass, NoiseNorm | null> = {
  rijksweg: { standardDb: 50, limitDb: 65 },
  provinciale_weg: { standardDb: 50, limitDb: 65 },
  gemeenteweg: { standardDb: 53, limitDb: 70 },
  waterschapsweg: { standardDb: 53, limitDb: 70 },
  // a road of unknown manager is held to the strictest road norms, and the line says the manager is unknown
  road_unknown: { standardDb: 50, limitDb: 65 },
  spoorweg: { standardDb: 55, limitDb: 70 },
  industrieterrein: { standardDb: 50, limitDb: 60 },
  other: null,
};

/** The Bkl norms of a source class; null for sources the Bkl tables do not cover (aircraft). */
export function noiseNormOf(sourceClass: NoiseSourceClass): NoiseNorm | null {
  return NORMS[sourceClass];
}

/** A noise contour near a site: Lden of at least `ldenDb` inside its polygons (RD metres). */
export interface NoiseContour {
  ldenDb: number;
  /** the value the band reaches (exclusive): the next contour's value where the layer gives it, else `ldenDb` + 5 */
  bandTopDb: number;
  sourceClass: NoiseSourceClass;
  /** the source's name as the layer gives it (a road number, a railway line) */
  sourceName: string;
  polygons: readonly RdPolygon[];
}

/** The width of a band where the layer gives only its lower value: Dutch noise maps are drawn in 5 dB classes. */
const NOISE_BAND_DB = 5;

const ROAD_MANAGERS: Record<string, NoiseSourceClass> = {
  R: 'rijksweg',
  P: 'provinciale_weg',
  G: 'gemeenteweg',
  W: 'waterschapsweg',
};

/**
 * The source class of a noise feature from its properties: `source` (road, railway, industry, aircraft) and, for a
 * road, its manager as the NWB writes it (`WEGBEHSRT` or `road_manager`: R state, P province, G municipality, W water
 * board).
 */
export function noiseSourceClassOf(properties: Readonly<Record<string, unknown>>): NoiseSourceClass {
  const source = String(properties.source ?? '').toLowerCase();
  if (source === 'road' || source === 'weg' || source === 'wegverkeer') {
    const manager = String(properties.WEGBEHSRT ?? properties.road_manager ?? '').toUpperCase();
    return ROAD_MANAGERS[manager] ?? 'road_unknown';
  }
  if (source === 'railway' || source === 'rail' || source === 'spoorweg' || source === 'railverkeer') return 'spoorweg';
  if (source === 'industry' || source === 'industrie' || source === 'industrieterrein') return 'industrieterrein';
  return 'other';
}

/** A contour from a noise layer feature (its `noise_db` and optional `noise_db_max`); null for one without a value. */
export function noiseContourOf(properties: Readonly<Record<string, unknown>>, polygons: readonly RdPolygon[]): NoiseContour | null {
  const ldenDb = Number(properties.noise_db);
  if (!Number.isFinite(ldenDb) || !polygons.length) return null;
  const top = Number(properties.noise_db_max);
  return {
    ldenDb,
    bandTopDb: Number.isFinite(top) && top > ldenDb ? top : ldenDb + NOISE_BAND_DB,
    sourceClass: noiseSourceClassOf(properties),
    sourceName: String(properties.name ?? ''),
    polygons,
  };
}
