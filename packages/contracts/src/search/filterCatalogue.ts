import type { FilterSpecLookup } from '@plotwise/core';
import { filterDefinition, type FilterDefinition } from './filterDefinition';
import { regionFilters } from './filters/regionFilters';
import { plotFilters } from './filters/plotFilters';
import { ownerFilters } from './filters/ownerFilters';
import { zoningFilters } from './filters/zoningFilters';
import { buildingFilters } from './filters/buildingFilters';
import { buildableFilters } from './filters/buildableFilters';
import { distanceFilters } from './filters/distanceFilters';
import { surroundingsFilters } from './filters/surroundingsFilters';
import { economyFilters } from './filters/economyFilters';
import { gridFilters } from './filters/gridFilters';

/** The or-choice: passes when any of its enabled children passes. */
const orChoice = filterDefinition('or', 'or_choice', 'or', ['Of-keuze', 'Or-choice'], { defaults: { weight: 1 } });

/** The feature filter catalogue (docs/search.md): one definition per filter, registered per group. */
export const filterCatalogue: readonly FilterDefinition[] = [
  ...regionFilters,
  ...plotFilters,
  ...ownerFilters,
  ...zoningFilters,
  ...buildingFilters,
  ...buildableFilters,
  ...distanceFilters,
  ...surroundingsFilters,
  ...economyFilters,
  ...gridFilters,
  orChoice,
];

const byKey = new Map<string, FilterDefinition>();
for (const d of filterCatalogue) {
  if (byKey.has(d.key)) throw new Error(`filter catalogue: ${d.key} is defined twice`);
  byKey.set(d.key, d);
}

/** The catalogue entry of a key; also the engine's lookup of filter specs. */
export const lookupFilter = ((key: string): FilterDefinition | undefined => byKey.get(key)) satisfies FilterSpecLookup;

/** A new feature filter reference for `key` with the catalogue's defaults (spec section 9). */
export function newFilterReference(key: string, order = 0) {
  const d = byKey.get(key);
  if (!d) throw new Error(`unknown filter ${key}`);
  const x = d.defaults;
  const ref = {
    key,
    type: d.kind,
    enabled: true,
    editable: true,
    order,
    param1: null as number | string | (number | string)[] | null,
    param2: null as number | null,
    param3: null as number | null,
    param4: null as number | null,
    optimal: (x.optimal ? [...x.optimal] : null) as string[] | null,
    weight: x.weight ?? 1,
    polygon: null,
    children: [] as unknown[],
  };
  if (d.kind === 'region' && d.region === 'bbox' && x.bbox) [ref.param1, ref.param2, ref.param3, ref.param4] = x.bbox;
  else if (d.kind === 'region' && d.region === 'point') {
    ref.param1 = x.point?.lat ?? null;
    ref.param2 = x.point?.lon ?? null;
    ref.param3 = x.radiusKilometers ?? d.defaultRadiusKilometers ?? null;
  } else if (d.kind === 'category' || (d.kind === 'region' && d.region === 'category')) ref.param1 = x.choices ? [...x.choices] : [];
  else if (d.kind === 'boolean') ref.param1 = 1;
  else if (d.kind === 'range' || d.kind === 'distance') {
    ref.param1 = x.min ?? null;
    ref.param2 = x.max ?? null;
  }
  return ref;
}
