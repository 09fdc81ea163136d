import type { IlsUse } from './types';

// The generator's unit function types as the omgevingsplan's uses; anything else is unknown to the use check.
const USE_OF_FUNCTION: Readonly<Record<string, IlsUse>> = {
  apartment: 'residential',
  residential: 'residential',
  office: 'office',
  commercial: 'commercial',
  industrial: 'industrial',
};

/** The use of a unit's function type (apartment -> residential), or null when the checks do not know it. */
export function functionUse(functionType: string): IlsUse | null {
  return USE_OF_FUNCTION[functionType] ?? null;
}

/**
 * Which uses a designated function allows, matched on its name (gebiedsaanwijzing functie or IMRO
 * enkelbestemming). The first matching row wins; docs/concepts.md "ILS checks" has the same table.
 * A name no row matches is unknown: the use check then says it cannot decide rather than guess.
 */
const DESIGNATIONS: readonly { test: RegExp; allows: readonly IlsUse[] }[] = [
  { test: /centrum|gemengd/i, allows: ['residential', 'office', 'commercial'] },
  { test: /wonen|woongebied|woondoeleinden/i, allows: ['residential'] },
  { test: /bedrijf|bedrijventerrein|industrie/i, allows: ['industrial'] },
  { test: /kantoor|dienstverlening/i, allows: ['office'] },
  { test: /detailhandel|winkel/i, allows: ['commercial'] },
  // designations that allow none of the uses a concept builds
  { test: /groen|verkeer|water|agrarisch|natuur|bos|sport|recreatie|maatschappelijk|horeca|tuin|cultuur/i, allows: [] },
];

/** The uses a designation allows, or null when its name is not in the table. */
export function designationUses(name: string): readonly IlsUse[] | null {
  return DESIGNATIONS.find((d) => d.test.test(name))?.allows ?? null;
}

/**
 * The use a constraint's text limits (for check 4: "maximum aantal bouwlagen wonen"); null when it names none.
 * "bedrijfsgebouw" names a building, not the use, so a whole word is required.
 */
export function namedUse(text: string): IlsUse | null {
  if (/\bwon(en|ing|ingen|functie)\b/i.test(text)) return 'residential';
  if (/\bkantoor|kantoren\b/i.test(text)) return 'office';
  if (/\bdetailhandel|\bwinkel/i.test(text)) return 'commercial';
  if (/\b(bedrijf|bedrijven|bedrijfsfunctie|industrie)\b/i.test(text)) return 'industrial';
  return null;
}
