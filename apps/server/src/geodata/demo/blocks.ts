import type { PtDm, RectDm } from './geometry';
import { rectAreaM2, rectCentre, rectRing } from './geometry';
import { type CellBuilder, rectPolygon, type Street } from './cellBuilder';
import type { DemoPand, DemoParcel, RoofType } from './model';
import { ARTICLES, type Frame, type LRect, splitEven } from './frame';
import { addCompany, addDwelling } from './statistics';

export type BlockKind =
  | 'terraced'
  | 'semi'
  | 'detached'
  | 'apartments'
  | 'school'
  | 'secondary-school'
  | 'shops'
  | 'care'
  | 'hospital'
  | 'park'
  | 'pond'
  | 'sport'
  | 'centre'
  | 'market'
  | 'townhall'
  | 'church'
  | 'health'
  | 'tower'
  | 'college'
  | 'business'
  | 'offices'
  | 'reserve'
  | 'reserve-business';

/** Half a block (or a whole single-row block): plots side by side, all facing one street. */
export interface Strip {
  local: LRect;
  facing: 'up' | 'down';
  street: Street;
  side: 'odd' | 'even';
}

export interface Block {
  r: number;
  c: number;
  local: LRect;
  rect: RectDm;
  kind: BlockKind;
  strips: Strip[];
  frame: Frame;
  /** the enkelbestemming the block's bouwvlakken belong to */
  bestemmingId?: string;
}

interface Plot {
  local: LRect;
  build?: (parcel: DemoParcel) => void;
}

interface Bestemming {
  naam: string;
  hoofdgroep: string;
  label: string;
}

interface BlockPlan {
  plots: Plot[];
  bestemming: Bestemming;
  year: number;
  after?: () => void;
}

const WONEN: Bestemming = { naam: 'Wonen', hoofdgroep: 'wonen', label: 'W' };

/** The local rectangle `from` to `from + depth` back from a strip's street. */
function fromFront(s: Strip, from: number, depth: number, u0 = s.local.u0, u1 = s.local.u1): LRect {
  return s.facing === 'down' ? { u0, u1, v0: s.local.v0 + from, v1: s.local.v0 + from + depth } : { u0, u1, v0: s.local.v1 - from - depth, v1: s.local.v1 - from };
}

const stripDepth = (s: Strip) => s.local.v1 - s.local.v0;
const ringOf = (frame: Frame, l: LRect) => rectRing(frame.rect(l));
const centreOf = (frame: Frame, l: LRect): PtDm => rectCentre(frame.rect(l));

/** Build one block: plan it, cut the plan back to bouwkavels when the parcel budget runs out, write it. */
export function buildBlock(b: CellBuilder, blk: Block): boolean {
  let plan = PLANNERS[blk.kind](b, blk);
  // one parcel of the budget is the cell's public space
  if (plan.plots.length > b.budget - 1) plan = bouwkavels(b, blk, b.budget - 1);
  const bestemming = b.zoning('Enkelbestemming', 'eb', plan.bestemming.naam, rectPolygon(blk.rect), {
    hoofdgroep: plan.bestemming.hoofdgroep,
    artikelnummer: ARTICLES[plan.bestemming.hoofdgroep],
    label: plan.bestemming.label,
  });
  blk.bestemmingId = bestemming.id;
  for (const p of plan.plots) {
    const parcel = b.parcel(rectPolygon(blk.frame.rect(p.local)), plan.year - 1);
    p.build?.(parcel);
  }
  plan.after?.();
  return plan.plots.length > 0;
}

/** Zoning of a building plane: a bouwvlak with its maatvoering (and a bouwaanduiding when given). */
function bouwvlak(b: CellBuilder, blk: Block, l: LRect, dims: [string, string][], aanduiding?: string) {
  const polygon = rectPolygon(blk.frame.rect(l));
  b.zoning('Bouwvlak', 'bv', 'bouwvlak', polygon, { bestemmingsvlak: blk.bestemmingId });
  b.zoning('Maatvoering', 'mv', dims.map(([t]) => t).join(', '), polygon, { bestemmingsvlak: blk.bestemmingId, dimensions: dims });
  if (aanduiding) b.zoning('Bouwaanduiding', 'ba', aanduiding, polygon, { bestemmingsvlak: blk.bestemmingId });
}

const heightDims = (gutter: number, ridge: number): [string, string][] => [
  ['maximum goothoogte (m)', String(Math.ceil(gutter))],
  ['maximum bouwhoogte (m)', String(Math.ceil(ridge))],
];

const POSTCODES = new WeakMap<Strip, () => string>();

/** The PC6 of a strip, issued when its first address needs it (strips without addresses get none). */
function stripPostcode(b: CellBuilder, blk: Block, s: Strip): () => string {
  let f = POSTCODES.get(s);
  if (!f) {
    let code: string | undefined;
    f = () => (code ??= b.pc6(rectPolygon(blk.frame.rect(s.local))));
    POSTCODES.set(s, f);
  }
  return f;
}

// ---------------------------------------------------------------------------------------------------------
// houses

type HouseType = 'terraced' | 'semi' | 'detached';

