import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureQuality } from './measureQuality';
import type { QualityBlockType } from './randomInputs';
import { qualityBlockTypes, randomInput } from './randomInputs';

// Issue 22's goals as properties over random valid inputs of typical Dutch sizes (the same draw as
// `npm run bench:generator-quality`, which runs thousands per type and prints the rates). fast-check draws
// the seeds (fixed run seed, so a failure names a seed to replay with randomInput(blocktype, seed)).
const runs = { numRuns: 300, seed: 20261123 };
const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

/**
 * Rates the generator does not reach yet on every input (rows no split of which keeps every type in
 * range), kept as ceilings so they cannot get worse; docs/generator.md gives the measured figures.
 */
const outOfRangeCeiling: Record<QualityBlockType, number> = {
  gallery_flats: 0.01,
  corridor_flats: 0.01,
  tower: 0,
  street_housing: 0.01,
  parking: 0,
  office: 0,
  distribution_centre: 0,
};

/**
 * Towers (issue 22 follow-up): the share of inputs with any violation stays under the goal's 2 %, and the
 * mean unit-mix miss where the goal expects the mix stays under a ceiling (measured 5.6 points over 2 000
 * inputs; the goal's 3 is not reached), so neither can get worse.
 */
const violationCeiling: Partial<Record<QualityBlockType, number>> = { tower: 0.02 };
const mixMeanCeiling: Partial<Record<QualityBlockType, number>> = {
  tower: 8,
  // Slabs since their rows are rebalanced over the whole building (layout/rowPlan.ts): the goal's 3 points
  // (measured 1.0 corridor, 0.2 gallery over 2 000 inputs), and the share of inputs with every type within 5
  // points at least mixWithinFloor (measured 95.5 % and 100 %; a few hundred inputs vary more).
  corridor_flats: 3,
  gallery_flats: 3,
};
const mixWithinFloor: Partial<Record<QualityBlockType, number>> = {
  corridor_flats: 0.9,
  gallery_flats: 0.95,
};

describe.each(qualityBlockTypes)('design quality: %s', (blocktype) => {
  it('every violation is owned by a message, no dwelling is under its type, the areas add up', () => {
    let dwellings = 0;
    let outOfRange = 0;
    let inputs = 0;
    let withViolation = 0;
    const misses: number[] = [];
    fc.assert(
      fc.property(seeds, (seed) => {
        const q = measureQuality(randomInput(blocktype, seed));
        expect(q.unowned.map((v) => `${v.rule}@${v.target}`)).toEqual([]);
        expect(q.underMinimum).toBe(0);
        expect(q.areaBalance).toBeLessThanOrEqual(0.005);
        expect(q.result.form_factors.nfa).toBeLessThanOrEqual(q.result.form_factors.gfa + 1e-6);
        dwellings += q.dwellings;
        outOfRange += q.outOfRange;
        inputs++;
        if (q.violations.length > 0) withViolation++;
        if (q.mixExpected && q.mixMiss !== null) misses.push(q.mixMiss);
      }),
      runs,
    );
    expect(outOfRange).toBeLessThanOrEqual(outOfRangeCeiling[blocktype] * dwellings);
    const violations = violationCeiling[blocktype];
    if (violations !== undefined) expect(withViolation).toBeLessThanOrEqual(violations * inputs);
    const mixMean = mixMeanCeiling[blocktype];
    if (mixMean !== undefined) {
      expect(misses.length).toBeGreaterThan(0);
      expect(misses.reduce((a, b) => a + b, 0) / misses.length).toBeLessThanOrEqual(mixMean);
    }
    const within = mixWithinFloor[blocktype];
    if (within !== undefined)
      expect(misses.filter((m) => m <= 5 + 1e-9).length).toBeGreaterThanOrEqual(within * misses.length);
  }, 60_000);
});
