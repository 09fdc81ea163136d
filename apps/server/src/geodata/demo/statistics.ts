import type { PtDm } from './geometry';
import type { CellBuilder } from './cellBuilder';
import type { DemoPand, DemoVbo } from './model';

type Dwelling = NonNullable<DemoPand['dwelling']>;

const HOUSEHOLD: Record<Dwelling, number> = { terraced: 2.5, corner: 2.5, semi: 2.7, detached: 2.8, apartment: 1.6, farm: 3.1 };
/** WOZ value of a dwelling type, thousands of euros (2024 level). */
const WOZ: Record<Dwelling, number> = { terraced: 315, corner: 340, semi: 430, detached: 575, apartment: 235, farm: 760 };
/** Adults by age group (15-25, 25-45, 45-65, 65+) per era: the oldest neighbourhoods have aged with their pioneers. */
const ADULTS: Record<string, [number, number, number, number]> = {
  'pioneer centre': [12, 26, 30, 32],
  '1980s': [11, 24, 35, 30],
  '1990s': [12, 30, 40, 18],
  '2000s': [9, 46, 34, 11],
  new: [8, 58, 26, 8],
  'under construction': [8, 62, 24, 6],
  farm: [10, 28, 42, 20],
};
const ERA_VALUE: Record<string, number> = { 'pioneer centre': 0.95, '1980s': 0.9, '1990s': 0.98, '2000s': 1.06, new: 1.15, 'under construction': 1.18, farm: 1 };
const INCOME: Record<string, number> = { 'pioneer centre': 27, '1980s': 28, '1990s': 31, '2000s': 34, new: 35, 'under construction': 35, farm: 41 };

/** Count a dwelling and the household living in it into the buurt's figures (buildings under construction have none yet). */
export function addDwelling(b: CellBuilder, type: Dwelling, pand: DemoPand, vbo: DemoVbo, owned?: boolean, householdSize?: number) {
  if (pand.status === 'Bouw gestart') return;
  const { rng } = b;
  const s = b.content.stats;
  const era = b.cell.kind === 'farm' ? 'farm' : b.cell.era.name;
  s.dwellings++;
  if (type === 'apartment') s.apartments++;
  else s.singleFamily++;
  const own = owned ?? rng.chance(type === 'terraced' || type === 'corner' ? 0.68 : 0.88);
  if (own) s.owned++;
  if (pand.year >= 2015) s.builtLast10Years++;
  const hh = householdSize ?? Math.round(rng.normal(HOUSEHOLD[type], 1.05, 1, 6));
  s.households++;
  s.inhabitants += hh;
  if (hh === 1) s.onePerson++;
  if (hh >= 3) s.withChildren++;
  const adults = ADULTS[era] ?? ADULTS.new!;
  for (let p = 0; p < hh; p++) {
    // the third and later members of a household are children
    const group = p >= 2 ? (rng.chance(0.75) ? 0 : 1) : 1 + pickIndex(rng.next(), adults);
    s.age[group as 0 | 1 | 2 | 3 | 4]++;
    if (rng.chance(0.495)) s.men++;
  }
  const woz = WOZ[type] * (ERA_VALUE[era] ?? 1) * rng.range(0.88, 1.12) * (type === 'apartment' ? vbo.oppervlakte / 75 : 1);
  s.wozSumThousands += woz;
  s.incomeSumThousands += hh * (INCOME[era] ?? 31) * rng.range(0.8, 1.2);
  s.cars += rng.chance(type === 'apartment' ? 0.75 : 0.95) ? (rng.chance(0.35) ? 2 : 1) : 0;
  if (rng.chance(0.045)) {
    const sold = rng.chance(0.8);
    b.feature('transactions', vbo.point, {
      type: type === 'apartment' ? 'appartement' : 'woning',
      status: sold ? 'sold' : 'for_sale',
      value_eur: Math.round((woz * rng.range(1.05, 1.25) * 1000) / 1000) * 1000,
      date: `${rng.int(2021, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      postcode: vbo.address.postcode,
      huisnummer: vbo.address.huisnummer,
    });
  }
}

function pickIndex(r: number, weights: readonly number[]): number {
  let x = r * weights.reduce((a, w) => a + w, 0);
  for (let k = 0; k < weights.length; k++) if ((x -= weights[k]!) < 0) return k;
  return weights.length - 1;
}

/** A company (KvK-like establishment) on the companies layer. */
export function addCompany(b: CellBuilder, at: PtDm, name: string, sbi: string, employees: number, sector: string, environmentalCategory?: string) {
  const { rng } = b;
  b.content.stats.companies++;
  const young = b.cell.era.from >= 2019;
  b.feature('companies', at, {
    name,
    sbi,
    sector,
    employees,
    employees_2018: young ? 0 : Math.max(0, Math.round(employees * rng.range(0.7, 1.15))),
    ...(environmentalCategory ? { environmental_category: environmentalCategory } : {}),
  });
}
