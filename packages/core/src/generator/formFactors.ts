import { assumedRules } from '../constants/designRules';
import { polygonArea, polygonPerimeter } from '../geometry/polygonArea';
import { sharedEdgeLength } from '../geometry/sharedEdgeLength';
import { intersectionArea, unionArea } from '../geometry/unionArea';
import type { BuildingModel, FloorModel, Space } from './buildingModel';
import type { FunctionType } from './enums';
import type { SiteInput } from './generatorInput';
import { highestPointMeters } from './highestPoint';

/** Floor area split by use (spec section 3 form factors); business = office + industrial + commercial. */
export interface AreaByUse {
  residential: number;
  office: number;
  industrial: number;
  commercial: number;
  business: number;
  /** Floors without units (parking levels). */
  other: number;
}

/** Form factors of spec section 3 for a building or a concept; areas m2, volume m3, heights m. */
export interface FormFactors {
  plot_area: number;
  envelope_area: number;
  built_area: number;
  gfa: number;
  nfa: number;
  gfa_by_use: AreaByUse;
  nfa_by_use: AreaByUse;
  facade_area: number;
  roof_area: number;
  facade_ratio: number;
  roof_ratio: number;
  gsi: number;
  gsi_envelope: number;
  fsi: number;
  volume: number;
  green_area: number;
  paved_area: number;
  water_area: number;
  green_ratio: number;
  paved_ratio: number;
  water_ratio: number;
  units: number;
  floors: number;
  parking_spots: number;
  bicycle_racks: number;
  storage_units: number;
  trees: number;
  parking_per_unit: number;
  bicycle_per_unit: number;
  storage_per_unit: number;
  parking_per_100m2: number;
  bicycle_per_100m2: number;
  storage_per_100m2: number;
  average_unit_size: number;
  saleable_area: number;
  saleable_ratio: number;
  non_saleable_area: number;
  max_height: number;
  /** The area balance: unit, circulation, core and ancillary net areas plus walls make up the GFA. */
  unit_area: number;
  circulation_area: number;
  core_area: number;
  ancillary_area: number;
  wall_area: number;
  /** Open galleries (NEN 2580 outdoor space, like a balcony): gross m2 kept out of the GFA, NFA, volume and facade. */
  outdoor_circulation_area: number;
  /**
   * The loss area (BENG's Als) of the enclosed floors: their facade, the roof over them and the floor under them,
   * open galleries left out (outside the thermal envelope), m2.
   */
  loss_area: number;
}

/** The use a unit's function type counts under in the split by use (null: none of the listed uses). */
export const useOfFunction = (f: FunctionType): Exclude<keyof AreaByUse, 'business' | 'other'> | null =>
  f === 'apartment' || f === 'residential'
    ? 'residential'
    : f === 'office'
      ? 'office'
      : f === 'industrial'
        ? 'industrial'
        : f === 'commercial'
          ? 'commercial'
          : null;
const greenTypes = new Set<FunctionType>(['green', 'forest', 'yard']);
const pavedTypes = new Set<FunctionType>(['concrete', 'parking_ground']);
const div = (a: number, b: number) => (b > 0 ? a / b : 0);
const zeroUse = (): AreaByUse => ({
  residential: 0,
  office: 0,
  industrial: 0,
  commercial: 0,
  business: 0,
  other: 0,
});

/**
 * Form factors of one or more generated buildings on a site. Every floor counts `repeat_count` times and
 * every building `instances` times; shared floor area is given to each use in proportion to its units.
 */
export function computeFormFactors(
  models: readonly BuildingModel[],
  site: SiteInput,
  envelopeAreas?: readonly number[],
): FormFactors {
  const ff = zeroFormFactors(site);
  models.forEach((m, mi) => addModel(ff, m, envelopeAreas?.[mi] ?? 0));
  addRatios(ff);
  return ff;
}

