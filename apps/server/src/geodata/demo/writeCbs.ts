import type { PtDm } from './geometry';
import type { CellRecord, Wijk } from './model';
import type { CellStats } from './model';
import { CELL_DM, DEMO } from './region';
import type { Sink } from './sink';

/** CBS gebiedsindelingen (properties as in wijkenbuurten_<jaar>) and kerncijfers wijken en buurten (85984NED column names). */

export function cbsAreaFeature(level: 'gemeente' | 'wijk' | 'buurt', code: string, name: string, wijk?: Wijk): Record<string, unknown> {
  const gemeente = { gemeentecode: `GM${DEMO.gemeenteCode}`, gemeentenaam: DEMO.gemeenteNaam };
  if (level === 'gemeente') return { ...gemeente, water: 'NEE', jaar: DEMO.cbsYear };
  if (level === 'wijk') return { wijkcode: code, wijknaam: name, ...gemeente, water: 'NEE', jaar: DEMO.cbsYear };
  return { buurtcode: code, buurtnaam: name, wijkcode: wijk!.code, ...gemeente, water: 'NEE', jaar: DEMO.cbsYear };
}

const COLUMNS = [
  'regiocode',
  'regiotype',
  'gemeentecode',
  'Gemeentenaam_1',
  'SoortRegio_2',
  'Codering_3',
  'AantalInwoners_5',
  'Mannen_6',
  'Vrouwen_7',
  'k_0Tot15Jaar_8',
  'k_15Tot25Jaar_9',
  'k_25Tot45Jaar_10',
  'k_45Tot65Jaar_11',
  'k_65JaarOfOuder_12',
  'HuishoudensTotaal_29',
  'Eenpersoonshuishoudens_30',
  'HuishoudensZonderKinderen_31',
  'HuishoudensMetKinderen_32',
  'GemiddeldeHuishoudensgrootte_33',
  'Bevolkingsdichtheid_34',
  'Woningvoorraad_35',
  'GemiddeldeWOZWaardeVanWoningen_39',
  'PercentageEengezinswoning_40',
  'PercentageMeergezinswoning_45',
  'Koopwoningen_47',
  'HuurwoningenTotaal_48',
  'BouwjaarAfgelopenTienJaar_52',
  'GemiddeldInkomenPerInwoner_83',
  'BedrijfsvestigingenTotaal_102',
  'PersonenautoSPerHuishouden_114',
  'AfstandTotHuisartsenpraktijk_117',
  'AfstandTotGroteSupermarkt_118',
  'AfstandTotKinderdagverblijf_119',
  'AfstandTotSchool_120',
  'ScholenBinnen3Km_121',
  'OppervlakteTotaal_122',
  'OppervlakteLand_123',
  'OppervlakteWater_124',
  'MeestVoorkomendePostcode_125',
  'Dekkingspercentage_126',
  'MateVanStedelijkheid_127',
  'Omgevingsadressendichtheid_128',
] as const;

interface Area {
  code: string;
  type: 'GM' | 'WK' | 'BU';
  name: string;
  cells: CellRecord[];
}

const round = (n: number, step: number) => Math.round(n / step) * step;
const dec = (n: number, digits = 1) => (Math.round(n * 10 ** digits) / 10 ** digits).toFixed(digits);
const pct = (part: number, whole: number) => (whole ? String(Math.round((100 * part) / whole)) : '.');

/** Mate van stedelijkheid from the omgevingsadressendichtheid, as CBS classes it. */
export function urbanisationDegree(oad: number): 1 | 2 | 3 | 4 | 5 {
  return oad >= 2500 ? 1 : oad >= 1500 ? 2 : oad >= 1000 ? 3 : oad >= 500 ? 4 : 5;
}