function houses(type: HouseType) {
  return (b: CellBuilder, blk: Block): BlockPlan => {
    const { rng } = b;
    const plots: Plot[] = [];
    const afters: (() => void)[] = [];
    const year = b.year();
    for (const strip of blk.strips) {
      const W = strip.local.u1 - strip.local.u0;
      const D = stripDepth(strip);
      const setback = rng.int(30, 60);
      const depth = type === 'terraced' ? rng.int(85, 100) : type === 'semi' ? rng.int(95, 110) : rng.int(110, 130);
      const flat = b.cell.era.from >= 2002 && rng.chance(0.3);
      const floors = flat ? 3 : 2;
      const roof: RoofType = flat ? 'horizontal' : 'slanted';
      const stripYear = Math.min(b.cell.era.to, year + rng.int(0, 2));
      const postcode = stripPostcode(b, blk, strip);
      // plot widths along the strip, and each house's extent within its plot
      const spans: { a: number; w: number; h0: number; h1: number; dwelling: 'terraced' | 'corner' | 'semi' | 'detached' }[] = [];
      if (type === 'terraced') {
        const w = rng.int(51, 60);
        const n = Math.max(1, Math.floor((W - 60) / w));
        const rest = W - n * w;
        const first = Math.floor(rest / 2);
        let a = strip.local.u0;
        for (let k = 0; k < n; k++) {
          const width = w + (k === 0 ? first : 0) + (k === n - 1 ? rest - first : 0);
          // end houses stand against their neighbour; their extra width is a side garden
          const [h0, h1] = n === 1 ? [a, a + w] : k === 0 ? [a + width - w, a + width] : k === n - 1 ? [a, a + w] : [a, a + width];
          spans.push({ a, w: width, h0, h1, dwelling: k === 0 || k === n - 1 ? 'corner' : 'terraced' });
          a += width;
        }
      } else if (type === 'semi') {
        const pairs = Math.max(1, Math.floor(W / rng.int(180, 240)));
        let a = strip.local.u0;
        for (const pw of splitEven(W, pairs)) {
          const left = Math.floor(pw / 2);
          const gap = Math.min(40, Math.floor(left / 4));
          spans.push({ a, w: left, h0: a + gap, h1: a + left, dwelling: 'semi' });
          spans.push({ a: a + left, w: pw - left, h0: a + left, h1: a + pw - gap, dwelling: 'semi' });
          a += pw;
        }
      } else {
        const n = Math.max(1, Math.floor(W / rng.int(140, 220)));
        let a = strip.local.u0;
        for (const w of splitEven(W, n)) {
          const gap = Math.min(40, Math.floor(w / 5));
          spans.push({ a, w, h0: a + gap, h1: a + w - gap, dwelling: 'detached' });
          a += w;
        }
      }
      for (const sp of spans)
        plots.push({
          local: { u0: sp.a, u1: sp.a + sp.w, v0: strip.local.v0, v1: strip.local.v1 },
          build: () => {
            const foot = fromFront(strip, setback, depth, sp.h0, sp.h1);
            const h = b.heights(floors, roof);
            const pand = b.pand({ ring: ringOf(blk.frame, foot), year: stripYear, floors, roof, ...h, kind: 'house', dwelling: sp.dwelling });
            const area = rectAreaM2(blk.frame.rect(foot));
            const gbo = area * floors * 0.78 + (roof === 'slanted' ? area * 0.35 : 0);
            const vbo = b.vbo(pand, ['woonfunctie'], gbo, centreOf(blk.frame, foot), b.address(strip.street, strip.side, postcode()));
            addDwelling(b, sp.dwelling, pand, vbo);
          },
        });
      afters.push(() => bouwvlak(b, blk, fromFront(strip, setback - 10, depth + Math.min(30, D - setback - depth)), [...heightDims(flat ? 11 : 7, 11), ['maximum aantal wooneenheden', String(spans.length)]], type === 'semi' ? 'twee-aaneen' : type === 'detached' ? 'vrijstaand' : undefined));
    }
    return { plots, bestemming: WONEN, year, after: () => afters.forEach((f) => f()) };
  };
}

// ---------------------------------------------------------------------------------------------------------
// flats, towers and the centre's shops with homes above

function flatFloors(b: CellBuilder): number {
  const era = b.cell.era.name;
  const { rng } = b;
  return era === '1980s' || era === 'pioneer centre' ? rng.int(3, 4) : era === '1990s' ? rng.int(4, 5) : era === '2000s' ? rng.int(4, 7) : rng.int(5, 8);
}

function apartments(b: CellBuilder, blk: Block): BlockPlan {
  const { rng } = b;
  const year = b.year();
  const floors = flatFloors(b);
  const slabs = blk.strips.map((strip) => {
    const W = strip.local.u1 - strip.local.u0;
    const end = Math.min(Math.floor(W / 4), rng.int(80, 200));
    const depth = Math.min(rng.int(110, 140), stripDepth(strip) - 120);
    return { strip, l: fromFront(strip, rng.int(60, 100), depth, strip.local.u0 + end, strip.local.u1 - end), unitW: rng.int(70, 90) };
  });
  return {
    plots: [
      {
        local: blk.local,
        build: () => {
          for (const { strip, l, unitW } of slabs) {
            const postcode = stripPostcode(b, blk, strip);
            const roof: RoofType = rng.chance(0.8) ? 'horizontal' : 'multiple horizontal';
            const pand = b.pand({ ring: ringOf(blk.frame, l), year, floors, roof, ...b.heights(floors, roof, 2.95), kind: 'apartment', dwelling: 'apartment' });
            const units = Math.max(1, Math.floor((l.u1 - l.u0) / unitW));
            const owned = rng.chance(0.35);
            for (let f = 0; f < floors; f++)
              for (let k = 0; k < units; k++) {
                const u = l.u0 + Math.round(((k + 0.5) * (l.u1 - l.u0)) / units);
                const vbo = b.vbo(pand, ['woonfunctie'], rng.int(55, 95), blk.frame.pt(u, Math.round((l.v0 + l.v1) / 2)), b.address(strip.street, strip.side, postcode()));
                addDwelling(b, 'apartment', pand, vbo, owned);
              }
            bouwvlak(b, blk, { ...l, u0: l.u0 - 20, u1: l.u1 + 20, v0: l.v0 - 20, v1: l.v1 + 20 }, [['maximum bouwhoogte (m)', String(Math.ceil(pand.ridgeM) + 1)], ['maximum aantal wooneenheden', String(units * floors)]], 'gestapeld');
          }
        },
      },
    ],
    bestemming: WONEN,
    year,
  };
}

