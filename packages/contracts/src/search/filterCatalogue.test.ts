import { describe, expect, it } from 'vitest';
import { compileQuery } from '@plotwise/core';
import { syntheticIndex } from '@plotwise/core/search/testing/syntheticPlots';
import { featureFilterDefaults } from '../constants/featureFilterDefaults';
import { filterCatalogue, lookupFilter, newFilterReference } from './filterCatalogue';
import { filterGroups } from './filterDefinition';
import { plotFeatures } from './plotFeatures';

describe('the filter catalogue', () => {
  it('has a filter for every key of the spec section 9 defaults that has a data source', () => {
    const missing = Object.keys(featureFilterDefaults).filter((k) => !lookupFilter(k));
    // the BRK extract we import carries no validity date of a parcel
    expect(missing).toEqual(['plot_date_valid']);
  });

  it('takes bounds and weights from the spec section 9 defaults', () => {
    expect(newFilterReference('size')).toMatchObject({ param1: 0, param2: 100_000, weight: 1, enabled: true, type: 'range' });
    expect(newFilterReference('distance_trainstation')).toMatchObject({ param1: null, param2: 1, type: 'distance' });
    expect(newFilterReference('distance_n2000')).toMatchObject({ param1: 25, param2: null });
    expect(newFilterReference('zone')).toMatchObject({ param1: ['residential', 'residential_area'] });
    expect(newFilterReference('bbox')).toMatchObject({ param1: 0, param2: 20, param3: 10, param4: 53 });
    expect(newFilterReference('distance_point')).toMatchObject({ param1: 51.44, param2: 5.48, param3: 5 });
    expect(lookupFilter('distance_n2000')!.prefer).toBe('high');
    expect(lookupFilter('distance_supermarket')!.prefer).toBe('low');
  });

  it('has an owner type filter over the company\'s own data: the seven owner types and unknown, any known owner by default', () => {
    const d = lookupFilter('owner_type')!;
    expect(d).toMatchObject({ group: 'owner_type', kind: 'category', plotSet: true, label: { nl: 'Soort eigenaar', en: 'Owner type' } });
    expect(d.feature).toBeUndefined();
    expect(d.choices).toEqual(['natural_person', 'company', 'municipality', 'province', 'state', 'housing_association', 'other_public_body', 'unknown']);
    expect(newFilterReference('owner_type')).toMatchObject({ type: 'category', param1: [], weight: 1 });
  });

  it('has grid congestion filters and a criterion that prefers the colours without a queue', () => {
    expect(lookupFilter('grid_congestion_demand')).toMatchObject({ group: 'grid_capacity', kind: 'category', feature: 'grid_congestion_demand', choices: ['transparant', 'yellow', 'amber', 'red'] });
    expect(lookupFilter('grid_congestion_supply')).toMatchObject({ kind: 'category', feature: 'grid_congestion_supply' });
    expect(newFilterReference('grid_congestion_demand')).toMatchObject({ param1: [], optimal: null });
    expect(lookupFilter('grid_no_demand_congestion')).toMatchObject({ kind: 'category', feature: 'grid_congestion_demand', label: { en: 'No structural congestion for demand' } });
    expect(newFilterReference('grid_no_demand_congestion')).toMatchObject({ param1: ['transparant', 'yellow', 'amber', 'red'], optimal: ['transparant', 'yellow'], weight: 1 });
  });

  it('names a group, Dutch and English labels and an existing feature for every filter', () => {
    const features = new Set(plotFeatures.map((f) => f.key));
    for (const d of filterCatalogue) {
      expect(filterGroups).toContain(d.group);
      expect(d.label.nl.length && d.label.en.length).toBeTruthy();
      if (d.feature) expect(features.has(d.feature), d.key).toBe(true);
    }
    // every feature is read by some filter
    const read = new Set(filterCatalogue.map((d) => d.feature).filter(Boolean));
    expect(plotFeatures.filter((f) => !read.has(f.key)).map((f) => f.key)).toEqual([]);
  });

  it('every new reference with its defaults compiles against an index of all features', () => {
    const index = syntheticIndex(
      100,
      plotFeatures.map((f) => (f.type === 'category' ? { key: f.key, kind: 'category' as const, values: ['a', 'b'] } : { key: f.key, kind: 'number' as const, min: 0, max: f.type === 'boolean' ? 1 : 100, integer: f.type === 'boolean' })),
    );
    for (const d of filterCatalogue) {
      const plots = { admit: { positions: [3], complement: false } };
      const ref = { ...newFilterReference(d.key), resolved: { pointRd: { x: 155_000, y: 463_000 }, polygonsRd: [[[[0, 0], [1, 0], [1, 1], [0, 0]]]] as any, plots } };
      const c = compileQuery([ref as any], lookupFilter, index);
      expect(c.ok ? [] : c.problems, d.key).toEqual([]);
    }
  });
});
