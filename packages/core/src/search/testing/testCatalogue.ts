import type { FilterSpec, FilterSpecLookup } from '../filterSpec';
import type { SyntheticFeature } from './syntheticPlots';

/** A small catalogue covering every filter kind, for the engine's tests. */
const testSpecs: readonly FilterSpec[] = [
  { key: 'size', kind: 'range', feature: 'size', domain: { min: 0, max: 2000 } },
  { key: 'year', kind: 'range', feature: 'year' },
  { key: 'dist', kind: 'distance', feature: 'dist', prefer: 'low' },
  { key: 'far', kind: 'distance', feature: 'far', prefer: 'high' },
  { key: 'zone', kind: 'category', feature: 'zone' },
  { key: 'flag', kind: 'boolean', feature: 'flag' },
  { key: 'municipality', kind: 'region', region: 'category', feature: 'municipality' },
  { key: 'bbox', kind: 'region', region: 'bbox' },
  { key: 'distance_point', kind: 'region', region: 'point', defaultRadiusKilometers: 5 },
  { key: 'area', kind: 'polygon' },
  { key: 'or', kind: 'or' },
  /** resolved per request into `resolved.plots` (like the owner type of a company's own parcels) */
  { key: 'owned', kind: 'category', plotSet: true },
];

const byKey = new Map(testSpecs.map((s) => [s.key, s]));
/** Lookup over `testSpecs`. */
export const testLookup: FilterSpecLookup = (key) => byKey.get(key);

/** Synthetic features matching `testSpecs`. */
export const testFeatures: readonly SyntheticFeature[] = [
  { key: 'size', kind: 'number', min: 0, max: 2000, unknownShare: 0.05 },
  { key: 'year', kind: 'number', min: 1900, max: 2020, integer: true, unknownShare: 0.1 },
  { key: 'dist', kind: 'number', min: 0, max: 5 },
  { key: 'far', kind: 'number', min: 0, max: 40 },
  { key: 'zone', kind: 'category', values: ['residential', 'industry', 'mixed', 'green'], unknownShare: 0.05 },
  { key: 'flag', kind: 'number', min: 0, max: 1, integer: true, unknownShare: 0.1 },
  { key: 'municipality', kind: 'category', values: ['GM0001', 'GM0002', 'GM0003'] },
];