function tower(b: CellBuilder, blk: Block): BlockPlan {
  const { rng } = b;
  const year = b.cell.era.to + rng.int(5, 30);
  const strip = blk.strips[0]!;
  const side = Math.min(rng.int(240, 300), stripDepth(strip) - 40, blk.local.u1 - blk.local.u0 - 80);
  const u0 = Math.round((blk.local.u0 + blk.local.u1 - side) / 2);
  const l = fromFront(strip, 30, side, u0, u0 + side);
  return {
    plots: [
      {
        local: blk.local,
        build: () => {
          const floors = rng.int(12, 18);
          const pand = b.pand({ ring: ringOf(blk.frame, l), year: Math.min(2024, year), floors, roof: 'horizontal', ...b.heights(floors, 'horizontal', 3.1), kind: 'apartment', dwelling: 'apartment' });
          const postcode = stripPostcode(b, blk, strip);
          const at = centreOf(blk.frame, l);
          const horeca = b.vbo(pand, ['bijeenkomstfunctie'], rng.int(150, 300), at, b.address(strip.street, strip.side, postcode()));
          addCompany(b, at, 'Grand Café De Toren', '5630', rng.int(8, 20), 'horeca');
          b.feature('amenities', at, { kind: 'horeca', name: 'Grand Café De Toren', vbo: horeca.id });
          const hn = horeca.address.huisnummer;
          for (let f = 1; f < floors; f++)
            for (let k = 1; k <= 4; k++) {
              const vbo = b.vbo(pand, ['woonfunctie'], rng.int(60, 120), at, b.address(strip.street, strip.side, postcode(), { huisnummer: hn, toevoeging: `${f}${String(k).padStart(2, '0')}` }));
              addDwelling(b, 'apartment', pand, vbo, rng.chance(0.4));
            }
          bouwvlak(b, blk, l, [['maximum bouwhoogte (m)', String(Math.ceil(pand.ridgeM / 5) * 5)]], 'gestapeld');
        },
      },
    ],
    bestemming: { naam: 'Centrum', hoofdgroep: 'centrum', label: 'C' },
    year,
  };
}

const SHOPS = [
  ['Bakkerij', 'food_speciality', '4724'],
  ['Slagerij', 'food_speciality', '4722'],
  ['Kapsalon', 'personal_care', '9602'],
  ['Drogisterij', 'drugstore', '4775'],
  ['Bloemenhuis', 'flowers', '4776'],
  ['Modehuis', 'fashion', '4771'],
  ['Schoenen', 'fashion', '4772'],
  ['Huishoudwinkel', 'household', '4759'],
  ['Boekhandel', 'leisure', '4761'],
  ['Fietsenwinkel', 'leisure', '4764'],
  ['Opticien', 'personal_care', '4778'],
  ['Kaashandel', 'food_speciality', '4729'],
] as const;
const HORECA = [
  ['Cafetaria', '5610'],
  ['Eetcafé', '5630'],
  ['Restaurant', '5610'],
  ['Lunchroom', '5610'],
] as const;
const SURNAMES = ['Van der Meer', 'De Vries', 'Bakker', 'Visser', 'Smit', 'Jansen', 'Mulder', 'De Boer', 'Bos', 'Vos', 'Peters', 'Hendriks', 'Dekker', 'Brouwer', 'Dijkstra', 'Van Dijk', 'Kok', 'Meijer', 'Postma', 'Hoekstra'];
const SUPERMARKETS = ['Albert Heijn', 'Jumbo', 'Lidl', 'Aldi', 'Plus', 'Dirk', 'Coop'];

/** A ground-floor business of a shop street: a shop, a café or an office, with its points on the map layers. */
function groundFloor(b: CellBuilder, pand: DemoPand, at: PtDm, area: number, address: ReturnType<CellBuilder['address']>, mix: { shop: number; horeca: number; office: number; home: number }) {
  const { rng } = b;
  const use = rng.weighted(mix);
  if (use === 'home') {
    const vbo = b.vbo(pand, ['woonfunctie'], area * 0.85, at, address);
    addDwelling(b, 'apartment', pand, vbo, rng.chance(0.5));
    return;
  }
  if (use === 'office') {
    b.vbo(pand, ['kantoorfunctie'], area * 0.85, at, address);
    addCompany(b, at, `${rng.pick(SURNAMES)} ${rng.pick(['Advies', 'Accountants', 'Makelaardij', 'Notarissen', 'Verzekeringen'])}`, rng.pick(['6920', '6831', '6910', '6622', '7022']), rng.int(2, 15), 'services');
    return;
  }
  if (use === 'horeca') {
    const [what, sbi] = rng.pick(HORECA);
    const name = `${what} ${rng.pick(SURNAMES)}`;
    const vbo = b.vbo(pand, ['bijeenkomstfunctie'], area * 0.85, at, address);
    b.feature('amenities', at, { kind: 'horeca', name, vbo: vbo.id });
    addCompany(b, at, name, sbi, rng.int(3, 12), 'horeca');
    return;
  }
  const [what, retailKind, sbi] = rng.pick(SHOPS);
  const name = `${what} ${rng.pick(SURNAMES)}`;
  const vbo = b.vbo(pand, ['winkelfunctie'], area * 0.85, at, address);
  b.feature('amenities', at, { kind: 'shop', name, vbo: vbo.id });
  b.feature('retail', at, { kind: retailKind, name, floor_area_m2: vbo.oppervlakte });
  addCompany(b, at, name, sbi, rng.int(1, 8), 'retail');
}

