import { type PolygonDm, type PtDm, type RectDm, polygonAreaM2, rectCentre, rectRing } from './geometry';
import { emptyStats, type CellContent, type DemoAddress, type DemoFeature, type DemoPand, type DemoParcel, type DemoStreet, type DemoVbo, type DemoZoning, type RoofType, type ZoningType } from './model';
import type { StreetNamer, StreetStyle } from './names';
import type { Prng } from './prng';
import { DEMO, type CellKind, type Era, type KadastraleGemeente, pc6Letters } from './region';

/** Running identifiers of the whole region (BAG ids are 16 digits: gemeente, object type, sequence). */
export class IdSeq {
  private n = { parcel: 0, pand: 0, vbo: 0, num: 0, opr: 0, imro: 0, feature: 0 };
  private seq(kind: keyof IdSeq['n']) {
    return String(++this.n[kind]).padStart(10, '0');
  }
  parcel = () => `${DEMO.gemeenteCode}${this.seq('parcel')}`;
  pand = () => `${DEMO.gemeenteCode}10${this.seq('pand')}`;
  vbo = () => `${DEMO.gemeenteCode}01${this.seq('vbo')}`;
  num = () => `${DEMO.gemeenteCode}20${this.seq('num')}`;
  opr = () => `${DEMO.gemeenteCode}30${this.seq('opr')}`;
  imro = (prefix: string) => `NL.IMRO.KNW.${prefix}${++this.n.imro}`;
  feature = (prefix: string) => `${prefix}-${++this.n.feature}`;
}

/** The district cell being generated. */
export interface CellInfo {
  index: number;
  i: number;
  j: number;
  ring: number;
  kind: CellKind;
  era: Era;
  rect: RectDm;
  kg: KadastraleGemeente;
  sectie: string;
  pc4: string;
  theme: number;
  buurtCode: string;
  buurtName: string;
}

/** Shared state of the whole region that cells add to: ids, street names, the once-only facilities. */
export interface RegionState {
  ids: IdSeq;
  namer: StreetNamer;
  /** polder roads by grid row (farm addresses lie on them) */
  farmRoads: Map<number, { id: string; name: string }>;
  hospitalPlaced: boolean;
  residentialCells: number;
}

/** A local street with its house-number counters. */
export interface Street extends DemoStreet {
  odd: number;
  even: number;
}

/**
 * Collects what one cell holds, with the bookkeeping every block needs: ids, the parcel budget, addresses
 * with their postcodes, and the statistics of the buurt.
 */
export class CellBuilder {
  readonly content: CellContent = { parcels: [], panden: [], streets: [], zoning: [], features: [], pc6: [], stats: emptyStats() };
  private pc6Count = 0;
  private perceelnummer: number;
  /** the cell's ground level, m NAP */
  private readonly groundM: number;

  constructor(
    readonly cell: CellInfo,
    readonly rng: Prng,
    readonly region: RegionState,
    /** parcels this cell may still create */
    public budget: number,
  ) {
    this.perceelnummer = rng.int(1, 40) * 50;
    this.groundM = -4.4 + rng.range(-0.5, 0.5);
  }

  get ids() {
    return this.region.ids;
  }

  /** A parcel; the caller has checked the budget. */
  parcel(polygon: PolygonDm, year: number, label?: PtDm): DemoParcel {
    const areaM2 = polygonAreaM2(polygon);
    const p: DemoParcel = {
      id: this.ids.parcel(),
      kg: this.cell.kg,
      sectie: this.cell.sectie,
      perceelnummer: (this.perceelnummer += this.rng.chance(0.08) ? this.rng.int(2, 9) : 1),
      polygon,
      areaM2,
      label: label ?? centreOf(polygon),
      year,
    };
    this.content.parcels.push(p);
    this.budget--;
    return p;
  }

  street(style: StreetStyle, line: PtDm[], roadType: DemoStreet['roadType'] = 'local'): Street {
    const s: Street = { id: this.ids.opr(), name: this.region.namer.street(style, this.cell.theme, this.rng), line, roadType, odd: 1, even: 2 };
    this.content.streets.push(s);
    return s;
  }

  /** A new PC6 area (letters in order within the cell's PC4). */
  pc6(polygon: PolygonDm): string {
    const code = `${this.cell.pc4}${pc6Letters(this.pc6Count++)}`;
    this.content.pc6.push({ code, polygon });
    return code;
  }

  /** An address on a street: the next odd or even number, or `huisnummer` again with a letter or suffix. */
  address(street: { id: string; odd: number; even: number }, side: 'odd' | 'even', postcode: string, extra: { huisnummer?: number; huisletter?: string; toevoeging?: string } = {}): DemoAddress {
    let huisnummer = extra.huisnummer;
    if (huisnummer === undefined) {
      huisnummer = street[side];
      street[side] += 2;
    }
    return {
      numId: this.ids.num(),
      huisnummer,
      ...(extra.huisletter ? { huisletter: extra.huisletter } : {}),
      ...(extra.toevoeging ? { toevoeging: extra.toevoeging } : {}),
      postcode,
      oprId: street.id,
    };
  }

