import type { Provenance, PublicArea, PublicScore, indicatorTypes } from '@plotwise/contracts';
import { environmentIndicator, heightHeadroomShare, highwayKm } from './environmentIndicators';
import { indicatorValue, share, type IndicatorResult } from './indicatorValue';

/**
 * The indicators of a scores section (business park, population core, municipality), computed from the area's facts
 * (areaFacts.ts): pure, so the maths is tested without a database. An indicator whose figures the product does not
 * have gets `value: null` with the reason, never an estimate: a public page must not show a number nobody measured.
 */

type IndicatorType = (typeof indicatorTypes)[number];
type Facts = Pick<PublicArea, 'register' | 'basis' | 'areaM2' | 'buildings' | 'companies'> &
  Partial<Pick<PublicArea, 'heightHeadroom' | 'environment' | 'highwayDistanceM' | 'sources'>>;
type Result = IndicatorResult;

/** An indicator as the section's cfg stores it (the indicators table). */
export type StoredIndicator = {
  type: IndicatorType;
  name: string | null;
  description: string | null;
  /** the author's own figure, for the custom types */
  score: number | null;
};

const M2_PER_HA = 10_000;

const value = indicatorValue;

/** Gross hectares: the register's figure; without one, the measured basis (a park outline or the locations' plots). */
function grossHa(f: Facts): number | null {
  if (f.register?.grossHa != null) return f.register.grossHa;
  return f.areaM2 !== null && f.areaM2 > 0 ? f.areaM2 / M2_PER_HA : null;
}

/** The share of the buildings with a known construction year that was built before `year`. */
function builtBefore(f: Facts, year: 1985 | 1995): Result {
  if (!f.buildings || f.buildings.count === 0) return value('ratio', null, 'no_buildings');
  const before = year === 1985 ? f.buildings.before1985 : f.buildings.before1995;
  return value('ratio', share(before, f.buildings.withYear), 'no_building_years');
}

/** The change in jobs since 2018 over the companies that have both figures (absolute, or relative to 2018). */
function jobDevelopment(f: Facts, relative: boolean): Result {
  const c = f.companies;
  if (!c || c.withBoth === 0) return value(relative ? 'ratio' : 'jobs', null, 'no_companies');
  const delta = c.employees - c.employees2018;
  return relative ? value('ratio', share(delta, c.employees2018), 'no_companies') : value('jobs', delta, 'no_companies');
}

/** The built share of the basis: BAG footprints over the measured area. */
function coverageTotal(f: Facts): Result {
  if (f.basis === 'none' || !f.areaM2) return value('ratio', null, 'no_area');
  if (!f.buildings) return value('ratio', null, 'no_buildings');
  return value('ratio', Math.min(1, f.buildings.footprintM2 / f.areaM2), 'no_area');
}

/** Computes one indicator from the area's facts. */
export function computeIndicator(type: IndicatorType, f: Facts, score: number | null): Result {
  switch (type) {
    case 'custom':
    case 'custom_sbi':
      return value('score', score, 'no_score');
    case 'gross_hectares':
      return value('ha', grossHa(f), f.basis === 'none' ? 'no_area' : 'no_register');
    case 'net_hectares':
      return value('ha', f.register?.netHa ?? null, 'no_register');
    case 'site_coverage_total':
      return coverageTotal(f);
    case 'site_coverage_business_park': {
      // the footprints over the park's net (issuable) area of the register: only a register park has one
      const net = f.register?.netHa;
      if (!net || f.basis !== 'register_outline') return value('ratio', null, 'no_register');
      if (!f.buildings) return value('ratio', null, 'no_buildings');
      return value('ratio', Math.min(1, f.buildings.footprintM2 / (net * M2_PER_HA)), 'no_register');
    }
    case 'site_coverage_public_ratio': {
      // public space (roads, green, water) is what the gross area has beyond the net area
      const r = f.register;
      if (r?.grossHa == null || r.netHa == null || r.grossHa <= 0) return value('ratio', null, 'no_register');
      return value('ratio', Math.max(0, (r.grossHa - r.netHa) / r.grossHa), 'no_register');
    }
    case 'building_age_before_1985':
      return builtBefore(f, 1985);
    case 'building_age_before_1995':
      return builtBefore(f, 1995);
    case 'job_development_2018':
      return jobDevelopment(f, false);
    case 'job_development_2018_relative':
      return jobDevelopment(f, true);
    case 'height_difference_3m':
      return heightHeadroomShare(f);
    case 'distance_to_highway':
      return highwayKm(f);
    case 'non_water_bound_companies':
    case 'mixable_companies':
    case 'deviating_environmental_category_companies':
    case 'deviating_environmental_category_employees':
    case 'deviating_main_environmental_category':
      return environmentIndicator(type, f);
  }
}

type SourceKey = keyof NonNullable<Facts['sources']>;
/** The data each indicator is computed from (the register also when the park's register outline is the basis). */
const SOURCES: Record<IndicatorType, readonly SourceKey[]> = {
  custom: [],
  custom_sbi: [],
  gross_hectares: ['register'],
  net_hectares: ['register'],
  site_coverage_total: ['buildings'],
  site_coverage_business_park: ['register', 'buildings'],
  site_coverage_public_ratio: ['register'],
  building_age_before_1985: ['buildings'],
  building_age_before_1995: ['buildings'],
  height_difference_3m: ['heights', 'zoning'],
  non_water_bound_companies: ['companies'],
  mixable_companies: ['companies'],
  deviating_environmental_category_companies: ['companies', 'register'],
  deviating_environmental_category_employees: ['companies', 'register'],
  job_development_2018: ['companies'],
  job_development_2018_relative: ['companies'],
  deviating_main_environmental_category: ['companies', 'register'],
  distance_to_highway: ['roads'],
};

/** The sources of an indicator's value: its data sets plus the outline it was measured in; none without a value or for the author's own score. */
function sourcesOf(type: IndicatorType, f: Facts, hasValue: boolean): Provenance[] {
  if (!hasValue || !f.sources || !SOURCES[type].length) return [];
  const outline: SourceKey[] = f.basis === 'register_outline' ? ['register'] : f.basis === 'cbs_outline' ? ['cbs'] : [];
  const keys = [...new Set([...outline, ...SOURCES[type]])];
  return keys.flatMap((k) => (f.sources![k] ? [f.sources![k]] : []));
}

/** The section's indicators, in their stored order, each with its value or the reason it has none. */
export function computeScores(indicators: readonly StoredIndicator[], f: Facts): PublicScore[] {
  return indicators.map((i) => {
    const { detail, ...r } = computeIndicator(i.type, f, i.score);
    return { type: i.type, name: i.name ?? '', description: i.description, ...r, detail: detail ?? null, sources: sourcesOf(i.type, f, r.value !== null) };
  });
}
