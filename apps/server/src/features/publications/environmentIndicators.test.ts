import { describe, expect, it } from 'vitest';
import type { PublicArea } from '@plotwise/contracts';
import { categoryOfSbi, companyEnvironment, isWaterBound, parseCategory } from './companyEnvironment';
import { environmentIndicator, heightHeadroomShare, highwayKm } from './environmentIndicators';

type Facts = Parameters<typeof environmentIndicator>[1];

const register = (environmentalCategory: string | null): PublicArea['register'] => ({
  rin: '9960/001',
  municipality: 'Knarwijk',
  kind: null,
  status: null,
  startYear: null,
  grossHa: null,
  netHa: null,
  environmentalCategory,
});

describe('environmental categories from SBI codes (VNG 2009)', () => {
  it('the longest SBI prefix wins; an unknown or unreadable code has no category', () => {
    expect(categoryOfSbi('4711')).toBe('2'); // supermarket, refines detailhandel
    expect(categoryOfSbi('4771')).toBe('1'); // detailhandel
    expect(categoryOfSbi(5610)).toBe('1');
    expect(categoryOfSbi('49.41')).toBe('3.2');
    expect(categoryOfSbi('1071')).toBe('3.2'); // a bakery group's highest class (>= 7500 kg meel/week), never lower
    expect(categoryOfSbi('2229')).toBeNull(); // not in our table: unknown, not guessed
    expect(categoryOfSbi('')).toBeNull();
    expect(categoryOfSbi(null)).toBeNull();
    expect(categoryOfSbi('abc')).toBeNull();
  });

  it('water-bound activities by SBI; no code is unknown', () => {
    expect(isWaterBound('5010')).toBe(true); // zeevaart
    expect(isWaterBound('3011')).toBe(true); // scheepsbouw
    expect(isWaterBound('5222')).toBe(true);
    expect(isWaterBound('4941')).toBe(false);
    expect(isWaterBound(undefined)).toBeNull();
  });

  it('reads categories as registers write them; a bare main category is its highest sub-category', () => {
    expect(parseCategory('3.1')).toEqual({ name: '3.1', value: 3.1 });
    expect(parseCategory('3,2')).toEqual({ name: '3.2', value: 3.2 });
    expect(parseCategory('categorie 4')).toEqual({ name: '4.2', value: 4.2 });
    expect(parseCategory('1 t/m 4.2')).toEqual({ name: '4.2', value: 4.2 });
    expect(parseCategory('5')).toEqual({ name: '5.3', value: 5.3 });
    expect(parseCategory(6)).toEqual({ name: '6', value: 6 });
    expect(parseCategory('onbekend')).toBeNull();
    expect(parseCategory('3.7')).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });

  it('counts companies by SBI and category; the record own category wins over the SBI table', () => {
    const env = companyEnvironment([
      { sbi: '4711', category: null, employees: 50 }, // 2 by SBI
      { sbi: '5610', category: null, employees: 5 }, // 1
      { sbi: '2229', category: '4.1', employees: 30 }, // own category
      { sbi: '4941', category: '3.1', employees: 20 }, // own 3.1 wins over the table's 3.2
      { sbi: '5010', category: null, employees: 4 }, // water-bound, no category in our table
      { sbi: null, category: null, employees: 7 }, // unknown
    ]);
    expect(env).toEqual({
      withSbi: 5,
      nonWaterBound: 4,
      categories: [
        { category: '1', companies: 1, employees: 5 },
        { category: '2', companies: 1, employees: 50 },
        { category: '3.1', companies: 1, employees: 20 },
        { category: '4.1', companies: 1, employees: 30 },
      ],
    });
  });
});

