import type { FilterKind, FilterSpec, RegionShape } from '@plotwise/core';
import { featureFilterDefaults, type FilterDefault } from '../constants/featureFilterDefaults';
import { plotFeatureByKey, type FeatureUnit } from './plotFeatures';

/** Groups of the filter editor (spec section 3 "Filter groups"), in the order the editor shows them. */
export const filterGroups = [
  'region',
  'plot',
  'owner_type',
  'neighbour_plots',
  'zoning',
  'plan',
  'building',
  'residence_object',
  'buildable_area',
  'gsi_fsi',
  'distance',
  'school',
  'care',
  'retail',
  'demography',
  'noise',
  'monument',
  'road_type',
  'transaction',
  'business_park',
  'company',
  'grid_capacity',
  'or_choice',
] as const;
type FilterGroup = (typeof filterGroups)[number];

/** One filter of the catalogue: what the engine needs (FilterSpec) plus what the editor shows. */
export interface FilterDefinition extends FilterSpec {
  readonly group: FilterGroup;
  readonly unit: FeatureUnit | null;
  readonly label: { readonly nl: string; readonly en: string };
  /** defaults of a new reference (spec section 9 where it names them) */
  readonly defaults: FilterDefault;
  /** the values a category filter knows before looking at the data */
  readonly choices?: readonly string[];
}

type Label = readonly [nl: string, en: string];

const defaultsOf = (key: string): FilterDefault => (featureFilterDefaults as Record<string, FilterDefault>)[key] ?? { weight: 1 };

/** The feature's unit, failing loudly at start-up when a filter names a feature that does not exist. */
function unitOf(feature: string): FeatureUnit {
  const f = plotFeatureByKey.get(feature);
  if (!f) throw new Error(`filter catalogue: unknown feature ${feature}`);
  return f.unit;
}

/** A catalogue entry of any kind, its unit taken from its feature and its defaults from spec section 9. */
function definition(
  key: string,
  group: FilterGroup,
  kind: FilterKind,
  [nl, en]: Label,
  extra: Partial<Omit<FilterDefinition, 'key' | 'group' | 'kind' | 'label'>> = {},
): FilterDefinition {
  const defaults = extra.defaults ?? defaultsOf(key);
  const feature = extra.feature;
  return {
    key,
    group,
    kind,
    label: { nl, en },
    unit: feature ? unitOf(feature) : null,
    defaults,
    defaultWeight: defaults.weight ?? 1,
    ...extra,
  };
}

/** A range filter on a numeric feature (the feature defaults to the filter's key). */
export function rangeFilter(key: string, group: FilterGroup, label: Label, extra: Partial<FilterDefinition> = {}): FilterDefinition {
  const d = extra.defaults ?? defaultsOf(key);
  const domain = d.min !== undefined && d.max !== undefined ? { min: d.min, max: d.max } : undefined;
  return definition(key, group, 'range', label, { feature: key, ...(domain ? { domain } : {}), ...extra });
}

/** Kilometres to the nearest feature of a kind: nearer is better unless `prefer` says otherwise. */
export function distanceFilter(key: string, group: FilterGroup, label: Label, extra: Partial<FilterDefinition> = {}): FilterDefinition {
  const d = extra.defaults ?? defaultsOf(key);
  const domain = d.max !== undefined ? { min: d.min ?? 0, max: d.max } : undefined;
  return definition(key, group, 'distance', label, { feature: key, prefer: 'low', ...(domain ? { domain } : {}), ...extra });
}

/** A category filter: param1 lists the admitted values, optimal the preferred ones. */
export function categoryFilter(key: string, group: FilterGroup, label: Label, choices: readonly string[], extra: Partial<FilterDefinition> = {}): FilterDefinition {
  return definition(key, group, 'category', label, { feature: key, choices, ...extra });
}

/** A yes/no filter: param1 1 admits plots where the feature holds, 0 where it does not. */
export function booleanFilter(key: string, group: FilterGroup, label: Label, extra: Partial<FilterDefinition> = {}): FilterDefinition {
  return definition(key, group, 'boolean', label, { feature: key, defaults: { weight: 1 }, ...extra });
}

/** A filter that restricts space. */
export function regionFilter(key: string, region: RegionShape, label: Label, extra: Partial<FilterDefinition> = {}): FilterDefinition {
  return definition(key, 'region', 'region', label, { region, ...extra });
}

export { definition as filterDefinition };
