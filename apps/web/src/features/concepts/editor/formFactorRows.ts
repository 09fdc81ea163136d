import { shapeFactorOf } from '@plotwise/core/feasibility/index';
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
  outdoor_circulation_area: 'm2',
  loss_area: 'm2',
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
  // Als/Ag, the BENG shape factor (loss area over usable area), of the concept as a whole
  const shape = { key: 'shape_factor', value: shapeFactorOf(ff) ?? 0, unit: 'ratio' as Unit };
  return [...plain, shape, ...byUse];
}

/** The choices of the user setting "form factors shown" (user_cfgs.formfactors) and the panel lines each stands for. */
export const formFactorChoices = {
  plotarea: ['plot_area'],
  buildingenvelope: ['envelope_area'],
  builtarea: ['built_area'],
  gfa: ['gfa'],
  nfa: ['nfa'],
  gsi: ['gsi'],
  fsi: ['fsi'],
  volume: ['volume'],
  units: ['units'],
  parkingspots: ['parking_spots'],
  shapefactor: ['loss_area', 'shape_factor'],
} as const satisfies Record<string, readonly (keyof typeof units | 'shape_factor')[]>;
type FormFactorChoice = keyof typeof formFactorChoices;

/**
 * The lines the user chose to see, in the panel's order. Choices this version does not know are ignored; when none
 * is left (nothing chosen), every line is shown.
 */
export function shownFormFactorRows(rows: readonly FormFactorRow[], chosen: readonly string[]): FormFactorRow[] {
  const keys = new Set<string>(chosen.flatMap((c) => (c in formFactorChoices ? formFactorChoices[c as FormFactorChoice] : [])));
  return keys.size === 0 ? [...rows] : rows.filter((r) => keys.has(r.key));
}
