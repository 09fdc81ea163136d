import { zoningCategories } from '@plotwise/contracts';

export type ZoningCategory = (typeof zoningCategories)[number];

/** IMRO2008/IMRO2012 bestemmingshoofdgroep (lower case) -> the spec's zoning category. */
const BY_HOOFDGROEP: Record<string, ZoningCategory> = {
  agrarisch: 'agricultural',
  'agrarisch met waarden': 'agricultural_and_values',
  bedrijf: 'companies',
  bedrijventerrein: 'companies',
  bos: 'forest',
  centrum: 'center',
  'cultuur en ontspanning': 'culture',
  detailhandel: 'retail',
  dienstverlening: 'service',
  gemengd: 'mixed',
  groen: 'green',
  horeca: 'catering',
  kantoor: 'office',
  maatschappelijk: 'social',
  natuur: 'nature',
  recreatie: 'recreation',
  sport: 'sport',
  tuin: 'garden',
  verkeer: 'traffic',
  water: 'water',
  wonen: 'residential',
  woongebied: 'residential_area',
  overig: 'other',
  // hoofdgroepen of dubbelbestemmingen only: no land use of their own
  leiding: 'other',
  waarde: 'other',
  waterstaat: 'water',
};

/**
 * The zoning category of a bestemming: by its bestemmingshoofdgroep, refined by its name where the
 * hoofdgroep is too coarse (a "Maatschappelijk - Onderwijs" plan object is education, a
 * "Wonen - Woonwagenstandplaats" living, a "Bedrijventerrein - Kantoren" an office area).
 */
export function zoningCategory(hoofdgroep: string | undefined, naam: string | undefined): ZoningCategory | undefined {
  if (!hoofdgroep) return undefined;
  const g = hoofdgroep.trim().toLowerCase();
  const n = (naam ?? '').toLowerCase();
  if (g === 'maatschappelijk' && /onderwijs|school/.test(n)) return 'education';
  if (g === 'wonen' && /woonwagen|woonschip|woonboot|woonark/.test(n)) return 'living';
  if ((g === 'bedrijventerrein' || g === 'kantoor') && /kantorenterrein|kantoren/.test(n)) return 'officearea';
  return BY_HOOFDGROEP[g] ?? 'other';
}

// every value above must be a category the contracts know (checked at start-up, and by a test)
for (const c of Object.values(BY_HOOFDGROEP)) if (!(zoningCategories as readonly string[]).includes(c)) throw new Error(`unknown zoning category ${c}`);
