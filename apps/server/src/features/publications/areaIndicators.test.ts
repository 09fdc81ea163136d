import { describe, expect, it } from 'vitest';
import { indicatorTypes, type PublicArea } from '@plotwise/contracts';
import { computeIndicator, computeScores } from './areaIndicators';

type Facts = Parameters<typeof computeIndicator>[1];

const register: NonNullable<PublicArea['register']> = {
  rin: '9960/001',
  municipality: 'Knarwijk',
  kind: 'gemengd bedrijventerrein',
  status: 'bestaand',
  startYear: 1985,
  grossHa: 40,
  netHa: 30,
  environmentalCategory: '4.1',
};

// a park of 20 ha measured (outline), 50 000 m² built by 10 buildings of which 8 have a year: 2 before 1985, 6 before 1995
const park: Facts = {
  register,
  basis: 'register_outline',
  areaM2: 200_000,
  buildings: { count: 10, footprintM2: 50_000, withYear: 8, before1985: 2, before1995: 6 },
  companies: { count: 5, withBoth: 4, employees: 330, employees2018: 300 },
};
const nothing: Facts = { register: null, basis: 'none', areaM2: null, buildings: null, companies: null };

const v = (type: Parameters<typeof computeIndicator>[0], f: Facts = park, score: number | null = null) => computeIndicator(type, f, score);

describe('area indicators', () => {
  it('hectares: gross from the register, else the measured area; net only from the register', () => {
    expect(v('gross_hectares')).toEqual({ unit: 'ha', value: 40, missing: null });
    expect(v('gross_hectares', { ...park, register: null, basis: 'location_plots', areaM2: 12_500 })).toEqual({ unit: 'ha', value: 1.25, missing: null });
    expect(v('net_hectares')).toEqual({ unit: 'ha', value: 30, missing: null });
    expect(v('net_hectares', { ...park, register: null })).toEqual({ unit: 'ha', value: null, missing: 'no_register' });
    expect(v('gross_hectares', nothing)).toEqual({ unit: 'ha', value: null, missing: 'no_area' });
  });

  it('site coverage: footprints over the measured area, over the net area, and the public share of the gross area', () => {
    expect(v('site_coverage_total').value).toBeCloseTo(0.25);
    expect(v('site_coverage_business_park').value).toBeCloseTo(50_000 / 300_000);
    expect(v('site_coverage_public_ratio').value).toBeCloseTo(0.25);
    // a park not in the register has no net area: no coverage of it, and no public share
    const plots: Facts = { ...park, register: null, basis: 'location_plots' };
    expect(v('site_coverage_total', plots).value).toBeCloseTo(0.25);
    expect(v('site_coverage_business_park', plots)).toMatchObject({ value: null, missing: 'no_register' });
    expect(v('site_coverage_public_ratio', plots)).toMatchObject({ value: null, missing: 'no_register' });
    expect(v('site_coverage_total', { ...park, buildings: null })).toMatchObject({ value: null, missing: 'no_buildings' });
    expect(v('site_coverage_total', nothing)).toMatchObject({ value: null, missing: 'no_area' });
  });

  it('building age: the share of buildings with a known year built before 1985 and 1995', () => {
    expect(v('building_age_before_1985')).toEqual({ unit: 'ratio', value: 0.25, missing: null });
    expect(v('building_age_before_1995')).toEqual({ unit: 'ratio', value: 0.75, missing: null });
    const noYears: Facts = { ...park, buildings: { count: 3, footprintM2: 10, withYear: 0, before1985: 0, before1995: 0 } };
    expect(v('building_age_before_1985', noYears)).toMatchObject({ value: null, missing: 'no_building_years' });
    const noBuildings: Facts = { ...park, buildings: { count: 0, footprintM2: 0, withYear: 0, before1985: 0, before1995: 0 } };
    expect(v('building_age_before_1995', noBuildings)).toMatchObject({ value: null, missing: 'no_buildings' });
  });

  it('job development since 2018, absolute and relative, over the companies with both figures', () => {
    expect(v('job_development_2018')).toEqual({ unit: 'jobs', value: 30, missing: null });
    expect(v('job_development_2018_relative').value).toBeCloseTo(0.1);
    expect(v('job_development_2018', { ...park, companies: { count: 2, withBoth: 0, employees: 0, employees2018: 0 } })).toMatchObject({
      value: null,
      missing: 'no_companies',
    });
    expect(v('job_development_2018_relative', { ...park, companies: null })).toMatchObject({ value: null, missing: 'no_companies' });
  });

  it('custom indicators show the author score; no indicator is left without a source', () => {
    expect(v('custom', park, 7.5)).toEqual({ unit: 'score', value: 7.5, missing: null });
    expect(v('custom_sbi', park, null)).toMatchObject({ value: null, missing: 'no_score' });
    for (const t of indicatorTypes) expect(v(t).missing, t).not.toBe('no_source');
  });

  it('every indicator of an area without any data is missing with a reason, never a number', () => {
    for (const t of indicatorTypes) {
      const r = v(t, nothing);
      expect(r.value, t).toBeNull();
      expect(r.missing, t).not.toBeNull();
    }
  });

  it('computeScores keeps the stored order, the author name and description', () => {
    const scores = computeScores(
      [
        { type: 'net_hectares', name: null, description: null, score: null },
        { type: 'custom', name: 'Bereikbaarheid', description: 'ons oordeel', score: 8 },
      ],
      park,
    );
    expect(scores).toEqual([
      { type: 'net_hectares', name: '', description: null, unit: 'ha', value: 30, missing: null, detail: null, sources: [] },
      { type: 'custom', name: 'Bereikbaarheid', description: 'ons oordeel', unit: 'score', value: 8, missing: null, detail: null, sources: [] },
    ]);
  });

  it('each value names the data sets it comes from, with the outline it was measured in; a missing value names none', () => {
    const ibis = { source: 'Provincies, IBIS bedrijventerreinen', date: '2026-11-20', importedOn: '2026-11-27' };
    const bag = { source: 'Kadaster / PDOK, BAG (CC0)', date: '2026-11-21', importedOn: '2026-11-27' };
    const cbs = { source: 'CBS, Bevolkingskernen 2021 (CC BY 4.0)', date: '2026-11-22', importedOn: '2026-11-27' };
    const withSources: Facts = { ...park, sources: { register: ibis, buildings: bag } };
    const [coverage, custom, height] = computeScores(
      [
        { type: 'site_coverage_business_park', name: null, description: null, score: null },
        { type: 'custom', name: null, description: null, score: 3 },
        { type: 'height_difference_3m', name: null, description: null, score: null },
      ],
      withSources,
    );
    expect(coverage!.sources).toEqual([ibis, bag]);
    expect(custom!.sources).toEqual([]); // the author's own score
    expect(height).toMatchObject({ value: null, missing: 'no_heights', sources: [] });
    // a population core measured in its CBS outline names CBS first
    const core: Facts = { ...park, register: null, basis: 'cbs_outline', sources: { buildings: bag, cbs } };
    expect(computeScores([{ type: 'building_age_before_1985', name: null, description: null, score: null }], core)[0]!.sources).toEqual([cbs, bag]);
  });
});