/** Every figure at zero but the plot area (the site's, else its buildable area). */
function zeroFormFactors(site: SiteInput): FormFactors {
  return {
    plot_area: site.plot_area ?? (site.buildable_area.length >= 3 ? polygonArea(site.buildable_area) : 0),
    envelope_area: 0,
    built_area: 0,
    gfa: 0,
    nfa: 0,
    gfa_by_use: zeroUse(),
    nfa_by_use: zeroUse(),
    facade_area: 0,
    roof_area: 0,
    facade_ratio: 0,
    roof_ratio: 0,
    gsi: 0,
    gsi_envelope: 0,
    fsi: 0,
    volume: 0,
    green_area: 0,
    paved_area: 0,
    water_area: 0,
    green_ratio: 0,
    paved_ratio: 0,
    water_ratio: 0,
    units: 0,
    floors: 0,
    parking_spots: 0,
    bicycle_racks: 0,
    storage_units: 0,
    trees: 0,
    parking_per_unit: 0,
    bicycle_per_unit: 0,
    storage_per_unit: 0,
    parking_per_100m2: 0,
    bicycle_per_100m2: 0,
    storage_per_100m2: 0,
    average_unit_size: 0,
    saleable_area: 0,
    saleable_ratio: 0,
    non_saleable_area: 0,
    max_height: 0,
    unit_area: 0,
    circulation_area: 0,
    core_area: 0,
    ancillary_area: 0,
    wall_area: 0,
    outdoor_circulation_area: 0,
    loss_area: 0,
  };
}

/** Adds a space's parking spots, bicycle racks, storage units and trees, `times` over. */
function countSpace(ff: FormFactors, s: Space, times: number): void {
  ff.parking_spots += s.parking_spots * times;
  ff.bicycle_racks += s.bicycle_racks * times;
  ff.storage_units += s.storage_units * times;
  ff.trees += s.trees * times;
}

/** Adds one building: its envelope, floors (every copy), site functions and height. */
function addModel(ff: FormFactors, m: BuildingModel, envelopeArea: number): void {
  ff.envelope_area += envelopeArea;
  const k = m.shape.instances.length;
  const floors = m.children.floors;
  if (floors.length > 0) {
    const areas = floors.map((f) => polygonArea(f.polygon));
    // Seen from above: every floor, cantilevers and towers included, counted where they overlap once.
    ff.built_area += k * unionArea(floors.map((f) => f.polygon));
    const shares = useShares(floors);
    floors.forEach((f, i) => addFloor(ff, f, i, areas[i]!, k, floors, shares));
    ff.floors = Math.max(
      ff.floors,
      floors.reduce((top, f) => (f.kind === 'storey' ? Math.max(top, f.level + f.repeat_count) : top), 0),
    );
  }
  for (const s of m.children.functions) {
    const a = s.area_gross * Math.max(1, k);
    if (greenTypes.has(s.functiontype)) ff.green_area += a;
    else if (pavedTypes.has(s.functiontype)) ff.paved_area += a;
    else if (s.functiontype === 'water') ff.water_area += a;
    countSpace(ff, s, Math.max(1, k));
  }
  // the highest point, a lift's machine room included: the height the rules and the ILS checks measure
  ff.max_height = Math.max(ff.max_height, highestPointMeters(m));
}

/** Each floor's shares of use, so a roof structure can take those of the floor it stands on. */
function useShares(floors: readonly FloorModel[]): (AreaByUse | null)[] {
  return floors.map((f) => {
    const byUse = zeroUse();
    let unitNet = 0;
    for (const s of f.spaces) {
      if (s.category !== 'unit') continue;
      unitNet += s.area_net;
      const use = useOfFunction(s.functiontype);
      if (use) byUse[use] += s.area_net;
    }
    return unitNet > 0 ? byUse : null;
  });
}

/** An open gallery: outdoor space (NEN 2580, like a balcony), so outside the GFA, NFA, volume and facade (ADR 0011). */
export const isOpenGallery = (s: Pick<Space, 'subtype'>): boolean => s.subtype === 'gallery';

/** A floor's open galleries' outlines. */
const galleriesOf = (f: FloorModel) => f.spaces.filter(isOpenGallery).map((s) => s.polygon);

/** A floor's open galleries' gross area, m2. */
const galleryArea = (f: FloorModel): number =>
  f.spaces.reduce((sum, s) => (isOpenGallery(s) ? sum + s.area_gross : sum), 0);

/** A floor entry's gross floor area (one copy), m2: its outline less its open galleries. */
export function enclosedFloorArea(f: FloorModel): number {
  return polygonArea(f.polygon) - galleryArea(f);
}

