import { signedPolygonArea } from '../geometry/polygonArea';
import { localToRd } from '../geometry/transform';
import type { BuildingModel } from '../generator/buildingModel';
import { pointInPolygons, preparePolygons, segmentInPolygons, type PreparedPolygons } from '../search/rdPolygonTest';
import { noiseNormOf, type NoiseContour, type NoiseSourceClass } from './noiseNorms';

// Noise at the façades of a concept's generated buildings (issue #43 item 3): each outer wall of a noise-sensitive
// building (dwellings: houses, flats, towers) takes the highest contour any part of it lies in, per source class,
// and is judged against that class's Bkl norms (noiseNorms.ts). A wall against another part of the concept (a party
// wall, a tower on its podium) is not a façade. Contours are drawn on the ground (at 4 m, as noise maps are computed),
// so a façade's height does not change its value here.

/** The block types that hold dwellings: noise-sensitive buildings under the Bkl. */
const NOISE_SENSITIVE = new Set(['street_housing', 'gallery_flats', 'corridor_flats', 'tower']);

/** Whether a block type's buildings are noise-sensitive (they hold dwellings). */
function isNoiseSensitive(blocktype: string): boolean {
  return NOISE_SENSITIVE.has(blocktype);
}

/**
 * How a façade stands against a norm, worst first: the contour's value above the limit; the band reaching above the
 * limit; the value above the standard value; the band reaching above it; within the standard value.
 */
export const NOISE_VERDICTS = ['within', 'may_exceed_standard', 'above_standard', 'may_exceed_limit', 'above_limit'] as const;
export type NoiseVerdict = (typeof NOISE_VERDICTS)[number];

const worse = (a: NoiseVerdict, b: NoiseVerdict) => (NOISE_VERDICTS.indexOf(a) >= NOISE_VERDICTS.indexOf(b) ? a : b);
const ABOVE_STANDARD: ReadonlySet<NoiseVerdict> = new Set(['above_standard', 'may_exceed_limit', 'above_limit']);

/** The verdict of a band [ldenDb, bandTopDb) of whole decibels against a norm (a value equal to the norm meets it). */
export function noiseVerdict(ldenDb: number, bandTopDb: number, standardDb: number, limitDb: number): NoiseVerdict {
  const highest = bandTopDb - 1;
  if (ldenDb > limitDb) return 'above_limit';
  if (highest > limitDb) return 'may_exceed_limit';
  if (ldenDb > standardDb) return 'above_standard';
  if (highest > standardDb) return 'may_exceed_standard';
  return 'within';
}

/** The highest contour of one source class on a façade, with its norm and verdict (null norm: not checked). */
export interface FacadeExposure {
  sourceClass: NoiseSourceClass;
  sourceName: string;
  ldenDb: number;
  bandTopDb: number;
  standardDb: number | null;
  limitDb: number | null;
  verdict: NoiseVerdict | null;
}

/** One outer wall of a building copy in RD metres, with the area of all its storeys. */
export interface NoiseFacade {
  from: { x: number; y: number };
  to: { x: number; y: number };
  lengthMeters: number;
  areaSquareMeters: number;
  exposures: FacadeExposure[];
  /** the worst verdict over its checked exposures; null when no checked contour reaches it */
  verdict: NoiseVerdict | null;
}

/** The noise pre-check of one building. */
export interface BuildingNoiseCheck {
  facades: NoiseFacade[];
  /** façade area per worst verdict (m2) */
  areaByVerdict: Record<NoiseVerdict, number>;
  /** the governing exposure: of the checked ones on its façades, the furthest above its standard value (the loudest of equals), or null */
  governing: FacadeExposure | null;
  verdict: NoiseVerdict;
}

/** A wall of one floor layout before its neighbours are known. */
interface Wall {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  bottom: number;
  top: number;
}

