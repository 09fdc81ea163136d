import type { PublicArea } from '@plotwise/contracts';

/**
 * A company's environmental category and water-boundness from its SBI code (pure), for the business-park indicators
 * (areaIndicators.ts). The categories are those of the VNG publication "Bedrijven en milieuzonering", edition 2009
 * (Staat van bedrijfsactiviteiten, tabel 1 "Bedrijven", SBI-2008 codes): the list municipalities' zoning plans refer to.
 * This is our own short table of the main groups the imported company data use, not the whole list. Where the VNG
 * list splits an SBI group by floor area or capacity, the table holds the highest category of the group, because the
 * companies layer carries no floor area: such a company may be counted a category too high, never too low. An SBI
 * code that matches no entry has no category (unknown, never guessed); a company whose own record carries an
 * `environmental_category` keeps that one.
 */

/** VNG categories from the least to the most disturbing (2009 edition; 3, 4 and 5 have sub-categories). */
const CATEGORY_ORDER = ['1', '2', '3.1', '3.2', '4.1', '4.2', '5.1', '5.2', '5.3', '6'] as const;

/**
 * SBI-2008 prefix -> VNG 2009 category. The longest prefix wins, so a 4-digit entry refines its 2-digit group.
 * Source: VNG, Bedrijven en milieuzonering (Sdu, 2009), bijlage 1 tabel 1; comments name the list's activity.
 */
const VNG_2009: Readonly<Record<string, (typeof CATEGORY_ORDER)[number]>> = {
  // broodfabrieken, brood- en banketbakkerijen: v.c. < 7500 kg meel/week 2, >= 7500 kg 3.2 (100 m); checked against the
  // list as zoning plans reproduce it (NL.IMRO.0606.BP0006-0002, bijlage Staat van bedrijfsactiviteiten), session 22
  '1071': '3.2',
  '1623': '3.2', // timmerwerkfabrieken (p.o. >= 200 m2)
  '4120': '3.1', // bouwbedrijven met werkplaats (b.o. > 1000 m2)
  '4321': '3.1', // installatiebedrijven, elektrotechnisch (b.o. > 1000 m2)
  '4322': '3.1', // installatiebedrijven, loodgieters, verwarming (b.o. > 1000 m2)
  '4520': '2', // autoreparatiebedrijven
  '47': '1', // detailhandel voor zover n.e.g.
  '4711': '2', // supermarkten, warenhuizen
  '4730': '3.1', // benzineservicestations met LPG
  '4941': '3.2', // goederenwegvervoerbedrijven (b.o. > 1000 m2)
  '5610': '1', // restaurants, cafetaria's, snackbars
  '5630': '1', // cafés, bars
  '62': '1', // computerservice- en informatietechnologiebureaus
  '64': '1', // financiële instellingen (kantoren)
  '66': '1', // financiële diensten (kantoren)
  '69': '1', // rechtskundige dienstverlening, accountants
  '70': '1', // holdings, advies (kantoren)
  '71': '1', // architecten-, ingenieurs- en technische adviesbureaus
  '9602': '1', // kappers, schoonheidsinstituten
};

/**
 * SBI-2008 prefixes of activities bound to the water (CBS Standaard Bedrijfsindeling 2008, version 2018): fishing (031),
 * shipbuilding (301) and ship repair (3315), transport by water (50) and its services (5222). A company with another
 * SBI code is not water-bound; one without a code is unknown.
 */
const WATER_BOUND_SBI = ['031', '301', '3315', '50', '5222'];

const digits = (sbi: unknown): string | null => {
  const s = typeof sbi === 'number' ? String(sbi) : typeof sbi === 'string' ? sbi.replace(/[\s.]/g, '') : '';
  return /^\d{2,5}$/.test(s) ? s : null;
};

/** The VNG 2009 category of an SBI-2008 code (the longest matching prefix), or null when the table has none. */
export function categoryOfSbi(sbi: unknown): string | null {
  const code = digits(sbi);
  if (!code) return null;
  for (let n = code.length; n >= 2; n--) {
    const hit = VNG_2009[code.slice(0, n)];
    if (hit) return hit;
  }
  return null;
}

/** Whether an SBI-2008 code is a water-bound activity; null without a readable code. */
export function isWaterBound(sbi: unknown): boolean | null {
  const code = digits(sbi);
  return code ? WATER_BOUND_SBI.some((p) => code.startsWith(p)) : null;
}

/**
 * The category a register or a company record names, as its number ("3.1", "3,1", "categorie 4.2", "1 t/m 4.2": the
 * highest one named), with its canonical name. A bare main category ("3") counts as its highest sub-category (3.2),
 * since it admits all of them.
 */
export function parseCategory(text: unknown): { name: string; value: number } | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  let best: { name: string; value: number } | null = null;
  for (const m of String(text).matchAll(/(?<![\d.,])([1-6])(?:[.,]([1-3]))?(?![.,]?\d)/g)) {
    const name = m[2] ? `${m[1]}.${m[2]}` : CATEGORY_ORDER.filter((c) => c === m[1] || c.startsWith(`${m[1]}.`)).at(-1);
    if (!name || !(CATEGORY_ORDER as readonly string[]).includes(name)) continue;
    const value = Number(name);
    if (!best || value > best.value) best = { name, value };
  }
  return best;
}

/** Companies of VNG categories 1 and 2 mix with homes (functiemenging). */
export const MIXABLE_UP_TO = 2;
/** Spec: a company's category at least two points below the maximum the park allows counts as deviating. */
export const isDeviating = (company: number, allowed: number) => company <= allowed - 2 + 1e-9;

/** A company of the companies layer as the indicators need it. */
export type CompanyRow = { sbi: unknown; category: unknown; employees: number | null };

/** The companies' SBI and category counts of an area (no single company's figures leave the server). */
export function companyEnvironment(rows: readonly CompanyRow[]): NonNullable<PublicArea['environment']> {
  let withSbi = 0;
  let nonWaterBound = 0;
  const by = new Map<string, { companies: number; employees: number }>();
  for (const r of rows) {
    const water = isWaterBound(r.sbi);
    if (water !== null) {
      withSbi++;
      if (!water) nonWaterBound++;
    }
    const cat = parseCategory(r.category) ?? parseCategory(categoryOfSbi(r.sbi));
    if (!cat) continue;
    const c = by.get(cat.name) ?? { companies: 0, employees: 0 };
    c.companies++;
    c.employees += r.employees ?? 0;
    by.set(cat.name, c);
  }
  const categories = [...by.entries()].sort((a, b) => Number(a[0]) - Number(b[0])).map(([category, c]) => ({ category, ...c }));
  return { withSbi, nonWaterBound, categories };
}