/**
 * Length of a floor's facade line, m: its outline's perimeter less the open galleries in front of it. A gallery
 * adds its own ring and takes away twice what it shares with the outline and with the other galleries.
 */
function facadeLength(f: FloorModel): number {
  const galleries = galleriesOf(f);
  let length = polygonPerimeter(f.polygon);
  galleries.forEach((g, i) => {
    length += polygonPerimeter(g) - 2 * sharedEdgeLength(g, f.polygon);
    for (const h of galleries.slice(i + 1)) length -= 2 * sharedEdgeLength(g, h);
  });
  return length;
}

/**
 * Adds floor entry `i` (`a` m2 of outline) of a building with `k` copies: areas, volume, facade, roof, spaces,
 * use split, walls. Open galleries go to `outdoor_circulation_area` only: their gross area leaves the GFA, their
 * net area the NFA and their balustrade and wall strip the wall area, so the area balance still sums to the GFA.
 */
function addFloor(
  ff: FormFactors,
  f: FloorModel,
  i: number,
  a: number,
  k: number,
  floors: readonly FloorModel[],
  shares: readonly (AreaByUse | null)[],
): void {
  const times = k * f.repeat_count;
  const gallery = galleryArea(f);
  const enclosed = a - gallery;
  ff.gfa += enclosed * times;
  ff.outdoor_circulation_area += gallery * times;
  ff.volume += enclosed * f.height * times;
  const facade = facadeLength(f) * f.height * times;
  ff.facade_area += facade;
  ff.roof_area += k * roofArea(f, floors);
  ff.loss_area += facade + k * enclosedExposedArea(f, floors);
  let floorNet = 0;
  for (const s of f.spaces) {
    if (isOpenGallery(s)) {
      ff.wall_area -= (s.area_gross - s.area_net) * times;
      continue;
    }
    floorNet += s.area_net;
    ff.nfa += s.area_net * times;
    if (s.category === 'unit') {
      ff.unit_area += s.area_net * times;
      if (s.counts_as_unit) ff.units += times;
    } else if (s.category === 'circulation') ff.circulation_area += s.area_net * times;
    else if (s.category === 'core') ff.core_area += s.area_net * times;
    else ff.ancillary_area += s.area_net * times;
    countSpace(ff, s, times);
  }
  addUseSplit(ff, f, enclosed, floorNet, times, shares[i] ?? sharesOfFloorBelow(f, floors, shares));
  for (const w of f.walls) ff.wall_area += polygonArea(w.shape) * times;
}

/** A roof structure's shares of use: those of the floor it stands on. */
function sharesOfFloorBelow(
  f: FloorModel,
  floors: readonly FloorModel[],
  shares: readonly (AreaByUse | null)[],
): AreaByUse | null {
  const onFloor = f.on_floor === null ? -1 : floors.findIndex((g) => g.index === f.on_floor);
  return onFloor >= 0 ? (shares[onFloor] ?? null) : null;
}

/** Splits a floor's gross and net area over the uses in proportion to its (or its base floor's) units. */
function addUseSplit(
  ff: FormFactors,
  f: FloorModel,
  gross: number,
  net: number,
  times: number,
  share: AreaByUse | null,
): void {
  const total = share ? share.residential + share.office + share.industrial + share.commercial : 0;
  // Floors without units, and units of no listed use (none today), count as other.
  if (!share || total === 0) {
    ff.gfa_by_use.other += gross * times;
    ff.nfa_by_use.other += net * times;
    return;
  }
  for (const use of ['residential', 'office', 'industrial', 'commercial'] as const) {
    ff.gfa_by_use[use] += gross * div(share[use], total) * times;
    ff.nfa_by_use[use] += net * div(share[use], total) * times;
  }
}