/** The walls of a model's storeys in RD metres, every copy of the building, with the height range each spans. */
function wallsOf(model: BuildingModel): { walls: Wall[]; rings: { ring: PreparedPolygons; bottom: number; top: number }[] } {
  const walls: Wall[] = [];
  const rings: { ring: PreparedPolygons; bottom: number; top: number }[] = [];
  for (const inst of model.shape.instances)
    for (const f of model.children.floors) {
      if (f.kind !== 'storey' || f.polygon.length < 3) continue;
      const pts = f.polygon.map((v) => localToRd(model.frame, { x: v.x + inst.x, y: v.y + inst.y }));
      const bottom = f.z;
      const top = f.z + f.height * Math.max(1, f.repeat_count);
      rings.push({ ring: preparePolygons([[pts.map((p) => [p.x, p.y] as const)]]), bottom, top });
      const ccw = signedPolygonArea(pts) >= 0;
      for (let i = 0; i < pts.length; i++) {
        const a = pts[ccw ? i : (i + 1) % pts.length]!;
        const b = pts[ccw ? (i + 1) % pts.length : i]!;
        if (Math.hypot(b.x - a.x, b.y - a.y) >= 0.01) walls.push({ ax: a.x, ay: a.y, bx: b.x, by: b.y, bottom, top });
      }
    }
  return { walls, rings };
}

/** The wall as a segment 0.1 m outside it (the outward side of a counter-clockwise ring is its right), 5 cm short of each corner. */
function outsideSegment(w: Wall): [number, number, number, number] {
  const len = Math.hypot(w.bx - w.ax, w.by - w.ay);
  const [ux, uy] = [(w.bx - w.ax) / len, (w.by - w.ay) / len];
  const inset = Math.min(0.05, len / 4);
  const [ox, oy] = [uy * 0.1, -ux * 0.1];
  return [w.ax + ux * inset + ox, w.ay + uy * inset + oy, w.bx - ux * inset + ox, w.by - uy * inset + oy];
}

/** Contours prepared once for many façades. */
export interface PreparedContours {
  contours: readonly NoiseContour[];
  prepared: readonly PreparedPolygons[];
}

/** Prepare contours (flat rings and boxes, loudest first) for `conceptNoiseChecks`. */
export function prepareContours(contours: readonly NoiseContour[]): PreparedContours {
  const loudestFirst = [...contours].sort((a, b) => b.ldenDb - a.ldenDb);
  return { contours: loudestFirst, prepared: loudestFirst.map((c) => preparePolygons(c.polygons)) };
}

/** The highest contour of each source class any part of the segment lies in (contours loudest first). */
function exposuresAt(segment: [number, number, number, number], contours: PreparedContours): FacadeExposure[] {
  const best = new Map<NoiseSourceClass, NoiseContour>();
  contours.contours.forEach((c, i) => {
    if (best.has(c.sourceClass)) return;
    if (segmentInPolygons(contours.prepared[i]!, ...segment)) best.set(c.sourceClass, c);
  });
  return [...best.values()].map(exposureOf);
}

/** A contour as an exposure: its band with its class's norms and verdict (none for a class the Bkl does not cover). */
function exposureOf(c: NoiseContour): FacadeExposure {
  const norm = noiseNormOf(c.sourceClass);
  return {
    sourceClass: c.sourceClass,
    sourceName: c.sourceName,
    ldenDb: c.ldenDb,
    bandTopDb: c.bandTopDb,
    standardDb: norm?.standardDb ?? null,
    limitDb: norm?.limitDb ?? null,
    verdict: norm ? noiseVerdict(c.ldenDb, c.bandTopDb, norm.standardDb, norm.limitDb) : null,
  };
}

/** Whether exposure `a` governs over `b`: further above its standard value, or as far and louder. */
const governs = (a: FacadeExposure, b: FacadeExposure) => {
  const over = (e: FacadeExposure) => e.ldenDb - (e.standardDb ?? e.ldenDb);
  return over(a) > over(b) || (over(a) === over(b) && a.ldenDb > b.ldenDb);
};

/**
 * The loudest contour of each source class among contours near a site (a location without a concept yet), judged as a
 * façade in it would be: what the location page says of noise before anything is designed.
 */
export function loudestNearby(contours: readonly NoiseContour[]): FacadeExposure[] {
  const loudest = new Map<NoiseSourceClass, NoiseContour>();
  for (const c of contours) if ((loudest.get(c.sourceClass)?.ldenDb ?? -Infinity) < c.ldenDb) loudest.set(c.sourceClass, c);
  // the most telling first: furthest above its standard value, then the loudest
  return [...loudest.values()].map(exposureOf).sort((a, b) => (governs(a, b) ? -1 : governs(b, a) ? 1 : 0));
}

