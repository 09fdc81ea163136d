import { type RectDm, inset, rectCentre } from './geometry';
import { ARTICLES, Frame, splitEven } from './frame';
import { type CellBuilder, rectPolygon, type Street } from './cellBuilder';
import { MARGIN_DM } from './region';
import { buildBlock, type Block, type BlockKind, type Strip } from './blocks';

interface Layout {
  plotDepth: [number, number];
  street: [number, number];
  blockWidth: [number, number];
  crossStreet: [number, number];
}

const LAYOUTS: Record<'residential' | 'centre' | 'business', Layout> = {
  residential: { plotDepth: [260, 340], street: [110, 140], blockWidth: [1100, 1900], crossStreet: [90, 120] },
  centre: { plotDepth: [200, 260], street: [120, 160], blockWidth: [700, 1100], crossStreet: [100, 140] },
  business: { plotDepth: [550, 800], street: [160, 200], blockWidth: [2000, 3200], crossStreet: [150, 200] },
};


/**
 * A neighbourhood, the centre or a business park: rows of blocks between streets inside the cell's ring
 * road. Blocks are tiled by parcels (houses, flats, shops, schools, company plots ...); parks, ponds and
 * streets belong to the one public parcel of the municipality.
 */
export function planTownCell(b: CellBuilder): void {
  const { cell, rng } = b;
  const kind = cell.kind === 'centre' ? 'centre' : cell.kind === 'business' ? 'business' : 'residential';
  const L = LAYOUTS[kind];
  const inner = inset(cell.rect, MARGIN_DM);
  const size = inner.x1 - inner.x0;
  const frame = new Frame(inner.x0, inner.y0, rng.chance(0.5));

  // rows of blocks across v: a single row against each ring road, double rows (back to back) between
  const s = rng.int(...L.street);
  const d0 = rng.int(...L.plotDepth);
  const gaps = Math.max(1, Math.round(size / (2 * d0 + s)));
  const d = Math.floor((size - gaps * s) / (2 * gaps));
  const rowDepths = [d + (size - gaps * s - 2 * gaps * d), ...Array.from({ length: gaps - 1 }, () => 2 * d), d];
  // columns of blocks along u, between cross streets
  const s2 = rng.int(...L.crossStreet);
  const cols = Math.max(1, Math.round((size + s2) / (rng.int(...L.blockWidth) + s2)));
  const colWidths = splitEven(size - (cols - 1) * s2, cols);

  const rowV: [number, number][] = [];
  let v = 0;
  for (const depth of rowDepths) {
    rowV.push([v, v + depth]);
    v += depth + s;
  }
  const colU: [number, number][] = [];
  let u = 0;
  for (const w of colWidths) {
    colU.push([u, u + w]);
    u += w + s2;
  }

  // streets: between rows (with houses on them) and between columns
  const style = kind === 'centre' ? 'centre' : kind === 'business' ? 'business' : 'row';
  const rowStreets: Street[] = [];
  for (let k = 0; k + 1 < rowV.length; k++) {
    const mid = rowV[k]![1] + s / 2;
    rowStreets.push(b.street(style, [frame.pt(0, mid), frame.pt(size, mid)]));
  }
  for (let k = 0; k + 1 < colU.length; k++) {
    const mid = colU[k]![1] + s2 / 2;
    b.street(kind === 'residential' ? 'cross' : style, [frame.pt(mid, 0), frame.pt(mid, size)]);
  }
  streetTrees(b, frame, rowV, colU, s);

  // the blocks and their strips of plots, each facing a street
  const blocks: Block[] = [];
  rowV.forEach(([v0, v1], r) => {
    colU.forEach(([u0, u1], c) => {
      const local = { u0, v0, u1, v1 };
      const strips: Strip[] = [];
      const last = rowV.length - 1;
      if (r === 0) strips.push({ local, facing: 'up', street: rowStreets[0]!, side: 'odd' });
      else if (r === last) strips.push({ local, facing: 'down', street: rowStreets[r - 1]!, side: 'even' });
      else {
        const mid = (v0 + v1) / 2;
        strips.push({ local: { ...local, v1: mid }, facing: 'down', street: rowStreets[r - 1]!, side: 'even' });
        strips.push({ local: { ...local, v0: mid }, facing: 'up', street: rowStreets[r]!, side: 'odd' });
      }
      blocks.push({ r, c, local, rect: frame.rect(local), kind: 'terraced', strips, frame });
    });
  });
  assignKinds(b, blocks, kind);

  const parcelled: RectDm[] = [];
  for (const blk of blocks) {
    // one parcel stays for the public space of the cell
    if (b.budget <= 1) blk.kind = kind === 'business' ? 'reserve-business' : 'reserve';
    if (buildBlock(b, blk)) parcelled.push(blk.rect);
  }

  // the municipality's parcel: streets, green and water, everything but the parcelled blocks
  const year = cell.era.from - 2;
  b.parcel(rectPolygon(cell.rect, parcelled), year, [cell.rect.x0 + MARGIN_DM / 2, Math.round((cell.rect.y0 + cell.rect.y1) / 2)]);
  b.zoning('Enkelbestemming', 'vk', 'Verkeer', rectPolygon(cell.rect, blocks.map((x) => x.rect)), { hoofdgroep: 'verkeer', artikelnummer: ARTICLES.verkeer, label: 'V' });
  cellOverlays(b);
}


