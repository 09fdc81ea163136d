import { standardUnits } from '../generator/examples/standardConcept';
import { rdPoint } from '../units/units';
import type { VariantSearchInput } from './variantTypes';

/**
 * A worked search input for tests and bench:variants: a 90 x 60 m site turned 20 degrees with a 45 m height
 * limit, the standard unit mix priced for sale and rent, and the cost lines of docs/finance.md section 3.
 */
export function variantsExample(overrides: Partial<VariantSearchInput> = {}): VariantSearchInput {
  const cx = 155_000;
  const cy = 463_000;
  const turn = (20 * Math.PI) / 180;
  const corner = (x: number, y: number) =>
    rdPoint(cx + x * Math.cos(turn) - y * Math.sin(turn), cy + x * Math.sin(turn) + y * Math.cos(turn));
  const units = standardUnits().map((u, i) => ({
    ...u,
    price: [360_000, 1_450, 650_000, 520_000][i] ?? 0,
    income_mode: i === 1 ? ('rent_unit_month' as const) : ('sell_unit' as const),
  }));
  return {
    seed: 42,
    count: 1000,
    site: {
      buildable_area: [corner(-45, -30), corner(45, -30), corner(45, 30), corner(-45, 30)],
      plot_area: 5400,
      max_height: 45,
    },
    units,
    unitTypes: units.map((u) => ({
      id: u.id,
      name: u.name,
      price: u.price,
      income_mode: u.income_mode,
      parking_ratio: null,
    })),
    costs: [
      { id: 'demolition', name: 'Demolition', kind: 'flat_fee', group: 'ground', parameter: 25_000 },
      { id: 'construction', name: 'Construction', kind: 'per_m2_floor', group: 'building', parameter: 1_400 },
      // a gallery flat's open galleries are outside its GFA (ADR 0011): priced per m2 of their own
      { id: 'galleries', name: 'Open galleries', kind: 'per_m2_gallery', group: 'building', parameter: 1_000 },
      {
        id: 'fees',
        name: 'Fees and permits',
        kind: 'percentage_construction',
        group: 'additional',
        parameter: 15,
      },
      { id: 'unforeseen', name: 'Unforeseen', kind: 'total', group: 'unforeseen', parameter: 3 },
      { id: 'tax', name: 'Transfer tax', kind: 'percentage_ground', group: 'tax', parameter: 10.4 },
    ],
    parameters: {},
    ...overrides,
  };
}
