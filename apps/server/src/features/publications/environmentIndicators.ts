import type { PublicArea, indicatorTypes } from '@plotwise/contracts';
import { MIXABLE_UP_TO, isDeviating, parseCategory } from './companyEnvironment';
import { indicatorValue, share, type IndicatorResult } from './indicatorValue';

/**
 * The business-park indicators of terrain and companies (pure, unit-tested): the height headroom of buildings (3D BAG against the zoning's maximum height),
 * the distance to a motorway from the imported roads, and the companies' SBI codes and VNG environmental categories
 * (companyEnvironment.ts) against the category the IBIS register allows. A figure that is not there gives the reason.
 */

type Facts = Pick<PublicArea, 'register' | 'basis'> & Partial<Pick<PublicArea, 'heightHeadroom' | 'environment' | 'highwayDistanceM'>>;
type EnvironmentType = Extract<
  (typeof indicatorTypes)[number],
  | 'non_water_bound_companies'
  | 'mixable_companies'
  | 'deviating_environmental_category_companies'
  | 'deviating_environmental_category_employees'
  | 'deviating_main_environmental_category'
>;

/**
 * Spec: "buildings that can be at least 3 m higher": of the buildings with a 3D BAG height and a maximum building height
 * in the zoning at their point, the share whose height is 3 m or more below that maximum.
 */
export function heightHeadroomShare(f: Facts): IndicatorResult {
  if (f.basis === 'none') return indicatorValue('ratio', null, 'no_area');
  const h = f.heightHeadroom;
  if (!h || h.withHeight === 0) return indicatorValue('ratio', null, 'no_heights');
  return indicatorValue('ratio', share(h.atLeast3m, h.withMaximum), 'no_zoning');
}

/** The distance from the area to the nearest motorway, in km. */
export function highwayKm(f: Facts): IndicatorResult {
  if (f.basis === 'none') return indicatorValue('km', null, 'no_area');
  const m = f.highwayDistanceM;
  return indicatorValue('km', m == null ? null : m / 1000, 'no_highway');
}

/** The category held by the most employees (a tie goes to the higher category: the stricter reading). */
function mainCategory(categories: NonNullable<PublicArea['environment']>['categories']) {
  let main: (typeof categories)[number] | null = null;
  for (const c of categories) if (c.employees > 0 && (!main || c.employees >= main.employees)) main = c; // sorted low to high
  return main;
}

/** Non-water-bound, mixable and deviating companies, by count or by employees, and whether the main category deviates. */
export function environmentIndicator(type: EnvironmentType, f: Facts): IndicatorResult {
  const unit = type === 'deviating_main_environmental_category' ? 'yes_no' : 'ratio';
  if (f.basis === 'none') return indicatorValue(unit, null, 'no_area');
  const env = f.environment;
  if (!env) return indicatorValue(unit, null, 'no_companies');
  if (type === 'non_water_bound_companies') return indicatorValue(unit, share(env.nonWaterBound, env.withSbi), 'no_sbi');
  const companies = env.categories.reduce((s, c) => s + c.companies, 0);
  if (type === 'mixable_companies') {
    const mixable = env.categories.filter((c) => (parseCategory(c.category)?.value ?? Infinity) <= MIXABLE_UP_TO).reduce((s, c) => s + c.companies, 0);
    return indicatorValue(unit, share(mixable, companies), 'no_categories');
  }
  const allowed = parseCategory(f.register?.environmentalCategory)?.value;
  if (allowed === undefined) return indicatorValue(unit, null, 'no_register_category');
  const deviates = (category: string) => {
    const v = parseCategory(category)?.value;
    return v !== undefined && isDeviating(v, allowed);
  };
  const below = env.categories.filter((c) => deviates(c.category));
  if (type === 'deviating_environmental_category_companies')
    return indicatorValue(unit, share(below.reduce((s, c) => s + c.companies, 0), companies), 'no_categories');
  const employees = env.categories.reduce((s, c) => s + c.employees, 0);
  if (type === 'deviating_environmental_category_employees')
    return indicatorValue(unit, share(below.reduce((s, c) => s + c.employees, 0), employees), 'no_categories');
  const main = mainCategory(env.categories);
  if (!main) return indicatorValue(unit, null, 'no_categories');
  return { ...indicatorValue(unit, deviates(main.category) ? 1 : 0, 'no_categories'), detail: main.category };
}
