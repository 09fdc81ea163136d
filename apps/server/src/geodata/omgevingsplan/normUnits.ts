// Units of omgevingsnormen (the IMOW value list "eenheid") and of numbers in rule texts, normalised to what a
// constraint stores: metres, square metres, fractions (a percentage of 40 is 0.4) and plain counts.

/** What a number measures once normalised. */
export type Quantity = 'length' | 'area' | 'fraction' | 'count';

export interface UnitInfo {
  quantity: Quantity;
  /** multiply the delivered number by this to get metres, square metres or a fraction */
  factor: number;
  /** how the delivered unit is written after the number in a description */
  label: string;
}

/** The IMOW eenheid concepts we can normalise (the last part of the value list URI). */
export const OW_UNITS: Readonly<Record<string, UnitInfo>> = {
  Meter: { quantity: 'length', factor: 1, label: 'm' },
  Centimeter: { quantity: 'length', factor: 0.01, label: 'cm' },
  Millimeter: { quantity: 'length', factor: 0.001, label: 'mm' },
  Kilometer: { quantity: 'length', factor: 1000, label: 'km' },
  VierkanteMeter: { quantity: 'area', factor: 1, label: 'm²' },
  Hectare: { quantity: 'area', factor: 10_000, label: 'ha' },
  Procent: { quantity: 'fraction', factor: 0.01, label: '%' },
  Aantal: { quantity: 'count', factor: 1, label: '' },
  Stuks: { quantity: 'count', factor: 1, label: '' },
};

/** Units as an article writes them ("10 meter", "3 bouwlagen", "60%"), by the word after the number. */
export const TEXT_UNITS: ReadonlyArray<{ test: RegExp; unit: UnitInfo }> = [
  { test: /^(meter|m)$/i, unit: OW_UNITS.Meter! },
  { test: /^(centimeter|cm)$/i, unit: OW_UNITS.Centimeter! },
  { test: /^(millimeter|mm)$/i, unit: OW_UNITS.Millimeter! },
  { test: /^(m2|m²|vierkante meter)$/i, unit: OW_UNITS.VierkanteMeter! },
  { test: /^(%|procent)$/i, unit: OW_UNITS.Procent! },
  { test: /^(bouwlagen|bouwlaag)$/i, unit: { quantity: 'count', factor: 1, label: 'bouwlagen' } },
  { test: /^(woningen|woning|wooneenheden|wooneenheid)$/i, unit: { quantity: 'count', factor: 1, label: 'woningen' } },
];

/** `n * factor` without the float noise of the multiplication (1300 cm is 13 m, not 13.000000000000002). */
export const scaled = (n: number, factor: number) => Math.round(n * factor * 1e6) / 1e6;