/** Omgevingsadressendichtheid of each cell: addresses per km2 in the cell and its eight neighbours. */
export function addressDensity(cells: CellRecord[]): Map<CellRecord, number> {
  const byKey = new Map(cells.map((c) => [`${c.i},${c.j}`, c]));
  const km2 = (CELL_DM / 10000) ** 2;
  const out = new Map<CellRecord, number>();
  for (const c of cells) {
    let addresses = 0;
    for (let di = -1; di <= 1; di++)
      for (let dj = -1; dj <= 1; dj++) addresses += byKey.get(`${c.i + di},${c.j + dj}`)?.stats.addresses ?? 0;
    out.set(c, Math.round(addresses / (9 * km2)));
  }
  return out;
}

/** Kerncijfers for the gemeente, its wijken and buurten, joined to the areas by code. */
export function writeCbsFigures(sink: Sink, cells: CellRecord[], wijken: Wijk[], amenities: { kind: string; at: PtDm }[]) {
  const oad = addressDensity(cells);
  // per buurt once: the distance (km) from its centre to the nearest facility of each kind, schools within 3 km
  const KINDS = ['general_practitioner', 'supermarket', 'after_school_care', 'primary_school'];
  const near = new Map<CellRecord, Record<string, number | null>>();
  for (const c of cells) {
    const d: Record<string, number | null> = { schools3km: 0 };
    for (const kind of KINDS) d[kind] = null;
    for (const a of amenities) {
      const km = Math.hypot(a.at[0] - c.centre[0], a.at[1] - c.centre[1]) / 10000;
      if (a.kind in d && (d[a.kind] === null || km < d[a.kind]!)) d[a.kind] = km;
      if (a.kind === 'primary_school' && km <= 3) d.schools3km = (d.schools3km ?? 0) + 1;
    }
    near.set(c, d);
  }
  const areas: Area[] = [
    { code: `GM${DEMO.gemeenteCode}`, type: 'GM', name: DEMO.gemeenteNaam, cells },
    ...wijken.map((w) => ({ code: w.code, type: 'WK' as const, name: w.name, cells: cells.filter((c) => c.wijk === w.index) })),
    ...cells.map((c) => ({ code: c.buurtCode, type: 'BU' as const, name: c.buurtName, cells: [c] })),
  ];
  sink.write(`${COLUMNS.join(',')}\n`);
  for (const a of areas) {
    const s = sum(a.cells.map((c) => c.stats));
    const people = a.cells.reduce((t, c) => t + c.stats.inhabitants, 0);
    // residents' average of a per-buurt figure (CBS averages distances over the residents)
    const perResident = (f: (c: CellRecord) => number | null) => {
      let w = 0;
      let t = 0;
      for (const c of a.cells) {
        const v = f(c);
        if (v === null) continue;
        const weight = c.stats.inhabitants || 1e-6;
        w += weight;
        t += v * weight;
      }
      return w ? t / w : null;
    };
    const roundTo = a.type === 'GM' ? 1 : 5;
    const small = people < 50;
    const totalHa = a.cells.length * ((CELL_DM / 10) ** 2 / 10000);
    const landHa = totalHa - s.waterM2 / 10000;
    const oadValue = a.cells.reduce((t, c) => t + (oad.get(c) ?? 0) * (c.stats.addresses || 1e-6), 0) / a.cells.reduce((t, c) => t + (c.stats.addresses || 1e-6), 0);
    const distance = (kind: string) => {
      const d = perResident((c) => near.get(c)![kind] ?? null);
      return d === null ? '.' : dec(d);
    };
    const schools = perResident((c) => near.get(c)!.schools3km ?? null);
    const row: Record<(typeof COLUMNS)[number], string> = {
      regiocode: a.code,
      regiotype: a.type,
      gemeentecode: `GM${DEMO.gemeenteCode}`,
      Gemeentenaam_1: DEMO.gemeenteNaam,
      SoortRegio_2: a.type === 'GM' ? 'Gemeente' : a.type === 'WK' ? 'Wijk' : 'Buurt',
      Codering_3: a.code,
      AantalInwoners_5: String(round(people, roundTo)),
      Mannen_6: String(round(s.men, roundTo)),
      Vrouwen_7: String(round(people - s.men, roundTo)),
      k_0Tot15Jaar_8: String(round(s.age[0], roundTo)),
      k_15Tot25Jaar_9: String(round(s.age[1], roundTo)),
      k_25Tot45Jaar_10: String(round(s.age[2], roundTo)),
      k_45Tot65Jaar_11: String(round(s.age[3], roundTo)),
      k_65JaarOfOuder_12: String(round(s.age[4], roundTo)),
      HuishoudensTotaal_29: String(round(s.households, a.type === 'GM' ? 1 : 10)),
      Eenpersoonshuishoudens_30: String(round(s.onePerson, roundTo)),
      HuishoudensZonderKinderen_31: String(round(s.households - s.onePerson - s.withChildren, roundTo)),
      HuishoudensMetKinderen_32: String(round(s.withChildren, roundTo)),
      GemiddeldeHuishoudensgrootte_33: s.households && !small ? dec(people / s.households) : '.',
      Bevolkingsdichtheid_34: landHa > 0 ? String(Math.round(people / (landHa / 100))) : '.',
      Woningvoorraad_35: String(s.dwellings),
      GemiddeldeWOZWaardeVanWoningen_39: s.dwellings && !small ? String(Math.round(s.wozSumThousands / s.dwellings)) : '.',
      PercentageEengezinswoning_40: small ? '.' : pct(s.singleFamily, s.dwellings),
      PercentageMeergezinswoning_45: small ? '.' : pct(s.apartments, s.dwellings),
      Koopwoningen_47: small ? '.' : pct(s.owned, s.dwellings),
      HuurwoningenTotaal_48: small ? '.' : pct(s.dwellings - s.owned, s.dwellings),
      BouwjaarAfgelopenTienJaar_52: small ? '.' : pct(s.builtLast10Years, s.dwellings),
      GemiddeldInkomenPerInwoner_83: people && !small ? dec(s.incomeSumThousands / people) : '.',
      BedrijfsvestigingenTotaal_102: String(round(s.companies, roundTo)),
      PersonenautoSPerHuishouden_114: s.households && !small ? dec(s.cars / s.households) : '.',
      AfstandTotHuisartsenpraktijk_117: distance('general_practitioner'),
      AfstandTotGroteSupermarkt_118: distance('supermarket'),
      AfstandTotKinderdagverblijf_119: distance('after_school_care'),
      AfstandTotSchool_120: distance('primary_school'),
      ScholenBinnen3Km_121: schools === null ? '.' : dec(schools),
      OppervlakteTotaal_122: String(Math.round(totalHa)),
      OppervlakteLand_123: String(Math.round(landHa)),
      OppervlakteWater_124: String(Math.round(totalHa - landHa)),
      MeestVoorkomendePostcode_125: mostCommon(a.cells.map((c) => c.pc4)),
      Dekkingspercentage_126: '1',
      MateVanStedelijkheid_127: String(urbanisationDegree(oadValue)),
      Omgevingsadressendichtheid_128: String(Math.round(oadValue)),
    };
    sink.write(`${COLUMNS.map((c) => row[c]).join(',')}\n`);
    sink.count++;
  }
}

function sum(list: CellStats[]): CellStats {
  const out = { ...list[0]!, age: [...list[0]!.age] as CellStats['age'] };
  for (const s of list.slice(1)) {
    for (const k of Object.keys(s) as (keyof CellStats)[]) if (k !== 'age') (out[k] as number) += s[k] as number;
    s.age.forEach((n, k) => (out.age[k as 0] += n));
  }
  return out;
}

function mostCommon(values: string[]): string {
  const n = new Map<string, number>();
  for (const v of values) n.set(v, (n.get(v) ?? 0) + 1);
  return [...n.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}