describe('height, motorway and company indicators', () => {
  const base: Facts = { register: register('4.2'), basis: 'register_outline' };
  const env: NonNullable<PublicArea['environment']> = {
    withSbi: 8,
    nonWaterBound: 6,
    categories: [
      { category: '1', companies: 2, employees: 10 },
      { category: '2', companies: 3, employees: 60 }, // 2 <= 4.2 - 2: deviating
      { category: '3.1', companies: 2, employees: 40 },
      { category: '4.2', companies: 1, employees: 20 },
    ],
  };
  const f: Facts = { ...base, environment: env };

  it('height headroom: the share of buildings with a maximum that lie 3 m or more below it', () => {
    expect(heightHeadroomShare({ ...base, heightHeadroom: { withHeight: 10, withMaximum: 8, atLeast3m: 2 } })).toEqual({ unit: 'ratio', value: 0.25, missing: null });
    expect(heightHeadroomShare({ ...base, heightHeadroom: { withHeight: 10, withMaximum: 0, atLeast3m: 0 } })).toMatchObject({ value: null, missing: 'no_zoning' });
    expect(heightHeadroomShare({ ...base, heightHeadroom: { withHeight: 0, withMaximum: 0, atLeast3m: 0 } })).toMatchObject({ value: null, missing: 'no_heights' });
    expect(heightHeadroomShare({ ...base, heightHeadroom: null })).toMatchObject({ value: null, missing: 'no_heights' });
    expect(heightHeadroomShare({ ...base, basis: 'none' })).toMatchObject({ value: null, missing: 'no_area' });
  });

  it('distance to a motorway in km, or the reason', () => {
    expect(highwayKm({ ...base, highwayDistanceM: 2500 })).toEqual({ unit: 'km', value: 2.5, missing: null });
    expect(highwayKm({ ...base, highwayDistanceM: 0 })).toEqual({ unit: 'km', value: 0, missing: null });
    expect(highwayKm({ ...base, highwayDistanceM: null })).toMatchObject({ value: null, missing: 'no_highway' });
    expect(highwayKm({ ...base, basis: 'none', highwayDistanceM: 10 })).toMatchObject({ value: null, missing: 'no_area' });
  });

  it('non-water-bound over the companies with an SBI; mixable (category 1-2) over those with a category', () => {
    expect(environmentIndicator('non_water_bound_companies', f)).toEqual({ unit: 'ratio', value: 0.75, missing: null });
    expect(environmentIndicator('mixable_companies', f)).toEqual({ unit: 'ratio', value: 5 / 8, missing: null });
    const none = { ...f, environment: { withSbi: 0, nonWaterBound: 0, categories: [] } };
    expect(environmentIndicator('non_water_bound_companies', none)).toMatchObject({ value: null, missing: 'no_sbi' });
    expect(environmentIndicator('mixable_companies', none)).toMatchObject({ value: null, missing: 'no_categories' });
    expect(environmentIndicator('mixable_companies', { ...f, environment: null })).toMatchObject({ value: null, missing: 'no_companies' });
  });

  it('deviating: two points or more below the register maximum, by companies and by employees', () => {
    expect(environmentIndicator('deviating_environmental_category_companies', f)).toEqual({ unit: 'ratio', value: 5 / 8, missing: null });
    expect(environmentIndicator('deviating_environmental_category_employees', f)).toEqual({ unit: 'ratio', value: 70 / 130, missing: null });
    // a park allowing 3.2: only category 1 (3.2 - 2 = 1.2) deviates
    const light: Facts = { ...f, register: register('3.2') };
    expect(environmentIndicator('deviating_environmental_category_companies', light).value).toBeCloseTo(2 / 8);
    // without a register category nothing can deviate
    expect(environmentIndicator('deviating_environmental_category_employees', { ...f, register: register(null) })).toMatchObject({
      value: null,
      missing: 'no_register_category',
    });
    expect(environmentIndicator('deviating_environmental_category_companies', { ...f, register: null })).toMatchObject({ missing: 'no_register_category' });
  });

  it('the main category (most employees) deviates or not, and names itself', () => {
    expect(environmentIndicator('deviating_main_environmental_category', f)).toEqual({ unit: 'yes_no', value: 1, missing: null, detail: '2' });
    const heavy: Facts = { ...f, environment: { ...env, categories: [...env.categories, { category: '4.1', companies: 1, employees: 100 }] } };
    expect(environmentIndicator('deviating_main_environmental_category', heavy)).toEqual({ unit: 'yes_no', value: 0, missing: null, detail: '4.1' });
    const noJobs: Facts = { ...f, environment: { ...env, categories: [{ category: '1', companies: 1, employees: 0 }] } };
    expect(environmentIndicator('deviating_main_environmental_category', noJobs)).toMatchObject({ value: null, missing: 'no_categories' });
  });
});