/** The ratios and per-unit figures over the totals. */
function addRatios(ff: FormFactors): void {
  for (const by of [ff.gfa_by_use, ff.nfa_by_use]) by.business = by.office + by.industrial + by.commercial;
  ff.facade_ratio = div(ff.facade_area, ff.gfa);
  ff.roof_ratio = div(ff.roof_area, ff.gfa);
  ff.gsi = div(ff.built_area, ff.plot_area);
  ff.gsi_envelope = div(ff.built_area, ff.envelope_area);
  ff.fsi = div(ff.gfa, ff.plot_area);
  ff.green_ratio = div(ff.green_area, ff.plot_area);
  ff.paved_ratio = div(ff.paved_area, ff.plot_area);
  ff.water_ratio = div(ff.water_area, ff.plot_area);
  ff.parking_per_unit = div(ff.parking_spots, ff.units);
  ff.bicycle_per_unit = div(ff.bicycle_racks, ff.units);
  ff.storage_per_unit = div(ff.storage_units, ff.units);
  ff.parking_per_100m2 = div(ff.parking_spots * 100, ff.gfa);
  ff.bicycle_per_100m2 = div(ff.bicycle_racks * 100, ff.gfa);
  ff.storage_per_100m2 = div(ff.storage_units * 100, ff.gfa);
  ff.average_unit_size = div(ff.unit_area, ff.units);
  ff.saleable_area = ff.unit_area;
  ff.saleable_ratio = div(ff.saleable_area, ff.gfa);
  ff.non_saleable_area = ff.gfa - ff.saleable_area;
}

/** Slope factor of a pointed roof: its surface per square metre of plan. */
const pointedRoofFactor = 1 / Math.cos((assumedRules.pointedRoofPitchDegrees * Math.PI) / 180);

/**
 * Roof area of a floor entry: the part of its top storey's outline that no floor right above covers
 * (the next storey, a tower, a machine room), sloped when its roof type is pointed.
 */
function roofArea(f: FloorModel, floors: readonly FloorModel[]): number {
  const above = entriesAbove(f, floors).map((g) => g.polygon);
  const open =
    above.length === 0 ? polygonArea(f.polygon) : unionArea([f.polygon, ...above]) - unionArea(above);
  return Math.max(0, open) * roofSlope(f);
}

/**
 * The part of floor entry `f`'s enclosed area (its outline less its open galleries) that no enclosed part of the
 * `neighbours` (the entries right above its top copy, or right below its lowest) covers, m2: the roof over it or the
 * floor under it that belongs to the thermal envelope. With galleries g within f, neighbours a (apart from each
 * other) and their galleries h within them: |(f - g) - ∪(a - h)| = |f ∪ a| - |g ∪ a| + Σ (|f ∩ h| - |g ∩ h|), the
 * second term the enclosed part under (or over) a neighbour's open gallery, which is outdoor space.
 */
function enclosedOutside(f: FloorModel, neighbours: readonly FloorModel[]): number {
  const g = galleriesOf(f);
  const a = neighbours.map((n) => n.polygon);
  const outsideOutlines = a.length === 0 ? polygonArea(f.polygon) - unionArea(g) : unionArea([f.polygon, ...a]) - unionArea([...g, ...a]);
  const underGalleries = neighbours
    .flatMap(galleriesOf)
    .reduce((sum, h) => sum + intersectionArea(f.polygon, h) - g.reduce((s, gg) => s + intersectionArea(gg, h), 0), 0);
  return Math.max(0, outsideOutlines + underGalleries);
}

/** A floor entry's share of the loss area's roof and floor (one copy of the building), m2; a pointed roof sloped. */
function enclosedExposedArea(f: FloorModel, floors: readonly FloorModel[]): number {
  const roof = enclosedOutside(f, entriesAbove(f, floors)) * roofSlope(f);
  return roof + enclosedOutside(f, floors.filter((g) => g !== f && g.level + g.repeat_count === f.level));
}

/** The floor entries that start right above `f`'s top copy (a roof structure on it, a setback storey). */
const entriesAbove = (f: FloorModel, floors: readonly FloorModel[]) => floors.filter((g) => g !== f && g.level === f.level + f.repeat_count);

/** A pointed roof's area over its footprint; 1 for a flat roof. */
const roofSlope = (f: FloorModel) => (f.roof_type === 'pointed' ? pointedRoofFactor : 1);

/** Form factors of a whole concept: its buildings' results on one site (envelopes taken from each result). */
export function conceptFormFactors(
  results: readonly { model: BuildingModel; form_factors: FormFactors }[],
  site: SiteInput,
): FormFactors {
  return computeFormFactors(
    results.map((r) => r.model),
    site,
    results.map((r) => r.form_factors.envelope_area),
  );
}