const key = (x: number, y: number) => `${Math.round(x * 100)},${Math.round(y * 100)}`;

/** A generated building of a concept: its block type and model. */
export interface NoiseBuilding {
  blocktype: string;
  model: BuildingModel;
}

/**
 * The noise pre-check of each generated building of a concept against the contours near its site, in their order: a
 * wall against another storey of the concept (a party wall, a tower on its podium) is no façade. Null for a building
 * that holds no dwellings.
 */
export function conceptNoiseChecks(buildings: readonly NoiseBuilding[], contours: PreparedContours): (BuildingNoiseCheck | null)[] {
  const walls = buildings.map((b) => (isNoiseSensitive(b.blocktype) ? wallsOf(b.model) : null));
  const rings = buildings.flatMap((b, i) => (walls[i] ?? wallsOf(b.model)).rings);
  return walls.map((own) => (own ? buildingCheck(own.walls, rings, contours) : null));
}

/** One building's façades (its walls not against a storey ring of the concept) judged against the contours. */
function buildingCheck(walls: readonly Wall[], rings: readonly { ring: PreparedPolygons; bottom: number; top: number }[], contours: PreparedContours): BuildingNoiseCheck {
  // one façade per wall line: the storeys of a floor layout repeated over several entries add their areas
  const byLine = new Map<string, { wall: Wall; area: number }>();
  for (const w of walls) {
    const len = Math.hypot(w.bx - w.ax, w.by - w.ay);
    const mid: [number, number] = [(w.ax + w.bx) / 2 + ((w.by - w.ay) / len) * 0.3, (w.ay + w.by) / 2 - ((w.bx - w.ax) / len) * 0.3];
    const against = rings.some((r) => r.bottom < w.top && r.top > w.bottom && pointInPolygons(r.ring, mid[0], mid[1]));
    if (against) continue;
    const k = `${key(w.ax, w.ay)}>${key(w.bx, w.by)}`;
    const held = byLine.get(k);
    if (held) held.area += len * (w.top - w.bottom);
    else byLine.set(k, { wall: w, area: len * (w.top - w.bottom) });
  }
  const areaByVerdict: Record<NoiseVerdict, number> = { within: 0, may_exceed_standard: 0, above_standard: 0, may_exceed_limit: 0, above_limit: 0 };
  let governing: FacadeExposure | null = null;
  let verdict: NoiseVerdict = 'within';
  const facades = [...byLine.values()].map(({ wall: w, area }): NoiseFacade => {
    const exposures = exposuresAt(outsideSegment(w), contours);
    const checked = exposures.filter((e) => e.verdict !== null);
    const facadeVerdict = checked.length ? checked.map((e) => e.verdict!).reduce(worse) : null;
    areaByVerdict[facadeVerdict ?? 'within'] += area;
    if (facadeVerdict) verdict = worse(verdict, facadeVerdict);
    for (const e of checked) if (!governing || governs(e, governing)) governing = e;
    return {
      from: { x: w.ax, y: w.ay },
      to: { x: w.bx, y: w.by },
      lengthMeters: Math.hypot(w.bx - w.ax, w.by - w.ay),
      areaSquareMeters: area,
      exposures,
      verdict: facadeVerdict,
    };
  });
  return { facades, areaByVerdict, governing, verdict };
}

/** The façades of a building whose contour value is above the standard value (a band that only may exceed it aside). */
export function facadesAboveStandard(check: BuildingNoiseCheck): NoiseFacade[] {
  return check.facades.filter((f) => f.verdict !== null && ABOVE_STANDARD.has(f.verdict));
}

/** The façade area above the standard value (m2), the limit value's included. */
export function areaAboveStandard(check: Pick<BuildingNoiseCheck, 'areaByVerdict'>): number {
  return check.areaByVerdict.above_standard + check.areaByVerdict.may_exceed_limit + check.areaByVerdict.above_limit;
}
