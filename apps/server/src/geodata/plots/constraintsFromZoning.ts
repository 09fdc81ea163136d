import type { constraintOperators, constraintTypes } from '@plotwise/contracts';

interface ZoningDimension {
  waardeType: string;
  waarde: string;
}

/** A maatvoering (or other zoning object with dimensions) that overlaps the plots. */
export interface ZoningObjectInput {
  identificatie: string;
  planId: string;
  /** the plan's date (planstatusInfo datum), carried into the constraint's source */
  planDate?: string | null;
  /** the enkelbestemming the object lies in, when known */
  zone: string | null;
  naam: string | null;
  dimensions: ZoningDimension[];
}

export interface ConstraintDraft {
  name: string;
  description: string;
  reference: string;
  zone: string | null;
  subzone: string | null;
  url: string;
  type: (typeof constraintTypes)[number];
  operator: (typeof constraintOperators)[number];
  priority: number;
  value: number | null;
  source: string;
}

interface Rule {
  test: RegExp;
  type: ConstraintDraft['type'];
  /** how the plan's number becomes the constraint's value (percentages become fractions) */
  scale?: number;
}

// IMRO waardeType values as plans write them ("maximum bouwhoogte (m)", "maximaal aantal wooneenheden" ...).
// The first rule that matches wins; anything else is kept as a general constraint with its text.
const RULES: Rule[] = [
  { test: /goothoogte/i, type: 'gutter_height' },
  { test: /bouwhoogte/i, type: 'building_height' },
  { test: /bebouwingspercentage/i, type: 'gsi', scale: 0.01 },
  { test: /floor ?space ?index|\bfsi\b|bebouwingsindex|vloerindex/i, type: 'fsi' },
  { test: /aantal (woon|wonin)/i, type: 'nr_units' },
  { test: /aantal bouwlagen/i, type: 'nr_floors' },
  { test: /kantoor.*vloeroppervlakte|vloeroppervlakte.*kantoor/i, type: 'office_floor_space' },
  { test: /vloeroppervlakte|bebouwd oppervlak/i, type: 'floor_space' },
  { test: /aantal (bouwwerken|gebouwen|hoofdgebouwen)/i, type: 'nr_buildings' },
];

/** The plan's page in the national viewer, for the constraint's link. */
const planUrl = (planId: string) => `https://www.ruimtelijkeplannen.nl/viewer/view?planidn=${encodeURIComponent(planId)}`;

/** Turns the maatvoering values of zoning objects into location constraints (type, operator, value, source). */
export function constraintsFromZoning(objects: ZoningObjectInput[]): ConstraintDraft[] {
  const out: ConstraintDraft[] = [];
  const seen = new Set<string>();
  for (const o of objects) {
    for (const d of o.dimensions) {
      const text = d.waardeType.trim();
      if (!text) continue;
      const rule = RULES.find((r) => r.test.test(text));
      const number = Number(String(d.waarde).replace(',', '.'));
      const numeric = d.waarde !== '' && Number.isFinite(number);
      const key = `${o.zone}|${text}|${d.waarde}`;
      if (seen.has(key)) continue; // the same value in two parts of a plot is one constraint
      seen.add(key);
      out.push({
        name: text,
        description: `${text}: ${d.waarde}`,
        reference: o.identificatie,
        zone: o.zone,
        subzone: o.naam,
        url: planUrl(o.planId),
        type: rule && numeric ? rule.type : 'general',
        operator: /minim/i.test(text) ? 'greater_than' : rule && numeric ? 'smaller_than' : 'equal',
        priority: 0,
        value: numeric ? round(number * (rule?.scale ?? 1)) : null,
        // "IMRO <plan id> <plan date>": which plan, and of when, as an omgevingsplan row names its regeling and date
        source: `IMRO ${o.planId}${o.planDate ? ` ${o.planDate}` : ''}`,
      });
    }
  }
  return out;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
