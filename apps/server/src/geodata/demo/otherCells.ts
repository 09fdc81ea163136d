import { type RectDm, inset, rectAreaM2, rectCentre, rectRing } from './geometry';
import { type CellBuilder, rectPolygon } from './cellBuilder';
import { MARGIN_DM, gridX } from './region';
import { ARTICLES, splitEven } from './frame';
import { cellOverlays } from './townCell';
import { addCompany, addDwelling } from './statistics';

const marginLabel = (r: RectDm) => [r.x0 + MARGIN_DM / 2, Math.round((r.y0 + r.y1) / 2)] as const;

/**
 * Polder farmland: long kavels from the polder road on the cell's south side, each with a farmyard (house
 * and barns) by the road, as the Zuidelijk Flevoland farms were laid out around 1970.
 */
export function planFarmCell(b: CellBuilder, kavels: number): void {
  const { cell, rng } = b;
  const inner = inset(cell.rect, MARGIN_DM);
  let road = b.region.farmRoads.get(cell.j);
  if (!road) {
    const s = b.street('farm', [], 'regional');
    road = { id: s.id, name: s.name };
    b.region.farmRoads.set(cell.j, road);
  }
  const street = { id: road.id, odd: 0, even: 0 };
  let postcode: string | undefined;
  const used = new Set<number>();
  const agrarisch = b.zoning('Enkelbestemming', 'eb', 'Agrarisch', rectPolygon(inner), { hoofdgroep: 'agrarisch', artikelnummer: ARTICLES.agrarisch, label: 'A' });
  let x = inner.x0;
  for (const w of splitEven(inner.x1 - inner.x0, kavels)) {
    const kavel: RectDm = { x0: x, x1: x + w, y0: inner.y0, y1: inner.y1 };
    x += w;
    const houseYear = rng.int(1968, 1982);
    b.parcel(rectPolygon(kavel), houseYear - 1);
    if (w < 300) continue;
    // the farmyard: house by the road, barns behind it
    const hx = kavel.x0 + rng.int(60, Math.min(400, w - 220));
    const hy = inner.y0 + rng.int(150, 250);
    const house: RectDm = { x0: hx, x1: hx + rng.int(130, 160), y0: hy, y1: hy + rng.int(100, 120) };
    const floors = rng.int(1, 2);
    const pand = b.pand({ ring: rectRing(house), year: houseYear, floors, roof: 'slanted', ...b.heights(floors, 'slanted', 3), kind: 'farmhouse', dwelling: 'farm' });
    const bucket = Math.floor((house.x0 - gridX(-200)) / 1000);
    const huisnummer = 2 * bucket + 1;
    postcode ??= b.pc6(rectPolygon(inner));
    const address = b.address(street, 'odd', postcode, used.has(huisnummer) ? { huisnummer, huisletter: 'A' } : { huisnummer });
    used.add(huisnummer);
    const vbo = b.vbo(pand, ['woonfunctie'], rng.int(140, 230), rectCentre(house), address);
    addDwelling(b, 'farm', pand, vbo, true);
    addCompany(b, rectCentre(house), `Akkerbouwbedrijf ${road.name} ${huisnummer}`, '0111', rng.int(1, 4), 'agriculture');
    let top = house.y1;
    const barns = rng.int(1, 2);
    for (let k = 0; k < barns; k++) {
      const by = top + rng.int(60, 120);
      const bw = Math.min(w - 120, rng.int(250, 500));
      const bx = kavel.x0 + rng.int(60, Math.max(60, w - bw - 60));
      const barn: RectDm = { x0: bx, x1: bx + bw, y0: by, y1: by + rng.int(180, 300) };
      b.pand({ ring: rectRing(barn), year: rng.int(houseYear, 2015), floors: 1, roof: 'slanted', ...b.heights(1, 'slanted', rng.range(4, 5.5)), kind: 'barn' });
      top = barn.y1;
    }
    const yard: RectDm = { x0: kavel.x0 + 20, x1: kavel.x1 - 20, y0: hy - 50, y1: Math.min(inner.y1 - 20, top + 100) };
    const vlak = rectPolygon(yard);
    b.zoning('Bouwvlak', 'bv', 'bouwvlak', vlak, { bestemmingsvlak: agrarisch.id });
    b.zoning('Maatvoering', 'mv', 'maximum goothoogte (m), maximum bouwhoogte (m)', vlak, { bestemmingsvlak: agrarisch.id, dimensions: [['maximum goothoogte (m)', '6'], ['maximum bouwhoogte (m)', '12']] });
    if (rng.chance(0.06) && houseYear <= 1972)
      b.feature('monuments', rectCentre(house), { monument_number: `99${String(60000 + cell.index).slice(-4)}`, name: `Boerderij ${road.name} ${huisnummer}`, type: 'rijksmonument', year_built: houseYear, pand: pand.id });
  }
  // a row of ashes along the polder road, as Flevoland's roads have them
  for (let tx = cell.rect.x0 + 100; tx < cell.rect.x1 - 50; tx += 200)
    b.feature('trees', [tx, cell.rect.y0 + 40], { species: 'Fraxinus excelsior', species_nl: 'Gewone es', height_m: rng.int(14, 22), planted: 1972 });
  b.parcel(rectPolygon(cell.rect, [inner]), 1968, marginLabel(cell.rect));
  b.zoning('Enkelbestemming', 'vk', 'Verkeer', rectPolygon(cell.rect, [inner]), { hoofdgroep: 'verkeer', artikelnummer: ARTICLES.verkeer, label: 'V' });
  cellOverlays(b);
}

