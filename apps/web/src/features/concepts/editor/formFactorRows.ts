import type { AreaByUse, FormFactors } from '@plotwise/core/generator/index';

type Unit = 'm2' | 'm3' | 'm' | 'ratio' | 'count';
/** One line of the form-factors panel: the key (i18n conceptEditor.ff.<key>), its value and unit. */
export interface FormFactorRow {
  key: string;
  value: number;
  unit: Unit;
}

const units: Record<Exclude<keyof FormFactors, 'gfa_by_use' | 'nfa_by_use'>, Unit> = {
  plot_area: 'm2',
  envelope_area: 'm2',
  built_area: 'm2',
  gfa: 'm2',
  nfa: 'm2',
  facade_area: 'm2',
  roof_area: 'm2',
  facade_ratio: 'ratio',
  roof_ratio: 'ratio',
  gsi: 'ratio',
  gsi_envelope: 'ratio',
  fsi: 'ratio',
  volume: 'm3',
  green_area: 'm2',
  paved_area: 'm2',
  water_area: 'm2',
  green_ratio: 'ratio',
  paved_ratio: 'ratio',
  water_ratio: 'ratio',
  units: 'count',
  floors: 'count',
  parking_spots: 'count',
  bicycle_racks: 'count',
  storage_units: 'count',
  trees: 'count',
  parking_per_unit: 'ratio',
  bicycle_per_unit: 'ratio',
  storage_per_unit: 'ratio',
  parking_per_100m2: 'ratio',
  bicycle_per_100m2: 'ratio',
  storage_per_100m2: 'ratio',
  average_unit_size: 'm2',
  saleable_area: 'm2',
  saleable_ratio: 'ratio',
  non_saleable_area: 'm2',
  max_height: 'm',
  unit_area: 'm2',
  circulation_area: 'm2',
  core_area: 'm2',
  ancillary_area: 'm2',
  wall_area: 'm2',
};
const uses: (keyof AreaByUse)[] = ['residential', 'office', 'industrial', 'commercial', 'business', 'other'];

/** Every form factor of core's FormFactors as panel lines, the areas by use as gfa_<use> and nfa_<use>. */
export function formFactorRows(ff: FormFactors): FormFactorRow[] {
  const plain = (Object.keys(units) as (keyof typeof units)[]).map((key) => ({
    key,
    value: ff[key],
    unit: units[key],
  }));
  const byUse = (['gfa', 'nfa'] as const).flatMap((k) =>
    uses.map((u) => ({ key: `${k}_${u}`, value: ff[`${k}_by_use`][u], unit: 'm2' as Unit })),
  );
  return [...plain, ...byUse];
}
