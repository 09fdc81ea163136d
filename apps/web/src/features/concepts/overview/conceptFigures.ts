import type { BuildingModel, FormFactors, UnitInput } from '@plotwise/core/generator/index';
import type { IlsCheck } from '@plotwise/core/zoning/index';
import { type ConstraintCheck } from '@plotwise/core/zoning/index';

/** The figures of a concept card: what a developer asks first ("how many homes, how dense, does it fit?"). */
export interface ConceptFigures {
  buildings: number;
  units: number;
  gfa: number;
  fsi: number;
  gsi: number;
  /** metres; null without buildings */
  height: number | null;
  /** constraint and ILS checks: how many were checked (met or not), and how many of those are violated */
  checked: number;
  violated: number;
}

/** A card's figures from a generated concept (empty when it has no buildings yet); ILS checks count as checks. */
export function conceptFigures(
  formFactors: FormFactors | null,
  buildings: number,
  checks: readonly ConstraintCheck[],
  ilsChecks: readonly IlsCheck[] = [],
): ConceptFigures {
  const ff = formFactors;
  return {
    buildings,
    units: ff?.units ?? 0,
    gfa: ff?.gfa ?? 0,
    fsi: ff?.fsi ?? 0,
    gsi: ff?.gsi ?? 0,
    height: ff && buildings > 0 ? ff.max_height : null,
    checked:
      checks.filter((c) => c.status !== 'unchecked').length + ilsChecks.filter((c) => c.status !== 'not_checkable').length,
    violated: checks.filter((c) => c.status === 'violated').length + ilsChecks.filter((c) => c.status === 'fail').length,
  };
}

/** One unit type of a concept's mix: how many units of it the generator placed. */
export interface UnitMixEntry {
  key: string;
  name: string;
  count: number;
}

/**
 * The unit mix of generated buildings: counted as the form factors count units (every floor `repeat_count`
 * times, every building copy once more), grouped by the unit type the generator placed; names from the
 * location's unit types, or the space's own name for units of a preset.
 */
export function unitMix(models: readonly BuildingModel[], units: readonly UnitInput[]): UnitMixEntry[] {
  const counts = new Map<string, UnitMixEntry>();
  for (const m of models) {
    const copies = m.shape.instances.length;
    for (const floor of m.children.floors)
      for (const s of floor.spaces) {
        if (s.category !== 'unit' || !s.counts_as_unit) continue;
        const key = s.unit_id === null ? `fn:${s.functiontype}` : String(s.unit_id);
        const name = units.find((u) => String(u.id) === key)?.name ?? s.unit_name ?? s.functiontype;
        const entry = counts.get(key) ?? { key, name, count: 0 };
        entry.count += copies * floor.repeat_count;
        counts.set(key, entry);
      }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** What the comparison table needs of one concept. */
export interface ComparedConcept {
  id: number;
  name: string;
  formFactors: FormFactors | null;
  mix: readonly UnitMixEntry[];
}

/** The form factors the comparison shows, in this order, each with how it is formatted. */
const comparedFormFactors = [
  ['units', 'count'],
  ['gfa', 'area'],
  ['nfa', 'area'],
  ['built_area', 'area'],
  ['fsi', 'ratio'],
  ['gsi', 'ratio'],
  ['max_height', 'length'],
  ['floors', 'count'],
  ['average_unit_size', 'area'],
  ['parking_spots', 'count'],
  ['parking_per_unit', 'ratio'],
  ['saleable_ratio', 'ratio'],
  ['facade_ratio', 'ratio'],
  ['volume', 'volume'],
] as const satisfies readonly (readonly [keyof FormFactors, string])[];

type Kind = (typeof comparedFormFactors)[number][1];

/** One line of the comparison: a form factor or a unit type, with a value per concept (null: none). */
export interface CompareRow {
  id: string;
  kind: Kind;
  /** the form factor's key, or null for a unit-mix line (then `label` names the unit type) */
  factor: keyof FormFactors | null;
  label: string;
  values: (number | null)[];
}

/** The comparison table of two or three concepts: the form factors, then every unit type any of them holds. */
export function compareRows(concepts: readonly ComparedConcept[]): CompareRow[] {
  const factorRows: CompareRow[] = comparedFormFactors.map(([factor, kind]) => ({
    id: `ff:${factor}`,
    kind,
    factor,
    label: factor,
    values: concepts.map((c) => (c.formFactors ? (c.formFactors[factor] as number) : null)),
  }));
  const mixKeys = new Map<string, string>();
  for (const c of concepts) for (const e of c.mix) if (!mixKeys.has(e.key)) mixKeys.set(e.key, e.name);
  const mixRows: CompareRow[] = [...mixKeys].map(([key, name]) => ({
    id: `mix:${key}`,
    kind: 'count',
    factor: null,
    label: name,
    values: concepts.map((c) => c.mix.find((e) => e.key === key)?.count ?? 0),
  }));
  return [...factorRows, ...mixRows];
}