function supermarket(b: CellBuilder, pand: DemoPand, at: PtDm, area: number, address: ReturnType<CellBuilder['address']>) {
  const { rng } = b;
  const brand = rng.pick(SUPERMARKETS);
  const vbo = b.vbo(pand, ['winkelfunctie'], area * 0.9, at, address);
  b.feature('amenities', at, { kind: 'supermarket', name: brand, vbo: vbo.id });
  b.feature('retail', at, { kind: 'supermarket', name: brand, floor_area_m2: vbo.oppervlakte });
  addCompany(b, at, `${brand} ${b.cell.buurtName}`, '4711', rng.int(35, 90), 'retail');
}

/** The centre: perimeter blocks of narrow plots, shops and cafés downstairs and homes above. */
function centre(b: CellBuilder, blk: Block): BlockPlan {
  const { rng } = b;
  const year = b.year();
  const plots: Plot[] = [];
  for (const strip of blk.strips) {
    const W = strip.local.u1 - strip.local.u0;
    const n = Math.max(1, Math.floor(W / rng.int(60, 110)));
    const postcode = stripPostcode(b, blk, strip);
    let a = strip.local.u0;
    for (const w of splitEven(W, n)) {
      const u0 = a;
      plots.push({
        local: { u0, u1: u0 + w, v0: strip.local.v0, v1: strip.local.v1 },
        build: () => {
          const floors = rng.int(2, 4);
          const roof: RoofType = rng.chance(0.5) ? 'slanted' : 'horizontal';
          const depth = Math.min(rng.int(120, 180), stripDepth(strip) - 30);
          const foot = fromFront(strip, 0, depth, u0, u0 + w);
          const pand = b.pand({ ring: ringOf(blk.frame, foot), year: b.infill(year), floors, roof, ...b.heights(floors, roof, 3.1), kind: 'shop' });
          const at = centreOf(blk.frame, foot);
          const area = rectAreaM2(blk.frame.rect(foot));
          const address = b.address(strip.street, strip.side, postcode());
          groundFloor(b, pand, at, area, address, { shop: 60, horeca: 15, office: 10, home: 15 });
          for (let f = 1; f < floors; f++) {
            const vbo = b.vbo(pand, ['woonfunctie'], area * 0.8, at, b.address(strip.street, strip.side, postcode(), { huisnummer: address.huisnummer, huisletter: String.fromCharCode(64 + f) }));
            addDwelling(b, 'apartment', pand, vbo, rng.chance(0.4));
          }
        },
      });
      a += w;
    }
  }
  return {
    plots,
    bestemming: { naam: 'Centrum', hoofdgroep: 'centrum', label: 'C' },
    year,
    after: () => {
      bouwvlak(b, blk, blk.local, [['maximum bouwhoogte (m)', '15'], ['maximum goothoogte (m)', '12'], ['maximum bebouwingspercentage (%)', '100']]);
      b.zoning('Functieaanduiding', 'fa', rng.chance(0.5) ? 'horeca tot en met categorie 2' : 'detailhandel', rectPolygon(blk.rect), { bestemmingsvlak: blk.bestemmingId });
    },
  };
}