/** Which block becomes what: the special facilities first, then houses and flats by the era's mix. */
function assignKinds(b: CellBuilder, blocks: Block[], kind: 'residential' | 'centre' | 'business') {
  const { rng, cell } = b;
  const double = blocks.filter((x) => x.strips.length === 2);
  const free = new Set(blocks);
  const take = (kindName: BlockKind, from: Block[] = double) => {
    const options = from.filter((x) => free.has(x));
    if (!options.length) return;
    const blk = rng.pick(options);
    blk.kind = kindName;
    free.delete(blk);
  };
  if (kind === 'centre') {
    // the market square at the middle of the centre, the town hall and church on it
    const middle = [...double].sort((p, q) => dist(p) - dist(q));
    for (const k of ['market', 'townhall', 'church', 'health', 'tower', 'tower', 'shops', 'shops'] as BlockKind[]) take(k, middle.slice(0, 14));
    if (blocks.length >= 30) take('college');
    take('park');
    for (const x of free) x.kind = rng.chance(0.72) ? 'centre' : 'apartments';
    return;
  }
  if (kind === 'business') {
    take('pond');
    const westward = [...blocks].sort((p, q) => p.rect.x0 - q.rect.x0).slice(0, 6);
    take('offices', westward);
    if (rng.chance(0.5)) take('offices', westward);
    for (const x of free) x.kind = 'business';
    return;
  }
  b.region.residentialCells++;
  if (blocks.length >= 6) take(b.region.residentialCells % 3 === 2 ? 'secondary-school' : 'school');
  if (blocks.length >= 10) take('shops');
  if (blocks.length >= 10 && !b.region.hospitalPlaced) {
    take('hospital');
    b.region.hospitalPlaced = true;
  }
  if (rng.chance(0.45)) take('care');
  if (rng.chance(0.3)) take('sport');
  const era = cell.era.name;
  const mix: Partial<Record<BlockKind, number>> =
    era === '1980s'
      ? { terraced: 52, semi: 10, detached: 3, apartments: 15, park: 8, pond: 5 }
      : era === '1990s'
        ? { terraced: 42, semi: 18, detached: 8, apartments: 12, park: 7, pond: 6 }
        : era === '2000s'
          ? { terraced: 30, semi: 20, detached: 15, apartments: 14, park: 7, pond: 7 }
          : { terraced: 30, semi: 18, detached: 14, apartments: 18, park: 6, pond: 6 };
  for (const x of free) x.kind = rng.weighted(mix);

  function dist(x: Block) {
    const [cx, cy] = rectCentre(x.rect);
    const [mx, my] = rectCentre(cell.rect);
    return Math.hypot(cx - mx, cy - my);
  }
}

const SPECIES = [
  ['Tilia x europaea', 'Hollandse linde'],
  ['Quercus robur', 'Zomereik'],
  ['Fraxinus excelsior', 'Gewone es'],
  ['Acer platanoides', 'Noorse esdoorn'],
  ['Platanus x hispanica', 'Plataan'],
  ['Betula pendula', 'Ruwe berk'],
  ['Alnus glutinosa', 'Zwarte els'],
  ['Carpinus betulus', 'Haagbeuk'],
  ['Prunus avium', 'Zoete kers'],
  ['Sorbus aucuparia', 'Wilde lijsterbes'],
  ['Gleditsia triacanthos', 'Valse christusdoorn'],
  ['Ulmus x hollandica', 'Hollandse iep'],
] as const;

/** An avenue of one species along each street with houses, on the lower side, between the crossings. */
function streetTrees(b: CellBuilder, frame: Frame, rowV: [number, number][], colU: [number, number][], s: number) {
  const { rng, cell } = b;
  const age = 2025 - cell.era.from;
  for (let k = 0; k + 1 < rowV.length; k++) {
    if (rng.chance(0.35)) continue;
    const [species, nl] = rng.pick(SPECIES);
    const step = rng.int(150, 250);
    const v = rowV[k]![1] + Math.min(15, Math.floor(s / 4));
    for (const [u0, u1] of colU)
      for (let u = u0 + 40; u < u1 - 40; u += step)
        b.feature('trees', frame.pt(u, v), { species, species_nl: nl, height_m: Math.round(Math.min(24, 3 + age * rng.range(0.3, 0.45))), planted: cell.era.from + rng.int(0, 3) });
  }
}

/** Zoning that lies over the enkelbestemmingen: archaeology, the industrial noise zone, the railway safety strip. */
export function cellOverlays(b: CellBuilder) {
  const { rng, cell } = b;
  const r = cell.rect;
  if (rng.chance(cell.kind === 'centre' ? 1 : 0.15)) {
    const w = rng.int(1200, 3000);
    const h = rng.int(1200, 3000);
    const x = r.x0 + rng.int(0, r.x1 - r.x0 - w);
    const y = r.y0 + rng.int(0, r.y1 - r.y0 - h);
    b.zoning('Dubbelbestemming', 'db', 'Waarde - Archeologie', rectPolygon({ x0: x, y0: y, x1: x + w, y1: y + h }), { hoofdgroep: 'waarde', artikelnummer: ARTICLES.waarde, label: 'WR-A' });
  }
  if (cell.kind === 'business') b.zoning('Gebiedsaanduiding', 'ga', 'geluidzone - industrie', rectPolygon(r), { hoofdgroep: 'geluidzone' });
  if (cell.j === 0) b.zoning('Gebiedsaanduiding', 'ga', 'vrijwaringszone - spoor', rectPolygon({ ...r, y1: r.y0 + MARGIN_DM }), { hoofdgroep: 'vrijwaringszone' });
  if (cell.j === -1) b.zoning('Gebiedsaanduiding', 'ga', 'vrijwaringszone - spoor', rectPolygon({ ...r, y0: r.y1 - MARGIN_DM }), { hoofdgroep: 'vrijwaringszone' });
}