  /** A building year in the centre: mostly the founding years, some later infill. */
  infill(year: number): number {
    return this.rng.chance(0.15) ? this.rng.int(1995, 2022) : year;
  }

  pand(p: Omit<DemoPand, 'id' | 'vbos' | 'status' | 'groundM'> & { status?: string }): DemoPand {
    const status = p.status ?? this.pandStatus(p.year);
    const groundM = round2(this.groundM + this.rng.range(-0.15, 0.15));
    const pand: DemoPand = { ...p, id: this.ids.pand(), status, groundM, vbos: [] };
    this.content.panden.push(pand);
    return pand;
  }

  /** BAG status of a building of that year: new ones may still be under construction. */
  pandStatus(year: number): string {
    if (year >= 2026) return 'Bouw gestart';
    if (year === 2025) return this.rng.chance(0.5) ? 'Bouw gestart' : 'Pand in gebruik (niet ingemeten)';
    if (year >= 2023 && this.rng.chance(0.1)) return 'Pand in gebruik (niet ingemeten)';
    if (year < 2000 && this.rng.chance(0.01)) return 'Verbouwing pand';
    return 'Pand in gebruik';
  }

  vbo(pand: DemoPand, doelen: string[], oppervlakte: number, point: PtDm, address: DemoAddress): DemoVbo {
    const status = pand.status === 'Bouw gestart' ? 'Verblijfsobject in aanbouw' : pand.status === 'Verbouwing pand' ? 'Verbouwing verblijfsobject' : 'Verblijfsobject in gebruik';
    const v: DemoVbo = { id: this.ids.vbo(), doelen, oppervlakte: Math.max(1, Math.round(oppervlakte)), point, status, address };
    pand.vbos.push(v);
    this.content.stats.addresses++;
    return v;
  }

  zoning(type: ZoningType, prefix: string, naam: string, polygon: PolygonDm, more: Partial<Omit<DemoZoning, 'type' | 'id' | 'naam' | 'polygon'>> = {}): DemoZoning {
    const z: DemoZoning = { type, id: this.ids.imro(prefix), naam, polygon, ...more };
    this.content.zoning.push(z);
    return z;
  }

  feature(layer: string, at: PtDm | PolygonDm | PtDm[], properties: DemoFeature['properties']): DemoFeature {
    const geometry: DemoFeature['geometry'] = !Array.isArray(at)
      ? { type: 'Polygon', polygon: at as PolygonDm }
      : typeof at[0] === 'number'
        ? { type: 'Point', at: at as unknown as PtDm }
        : { type: 'LineString', line: at as PtDm[] };
    const f: DemoFeature = { layer, id: this.ids.feature(layer), properties, geometry };
    this.content.features.push(f);
    return f;
  }

  /** Year of building within the cell's era (skewed towards its start: most of a neighbourhood is built first). */
  year(era: Era = this.cell.era): number {
    const t = this.rng.next() ** 1.6;
    return Math.round(era.from + t * (era.to - era.from));
  }

  /** Heights of a building (roof ridge and gutter above ground). */
  heights(floors: number, roof: RoofType, storey = 2.9): { ridgeM: number; gutterM: number } {
    const walls = floors * storey + this.rng.range(0.2, 0.6);
    if (roof === 'slanted') return { gutterM: round2(walls), ridgeM: round2(walls + this.rng.range(2.8, 4.2)) };
    const top = walls + this.rng.range(0.3, 1.0);
    return { gutterM: round2(top - (roof === 'multiple horizontal' ? this.rng.range(1.5, 3) : 0.2)), ridgeM: round2(top) };
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A point inside a polygon: the centre of its outer ring's bounding box for rectangles, else the first edge's inner side. */
function centreOf(p: PolygonDm): PtDm {
  if (!p.holes?.length && p.outer.length === 5) {
    const xs = p.outer.map((q) => q[0]);
    const ys = p.outer.map((q) => q[1]);
    return rectCentre({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
  }
  const [a, b] = [p.outer[0]!, p.outer[1]!];
  return [Math.round((a[0] + b[0]) / 2 + Math.sign(a[1] - b[1]) * 20), Math.round((a[1] + b[1]) / 2 + Math.sign(b[0] - a[0]) * 20)];
}

/** A rectangle as a polygon. */
export const rectPolygon = (r: RectDm, holes: RectDm[] = []): PolygonDm => (holes.length ? { outer: rectRing(r), holes: holes.map(rectRing) } : { outer: rectRing(r) });