/** A neighbourhood shopping centre: a supermarket and a row of shops with homes above. */
function shops(b: CellBuilder, blk: Block): BlockPlan {
  const { rng } = b;
  const year = b.year();
  const strip = blk.strips[0]!;
  const W = blk.local.u1 - blk.local.u0;
  const superW = Math.min(rng.int(450, 650), Math.floor(W / 2));
  const rest = W - superW;
  const n = Math.max(1, Math.floor(rest / rng.int(70, 100)));
  const plots: Plot[] = [];
  const postcode = stripPostcode(b, blk, strip);
  const depthMax = stripDepth(strip) - 30;
  const superDepth = Math.min(rng.int(300, 400), blk.local.v1 - blk.local.v0 - 60);
  plots.push({
    local: { ...blk.local, u1: blk.local.u0 + superW },
    build: () => {
      const l = fromFront(strip, 20, superDepth, blk.local.u0 + 30, blk.local.u0 + superW - 30);
      const pand = b.pand({ ring: ringOf(blk.frame, l), year, floors: 1, roof: 'horizontal', ...b.heights(1, 'horizontal', 5.5), kind: 'shop' });
      supermarket(b, pand, centreOf(blk.frame, l), rectAreaM2(blk.frame.rect(l)), b.address(strip.street, strip.side, postcode()));
    },
  });
  let a = blk.local.u0 + superW;
  const hasGp = rng.chance(0.6);
  splitEven(rest, n).forEach((w, k) => {
    const u0 = a;
    plots.push({
      local: { ...blk.local, u0, u1: u0 + w },
      build: () => {
        const floors = rng.int(2, 3);
        const foot = fromFront(strip, 20, Math.min(rng.int(140, 180), depthMax - 20), u0, u0 + w);
        const pand = b.pand({ ring: ringOf(blk.frame, foot), year, floors, roof: 'horizontal', ...b.heights(floors, 'horizontal', 3.2), kind: 'shop' });
        const at = centreOf(blk.frame, foot);
        const area = rectAreaM2(blk.frame.rect(foot));
        const address = b.address(strip.street, strip.side, postcode());
        if (k === 0 && hasGp) {
          b.vbo(pand, ['gezondheidszorgfunctie'], area * 0.85, at, address);
          b.feature('amenities', at, { kind: 'general_practitioner', name: `Huisartsenpraktijk ${b.cell.buurtName}` });
          addCompany(b, at, `Huisartsenpraktijk ${b.cell.buurtName}`, '8621', rng.int(5, 12), 'care');
        } else if (k === 1) {
          b.vbo(pand, ['gezondheidszorgfunctie'], area * 0.85, at, address);
          b.feature('care', at, { kind: 'pharmacy', name: `Apotheek ${b.cell.buurtName}` });
          addCompany(b, at, `Apotheek ${b.cell.buurtName}`, '4773', rng.int(4, 9), 'care');
        } else groundFloor(b, pand, at, area, address, { shop: 70, horeca: 25, office: 5, home: 0 });
        for (let f = 1; f < floors; f++) {
          const vbo = b.vbo(pand, ['woonfunctie'], area * 0.8, at, b.address(strip.street, strip.side, postcode(), { huisnummer: address.huisnummer, huisletter: String.fromCharCode(64 + f) }));
          addDwelling(b, 'apartment', pand, vbo, rng.chance(0.3));
        }
      },
    });
    a += w;
  });
  return {
    plots,
    bestemming: { naam: 'Detailhandel', hoofdgroep: 'detailhandel', label: 'D' },
    year,
    after: () => {
      bouwvlak(b, blk, fromFront(strip, 10, Math.max(superDepth, Math.min(200, depthMax)) + 20), [['maximum bouwhoogte (m)', '12'], ['maximum bebouwingspercentage (%)', '80']]);
      b.zoning('Functieaanduiding', 'fa', 'wonen', rectPolygon(blk.frame.rect({ ...blk.local, u0: blk.local.u0 + superW })), { bestemmingsvlak: blk.bestemmingId });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// one building on one parcel: schools, care, the hospital, the town hall, the church ...

interface Single {
  bestemming: Bestemming;
  /** width along the street and depth, in dm */
  size: (blk: Block, depth: number) => [number, number];
  floors: [number, number];
  roof: RoofType;
  storey?: number;
  year?: (b: CellBuilder) => number;
  use: (b: CellBuilder, pand: DemoPand, at: PtDm, area: number, address: ReturnType<CellBuilder['address']>, strip: Strip, postcode: () => string) => void;
  zoning?: (b: CellBuilder, blk: Block, l: LRect, pand: DemoPand) => void;
}

function single(spec: Single) {
  return (b: CellBuilder, blk: Block): BlockPlan => {
    const { rng } = b;
    const year = spec.year?.(b) ?? b.year();
    const strip = blk.strips[0]!;
    const full = blk.local.v1 - blk.local.v0;
    const [w0, d0] = spec.size(blk, full);
    const W = blk.local.u1 - blk.local.u0;
    const w = Math.max(100, Math.min(w0, W - 120));
    const depth = Math.max(100, Math.min(d0, full - 120));
    const u0 = blk.local.u0 + rng.int(40, Math.max(40, W - w - 40));
    const l = fromFront(strip, Math.min(rng.int(60, 100), full - depth - 40), depth, u0, u0 + w);
    return {
      plots: [
        {
          local: blk.local,
          build: () => {
            const floors = rng.int(...spec.floors);
            const pand = b.pand({ ring: ringOf(blk.frame, l), year, floors, roof: spec.roof, ...b.heights(floors, spec.roof, spec.storey ?? 3.4), kind: spec.bestemming.naam });
            const postcode = stripPostcode(b, blk, strip);
            spec.use(b, pand, centreOf(blk.frame, l), rectAreaM2(blk.frame.rect(l)) * floors, b.address(strip.street, strip.side, postcode()), strip, postcode);
            if (spec.zoning) spec.zoning(b, blk, l, pand);
            else bouwvlak(b, blk, { u0: l.u0 - 40, u1: l.u1 + 40, v0: l.v0 - 30, v1: l.v1 + 30 }, [['maximum bouwhoogte (m)', String(Math.ceil(pand.ridgeM) + 2)], ['maximum bebouwingspercentage (%)', '60']]);
          },
        },
      ],
      bestemming: spec.bestemming,
      year,
    };
  };
}

const MAATSCHAPPELIJK: Bestemming = { naam: 'Maatschappelijk', hoofdgroep: 'maatschappelijk', label: 'M' };
const ONDERWIJS: Bestemming = { naam: 'Maatschappelijk - Onderwijs', hoofdgroep: 'maatschappelijk', label: 'M-O' };
const ZORG: Bestemming = { naam: 'Maatschappelijk - Zorg', hoofdgroep: 'maatschappelijk', label: 'M-Z' };
const SCHOOL_NAMES = ['De Regenboog', 'De Windroos', 'Het Kompas', 'De Vlieger', 'De Zonnewijzer', 'Het Palet', 'De Wegwijzer', 'De Bolder', 'De Schakel', 'De Horizon', 'Het Anker', 'De Polderster'];

const school = (secondary: boolean) =>
  single({
    bestemming: ONDERWIJS,
    size: () => [secondary ? 900 : 600, secondary ? 350 : 280],
    floors: secondary ? [3, 3] : [1, 2],
    roof: 'horizontal',
    use: (b, pand, at, area, address) => {
      const name = secondary ? `${b.cell.buurtName} College` : `Basisschool ${b.rng.pick(SCHOOL_NAMES)}`;
      const vbo = b.vbo(pand, ['onderwijsfunctie'], area * 0.85, at, address);
      b.feature('amenities', at, { kind: secondary ? 'secondary_school' : 'primary_school', name, vbo: vbo.id, pupils: b.rng.int(secondary ? 700 : 180, secondary ? 1400 : 420) });
      if (!secondary && b.rng.chance(0.7)) b.feature('amenities', [at[0] + 40, at[1]], { kind: 'after_school_care', name: `BSO ${name.replace('Basisschool ', '')}` });
      addCompany(b, at, name, '8520', b.rng.int(20, secondary ? 120 : 35), 'education');
    },
  });

const care = single({
  bestemming: ZORG,
  size: () => [600, 170],
  floors: [3, 4],
  roof: 'horizontal',
  use: (b, pand, at, area, address, strip, postcode) => {
    b.vbo(pand, ['gezondheidszorgfunctie'], area * 0.3, at, address);
    const name = `Zorgcentrum ${b.rng.pick(['De Hoge Knar', 'Flevohof', 'De Wiekslag', 'Het Baken', 'De Meerpaal', 'Polderhof'])}`;
    b.feature('care', at, { kind: 'nursing_home', name, beds: b.rng.int(40, 120) });
    addCompany(b, at, name, '8710', b.rng.int(60, 160), 'care');
    const units = Math.max(4, Math.floor((area * 0.6) / 65));
    for (let k = 0; k < units; k++) {
      const vbo = b.vbo(pand, ['woonfunctie'], b.rng.int(45, 75), at, b.address(strip.street, strip.side, postcode()));
      addDwelling(b, 'apartment', pand, vbo, false, 1);
    }
  },
});

const hospital = single({
  bestemming: ZORG,
  size: (blk, depth) => [blk.local.u1 - blk.local.u0 - 300, depth - 250],
  floors: [4, 6],
  roof: 'multiple horizontal',
  storey: 3.8,
  use: (b, pand, at, area, address) => {
    b.vbo(pand, ['gezondheidszorgfunctie'], area * 0.8, at, address);
    b.feature('amenities', at, { kind: 'hospital', name: 'Ziekenhuis Knarwijk', beds: 320 });
    b.feature('care', at, { kind: 'hospital', name: 'Ziekenhuis Knarwijk' });
    addCompany(b, at, 'Ziekenhuis Knarwijk', '8610', b.rng.int(900, 1400), 'care');
  },
});

const townhall = single({
  bestemming: MAATSCHAPPELIJK,
  size: () => [500, 300],
  floors: [4, 4],
  roof: 'horizontal',
  year: () => 1984,
  use: (b, pand, at, area, address) => {
    b.vbo(pand, ['bijeenkomstfunctie', 'kantoorfunctie'], area * 0.8, at, address);
    addCompany(b, at, 'Gemeente Knarwijk', '8411', 380, 'government');
  },
});

const church = single({
  bestemming: MAATSCHAPPELIJK,
  size: () => [300, 180],
  floors: [1, 1],
  roof: 'slanted',
  storey: 9,
  year: () => 1979,
  use: (b, pand, at, area, address) => {
    b.vbo(pand, ['bijeenkomstfunctie'], area * 0.9, at, address);
    b.feature('monuments', at, { monument_number: '9960-GM-001', name: 'Pionierskerk De Ark', type: 'gemeentelijk monument', year_built: 1979, pand: pand.id });
  },
  zoning: (b, blk, l) => bouwvlak(b, blk, l, [['maximum bouwhoogte (m)', '26']], 'karakteristiek'),
});

const health = single({
  bestemming: ZORG,
  size: () => [450, 220],
  floors: [2, 2],
  roof: 'horizontal',
  use: (b, pand, at, area, address) => {
    b.vbo(pand, ['gezondheidszorgfunctie'], area * 0.85, at, address);
    b.feature('amenities', at, { kind: 'general_practitioner', name: 'Gezondheidscentrum Knarwijk' });
    b.feature('care', [at[0] + 30, at[1]], { kind: 'physiotherapy', name: 'Fysiotherapie Centrum' });
    b.feature('care', [at[0] - 30, at[1]], { kind: 'pharmacy', name: 'Centrum Apotheek' });
    addCompany(b, at, 'Gezondheidscentrum Knarwijk', '8621', 24, 'care');
  },
});

const college = single({
  bestemming: ONDERWIJS,
  size: () => [800, 300],
  floors: [3, 4],
  roof: 'horizontal',
  use: (b, pand, at, area, address) => {
    b.vbo(pand, ['onderwijsfunctie'], area * 0.85, at, address);
    b.feature('amenities', at, { kind: 'higher_education', name: 'ROC Flevoland Knarwijk', students: 2400 });
    addCompany(b, at, 'ROC Flevoland Knarwijk', '8532', 210, 'education');
  },
});

// ---------------------------------------------------------------------------------------------------------
// the business park

const TRADES = [
  ['Transport', '4941', '3.1'],
  ['Installatietechniek', '4322', '2'],
  ['Metaalbewerking', '2562', '3.2'],
  ['Bouw', '4120', '3.1'],
  ['Logistiek', '5210', '3.2'],
  ['Groothandel', '4690', '2'],
  ['Machinebouw', '2829', '3.2'],
  ['Houtbewerking', '1623', '3.2'],
  ['Kunststoffen', '2229', '4.1'],
  ['Elektrotechniek', '4321', '2'],
  ['Autobedrijf', '4520', '2'],
  ['Voedingsmiddelen', '1089', '3.2'],
] as const;

function business(b: CellBuilder, blk: Block): BlockPlan {
  const { rng } = b;
  const plots: Plot[] = [];
  const year = b.year({ name: 'business', from: 1984 + b.cell.ring * 6, to: Math.min(2024, 1996 + b.cell.ring * 7) });
  // plots along the block: big ones through the whole depth, smaller ones back to back
  let a = blk.local.u0;
  while (a < blk.local.u1) {
    let w = rng.int(300, 1200);
    if (blk.local.u1 - a - w < 300) w = blk.local.u1 - a;
    const u0 = a;
    const full = blk.strips.length === 1 || w >= 800;
    const strips = full ? [blk.strips[0]!] : blk.strips;
    for (const strip of strips) {
      const l = full ? { ...blk.local, u0, u1: u0 + w } : { ...strip.local, u0, u1: u0 + w };
      plots.push({ local: l, build: () => companyPlot(b, blk, strip, l, year + rng.int(0, 6)) });
    }
    a += w;
  }
  return {
    plots,
    bestemming: { naam: 'Bedrijventerrein', hoofdgroep: 'bedrijventerrein', label: 'BT' },
    year,
    after: () => {
      bouwvlak(b, blk, { u0: blk.local.u0 + 30, u1: blk.local.u1 - 30, v0: blk.local.v0 + 30, v1: blk.local.v1 - 30 }, [['maximum bouwhoogte (m)', '15'], ['maximum bebouwingspercentage (%)', '70']]);
      b.zoning('Functieaanduiding', 'fa', 'bedrijf tot en met categorie 3.2', rectPolygon(blk.rect), { bestemmingsvlak: blk.bestemmingId });
    },
  };
}

function companyPlot(b: CellBuilder, blk: Block, strip: Strip, l: LRect, year: number) {
  const { rng } = b;
  const facing: Strip = { ...strip, local: l };
  const W = l.u1 - l.u0;
  const D = l.v1 - l.v0;
  const front = rng.int(100, 150);
  const sideGap = rng.int(40, 60);
  const officeDepth = rng.int(100, 140);
  const hallDepth = Math.floor((D - front - officeDepth - 40) * rng.range(0.6, 0.95));
  const hallW = W - 2 * sideGap;
  const officeW = Math.max(100, Math.floor(hallW * rng.range(0.35, 0.6)));
  const postcode = stripPostcode(b, blk, strip);
  const [trade, sbi, category] = rng.pick(TRADES);
  const name = `${rng.pick(SURNAMES)} ${trade}`;
  const hallL = fromFront(facing, front + officeDepth, hallDepth, l.u0 + sideGap, l.u1 - sideGap);
  const hall = b.pand({ ring: ringOf(blk.frame, hallL), year, floors: 1, roof: 'horizontal', ...b.heights(1, 'horizontal', rng.range(7, 11)), kind: 'hall' });
  const hallArea = rectAreaM2(blk.frame.rect(hallL));
  const at = centreOf(blk.frame, hallL);
  if (rng.chance(0.15) && hallW >= 400) {
    // a bedrijfsverzamelgebouw: one hall, several small firms
    const units = Math.max(2, Math.floor(hallW / 150));
    const address = b.address(strip.street, strip.side, postcode());
    for (let k = 0; k < units; k++) {
      b.vbo(hall, ['industriefunctie'], hallArea / units, at, b.address(strip.street, strip.side, postcode(), { huisnummer: address.huisnummer, toevoeging: String(k + 1) }));
      const [t2, s2] = rng.pick(TRADES);
      addCompany(b, at, `${rng.pick(SURNAMES)} ${t2}`, s2, rng.int(2, 12), 'industry');
    }
  } else {
    const address = b.address(strip.street, strip.side, postcode());
    b.vbo(hall, ['industriefunctie'], hallArea * 0.95, at, address);
    const officeL = fromFront(facing, front, officeDepth, l.u0 + sideGap, l.u0 + sideGap + officeW);
    const floors = rng.int(2, 3);
    const office = b.pand({ ring: ringOf(blk.frame, officeL), year, floors, roof: 'horizontal', ...b.heights(floors, 'horizontal', 3.5), kind: 'office' });
    b.vbo(office, ['kantoorfunctie'], rectAreaM2(blk.frame.rect(officeL)) * floors * 0.85, centreOf(blk.frame, officeL), b.address(strip.street, strip.side, postcode(), { huisnummer: address.huisnummer, huisletter: 'A' }));
    addCompany(b, at, name, sbi, Math.max(3, Math.round(hallArea / rng.range(60, 140))), 'industry', category);
  }
  if (rng.chance(0.04)) b.feature('transactions', at, { type: 'bedrijfspand', status: rng.chance(0.6) ? 'sold' : 'for_sale', value_eur: Math.round((hallArea * rng.range(700, 1100)) / 1000) * 1000, date: txDate(b) });
}

function offices(b: CellBuilder, blk: Block): BlockPlan {
  const { rng } = b;
  const year = b.year({ name: 'offices', from: 1995, to: 2012 });
  const plots: Plot[] = [];
  for (const strip of blk.strips) {
    const W = strip.local.u1 - strip.local.u0;
    let a = strip.local.u0;
    for (const w of splitEven(W, Math.max(1, Math.floor(W / rng.int(500, 900))))) {
      const u0 = a;
      plots.push({
        local: { ...strip.local, u0, u1: u0 + w },
        build: () => {
          const floors = rng.int(3, 6);
          const l = fromFront(strip, rng.int(80, 120), Math.min(rng.int(150, 220), stripDepth(strip) - 160), u0 + 60, u0 + w - 60);
          const pand = b.pand({ ring: ringOf(blk.frame, l), year: year + rng.int(0, 5), floors, roof: 'horizontal', ...b.heights(floors, 'horizontal', 3.6), kind: 'office' });
          const at = centreOf(blk.frame, l);
          const area = rectAreaM2(blk.frame.rect(l)) * floors;
          b.vbo(pand, ['kantoorfunctie'], area * 0.85, at, b.address(strip.street, strip.side, stripPostcode(b, blk, strip)()));
          addCompany(b, at, `${rng.pick(SURNAMES)} ${rng.pick(['ICT', 'Ingenieurs', 'Consultancy', 'Software', 'Adviesgroep'])}`, rng.pick(['6201', '7112', '7022', '6202', '7111']), Math.round(area / rng.range(18, 30)), 'services');
        },
      });
      a += w;
    }
  }
  return {
    plots,
    bestemming: { naam: 'Kantoor', hoofdgroep: 'kantoor', label: 'K' },
    year,
    after: () => bouwvlak(b, blk, { u0: blk.local.u0 + 40, u1: blk.local.u1 - 40, v0: blk.local.v0 + 40, v1: blk.local.v1 - 40 }, [['maximum bouwhoogte (m)', '25']]),
  };
}

// ---------------------------------------------------------------------------------------------------------
// public land, and plots cut when the parcel budget runs out

function publicLand(bestemming: Bestemming, extra?: (b: CellBuilder, blk: Block) => void) {
  return (b: CellBuilder, blk: Block): BlockPlan => {
    extra?.(b, blk);
    return { plots: [], bestemming, year: b.cell.era.from };
  };
}

const park = publicLand({ naam: 'Groen', hoofdgroep: 'groen', label: 'G' }, (b, blk) => {
  const n = Math.round(rectAreaM2(blk.rect) / 900);
  for (let k = 0; k < n; k++) {
    const x = b.rng.int(blk.rect.x0 + 20, blk.rect.x1 - 20);
    const y = b.rng.int(blk.rect.y0 + 20, blk.rect.y1 - 20);
    b.feature('trees', [x, y], { species: b.rng.pick(['Quercus robur', 'Salix alba', 'Betula pendula', 'Alnus glutinosa']), height_m: b.rng.int(6, 20), planted: b.cell.era.from + b.rng.int(0, 5) });
  }
});
const pond = publicLand({ naam: 'Water', hoofdgroep: 'water', label: 'WA' }, (b, blk) => {
  b.feature('water', rectPolygon(blk.rect), { kind: 'pond', name: `Vijver ${b.cell.buurtName}` });
  b.content.stats.waterM2 += rectAreaM2(blk.rect);
});
const sport = publicLand({ naam: 'Sport', hoofdgroep: 'sport', label: 'S' });
const market = publicLand({ naam: 'Verkeer - Verblijfsgebied', hoofdgroep: 'verkeer', label: 'V-VB' });
const reserve = publicLand({ naam: 'Woongebied - Uit te werken', hoofdgroep: 'woongebied', label: 'WG-UW' });
const reserveBusiness = publicLand({ naam: 'Bedrijventerrein - Uit te werken', hoofdgroep: 'bedrijventerrein', label: 'BT-UW' });

/** `n` building plots across the block, not built yet (the last plots of the region when its budget runs out). */
function bouwkavels(b: CellBuilder, blk: Block, n: number): BlockPlan {
  const W = blk.local.u1 - blk.local.u0;
  const plots: Plot[] = [];
  let a = blk.local.u0;
  const business = b.cell.kind === 'business';
  for (const w of splitEven(W, Math.max(1, n))) {
    const u0 = a;
    plots.push({
      local: { ...blk.local, u0, u1: u0 + w },
      build: (parcel) => {
        if (b.rng.chance(0.3)) b.feature('transactions', parcel.label, { type: 'kavel', status: 'for_sale', value_eur: Math.round((parcel.areaM2 * (business ? 180 : 520)) / 1000) * 1000, date: txDate(b) });
      },
    });
    a += w;
  }
  return { plots, bestemming: business ? { naam: 'Bedrijventerrein', hoofdgroep: 'bedrijventerrein', label: 'BT' } : WONEN, year: 2025 };
}

function txDate(b: CellBuilder): string {
  return `${b.rng.int(2021, 2024)}-${String(b.rng.int(1, 12)).padStart(2, '0')}-${String(b.rng.int(1, 28)).padStart(2, '0')}`;
}

const PLANNERS: Record<BlockKind, (b: CellBuilder, blk: Block) => BlockPlan> = {
  terraced: houses('terraced'),
  semi: houses('semi'),
  detached: houses('detached'),
  apartments,
  school: school(false),
  'secondary-school': school(true),
  shops,
  care,
  hospital,
  park,
  pond,
  sport,
  centre,
  market,
  townhall,
  church,
  health,
  tower,
  college,
  business,
  offices,
  reserve,
  'reserve-business': reserveBusiness,
};