/** A town park in the green wedge: a lake in a park, and sports fields. One public parcel. */
export function planParkCell(b: CellBuilder): void {
  const { cell, rng } = b;
  const inner = inset(cell.rect, MARGIN_DM);
  const split = inner.x0 + Math.round((inner.x1 - inner.x0) * rng.range(0.55, 0.7));
  const green: RectDm = { ...inner, x1: split };
  const sport: RectDm = { ...inner, x0: split };
  const gw = green.x1 - green.x0;
  const gh = green.y1 - green.y0;
  const lake: RectDm = {
    x0: green.x0 + Math.round(gw * rng.range(0.2, 0.3)),
    x1: green.x1 - Math.round(gw * rng.range(0.2, 0.3)),
    y0: green.y0 + Math.round(gh * rng.range(0.2, 0.3)),
    y1: green.y1 - Math.round(gh * rng.range(0.2, 0.3)),
  };
  b.parcel(rectPolygon(cell.rect), cell.era.from, marginLabel(cell.rect));
  b.zoning('Enkelbestemming', 'vk', 'Verkeer', rectPolygon(cell.rect, [inner]), { hoofdgroep: 'verkeer', artikelnummer: ARTICLES.verkeer, label: 'V' });
  b.zoning('Enkelbestemming', 'eb', 'Groen', rectPolygon(green, [lake]), { hoofdgroep: 'groen', artikelnummer: ARTICLES.groen, label: 'G' });
  b.zoning('Enkelbestemming', 'eb', 'Water', rectPolygon(lake), { hoofdgroep: 'water', artikelnummer: ARTICLES.water, label: 'WA' });
  b.zoning('Enkelbestemming', 'eb', 'Sport', rectPolygon(sport), { hoofdgroep: 'sport', artikelnummer: ARTICLES.sport, label: 'S' });
  b.feature('water', rectPolygon(lake), { kind: 'lake', name: `${b.cell.buurtName}plas` });
  b.content.stats.waterM2 += rectAreaM2(lake);
  const n = Math.round((rectAreaM2(green) - rectAreaM2(lake)) / 1500);
  for (let k = 0; k < n; k++) {
    const x = rng.int(green.x0 + 20, green.x1 - 20);
    const y = rng.int(green.y0 + 20, green.y1 - 20);
    if (x > lake.x0 - 20 && x < lake.x1 + 20 && y > lake.y0 - 20 && y < lake.y1 + 20) continue;
    b.feature('trees', [x, y], { species: rng.pick(['Quercus robur', 'Salix alba', 'Betula pendula', 'Alnus glutinosa', 'Populus x canadensis']), height_m: rng.int(6, 22), planted: cell.era.from + rng.int(0, 8) });
  }
  cellOverlays(b);
}
